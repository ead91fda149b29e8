import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sampleQuickAnswers } from '../chatSamples';
import { QuickAnswers } from './QuickAnswers';

const meta = {
  title: 'Views/Chat/QuickAnswers',
  component: QuickAnswers,
  args: sampleQuickAnswers,
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
