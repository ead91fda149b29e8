import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LogisticsTimeline } from './LogisticsTimeline';
import { sampleInTransit, sampleSigned } from './logisticsSamples';

const meta = {
  title: 'Views/Orders/LogisticsTimeline',
  component: LogisticsTimeline,
  args: { events: sampleInTransit, label: '包裹 1 的物流轨迹', emptyText: '包裹已出库，等待快递员揽收' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LogisticsTimeline>;
export default meta;
type Story = StoryObj<typeof meta>;

/** On its way: the events newest first as an ordered list, the latest with its step as a badge. */
export const InTransit: Story = {
  play: async ({ canvas }) => {
    const timeline = canvas.getByRole('list', { name: '包裹 1 的物流轨迹' });
    await expect(timeline.tagName).toBe('OL');
    const events = within(timeline).getAllByRole('listitem');
    await expect(events).toHaveLength(4);
    await expect(events[0]).toHaveTextContent('运输中2026-11-22 12:10快件已到达【杭州转运中心】杭州市');
    await expect(events.at(-1)).toHaveTextContent('已揽收');
  },
};

/** Signed for: the latest event reads as done. */
export const Signed: Story = {
  args: { events: sampleSigned },
  play: async ({ canvas }) => {
    const events = canvas.getAllByRole('listitem');
    await expect(events).toHaveLength(6);
    await expect(events[0]).toHaveTextContent(/^已签收2026-11-23 17:20快件已签收/);
    await expect(events[1]).toHaveTextContent('派送中');
  },
};

/** Shipped, not yet collected: one line says so, no empty list. */
export const NoEventsYet: Story = {
  args: { events: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('包裹已出库，等待快递员揽收')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};
