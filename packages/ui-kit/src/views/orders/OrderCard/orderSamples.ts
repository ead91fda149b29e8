import { sampleThumb } from '../../../samples/artwork';
import type { OrderGoodsItem } from '../OrderGoodsList/OrderGoodsList';
import type { OrderCardData, OrderCardLabels } from './OrderCard';

/** Story copy for the order centre (zh-CN). */
export const sampleOrderCardLabels: OrderCardLabels = {
  orderNo: '订单编号',
  createdAt: '下单时间',
  detail: '订单详情',
  showMore: (count) => `查看其余 ${count} 件商品`,
  showLess: '收起',
  actions: '订单操作',
  unitPrice: '单价',
  quantity: '数量',
};

export const sampleRing: OrderGoodsItem = {
  id: '101|ringSize:12',
  title: '足金999 古法传承福字戒指',
  href: '/goods?mouldNo=JYG00001',
  thumb: sampleThumb('#c9a24a'),
  facts: [
    { label: '金重', value: '3.25g' },
    { label: '圈口', value: '12' },
  ],
  unitPriceFen: 337_163,
  quantity: 1,
};

export const sampleDiamond: OrderGoodsItem = {
  id: '102|ringSize:8',
  title: '18K金六爪钻石戒指 永恒之约',
  href: '/goods?mouldNo=JYD00001',
  thumb: sampleThumb('#8fb3d9'),
  facts: [
    { label: '净度', value: 'VS1' },
    { label: '颜色', value: 'F' },
    { label: '克拉', value: '0.30' },
    { label: '圈口', value: '8' },
  ],
  unitPriceFen: 322_000,
  quantity: 2,
};

export const samplePearl: OrderGoodsItem = {
  id: '201|actualLength:45',
  title: '淡水珍珠项链 18K金扣',
  href: '/goods?mouldNo=JYP00012',
  thumb: sampleThumb('#d8cfc4'),
  facts: [{ label: '链长', value: '45cm' }],
  unitPriceFen: 168_800,
  quantity: 1,
};

export const sampleBangle: OrderGoodsItem = {
  id: '301|',
  title: '足金古法素面手镯',
  href: '/goods?mouldNo=JYG00108',
  thumb: sampleThumb('#a4141d'),
  facts: [{ label: '金重', value: '30.12g' }],
  unitPriceFen: 3_108_384,
  quantity: 1,
};

export const sampleJade: OrderGoodsItem = {
  id: '401|',
  title: '冰种翡翠平安扣吊坠 18K金镶嵌',
  href: '/goods?mouldNo=JYJ00007',
  thumb: sampleThumb('#5f9e74'),
  unitPriceFen: 588_000,
  quantity: 1,
};

/** 待付款: pay first, then cancel (spec §4 priority). */
export const sampleUnpaidOrder: OrderCardData = {
  orderNo: 'JY202611220001',
  createdAt: '2026-11-22 14:32',
  statusLabel: '待付款',
  statusTone: 'attention',
  goods: [sampleRing],
  amountLabel: '应付款',
  amountFen: 337_163,
  actions: [
    { id: 'pay', label: '去支付', tone: 'primary' },
    { id: 'cancel', label: '取消订单' },
  ],
  detailHref: '/myIndex/order?orderNo=JY202611220001',
};

export const sampleShippedOrder: OrderCardData = {
  orderNo: 'JY202611180017',
  createdAt: '2026-11-18 09:05',
  statusLabel: '已发货',
  statusTone: 'progress',
  goods: [sampleDiamond],
  amountLabel: '实付款',
  amountFen: 644_000,
  actions: [
    { id: 'logistics', label: '查看物流', href: '/myIndex/order?orderNo=JY202611180017#logistics' },
    { id: 'confirmReceipt', label: '确认收货', tone: 'primary' },
    { id: 'refund', label: '申请售后', tone: 'link' },
  ],
  detailHref: '/myIndex/order?orderNo=JY202611180017',
};

export const sampleSuccessfulOrder: OrderCardData = {
  orderNo: 'JY202610300042',
  createdAt: '2026-10-30 20:11',
  statusLabel: '交易成功',
  statusTone: 'success',
  goods: [sampleBangle, samplePearl],
  amountLabel: '实付款',
  amountFen: 3_277_184,
  actions: [
    { id: 'evaluate', label: '评价', href: '/myIndex/orderEvaluate?orderNo=JY202610300042' },
    { id: 'rebuy', label: '再次购买' },
  ],
  detailHref: '/myIndex/order?orderNo=JY202610300042',
};
