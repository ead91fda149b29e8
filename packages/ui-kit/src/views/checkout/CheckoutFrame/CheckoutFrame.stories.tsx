import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner } from '../../../primitives/feedback/Spinner/Spinner';
import { Text } from '../../../primitives/typography/Text/Text';
import { CheckoutFrame } from './CheckoutFrame';

const meta = {
  title: 'Views/Checkout/CheckoutFrame',
  component: CheckoutFrame,
  args: {
    title: '确认订单',
    children: (
      <>
        <Text as="p">收货地址：上海市黄浦区南京东路 1 号</Text>
        <Text as="p">积分抵扣：可用 1,200 积分</Text>
      </>
    ),
    aside: (
      <section aria-label="订单摘要">
        <Text as="p">应付金额 ¥5,590.55</Text>
      </section>
    ),
  },
} satisfies Meta<typeof CheckoutFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '确认订单' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: '订单摘要' })).toBeVisible();
  },
};

/** Before the order is priced, or when it cannot be: the page alone, no columns. */
export const Loading: Story = {
  args: { title: undefined, aside: undefined, children: <Spinner label="正在加载订单" isLabelVisible /> },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(canvas.getByText('正在加载订单')).toBeVisible();
  },
};
