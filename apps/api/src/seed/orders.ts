import { actualAmountStatus } from '@mall/contract';
import type { orderItems, orders } from '../db/schema';
import { newGiftToken } from '../repositories/checkout';
import { categoryObject, goldPriceFor, perGramPriceFen, type GoodsDraft } from './catalog';
import type { GoldPriceRow } from './goldPrices';
import type { Random } from './random';
import { addHours, chinaDate } from './time';

/**
 * One demo order, described by what the order centre reads (spec §4 status labels and buttons).
 * Payment states: 0 unpaid, 1 paid (for a deposit order: the deposit), 2 refunded. Transfer-gift
 * states: 0 awaiting acceptance, 1 accepted, 2 returned. Hours are relative to the seed's `now`.
 */
type Scenario = {
  /** Unique within the seed; related orders name each other by it. */
  key: string;
  member: string;
  orderState: number;
  orderType?: 1 | 2;
  paymentState?: 0 | 1 | 2;
  hoursAgo: number;
  payDeadlineIn?: number;
  depositEndIn?: number;
  balanceEndIn?: number;
  related?: { key: string; orderState: number; paymentState: number };
  isPreSellEnd?: boolean;
  transferGiftState?: 0 | 1 | 2;
  source?: number;
  saleCode?: string;
  /** What the first line is; further lines are ordinary pieces. */
  first?: 'regular' | 'presell' | 'points21' | 'points23';
  lines?: number;
  pointsUsed?: number;
  /** A transfer gift accepted by this member (to their default address). */
  recipient?: string;
  /** The buyer's review of the order once received (every line, this rating and text). */
  review?: { rating: number; content: string };
};

// The label, the amount status and the two button flags are not written: the server derives them
// from these facts with the contract's rules on every read (issue #12).
const paid = { paymentState: 1 as const };

/**
 * Every state the order-centre rules distinguish (spec §4), most of them on the first demo member so
 * one login shows them all, the rest spread over the others.
 */
const scenarios: readonly Scenario[] = [
  { key: 'unpaid-open', member: 'wang', orderState: 1, hoursAgo: 0.5, payDeadlineIn: 23.5 },
  { key: 'unpaid-expired', member: 'wang', orderState: 1, hoursAgo: 26, payDeadlineIn: -2 },
  { key: 'unpaid-source-23', member: 'wang', orderState: 1, hoursAgo: 3, payDeadlineIn: 21, source: 23 },
  {
    key: 'deposit-pending',
    member: 'wang',
    orderState: 1,
    orderType: 1,
    hoursAgo: 2,
    depositEndIn: 46,
    payDeadlineIn: 46,
    first: 'presell',
  },
  {
    key: 'deposit-paid',
    member: 'wang',
    orderState: 1,
    orderType: 1,
    paymentState: 1,
    hoursAgo: 30,
    depositEndIn: 72,
    balanceEndIn: 168,
    related: { key: 'balance-open', orderState: 1, paymentState: 0 },
    first: 'presell',
  },
  {
    key: 'balance-open',
    member: 'wang',
    orderState: 1,
    orderType: 2,
    hoursAgo: 30,
    balanceEndIn: 168,
    payDeadlineIn: 168,
    related: { key: 'deposit-paid', orderState: 1, paymentState: 1 },
    first: 'presell',
  },
  {
    key: 'deposit-expired',
    member: 'wang',
    orderState: 1,
    orderType: 1,
    hoursAgo: 80,
    depositEndIn: -24,
    payDeadlineIn: -24,
    first: 'presell',
  },
  {
    key: 'deposit-of-expired-balance',
    member: 'wang',
    orderState: 1,
    orderType: 1,
    paymentState: 1,
    hoursAgo: 400,
    depositEndIn: -240,
    balanceEndIn: -48,
    isPreSellEnd: true,
    related: { key: 'balance-expired', orderState: 1, paymentState: 0 },
    first: 'presell',
  },
  {
    key: 'balance-expired',
    member: 'wang',
    orderState: 1,
    orderType: 2,
    hoursAgo: 400,
    balanceEndIn: -48,
    payDeadlineIn: -48,
    isPreSellEnd: true,
    related: { key: 'deposit-of-expired-balance', orderState: 1, paymentState: 1 },
    first: 'presell',
  },
  { key: 'pending-shipment', member: 'wang', orderState: 2, hoursAgo: 20, ...paid, pointsUsed: 2_500 },
  { key: 'pending-shipment-9', member: 'wang', orderState: 9, hoursAgo: 28, ...paid },
  {
    key: 'gift-awaiting',
    member: 'wang',
    orderState: 2,
    hoursAgo: 40,
    ...paid,
    transferGiftState: 0,
  },
  {
    key: 'deposit-paid-balance-open',
    member: 'wang',
    orderState: 2,
    orderType: 1,
    hoursAgo: 50,
    ...paid,
    balanceEndIn: 120,
    first: 'presell',
  },
  {
    key: 'deposit-paid-balance-over',
    member: 'wang',
    orderState: 2,
    orderType: 1,
    hoursAgo: 300,
    ...paid,
    balanceEndIn: -24,
    isPreSellEnd: true,
    first: 'presell',
  },
  { key: 'shipped', member: 'wang', orderState: 3, hoursAgo: 70, ...paid, saleCode: 'SH0012' },
  { key: 'shipped-8', member: 'wang', orderState: 8, hoursAgo: 90, ...paid },
  {
    key: 'success-many-goods',
    member: 'wang',
    orderState: 4,
    hoursAgo: 400,
    // Returned whole after receipt (申请售后, refunded): payment state 2, still successful.
    paymentState: 2,
    lines: 4,
    pointsUsed: 5_000,
  },
  {
    key: 'success-points-21',
    member: 'wang',
    orderState: 4,
    hoursAgo: 500,
    ...paid,
    first: 'points21',
    lines: 2,
  },
  { key: 'closed-timeout', member: 'wang', orderState: 5, hoursAgo: 200, payDeadlineIn: -176 },
  { key: 'closed-cancelled', member: 'wang', orderState: 6, hoursAgo: 220, payDeadlineIn: -200 },
  {
    key: 'closed-gift',
    member: 'wang',
    orderState: 7,
    hoursAgo: 600,
    // Returned gifts stay paid: the server closes them without a refund (the refund flow refuses a
    // closed order), and the seed shows what the server does.
    ...paid,
    transferGiftState: 2,
    recipient: 'li',
  },
  {
    key: 'closed-points-23',
    member: 'wang',
    orderState: 5,
    hoursAgo: 260,
    payDeadlineIn: -236,
    first: 'points23',
  },
  { key: 'state-10', member: 'li', orderState: 10, hoursAgo: 18, ...paid },
  {
    key: 'state-11-gift',
    member: 'li',
    orderState: 11,
    hoursAgo: 22,
    ...paid,
    transferGiftState: 0,
  },
  { key: 'state-19', member: 'li', orderState: 19, hoursAgo: 100, ...paid },
  {
    key: 'li-success',
    member: 'li',
    orderState: 4,
    hoursAgo: 900,
    ...paid,
    lines: 2,
    review: { rating: 5, content: '款式大方，金色很正，做工细致，送给母亲的生日礼物，她很喜欢。' },
  },
  { key: 'li-closed', member: 'li', orderState: 6, hoursAgo: 1_000, payDeadlineIn: -976 },
  { key: 'state-12', member: 'zhang', orderState: 12, hoursAgo: 12, ...paid },
  { key: 'state-13', member: 'zhang', orderState: 13, hoursAgo: 15, ...paid },
  { key: 'state-14', member: 'zhang', orderState: 14, hoursAgo: 1, payDeadlineIn: 23 },
  { key: 'zhang-shipped', member: 'zhang', orderState: 3, hoursAgo: 60, ...paid },
  { key: 'state-15', member: 'chen', orderState: 15, hoursAgo: 8, ...paid },
  { key: 'state-16', member: 'chen', orderState: 16, hoursAgo: 9, ...paid },
  { key: 'state-20', member: 'chen', orderState: 20, hoursAgo: 110, ...paid },
  { key: 'chen-unpaid', member: 'chen', orderState: 1, hoursAgo: 2, payDeadlineIn: 22 },
  { key: 'state-17', member: 'liu', orderState: 17, hoursAgo: 5, ...paid },
  {
    key: 'state-18-gift',
    member: 'liu',
    orderState: 18,
    hoursAgo: 6,
    ...paid,
    transferGiftState: 0,
  },
  { key: 'state-21', member: 'liu', orderState: 21, hoursAgo: 7, ...paid },
  { key: 'state-22', member: 'liu', orderState: 22, hoursAgo: 30, ...paid },
  {
    key: 'liu-success',
    member: 'liu',
    orderState: 4,
    hoursAgo: 1_500,
    ...paid,
    saleCode: 'BJ0307',
    review: { rating: 4, content: '门店同款，线上下单很方便，包装精美，物流也快。' },
  },
  { key: 'ho-pending', member: 'ho', orderState: 2, hoursAgo: 10, ...paid },
  {
    key: 'ho-gift-accepted',
    member: 'ho',
    orderState: 4,
    hoursAgo: 700,
    ...paid,
    transferGiftState: 1,
    recipient: 'li',
  },
  { key: 'ho-closed', member: 'ho', orderState: 7, hoursAgo: 1_200, paymentState: 2 },
  // Received (issue #14): its pieces' electronic guarantees, opened and verified by the guarantee journey.
  { key: 'zhang-success', member: 'zhang', orderState: 4, hoursAgo: 800, ...paid, lines: 2 },
  // The invoice journey's member (issue #14): a paid order and a received one, neither invoiced yet.
  { key: 'qian-paid', member: 'qian', orderState: 2, hoursAgo: 6, ...paid },
  { key: 'qian-success', member: 'qian', orderState: 4, hoursAgo: 600, ...paid, lines: 2 },
  // The XSS suite's member (issue #17 §3): received orders whose lines it reviews with payloads.
  { key: 'zhao-success-1', member: 'zhao', orderState: 4, hoursAgo: 700, ...paid, lines: 3 },
  { key: 'zhao-success-2', member: 'zhao', orderState: 4, hoursAgo: 650, ...paid, lines: 3 },
];

/**
 * When the order shipped, was received and closed, for the detail's timeline: read from the state
 * through the shared amount-status rule (2 shipped, 3 successful, 4–6 closed), never after `now`.
 */
function stepTimes(scenario: Scenario, createdAt: Date, now: Date) {
  const atMost = (at: Date) => (at.getTime() < now.getTime() ? at : now);
  const status = actualAmountStatus(scenario.orderState);
  const hasLeft = status === 2 || status === 3;
  const closedAfterHours = status === 4 ? (scenario.payDeadlineIn ?? 0) + scenario.hoursAgo : status === 5 ? 0.2 : 48;
  return {
    shippedAt: hasLeft ? atMost(addHours(createdAt, 24)) : null,
    receivedAt: status === 3 ? atMost(addHours(createdAt, 120)) : null,
    closedAt: status !== null && status >= 4 ? atMost(addHours(createdAt, Math.max(0.1, closedAfterHours))) : null,
  };
}

const addresses = [
  { province: '上海市', city: '上海市', district: '黄浦区', detail: '南京东路299号示例大厦18楼' },
  { province: '北京市', city: '北京市', district: '朝阳区', detail: '建国路88号示例中心A座1206' },
  { province: '广东省', city: '深圳市', district: '福田区', detail: '福华一路6号示例花园3栋502' },
  { province: '浙江省', city: '杭州市', district: '西湖区', detail: '文三路100号示例公寓2单元801' },
  { province: '四川省', city: '成都市', district: '锦江区', detail: '春熙路58号示例广场12楼' },
  { province: '香港特别行政区', city: '香港', district: '中西区', detail: '德辅道中示例大厦21楼' },
];

/** An order row with the keys needed to link it to its member and related order after insertion. */
export type OrderDraft = {
  key: string;
  memberKey: string;
  relatedKey?: string;
  /** What happens to the order after its states (seed/lifecycle.ts): a gift's recipient, the buyer's review. */
  recipientKey?: string;
  review?: { rating: number; content: string };
  row: Omit<typeof orders.$inferInsert, 'memberId'> & { orderNo: string };
  items: (Omit<typeof orderItems.$inferInsert, 'orderId' | 'goodsId' | 'skuId'> & { attribute: string })[];
};

/** A member as the order builder needs it. */
export type OrderMember = { key: string; name: string; mobile: string };

/**
 * Orders for the demo members covering spec §4. Items snapshot real seeded goods (title, first
 * picture, SKU attribute, category object); per-gram prices use the gold price of the order's day.
 */
export function buildOrders(
  random: Random,
  now: Date,
  drafts: readonly GoodsDraft[],
  prices: readonly GoldPriceRow[],
  members: readonly OrderMember[],
): OrderDraft[] {
  const inStock = (draft: GoodsDraft) => draft.skus.some((sku) => (sku.stockWeb ?? 0) > 0);
  const pools = {
    regular: drafts.filter(
      (draft) =>
        !draft.row.isPresell && !draft.row.pointProductType && inStock(draft) && draft.row.productGroupId !== 10,
    ),
    presell: drafts.filter((draft) => draft.row.isPresell),
    points21: drafts.filter((draft) => draft.row.pointProductType === 21),
    points23: drafts.filter((draft) => draft.row.pointProductType === 23),
  };
  const presellFor = new Map<string, GoodsDraft>();
  const today = chinaDate(now);
  const priceOn = (createdAt: Date) => {
    const days = Math.round(
      (Date.UTC(today.year, today.month - 1, today.day) -
        Date.UTC(chinaDate(createdAt).year, chinaDate(createdAt).month - 1, chinaDate(createdAt).day)) /
        86_400_000,
    );
    return prices[Math.max(0, prices.length - 1 - days)] as GoldPriceRow;
  };

  return scenarios.map((scenario, index) => {
    const member = members.find((candidate) => candidate.key === scenario.member) as OrderMember;
    const createdAt = addHours(now, -scenario.hoursAgo);
    const price = priceOn(createdAt);
    const first = scenario.first ?? 'regular';
    // A deposit order and its balance order share the same presale piece.
    const pairKey = [scenario.key, scenario.related?.key ?? ''].sort().join('|');
    let firstDraft = first === 'presell' ? presellFor.get(pairKey) : undefined;
    if (!firstDraft) {
      firstDraft = random.pick(pools[first]);
      if (first === 'presell') presellFor.set(pairKey, firstDraft);
    }
    const lineDrafts = [
      firstDraft,
      ...random.sample(
        pools.regular.filter((draft) => draft !== firstDraft),
        (scenario.lines ?? 1) - 1,
      ),
    ];
    const items = lineDrafts.map((draft) => {
      const sku = draft.skus.find((candidate) => (candidate.stockWeb ?? 0) > 0) ?? draft.skus[0];
      const unitPriceFen =
        draft.row.isPresell && draft.row.presellPriceFen
          ? draft.row.presellPriceFen
          : draft.row.pricingMode === 'per_gram'
            ? perGramPriceFen(
                sku?.goldWeightMg ?? draft.row.goldWeightMg ?? 0,
                goldPriceFor(draft.row.category, price),
                draft.row.labourFeeFen ?? 0,
              ) + (sku?.priceDeltaFen ?? 0)
            : (draft.row.marketingPriceFen ?? draft.row.shopPriceFen) + (sku?.priceDeltaFen ?? 0);
      return {
        mouldNo: draft.row.mouldNo,
        title: draft.row.title,
        thumb: draft.images[0]?.src ?? '',
        attribute: sku?.attribute ?? '',
        // Only small fixed-price pieces (beads, earrings) come in pairs; everything else one at a time.
        qty:
          !draft.row.pointProductType &&
          draft.row.pricingMode === 'fixed' &&
          [7, 11].includes(draft.row.productGroupId) &&
          random.chance(0.4)
            ? 2
            : 1,
        unitPriceFen,
        pointProductType: draft.row.pointProductType ?? null,
        productTypeId: draft.row.productTypeId,
        category: categoryObject(draft.row, sku ?? {}),
      };
    });
    const goodsTotalFen = items.reduce((sum, item) => sum + item.unitPriceFen * item.qty, 0);
    // Points on a points product are its price; elsewhere 50 points take ¥1 off (spec §9).
    const pointsUsed = items.reduce(
      (sum, item, line) => sum + (item.pointProductType ? (lineDrafts[line]?.row.bonusPurchasePoint ?? 0) : 0),
      scenario.pointsUsed ?? 0,
    );
    const pointsFen = (scenario.pointsUsed ?? 0) * 2;
    const discountFen =
      scenario.orderType || first !== 'regular' ? 0 : goodsTotalFen >= 200_000 && random.chance(0.5) ? 8_000 : 0;
    const deposit = firstDraft.row.depositFen ?? 0;
    const payFen =
      scenario.orderType === 1
        ? deposit
        : scenario.orderType === 2
          ? goodsTotalFen - deposit
          : goodsTotalFen - discountFen - pointsFen;
    const isGift = scenario.transferGiftState !== undefined;
    const address = addresses[scenario.member === 'ho' ? 5 : random.int(0, 4)] as (typeof addresses)[number];
    const paymentState = scenario.paymentState ?? 0;
    const { year, month, day } = chinaDate(createdAt);
    return {
      key: scenario.key,
      memberKey: scenario.member,
      relatedKey: scenario.related?.key,
      recipientKey: scenario.recipient,
      review: scenario.review,
      row: {
        orderNo: `JY${year}${String(month).padStart(2, '0')}${String(day).padStart(2, '0')}${String(100_001 + index * 7)}`,
        orderState: scenario.orderState,
        orderType: scenario.orderType ?? null,
        paymentState,
        relatedOrderState: scenario.related?.orderState ?? null,
        relatedPaymentState: scenario.related?.paymentState ?? null,
        balanceEndPayTime: scenario.balanceEndIn === undefined ? null : addHours(now, scenario.balanceEndIn),
        depositEndPayTime: scenario.depositEndIn === undefined ? null : addHours(now, scenario.depositEndIn),
        isPreSellEnd: scenario.isPreSellEnd ?? false,
        isTransferGift: isGift,
        transferGiftState: scenario.transferGiftState ?? null,
        // The share link's token (issue #12): random, never from the seed's repeatable generator.
        giftToken: isGift ? newGiftToken() : null,
        source: scenario.source ?? 1,
        saleCode: scenario.saleCode ?? '',
        goodsTotalFen,
        discountFen,
        pointsUsed,
        pointsFen,
        payFen,
        payDeadline: scenario.payDeadlineIn === undefined ? null : addHours(now, scenario.payDeadlineIn),
        // A gift not yet accepted has no address: the recipient fills it in on acceptance.
        address:
          isGift && scenario.transferGiftState === 0 ? {} : { name: member.name, mobile: member.mobile, ...address },
        // The address as an order placed at checkout keeps it (the detail shows it; issue #12). The book
        // entry it came from is not one of the member's today (id 0: since changed or deleted).
        addressSnapshot:
          isGift && scenario.transferGiftState === 0
            ? null
            : { id: 0, consignee: member.name, mobile: member.mobile, ...address },
        createdAt,
        paidAt: paymentState >= 1 ? addHours(createdAt, 0.1) : null,
        ...stepTimes(scenario, createdAt, now),
      },
      items,
    };
  });
}
