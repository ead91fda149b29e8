import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { RecordProblem, RecordTable } from './RecordTable';

const meta = {
  title: 'Views/Member/RecordTable',
  component: RecordTable,
  args: {
    caption: '消费记录',
    columns: [
      { id: 'kind', label: '类型' },
      { id: 'date', label: '时间' },
      { id: 'amount', label: '消费金额', isNumeric: true },
    ],
    rows: [
      { id: 2, cells: ['线上订单', '2026-11-20 14:02', '¥1,026.14'] },
      { id: 1, cells: ['门店消费', '2026-01-20 11:20', '¥2,946.00'], isCurrent: true },
    ],
  },
} satisfies Meta<typeof RecordTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Rows headed by their first cell, numbers to the right, a marked row. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: '消费记录' });
    await expect(table).toBeVisible();
    await expect(canvas.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['线上订单', '门店消费']);
    await expect(canvas.getAllByRole('row')[2]).toHaveAttribute('aria-current', 'true');
  },
};

/** The caption kept for assistive technology only. */
export const HiddenCaption: Story = {
  args: { isCaptionHidden: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: '消费记录' })).toBeVisible();
  },
};

/** A record that failed to load, with a retry. */
export const Problem: Story = {
  render: () => <RecordProblem message="消费记录暂时无法加载，请稍后再试" retryLabel="重新加载" onRetry={fn()} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('消费记录暂时无法加载');
    await expect(canvas.getByRole('button', { name: '重新加载' })).toBeEnabled();
  },
};
