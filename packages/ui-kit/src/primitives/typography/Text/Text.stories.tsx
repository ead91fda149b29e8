import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Heading, Text, textTones } from './Text';

const meta = {
  title: 'Primitives/Typography/Text',
  component: Text,
  args: { children: '足金999 古法传承 福字手镯，每一克都有据可查。' },
  argTypes: { tone: { control: 'select', options: textTones } },
} satisfies Meta<typeof Text>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Muted: Story = { args: { tone: 'muted', size: 'small' } };
export const Brand: Story = { args: { tone: 'brand', weight: 'strong' } };
export const Gold: Story = { args: { tone: 'gold', size: 'lead' } };
export const Truncated: Story = {
  args: {
    truncate: true,
    as: 'div',
    children: '金缘珠宝 足金999 古法传承 福字手镯 约28.5克 送礼佳品 婚嫁首选 附赠精美礼盒与鉴定证书',
  },
  decorators: [
    (Story) => (
      <div style={{ width: 240 }}>
        <Story />
      </div>
    ),
  ],
};

export const Headings: Story = {
  render: () => (
    <div>
      <Heading level={1}>金缘珠宝官方商城</Heading>
      <Heading level={2}>今日金价</Heading>
      <Heading level={3}>热门推荐</Heading>
      <Heading level={4}>售后服务</Heading>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '金缘珠宝官方商城' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 4 })).toHaveTextContent('售后服务');
  },
};
