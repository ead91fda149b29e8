import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Text } from '../../../primitives/typography/Text/Text';
import { ServiceDeskFrame } from './ServiceDeskFrame';

const meta = {
  title: 'Views/Chat/ServiceDeskFrame',
  component: ServiceDeskFrame,
  args: {
    title: '客服工作台',
    conversations: (
      <section aria-label="会话">
        <Text as="p">等待中 2 · 进行中 1</Text>
      </section>
    ),
    children: <Text tone="muted">请选择一个会话</Text>,
  },
} satisfies Meta<typeof ServiceDeskFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '客服工作台' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: '会话' })).toBeVisible();
    await expect(canvas.getByText('请选择一个会话')).toBeVisible();
  },
};

/** Staff without the agent role: the title and why, no desk. */
export const NotAnAgent: Story = {
  args: { refusal: '只有客服坐席可以使用工作台' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('只有客服坐席可以使用工作台')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: '会话' })).toBeNull();
  },
};
