import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { sampleThumb } from '../../../samples/artwork';
import { GuaranteeList, type GuaranteeListItem } from './GuaranteeList';

const items: GuaranteeListItem[] = [
  {
    id: 'JY7K3M9Q2W8E4R6T1X',
    title: '18K金六爪钻石戒指',
    thumb: sampleThumb('#c9a24a'),
    materialLabel: '钻石',
    certLabel: '证书编号 JY7K3M9Q2W8E4R6T1X',
    meta: '订单 JY20261101120000000003 · 2026-11-01 购买',
    href: '#JY7K3M9Q2W8E4R6T1X',
  },
  {
    id: 'JYA1B2C3D4E5F6G7H8',
    title: '足金福字戒指',
    thumb: sampleThumb('#e0b64f'),
    materialLabel: '足金',
    certLabel: '证书编号 JYA1B2C3D4E5F6G7H8',
    meta: '订单 JY20261020093000000001 · 2026-10-20 购买 · 第 1 件，共 2 件',
    href: '#JYA1B2C3D4E5F6G7H8',
  },
];

const meta = {
  title: 'Views/Guarantee/GuaranteeList',
  component: GuaranteeList,
  args: {
    labels: {
      title: '我的电子保单',
      empty: '还没有电子保单',
      emptyDescription: '订单确认收货后，每件商品都会生成一份电子保单。',
      loading: '正在加载电子保单',
      retry: '重试',
      open: '查看保单',
      pagination: { navigation: '分页', previous: '上一页', next: '下一页', page: (n: number) => `第 ${n} 页` },
    },
    items,
    page: 1,
    pageCount: 2,
    onPageChange: fn(),
  },
} satisfies Meta<typeof GuaranteeList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each guarantee with its certificate number, order and material, and a link to the certificate. */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: '18K金六爪钻石戒指' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: '查看保单 足金福字戒指' })).toHaveAttribute(
      'href',
      '#JYA1B2C3D4E5F6G7H8',
    );
    await userEvent.click(canvas.getByRole('link', { name: '下一页' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const Empty: Story = {
  args: { items: [], pageCount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '还没有电子保单' })).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('正在加载电子保单');
  },
};

/** The list could not be read: the reason and a retry. */
export const Error: Story = {
  args: { items: [], errorMessage: '网络不稳定，请稍后再试', onRetry: fn() },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A piece refunded after delivery: its certificate is void (issue #14), marked 已作废. */
export const Voided: Story = {
  args: { items: [{ ...items[1]!, voidedLabel: '已作废' }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('已作废')).toBeInTheDocument();
  },
};
