import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { sampleThumb } from '../../../samples/artwork';
import { RefundProgress, type RefundProgressData, type RefundProgressProps } from './RefundProgress';

const texts: RefundProgressProps['texts'] = {
  steps: '退款进度',
  photos: '凭证图片',
  withdraw: '撤销申请',
  withdrawing: '撤销中',
  done: '已完成',
  current: '当前',
  pending: '未开始',
};

const facts = [
  { label: '退款金额', value: '¥9,229.00' },
  { label: '退回积分', value: '2,500' },
  { label: '退款原因', value: '拍错了或多拍' },
  { label: '退款商品', value: '足金999 古法传承素圈戒指 × 1' },
  { label: '问题描述', value: '尺寸拍错了，想换小一号。' },
];

const applying: RefundProgressData = {
  title: '退款申请 RF20261124160000123456',
  stateLabel: '申请中',
  stateTone: 'attention',
  facts,
  photos: [{ url: sampleThumb('#c9a24a'), alt: '凭证图片 1' }],
  steps: [
    { label: '提交申请', time: '2026年11月24日 16:00', state: 'current' },
    { label: '商家同意', state: 'pending' },
    { label: '退款中', state: 'pending' },
    { label: '退款成功', state: 'pending' },
  ],
};

const meta = {
  title: 'Views/Orders/RefundProgress',
  component: RefundProgress,
  args: { refund: applying, texts, onWithdraw: fn() },
} satisfies Meta<typeof RefundProgress>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Applying: the first step is where it stands; 撤销申请 is offered. */
export const Applying: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const region = canvas.getByRole('region', { name: '退款申请 RF20261124160000123456' });
    await expect(within(region).getByText('申请中')).toBeVisible();
    const steps = within(canvas.getByRole('list', { name: '退款进度' })).getAllByRole('listitem');
    await expect(steps).toHaveLength(4);
    await expect(steps[0]).toHaveAttribute('aria-current', 'step');
    await expect(steps[0]).toHaveTextContent('2026年11月24日 16:00');
    await expect(canvas.getByRole('img', { name: '凭证图片 1' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '撤销申请' }));
    await expect(args.onWithdraw).toHaveBeenCalledOnce();
  },
};

/** Refunded: every step reached with its time; nothing left to do. */
export const Refunded: Story = {
  args: {
    onWithdraw: undefined,
    refund: {
      ...applying,
      stateLabel: '已退款',
      stateTone: 'success',
      photos: [],
      steps: [
        { label: '提交申请', time: '11月24日 16:00', state: 'done' },
        { label: '商家同意', time: '11月24日 17:10', state: 'done' },
        { label: '退款中', time: '11月24日 17:10', state: 'done' },
        { label: '退款成功', time: '11月24日 17:11', state: 'current' },
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('已退款')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '撤销申请' })).toBeNull();
    await expect(canvas.getByText('退款成功')).toBeVisible();
  },
};

/** Refused: the operator's reason stands out. */
export const Refused: Story = {
  args: {
    onWithdraw: undefined,
    refund: {
      ...applying,
      stateLabel: '已拒绝',
      stateTone: 'muted',
      refusal: '拒绝原因：商品已打包出库，请收货后申请售后',
      steps: [
        { label: '提交申请', time: '11月24日 16:00', state: 'done' },
        { label: '商家拒绝', time: '11月24日 17:00', state: 'current' },
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('拒绝原因：商品已打包出库，请收货后申请售后')).toBeVisible();
  },
};

/** Withdrawing, then refused by the server: the button busy, then the reason announced. */
export const WithdrawFailed: Story = {
  args: { isWithdrawing: false, withdrawError: '撤销失败：退款申请已处理，不能撤销' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('退款申请已处理，不能撤销');
  },
};

/** 已同意: the merchant agreed; the money is not on its way yet, and the application can no longer be withdrawn. */
export const Approved: Story = {
  args: {
    onWithdraw: undefined,
    refund: {
      ...applying,
      stateLabel: '已同意',
      stateTone: 'progress',
      steps: [
        { label: '提交申请', time: '11月24日 16:00', state: 'done' },
        { label: '商家同意', time: '11月24日 17:10', state: 'current' },
        { label: '退款中', state: 'pending' },
        { label: '退款成功', state: 'pending' },
      ],
    },
  },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: '退款申请 RF20261124160000123456' });
    await expect(within(region).getByText('已同意')).toBeVisible();
    const steps = within(canvas.getByRole('list', { name: '退款进度' })).getAllByRole('listitem');
    await expect(steps[1]).toHaveAttribute('aria-current', 'step');
    await expect(steps[1]).toHaveTextContent('11月24日 17:10');
    await expect(steps[2]).not.toHaveAttribute('aria-current');
    await expect(canvas.queryByRole('button', { name: '撤销申请' })).toBeNull();
  },
};

/** 退款中: the sandbox PSP is sending the money back; the last step still waits. */
export const Refunding: Story = {
  args: {
    onWithdraw: undefined,
    refund: {
      ...applying,
      stateLabel: '退款中',
      stateTone: 'progress',
      steps: [
        { label: '提交申请', time: '11月24日 16:00', state: 'done' },
        { label: '商家同意', time: '11月24日 17:10', state: 'done' },
        { label: '退款中', time: '11月24日 17:10', state: 'current' },
        { label: '退款成功', state: 'pending' },
      ],
    },
  },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: '退款申请 RF20261124160000123456' });
    const steps = within(within(region).getByRole('list', { name: '退款进度' })).getAllByRole('listitem');
    await expect(steps[2]).toHaveAttribute('aria-current', 'step');
    await expect(steps[3]).not.toHaveTextContent('11月');
    await expect(canvas.queryByRole('button', { name: '撤销申请' })).toBeNull();
    await expect(within(region).getAllByText('退款中').length).toBeGreaterThanOrEqual(2);
  },
};
