import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { sampleThumb } from '../../../samples/artwork';
import { GiftAcceptance } from './GiftAcceptance';

const onAccept = fn();
const onDecline = fn();

const meta = {
  title: 'Views/Orders/GiftAcceptance',
  component: GiftAcceptance,
  args: {
    title: '王女士送您一份礼物',
    message: '选择您的收货地址后领取，礼物将寄往该地址；如不便接收，也可以退回。',
    piecesLabel: '礼物清单',
    pieces: [
      { id: '1', title: '足金999 古法传承福字戒指', thumb: sampleThumb('#c9a24a'), facts: '金重 3.25g · 圈口 12 · ×1' },
    ],
    answers: { accept: { label: '领取礼物', onPress: onAccept }, decline: { label: '退回礼物', onPress: onDecline } },
    pendingLabel: '提交中',
  },
} satisfies Meta<typeof GiftAcceptance>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The gift awaits: the recipient accepts or returns it. */
export const Awaiting: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: '王女士送您一份礼物' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: '礼物清单' })).toHaveTextContent('足金999 古法传承福字戒指');
    await expect(canvas.queryByText(/¥/)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '领取礼物' }));
    await expect(onAccept).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: '退回礼物' }));
    await expect(onDecline).toHaveBeenCalledOnce();
  },
};

/** Another member was first: the answer is refused, and said so. */
export const AlreadyTaken: Story = {
  args: { errorMessage: '礼物已被领取' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('礼物已被领取');
  },
};

/** Accepted: no more answers, just where it ships. */
export const Accepted: Story = {
  args: { title: '礼物已领取', message: '礼物将寄往 广东省 深圳市 福田区，发货后可在物流中查看。', answers: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** The buyer opened their own link. */
export const Own: Story = {
  args: {
    title: '这是您送出的礼物',
    message: '把链接发给收礼人，对方领取后礼物将寄往对方的地址。',
    answers: undefined,
  },
};

export const Pending: Story = {
  args: { isPending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '退回礼物' })).toBeDisabled();
  },
};

export const Loading: Story = { args: { isLoading: true, loadingLabel: '礼物加载中' } };

export const NotFound: Story = {
  args: { notFound: { title: '礼物不存在或链接有误', description: '请向送礼人确认链接。' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('礼物不存在或链接有误')).toBeVisible();
  },
};
