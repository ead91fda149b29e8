import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { QuickAnswers } from './QuickAnswers';

const meta = {
  title: 'Views/Chat/QuickAnswers',
  component: QuickAnswers,
  args: {
    title: '常见问题',
    intro: '客服接入前，您可以先看看这些问题',
    newTabHint: '在新标签页打开',
    items: [
      { id: 'order', label: '如何查询订单？', href: '/detail?id=faq-order' },
      { id: 'delivery', label: '下单后多久发货？', href: '/detail?id=faq-delivery' },
      { id: 'after-sales', label: '如何申请退换货？', href: '/detail?id=faq-after-sales' },
      { id: 'gold-price', label: '金价是怎么计算的？', href: '/detail?id=faq-gold-price' },
    ],
  },
} satisfies Meta<typeof QuickAnswers>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each question is a link to its article, in a new tab (said to screen readers). */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: '常见问题' })).toBeVisible();
    const link = canvas.getByRole('link', { name: /^下单后多久发货？\s*（在新标签页打开）$/ });
    await expect(link).toHaveAttribute('href', '/detail?id=faq-delivery');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(canvas.getAllByRole('link')).toHaveLength(4);
  },
};

export const WithoutIntro: Story = { args: { intro: undefined } };
