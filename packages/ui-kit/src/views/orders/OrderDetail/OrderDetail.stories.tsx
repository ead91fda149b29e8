import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Button } from '../../../primitives/controls/Button/Button';
import { sampleBangle, sampleDiamond, samplePearl, sampleRing } from '../OrderCard/orderSamples';
import { sampleInTransit } from '../LogisticsTimeline/logisticsSamples';
import { ParcelList } from '../ParcelList/ParcelList';
import { sampleParcelListLabels } from '../ParcelList/parcelSamples';
import { OrderDetail, type OrderDetailData } from './OrderDetail';

const onBackToList = fn();

const unpaid: OrderDetailData = {
  orderNo: 'JY202611220001',
  statusLabel: '待付款',
  statusTone: 'attention',
  statusNotice: '请在 2026-11-22 15:02 前完成支付，超时订单将自动取消',
  actions: [
    { id: 'pay', label: '去支付', tone: 'primary' },
    { id: 'cancel', label: '取消订单' },
  ],
  createdAt: '2026-11-22 14:32:08',
  address: {
    consignee: '王女士',
    mobile: '139****0001',
    fullAddress: '广东省 深圳市 罗湖区 东门街道 解放路 1 号 金缘大厦 18 楼',
  },
  goods: [sampleRing, samplePearl],
  amounts: [
    { label: '商品总额', fen: 505_963 },
    { label: '满减优惠', fen: 0, isDeduction: true },
    { label: '积分抵扣', fen: 0, isDeduction: true },
    { label: '礼品卡抵扣', fen: 0, isDeduction: true },
    { label: '运费', fen: 0, zeroText: '免运费' },
  ],
  total: { label: '应付款', fen: 505_963 },
  timeline: [{ label: '订单已提交，等待付款', time: '2026-11-22 14:32' }],
};

const paid = {
  ...unpaid,
  paidAt: '2026-11-22 14:40:51',
  statusNotice: undefined,
  total: { label: '实付款', fen: 505_963 },
};

const meta = {
  title: 'Views/Orders/OrderDetail',
  component: OrderDetail,
  args: {
    order: unpaid,
    labels: {
      actions: '订单操作',
      facts: '订单信息',
      address: '收货信息',
      goods: '商品清单',
      amounts: '订单金额',
      timeline: '订单跟踪',
      orderNo: '订单编号',
      createdAt: '下单时间',
      paidAt: '付款时间',
      consignee: '收货人',
      mobile: '联系电话',
      fullAddress: '收货地址',
      loading: '订单加载中',
      logistics: '物流信息',
      documents: '保单与发票',
      guarantees: '电子保单',
      invoice: '发票',
      unitPrice: '单价',
      quantity: '数量',
    },
    notFound: {
      title: '订单不存在',
      description: '该订单可能已删除，或不属于当前账号。',
      action: (
        <Button tone="secondary" onPress={onBackToList}>
          返回订单列表
        </Button>
      ),
    },
    onAction: fn(),
  },
  argTypes: { notFound: { control: false } },
  beforeEach: () => {
    onBackToList.mockClear();
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 960 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OrderDetail>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 待付款: the deadline under the status, 去支付 and 取消订单; deductions of nothing are left out. */
export const Unpaid: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const banner = canvas.getByRole('region', { name: '待付款' });
    await expect(banner).toHaveTextContent('请在 2026-11-22 15:02 前完成支付');
    await userEvent.click(within(banner).getByRole('button', { name: '去支付' }));
    await expect(args.onAction).toHaveBeenCalledWith('pay');
    const facts = within(canvas.getByRole('region', { name: '订单信息' }));
    await expect(facts.getAllByRole('term').map((term) => term.textContent)).toEqual(['订单编号', '下单时间']);
    await expect(facts.getByText('JY202611220001')).toBeVisible();
    const address = canvas.getByRole('region', { name: '收货信息' });
    await expect(address).toHaveTextContent('139****0001');
    await expect(within(canvas.getByRole('region', { name: '商品清单' })).getAllByRole('listitem')).toHaveLength(2);
    const amounts = within(canvas.getByRole('region', { name: '订单金额' }));
    await expect(amounts.getAllByRole('term').map((term) => term.textContent)).toEqual(['商品总额', '运费', '应付款']);
    // No freight is said in words, not as ¥0.00.
    await expect(amounts.getAllByRole('definition').map((value) => value.textContent)).toEqual([
      '¥5,059.63',
      '免运费',
      '¥5,059.63',
    ]);
    // Nothing delivered, no invoice: no documents block.
    await expect(canvas.queryByRole('region', { name: '保单与发票' })).toBeNull();
  },
};

/** 待发货: paid, so the paid time shows; only a refund may be asked for. */
export const PendingShipment: Story = {
  args: {
    order: {
      ...paid,
      statusLabel: '待发货',
      statusTone: 'progress',
      statusNotice: '商品打包中，预计 48 小时内发货',
      actions: [{ id: 'refund', label: '申请退款', tone: 'link' }],
      timeline: [
        { label: '付款成功', time: '2026-11-22 14:40' },
        { label: '订单已提交，等待付款', time: '2026-11-22 14:32' },
      ],
    },
  },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('region', { name: '订单信息' })).toHaveTextContent('付款时间2026-11-22 14:40:51');
    await userEvent.click(canvas.getByRole('button', { name: '申请退款' }));
    await expect(args.onAction).toHaveBeenCalledWith('refund');
  },
};

/** 已发货: the timeline lists the changes newest first, as an ordered list. */
export const Shipped: Story = {
  args: {
    order: {
      ...paid,
      goods: [sampleDiamond],
      statusLabel: '已发货',
      statusTone: 'progress',
      statusNotice: '顺丰速运 SF1234567890123，还剩 9 天 23 小时自动确认收货',
      actions: [
        { id: 'logistics', label: '查看物流', href: '#logistics' },
        { id: 'confirmReceipt', label: '确认收货', tone: 'primary' },
        { id: 'refund', label: '申请售后', tone: 'link' },
      ],
      timeline: [
        { label: '商品已发货', time: '2026-11-23 10:15' },
        { label: '付款成功', time: '2026-11-22 14:40' },
        { label: '订单已提交，等待付款', time: '2026-11-22 14:32' },
      ],
    },
  },
  play: async ({ canvas, args, userEvent }) => {
    const timeline = canvas.getByRole('region', { name: '订单跟踪' });
    const steps = within(timeline).getAllByRole('listitem');
    await expect(steps.map((step) => step.firstChild?.textContent)).toEqual([
      '商品已发货',
      '付款成功',
      '订单已提交，等待付款',
    ]);
    await expect(steps[0]?.parentElement?.tagName).toBe('OL');
    await expect(canvas.getByRole('link', { name: '查看物流' })).toHaveAttribute('href', '#logistics');
    await userEvent.click(canvas.getByRole('button', { name: '确认收货' }));
    await expect(args.onAction).toHaveBeenCalledWith('confirmReceipt');
  },
};

export const Successful: Story = {
  args: {
    order: {
      ...paid,
      statusLabel: '交易成功',
      statusTone: 'success',
      actions: [
        { id: 'evaluate', label: '评价', href: '/myIndex/orderEvaluate?orderNo=JY202611220001' },
        { id: 'rebuy', label: '再次购买' },
      ],
      timeline: [
        { label: '已确认收货，交易成功', time: '2026-11-26 18:02' },
        { label: '商品已发货', time: '2026-11-23 10:15' },
        { label: '付款成功', time: '2026-11-22 14:40' },
        { label: '订单已提交，等待付款', time: '2026-11-22 14:32' },
      ],
    },
  },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: '交易成功' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '再次购买' }));
    await expect(args.onAction).toHaveBeenCalledWith('rebuy');
  },
};

export const Closed: Story = {
  args: {
    order: {
      ...unpaid,
      statusLabel: '交易关闭',
      statusTone: 'muted',
      statusNotice: '超时未支付，订单已自动关闭',
      actions: [
        { id: 'delete', label: '删除订单', tone: 'link' },
        { id: 'rebuy', label: '再次购买' },
      ],
      timeline: [
        { label: '超时未支付，订单关闭', time: '2026-11-22 15:02' },
        { label: '订单已提交，等待付款', time: '2026-11-22 14:32' },
      ],
    },
  },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('region', { name: '交易关闭' })).toHaveTextContent('超时未支付，订单已自动关闭');
    await userEvent.click(canvas.getByRole('button', { name: '删除订单' }));
    await expect(args.onAction).toHaveBeenCalledWith('delete');
  },
};

/** Every deduction in use: each reads as money taken off, then freight and the total. */
export const WithDiscountsAndPoints: Story = {
  args: {
    order: {
      ...paid,
      statusLabel: '待发货',
      statusTone: 'progress',
      actions: [],
      goods: [sampleBangle, samplePearl, sampleRing],
      amounts: [
        { label: '商品总额', fen: 4_614_347 },
        { label: '满减优惠', fen: 50_000, isDeduction: true },
        { label: '满件折扣', fen: 0, isDeduction: true },
        { label: '积分抵扣（5,000 积分）', fen: 10_000, isDeduction: true },
        { label: '礼品卡抵扣', fen: 50_000, isDeduction: true },
        { label: '运费', fen: 1_200 },
      ],
      total: { label: '实付款', fen: 4_505_547 },
    },
  },
  play: async ({ canvas }) => {
    const amounts = within(canvas.getByRole('region', { name: '订单金额' }));
    await expect(amounts.getAllByRole('definition').map((value) => value.textContent)).toEqual([
      '¥46,143.47',
      '-¥500.00',
      '-¥100.00',
      '-¥500.00',
      '¥12.00',
      '¥45,055.47',
    ]);
    await expect(within(canvas.getByRole('region', { name: '商品清单' })).getAllByRole('listitem')).toHaveLength(3);
  },
};

/** Placeholders in the page's shape; the page says once that it loads. */
export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('订单加载中');
    await expect(canvas.queryByRole('heading')).toBeNull();
  },
};

/** No such order for this member: the empty state and the way back. */
export const NotFound: Story = {
  args: { order: null },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: '订单不存在' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '返回订单列表' }));
    await expect(onBackToList).toHaveBeenCalledOnce();
  },
};

/** Shipped: its parcel under the status, with the latest news from the carrier. */
export const ShippedWithParcels: Story = {
  args: {
    ...Shipped.args,
    logistics: (
      <ParcelList
        parcels={[
          {
            id: '1',
            title: '包裹 1',
            carrier: '顺丰速运',
            trackingNo: 'SF1402836571924',
            goods: [{ id: 'd', title: sampleDiamond.title, thumb: sampleDiamond.thumb, quantity: 1 }],
            events: sampleInTransit,
          },
        ]}
        labels={sampleParcelListLabels}
      />
    ),
  },
  play: async ({ canvas }) => {
    const parcels = canvas.getByRole('region', { name: '物流信息' });
    await expect(within(parcels).getByRole('article', { name: '包裹 1' })).toHaveTextContent(
      '快件已到达【杭州转运中心】',
    );
    // The block sits right under the status banner.
    const [banner, next] = canvas.getAllByRole('region');
    await expect(within(banner as HTMLElement).getAllByRole('heading')[0]).toHaveTextContent('已发货');
    await expect(next).toBe(parcels);
  },
};

/** 已付定金 (presale): the deposit and balance and the final-payment window; 付尾款 links to the balance's cashier. */
export const DepositPaid: Story = {
  args: {
    order: {
      ...paid,
      statusLabel: '已付定金',
      statusTone: 'attention',
      statusNotice: '尾款支付时间：2026-11-29 10:00 至 2026-12-13 10:00',
      actions: [
        { id: 'finalPayment', label: '付尾款', tone: 'primary', href: '/submitSuccess?orderNo=JY202611220002' },
      ],
      goods: [{ ...sampleRing, snapshot: { label: '交易快照', href: '/snapshot?orderNo=JY202611220001&goodsId=101' } }],
      presale: {
        title: '预售信息',
        facts: [
          { label: '定金', value: '¥500.00（已支付）' },
          { label: '尾款', value: '¥2,871.63（待支付）' },
          { label: '尾款订单', value: 'JY202611220002' },
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '付尾款' })).toHaveAttribute(
      'href',
      '/submitSuccess?orderNo=JY202611220002',
    );
    await expect(canvas.getByRole('region', { name: '预售信息' })).toHaveTextContent('尾款¥2,871.63（待支付）');
    await expect(canvas.getByRole('link', { name: '交易快照' })).toBeVisible();
  },
};

/** 待领取 (transfer gift): the share panel under the status, from the feature. */
export const GiftAwaiting: Story = {
  args: {
    order: { ...paid, statusLabel: '待领取', statusTone: 'progress', actions: [] },
    children: <p>（转赠分享面板）</p>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('（转赠分享面板）')).toBeVisible();
  },
};

/** 交易成功 with its documents: a guarantee link for each delivered piece (a refunded one void) and the invoice. */
export const WithGuaranteesAndInvoice: Story = {
  args: {
    order: {
      ...paid,
      statusLabel: '交易成功',
      statusTone: 'success',
      actions: [],
      goods: [{ ...sampleRing, quantity: 2 }, samplePearl],
      guarantees: [
        {
          id: 'JYN1NRZYI3BUCII1W2',
          label: '足金999 古法传承福字戒指 第 1/2 件',
          href: '/electronicGuarantee?certNo=JYN1NRZYI3BUCII1W2',
        },
        {
          id: 'JY7KQ2M9X4TPLW8H5D',
          label: '足金999 古法传承福字戒指 第 2/2 件',
          href: '/electronicGuarantee?certNo=JY7KQ2M9X4TPLW8H5D',
          note: '已作废',
        },
        {
          id: 'JYP3VA6C8ZRT2N4K9E',
          label: '天然淡水珍珠耳钉',
          href: '/electronicGuarantee?certNo=JYP3VA6C8ZRT2N4K9E',
        },
      ],
      invoice: {
        id: 'invoice',
        label: '查看发票',
        href: '/invoiceManage?orderNo=JY202611220001',
        note: '已开票',
      },
    },
  },
  play: async ({ canvas }) => {
    const documents = within(canvas.getByRole('region', { name: '保单与发票' }));
    await expect(documents.getAllByRole('term').map((term) => term.textContent)).toEqual(['电子保单', '发票']);
    const pieces = within(documents.getByRole('list')).getAllByRole('listitem');
    await expect(pieces).toHaveLength(3);
    await expect(documents.getByRole('link', { name: '足金999 古法传承福字戒指 第 1/2 件' })).toHaveAttribute(
      'href',
      '/electronicGuarantee?certNo=JYN1NRZYI3BUCII1W2',
    );
    await expect(pieces[1]).toHaveTextContent('已作废');
    await expect(pieces[0]).not.toHaveTextContent('已作废');
    const invoice = documents.getByRole('link', { name: '查看发票' });
    await expect(invoice).toHaveAttribute('href', '/invoiceManage?orderNo=JY202611220001');
    await expect(invoice.parentElement).toHaveTextContent('查看发票已开票');
  },
};
