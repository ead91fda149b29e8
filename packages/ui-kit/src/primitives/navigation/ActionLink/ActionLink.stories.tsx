import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { actionLinkLooks, ActionLink } from './ActionLink';

const meta = {
  title: 'Primitives/Navigation/ActionLink',
  component: ActionLink,
  args: { href: '/myIndex/royalty/order', children: '查看权益金订单' },
  argTypes: { look: { control: 'inline-radio', options: actionLinkLooks } },
} satisfies Meta<typeof ActionLink>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '查看权益金订单' })).toHaveAttribute(
      'href',
      '/myIndex/royalty/order',
    );
  },
};

export const ButtonLook: Story = {
  args: { look: 'button', href: '/list', children: '返回资讯列表' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '返回资讯列表' })).toHaveAttribute('href', '/list');
  },
};
