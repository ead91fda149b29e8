import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import { Button } from '../../controls/Button/Button';
import { ProgressBar, type ProgressBarProps } from './ProgressBar';

const meta = {
  title: 'Primitives/Feedback/ProgressBar',
  component: ProgressBar,
  args: { isActive: true, 'aria-label': '页面加载中' },
  parameters: {
    // The bar is fixed to the top of the viewport: give each story its own frame in the docs.
    docs: { story: { inline: false, iframeHeight: 120 } },
  },
} satisfies Meta<typeof ProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

function fillScale(bar: HTMLElement): number {
  const fill = bar.firstElementChild as HTMLElement;
  return fill.getBoundingClientRect().width / bar.getBoundingClientRect().width;
}

export const Active: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: '页面加载中' });
    // Indeterminate to assistive technology: the trickle is an estimate.
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    const first = fillScale(bar);
    await expect(first).toBeGreaterThan(0);
    // It trickles forward but never fills while the route is still loading.
    await waitFor(() => expect(fillScale(bar)).toBeGreaterThan(first + 0.05));
    await expect(fillScale(bar)).toBeLessThan(1);
  },
};

/** The route finished loading: the bar fills, fades and goes away. Press the button to replay. */
function LoadThenFinish(args: ProgressBarProps) {
  const [isActive, setIsActive] = useState(true);
  return (
    <>
      <ProgressBar {...args} isActive={isActive} />
      <Button tone="neutral" onPress={() => setIsActive((value) => !value)}>
        {isActive ? '完成加载' : '重新加载'}
      </Button>
    </>
  );
}

export const Completing: Story = {
  render: (args) => <LoadThenFinish {...args} />,
  play: async ({ canvas, userEvent }) => {
    const bar = canvas.getByRole('progressbar', { name: '页面加载中' });
    await userEvent.click(canvas.getByRole('button', { name: '完成加载' }));
    // Done: determinate and full …
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '100'));
    // … then it fades out and leaves the page.
    await waitFor(() => expect(canvas.queryByRole('progressbar')).toBeNull());
    // A new load brings it back from the start.
    await userEvent.click(canvas.getByRole('button', { name: '重新加载' }));
    await expect(canvas.getByRole('progressbar', { name: '页面加载中' })).not.toHaveAttribute('aria-valuenow');
  },
};

export const Idle: Story = {
  args: { isActive: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};
