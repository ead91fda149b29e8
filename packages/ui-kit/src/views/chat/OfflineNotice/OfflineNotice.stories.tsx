import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { sampleOffline } from '../chatSamples';
import { OfflineNotice } from './OfflineNotice';

const meta = {
  title: 'Views/Chat/OfflineNotice',
  component: OfflineNotice,
  args: { ...sampleOffline, onLeaveMessage: fn() },
} satisfies Meta<typeof OfflineNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Outside the hours: both hours, a dialable hotline and 留言. */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: '当前不在在线客服时间' })).toBeVisible();
    await expect(canvas.getByText('在线客服：每天 08:15–23:45')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '400-820-1314' })).toHaveAttribute('href', 'tel:4008201314');
    await userEvent.click(canvas.getByRole('button', { name: '留言' }));
    await expect(args.onLeaveMessage).toHaveBeenCalledOnce();
  },
};

export const WithoutHotlineNumber: Story = { args: { hotline: undefined } };

/** The message was left: no second 留言. */
export const MessageLeft: Story = {
  args: { hasLeftMessage: true, description: '留言已收到，客服上线后会第一时间回复您。' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: '留言' })).not.toBeInTheDocument();
  },
};
