import {
  actualAmountStatus,
  isRefundOpen,
  orderButtons,
  orderFlags,
  orderStatusLabel,
  orderTabs,
  type InvoiceState,
  type OrderTab,
} from '@mall/contract';
import { royaltyPaths, type RoyaltyOrder } from '@mall/contract/royalty';
import { uploadPaths } from '@mall/contract/uploads';
import { checkoutPaths } from '@mall/contract/checkout';
import {
  orderPaths,
  orderTabsOf,
  refundPaths,
  type GiftView,
  type OrderDetail,
  type OrderLine,
  type OrderListItem,
  type Parcel,
  type RefundApplyBody,
  type RefundOptions,
  type RefundView,
  type TradeSnapshot,
} from '@mall/contract/orders';
import { delay, http, HttpResponse } from 'msw';
import { storyAddresses, storyLines, storyParcels } from './data';

const paths = { ...orderPaths('mall'), addressList: checkoutPaths('mall').addressList };
const refunds = refundPaths('mall');
const ok = <T>(payload: T) => HttpResponse.json({ code: 200, msg: 'success', data: payload });
const refuse = (status: number, msg: string) => HttpResponse.json({ code: status, msg }, { status });

/** The facts a story order is made of; the label, amount status and flags come from the shared rules. */
type StoryOrder = {
  orderNo: string;
  orderState: number;
  paymentState: number;
  hoursAgo: number;
  lines: OrderLine[];
  /** The parcels it left in (shipped and successful orders), with their tracking events. */
  parcels?: Parcel[];
  isTransferGift?: boolean;
  transferGiftState?: number | null;
  /** A gift's share token (shown to its buyer while it awaits). */
  giftToken?: string;
  hidden?: boolean;
  /** A presale deposit order (orderType 1) and its balance order, with the final-payment window. */
  presale?: {
    balanceOrderNo: string | null;
    depositFen: number;
    isBalancePaid: boolean;
    /** Hours from story "now" the final-payment window opens and closes (negative: in the past). */
    windowFromHours: number;
    windowToHours: number;
  };
  /** Its refunds, newest first. */
  refunds?: RefundView[];
  /** The state of its invoice, when one was requested. */
  invoice?: InvoiceState;
  /** The freight stored with it, in fen (0 unless a story says otherwise). */
  freightFen?: number;
  /** Where it was placed (spec §3; 23 is paid where it was placed); 1, the mall, unless a story says otherwise. */
  source?: number;
};

/** The orders of the story member: one of each kind the first page of the order centre shows. */
export const storyOrders = (): StoryOrder[] => [
  { orderNo: 'JY202611240001', orderState: 1, paymentState: 0, hoursAgo: 0.2, lines: [storyLines.ring] },
  { orderNo: 'JY202611230002', orderState: 2, paymentState: 1, hoursAgo: 20, lines: [storyLines.bangle] },
  {
    orderNo: 'JY202611200003',
    orderState: 3,
    paymentState: 1,
    hoursAgo: 90,
    lines: [storyLines.pendant, storyLines.pearl, storyLines.ring],
    parcels: storyParcels.JY202611200003,
  },
  {
    orderNo: 'JY202611100004',
    orderState: 4,
    paymentState: 1,
    hoursAgo: 340,
    lines: [storyLines.pearl],
    parcels: storyParcels.JY202611100004,
  },
  {
    orderNo: 'JY202611010005',
    orderState: 6,
    paymentState: 0,
    hoursAgo: 560,
    lines: [storyLines.ring, storyLines.pointsGift],
  },
];

/** The fixed "now" of the stories, so deadlines read the same on every run. */
export const storyNow = new Date('2026-11-24T08:00:00Z');
const at = (hoursAgo: number) => new Date(storyNow.getTime() - hoursAgo * 3_600_000).toISOString();

const goodsTotalOf = (order: StoryOrder) => order.lines.reduce((sum, line) => sum + line.unitPriceFen * line.buyNum, 0);

function toItem(order: StoryOrder, now: Date): OrderListItem {
  const { presale } = order;
  const facts = {
    orderState: order.orderState,
    orderType: presale ? (1 as const) : null,
    paymentState: order.paymentState,
    relatedOrderState: presale?.balanceOrderNo ? (presale.isBalancePaid ? 2 : 1) : null,
    relatedPaymentState: presale?.balanceOrderNo ? (presale.isBalancePaid ? 1 : 0) : null,
    payDeadline: order.orderState === 1 ? at(order.hoursAgo - 0.5) : null,
    depositEndPayTime: presale ? at(order.hoursAgo - 0.5) : null,
    balanceEndPayTime: presale ? at(-presale.windowToHours) : null,
    isPreSellEnd: false,
    isTransferGift: order.isTransferGift ?? false,
    transferGiftState: order.transferGiftState ?? null,
    source: order.source ?? 1,
  };
  const label = orderStatusLabel(
    {
      ...facts,
      firstPointProductType: order.lines[0]?.pointProductType ?? null,
      goodsCount: order.lines.length,
      isReviewed: false,
    },
    now,
  );
  return {
    orderNo: order.orderNo,
    createdAt: at(order.hoursAgo),
    relatedOrderNo: presale?.balanceOrderNo ?? null,
    ...facts,
    saleCode: '',
    ...orderFlags(facts, { parcelCount: order.parcels?.length ?? 0 }),
    orderStateDesc: label,
    actualAmountStatus: actualAmountStatus(order.orderState),
    isReviewed: false,
    payableFen: presale ? presale.depositFen : goodsTotalOf(order),
    goodsCount: order.lines.length,
    goodsList: order.lines,
    refund: summaryOf(order.refunds ?? []),
  };
}

/** The latest refund that was not withdrawn, as a card shows it. */
function summaryOf(list: readonly RefundView[]): OrderListItem['refund'] {
  const latest = list.find((refund) => refund.state !== 'withdrawn');
  return latest ? { refundNo: latest.refundNo, kind: latest.kind, state: latest.state } : null;
}

/** A refund of a story order as the detail answers it (the steps up to `state` taken an hour apart). */
export function storyRefund(changes: Partial<RefundView> & Pick<RefundView, 'refundNo' | 'state'>): RefundView {
  const path =
    changes.state === 'refused' || changes.state === 'withdrawn'
      ? ['applying', changes.state]
      : ['applying', 'approved', 'refunding', 'refunded'];
  const reached = path.slice(0, path.indexOf(changes.state) + 1) as RefundView['state'][];
  return {
    kind: 'refund',
    reason: 'wrongOrder',
    amountFen: 1268000,
    pointsBack: 0,
    giftCardBackFen: 0,
    description: '',
    photos: [],
    lines: [
      { goodID: storyLines.bangle.goodID, attribute: '', title: storyLines.bangle.title, qty: 1, amountFen: 1268000 },
    ],
    refuseReason: null,
    timeline: reached.map((state, index) => ({ state, at: at(19 - index) })),
    ...changes,
  };
}

/** What a mocked order server starts with and how it misbehaves (stories pick one per state). */
export type OrdersMockOptions = {
  orders?: StoryOrder[];
  /** The list answers 500. */
  listFails?: boolean;
  /** The list never answers (the loading state). */
  listHangs?: boolean;
  /** The detail never answers (the loading state). */
  detailHangs?: boolean;
  /** Commands (cancel, delete, confirm receipt) answer 409 with this message. */
  commandRefusal?: string;
  /** The logistics call never answers (the loading state). */
  logisticsHangs?: boolean;
  /** The logistics call answers 500. */
  logisticsFails?: boolean;
  /** The gift behind every share token (GiftContainer); unknown tokens answer 404 without one. */
  gift?: GiftView;
  /** Gift answers (accept, decline) are refused with 409 and this message. */
  giftRefusal?: string;
  /** The snapshot of every order line (SnapshotContainer); 404 without one. */
  snapshot?: TradeSnapshot;
  /** A refund application answers 409 with this message. */
  refundRefusal?: string;
  /** Goods no longer on sale: 再次购买 skips their lines (as it skips points products). */
  offSaleGoods?: number[];
};

/**
 * An in-memory order server for stories: the list by tab with counts and pages, the detail, cancel
 * (to state 6), delete (hidden) and confirm receipt (to state 4), all on the shared rules. `state`
 * records the commands, for play functions to check; `reset` puts the orders back as they started
 * (a story that changes them calls it in `beforeEach`, so it reads the same when shown again).
 */
export function createOrdersMock(options: OrdersMockOptions = {}) {
  const initial = options.orders ?? storyOrders();
  const fresh = () => initial.map((order) => ({ ...order, refunds: order.refunds?.map((refund) => ({ ...refund })) }));
  let orders = fresh();
  const state = {
    commands: [] as { path: string; orderNo: string }[],
    applications: [] as RefundApplyBody[],
    /** Each order number the refund form's options were asked for, with what the mock answered. */
    optionsAsked: [] as { orderNo: string; status: number }[],
  };
  let gift = options.gift;
  const reset = () => {
    gift = options.gift;
    orders = fresh();
    state.commands.length = 0;
    state.applications.length = 0;
    state.optionsAsked.length = 0;
  };
  const find = (orderNo: string) => orders.find((order) => order.orderNo === orderNo);
  const items = () => orders.filter((order) => !order.hidden).map((order) => toItem(order, storyNow));
  /** The refund form's options for an order, or the server's refusal. */
  const refundOptionsOf = (order: StoryOrder) => {
    const item = toItem(order, storyNow);
    const offered = orderButtons(
      { ...item, firstPointProductType: order.lines[0]?.pointProductType ?? null, goodsCount: order.lines.length },
      item,
      storyNow,
    ).find((button) => button.action === 'refund' || button.action === 'afterSales');
    if (!offered) return refuse(409, '该订单暂不能申请退款，请联系客服');
    if ((order.refunds ?? []).some((refund) => isRefundOpen(refund.state))) {
      return refuse(409, '该订单已有进行中的退款申请，请等待处理');
    }
    const options: RefundOptions = {
      orderNo: order.orderNo,
      kind: offered.action === 'afterSales' ? 'afterSales' : 'refund',
      pointsUsed: 0,
      giftCardFen: 0,
      lines: order.lines.map((line) => ({
        goodID: line.goodID,
        attribute: line.attribute,
        title: line.title,
        thumb: line.thumb,
        unitPriceFen: line.unitPriceFen,
        buyNum: line.buyNum,
        paidFen: line.unitPriceFen * line.buyNum,
        refundedQty: 0,
        refundedFen: 0,
      })),
    };
    return ok(options);
  };

  const command = (path: string, change: (order: StoryOrder) => boolean) =>
    http.post(path, async ({ request }) => {
      const { orderNo } = (await request.json()) as { orderNo: string };
      state.commands.push({ path, orderNo });
      await delay(50);
      if (options.commandRefusal) return refuse(409, options.commandRefusal);
      const order = find(orderNo);
      if (!order) return refuse(404, '订单不存在');
      return change(order) ? ok(null) : refuse(409, '订单状态已变化，请刷新后重试');
    });

  const handlers = [
    http.get(`*${paths.orderList}`, async ({ request }) => {
      if (options.listHangs) await delay('infinite');
      await delay(50);
      if (options.listFails) return refuse(500, '服务繁忙');
      const query = new URL(request.url).searchParams;
      const tab = (query.get('tab') ?? 'all') as OrderTab;
      const pageIndex = Number(query.get('pageIndex') ?? 1);
      const pageSize = Number(query.get('pageSize') ?? 10);
      const all = items();
      const inTab = (item: OrderListItem, name: OrderTab) =>
        orderTabsOf(item.orderStateDesc, item.paymentState, item.refund !== null).includes(name);
      const listed = all.filter((item) => inTab(item, tab));
      return ok({
        list: listed.slice((pageIndex - 1) * pageSize, pageIndex * pageSize),
        total: listed.length,
        pageIndex,
        pageSize,
        counts: Object.fromEntries(orderTabs.map((name) => [name, all.filter((item) => inTab(item, name)).length])),
      });
    }),
    http.get(`*${paths.orderDetail}`, async ({ request }) => {
      if (options.detailHangs) await delay('infinite');
      await delay(50);
      const order = find(new URL(request.url).searchParams.get('orderNo') ?? '');
      if (!order) return refuse(404, '订单不存在');
      const { goodsCount: _count, goodsList, refund: _refund, ...item } = toItem(order, storyNow);
      const orderRefunds = order.refunds ?? [];
      const paidAt = order.paymentState === 1 ? at(order.hoursAgo - 0.1) : null;
      const detail: OrderDetail = {
        ...item,
        goodsTotalFen: goodsTotalOf(order),
        discountFen: 0,
        pointsUsed: 0,
        pointsFen: 0,
        giftCardFen: 0,
        paidAt,
        address: {
          consignee: '王女士',
          mobile: '13900000001',
          province: '广东省',
          city: '深圳市',
          district: '罗湖区',
          detail: '深南东路5016号京基100大厦A座',
        },
        items: goodsList,
        presale: order.presale
          ? {
              depositOrderNo: order.orderNo,
              depositFen: order.presale.depositFen,
              isDepositPaid: order.paymentState === 1,
              balanceOrderNo: order.presale.balanceOrderNo,
              balanceFen: goodsTotalOf(order) - order.presale.depositFen,
              isBalancePaid: order.presale.isBalancePaid,
              balanceStartPayTime: at(-order.presale.windowFromHours),
              balanceEndPayTime: at(-order.presale.windowToHours),
            }
          : null,
        freightFen: order.freightFen ?? 0,
        // A delivered order's pieces each have their guarantee, as the server writes them on success.
        guarantees:
          order.orderState === 4
            ? goodsList.flatMap((line, lineIndex) =>
                Array.from({ length: line.buyNum }, (_, index) => ({
                  certNo: `JY${order.orderNo.slice(-6)}${String(lineIndex)}${String(index + 1)}`,
                  goodID: line.goodID,
                  attribute: line.attribute,
                  title: line.title,
                  pieceNo: index + 1,
                  pieceCount: line.buyNum,
                  isVoid: false,
                })),
              )
            : [],
        invoice: order.invoice ? { state: order.invoice } : null,
        giftToken: order.transferGiftState === 0 && order.paymentState === 1 ? (order.giftToken ?? null) : null,
        refunds: orderRefunds,
        timeline: [
          { state: 'created', at: item.createdAt },
          ...(paidAt ? [{ state: 'paid' as const, at: paidAt }] : []),
          ...(order.parcels?.[0] ? [{ state: 'shipped' as const, at: order.parcels[0].shippedAt }] : []),
          ...(order.orderState === 6 ? [{ state: 'closed' as const, at: at(order.hoursAgo - 0.3) }] : []),
        ],
        parcelCount: order.parcels?.length ?? 0,
      };
      return ok(detail);
    }),
    http.get(`*${paths.orderLogistics}`, async ({ request }) => {
      if (options.logisticsHangs) await delay('infinite');
      await delay(50);
      if (options.logisticsFails) return refuse(500, '服务繁忙');
      const order = find(new URL(request.url).searchParams.get('orderNo') ?? '');
      if (!order) return refuse(404, '订单不存在');
      if (!order.parcels?.length) return refuse(409, '订单尚未发货，暂无物流信息');
      return ok({ orderNo: order.orderNo, parcels: order.parcels });
    }),
    http.get(`*${paths.orderSnapshot}`, async () => {
      await delay(50);
      return options.snapshot ? ok(options.snapshot) : refuse(404, '交易快照不存在');
    }),
    http.get(`*${paths.giftDetail}`, async () => {
      await delay(50);
      return gift ? ok(gift) : refuse(404, '礼物不存在或链接有误');
    }),
    http.get(`*${paths.addressList}`, () => ok(storyAddresses)),
    ...(
      [
        [paths.giftAccept, 'accepted'],
        [paths.giftDecline, 'declined'],
      ] as const
    ).map(([path, next]) =>
      http.post(`*${path}`, async () => {
        await delay(50);
        if (!gift) return refuse(404, '礼物不存在或链接有误');
        if (options.giftRefusal) return refuse(409, options.giftRefusal);
        gift = {
          ...gift,
          state: next,
          isRecipient: next === 'accepted',
          shipsTo: next === 'accepted' ? '广东省 深圳市 罗湖区' : null,
        };
        return ok(gift);
      }),
    ),
    command(`*${paths.orderCancel}`, (order) => {
      if (order.orderState !== 1) return false;
      order.orderState = 6;
      return true;
    }),
    command(`*${paths.orderDelete}`, (order) => {
      if (![5, 6, 7].includes(order.orderState)) return false;
      order.hidden = true;
      return true;
    }),
    command(`*${paths.orderConfirmReceipt}`, (order) => {
      if (![3, 8, 19, 20].includes(order.orderState)) return false;
      order.orderState = 4;
      return true;
    }),
    // 再次购买: the lines still on sale go in (points products and `offSaleGoods` are skipped), as the server does.
    http.post(`*${paths.orderBuyAgain}`, async ({ request }) => {
      const { orderNo } = (await request.json()) as { orderNo: string };
      state.commands.push({ path: paths.orderBuyAgain, orderNo });
      await delay(50);
      const order = find(orderNo);
      if (!order) return refuse(404, '订单不存在');
      if (![5, 6, 7].includes(order.orderState)) return refuse(409, '该订单不能再次购买');
      const offSale = new Set(options.offSaleGoods ?? []);
      const added = order.lines.filter((line) => line.pointProductType === null && !offSale.has(line.goodID)).length;
      return ok({ added, skipped: order.lines.length - added });
    }),
    http.get(`*${refunds.refundOptions}`, async ({ request }) => {
      await delay(50);
      const orderNo = new URL(request.url).searchParams.get('orderNo') ?? '';
      const order = find(orderNo);
      if (!order) return refuse(404, '订单不存在');
      const answer = refundOptionsOf(order);
      state.optionsAsked.push({ orderNo, status: answer.status });
      return answer;
    }),
    http.post(`*${refunds.refundApply}`, async ({ request }) => {
      const body = (await request.json()) as RefundApplyBody;
      state.applications.push(body);
      await delay(100);
      if (options.refundRefusal) return refuse(409, options.refundRefusal);
      const order = find(body.orderNo);
      if (!order) return refuse(404, '订单不存在');
      const refundNo = `RF2026112416000000000${(order.refunds ?? []).length + 1}`;
      const lines = order.lines.flatMap((line) => {
        const pick = body.lines?.find((chosen) => chosen.goodID === line.goodID && chosen.attribute === line.attribute);
        return pick
          ? [{ goodID: line.goodID, attribute: line.attribute, title: line.title, qty: pick.qty, amountFen: 0 }]
          : [];
      });
      order.refunds = [
        {
          ...storyRefund({ refundNo, state: 'applying', reason: body.reason, amountFen: body.amountFen ?? 0 }),
          description: body.description ?? '',
          lines,
          timeline: [{ state: 'applying', at: storyNow.toISOString() }],
        },
        ...(order.refunds ?? []),
      ];
      return ok({ refundNo });
    }),
    http.post(`*${refunds.refundWithdraw}`, async ({ request }) => {
      const { refundNo } = (await request.json()) as { refundNo: string };
      await delay(50);
      const refund = orders.flatMap((order) => order.refunds ?? []).find((entry) => entry.refundNo === refundNo);
      if (!refund) return refuse(404, '退款申请不存在');
      if (refund.state !== 'applying') return refuse(409, '退款申请已处理，不能撤销');
      refund.state = 'withdrawn';
      refund.timeline = [...refund.timeline, { state: 'withdrawn', at: storyNow.toISOString() }];
      return ok(null);
    }),
    http.post(`*${uploadPaths('mall').uploadImage}`, async () => {
      await delay(50);
      const id = `story${String((state.applications.length + Math.random() * 1e6) | 0).padStart(19, '0')}`.slice(0, 24);
      return ok({ id, url: `/story-photo/${id}` });
    }),
  ];
  return { handlers, state, reset };
}

/**
 * Story helper: React Aria announces the dialog's busy confirm button (处理中) through a hidden live
 * region that points at the button; when the call succeeds the dialog closes, and the announcement
 * lingers for a few seconds with a dangling reference, which axe reports (role-img-alt). Stories
 * that close the dialog remove such stale announcements before the accessibility check, as the
 * checkout and member stories do.
 */
export function clearStaleAnnouncements() {
  for (const node of document.querySelectorAll('[data-live-announcer] [aria-labelledby]')) {
    const ids = (node.getAttribute('aria-labelledby') ?? '').split(/\s+/).filter(Boolean);
    if (!ids.every((id) => document.getElementById(id)?.textContent)) node.remove();
  }
}

/** 林晓's rights-fund orders as the server answers them: one waiting to ship, one received. */
export const storyRoyaltyOrders = (): RoyaltyOrder[] => [
  {
    orderNo: 'JF202611213000008',
    createdAt: '2026-11-21T02:10:00.000Z',
    orderStateDesc: 'pendingShipment',
    royaltyFundFen: 125_300,
    payFen: 0,
    goodsList: [{ ...royaltyLine(storyLines.pendant), buyNum: 1, unitPriceFen: 125_300 }],
  },
  {
    orderNo: 'JF202610253000001',
    createdAt: '2026-10-25T06:40:00.000Z',
    orderStateDesc: 'successful',
    royaltyFundFen: 120_200,
    payFen: 0,
    goodsList: [{ ...royaltyLine(storyLines.ring), unitPriceFen: 120_200 }],
  },
];

function royaltyLine({ goodID, mouldNo, title, thumb, attribute, buyNum, unitPriceFen }: OrderLine) {
  return { goodID, mouldNo, title, thumb, attribute, buyNum, unitPriceFen };
}

/** royalty/orders for stories: the staff user's rights-fund orders, paged like the server pages them; or failing, or hanging. */
export function royaltyOrdersHandlers(
  list: RoyaltyOrder[] = storyRoyaltyOrders(),
  mode: 'answer' | 'fail' | 'hang' = 'answer',
) {
  return [
    http.get(royaltyPaths('mall').orders, async ({ request }) => {
      if (mode === 'hang') await delay('infinite');
      if (mode === 'fail') return refuse(500, '服务繁忙');
      const url = new URL(request.url);
      const pageIndex = Number(url.searchParams.get('pageIndex') ?? 1);
      const pageSize = Number(url.searchParams.get('pageSize') ?? 10);
      return ok({ total: list.length, list: list.slice((pageIndex - 1) * pageSize, pageIndex * pageSize) });
    }),
  ];
}
