import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { GiftShare } from './GiftShare';

const meta = {
  title: 'Views/Orders/GiftShare',
  component: GiftShare,
  args: {
    title: '礼物待领取',
    description: '把下面的链接发给收礼人：对方登录后选择收货地址即可领取，礼物将寄往对方的地址。',
    urlLabel: '分享链接',
    url: 'https://mall.jinyuan.example/gift?token=q7Xc3m0PZk1yVt8sN2bLw4hR9aE6dFgJ5uKoYiQeTzU',
    copyLabel: '复制链接',
    onCopy: fn(),
  },
} satisfies Meta<typeof GiftShare>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The link waits to be copied. */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('textbox', { name: '分享链接' })).toHaveValue(args.url);
    await userEvent.click(canvas.getByRole('button', { name: '复制链接' }));
    await expect(args.onCopy).toHaveBeenCalledOnce();
  },
};

/** Just copied: the live message says so. */
export const Copied: Story = {
  args: { copiedMessage: '链接已复制' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('链接已复制');
  },
};
