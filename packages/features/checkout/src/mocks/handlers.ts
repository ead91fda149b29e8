import { fenToYuan } from '@mall/contract';
import {
  checkoutPaths,
  IDEMPOTENCY_HEADER,
  OrderErrorCode,
  type Address,
  type AddressSaveBody,
  type OrderConfirm,
  type OrderConfirmBody,
  type OrderCreateBody,
} from '@mall/contract/checkout';
import { orderPaths, type OrderDetail } from '@mall/contract/orders';
import { delay, http, HttpResponse } from 'msw';
import { orderPurchaseLimitCode } from '../logic/submitOutcome';
import * as data from './data';

const paths = { ...checkoutPaths('mall'), orderDetail: orderPaths('mall').orderDetail };
const ok = <T>(payload: T) => HttpResponse.json({ code: 200, msg: 'success', data: payload });
const refuse = (status: number, code: number, msg: string) => HttpResponse.json({ code, msg }, { status });

/** What a mocked server starts with and how it misbehaves (stories pick one per state). */
export type CheckoutMockOptions = {
  addresses?: Address[];
  point?: number;
  needPointPwd?: boolean;
  pointsFail?: boolean;
  giftCardOpen?: boolean;
  giftCardBalanceFen?: number;
  /** Staff skip the spec §9 discounts. */
  isStaff?: boolean;
  /** The first create finds today's gold price moved: 409 ORDER_PRICE_CHANGED, and the ring costs more from then on. */
  priceChangeOnce?: boolean;
  /** Create answers 409 ORDER_PURCHASE_LIMIT with this message ('' for none): a staff user over the month's limit. */
  purchaseLimit?: string;
  /** Create answers 409 ORDER_OUT_OF_STOCK. */
  outOfStock?: boolean;
  /** The first N creates answer 409 ORDER_IN_FLIGHT (the order is made on the next). */
  inFlightTimes?: number;
  /** The first create makes the order, then the answer is lost (network error). */
  loseFirstAnswer?: boolean;
  /** Confirm fails with 500. */
  confirmFails?: boolean;
  /** Confirm never answers. */
  confirmHangs?: boolean;
  /** The wrong points password is anything but 123456. */
  pointPwd?: string;
  /** Address save fails with this 409 message. */
  addressSaveRefusal?: string;
  /** Address delete fails with this message (500). */
  addressDeleteRefusal?: string;
  /** The region tree fails (503) the first N times it is asked for. */
  regionsFailTimes?: number;
  /** The region tree never arrives. */
  regionsHang?: boolean;
  /** The order the result pages load. */
  order?: Partial<OrderDetail>;
  /** pay/create fails with this message. */
  payCreateRefusal?: string;
};

/** The order the result pages show unless a story says otherwise (unpaid, 30 minutes to pay). */
export const storyOrder: OrderDetail = {
  orderNo: 'JY202611220001',
  orderState: 1,
  paymentState: 0,
  goodsTotalFen: 1788696,
  discountFen: 50000,
  pointsUsed: 500,
  pointsFen: 1000,
  giftCardFen: 0,
  freightFen: 0,
  payableFen: 1737696,
  payDeadline: '2026-11-22T07:30:00.000Z',
  createdAt: '2026-11-22T07:00:00.000Z',
  paidAt: null,
  address: data.addresses[0] ?? null,
  items: [],
  refunds: [],
  guarantees: [],
  invoice: null,
  // The order centre's facts (issue #12): an ordinary unpaid order as the server derives it.
  orderType: null,
  relatedOrderState: null,
  relatedPaymentState: null,
  presale: null,
  giftToken: null,
  relatedOrderNo: null,
  depositEndPayTime: null,
  balanceEndPayTime: null,
  isPreSellEnd: false,
  isTransferGift: false,
  transferGiftState: null,
  source: 1,
  saleCode: '',
  showViewLogisticsBtn: false,
  showRefundBtn: false,
  orderStateDesc: 'pendingPayment',
  actualAmountStatus: null,
  isReviewed: false,
  timeline: [{ state: 'created', at: '2026-11-22T07:00:00.000Z' }],
  parcelCount: 0,
};

/**
 * An in-memory order server for stories and tests, answering every call of the checkout feature
 * like the contract says: priced lines (spec §9 full-minus ¥500 from ¥10,000; staff skip it), points
 * capped so the payable never goes below zero, one order per idempotency key (same key and body →
 * the same order; another body → 422), and the failures the options switch on.
 */
export function createCheckoutMock(options: CheckoutMockOptions = {}) {
  const state = {
    addresses: [...(options.addresses ?? data.addresses)],
    nextAddressId: 100,
    regionsFailLeft: options.regionsFailTimes ?? 0,
    regionsAsked: 0,
    ringSurchargeFen: 0,
    priceChangePending: options.priceChangeOnce ?? false,
    inFlightLeft: options.inFlightTimes ?? 0,
    loseNextAnswer: options.loseFirstAnswer ?? false,
    /** Orders by idempotency key, with the body that made them. */
    orders: new Map<string, { body: string; orderNo: string; payableFen: number }>(),
    createCalls: 0,
    payCreates: [] as { orderNo: string; method: string }[],
  };
  const point = options.point ?? 1200;
  const rate = 50;
  const balanceFen = options.giftCardBalanceFen ?? 50000;

  function price(body: OrderConfirmBody): OrderConfirm {
    const lines = body.lines.map((line) => {
      const piece = data.catalogue[line.goodID] ?? data.catalogue[12];
      if (!piece) throw new Error('empty catalogue');
      const unitPriceFen = piece.unitPriceFen + (piece.goodID === 12 ? state.ringSurchargeFen : 0);
      return {
        ...piece,
        goodID: line.goodID,
        attribute: line.attribute,
        buyNum: line.buyNum,
        unitPriceFen,
        unitPrice: fenToYuan(unitPriceFen),
        subtotalFen: unitPriceFen * line.buyNum,
        stock: options.outOfStock ? 0 : piece.stock,
      };
    });
    const goodsTotalFen = lines.reduce((sum, line) => sum + line.subtotalFen, 0);
    const fullMinusFen = options.isStaff ? 0 : Math.floor(goodsTotalFen / 1_000_000) * 50000;
    const afterDiscounts = goodsTotalFen - fullMinusFen;
    const pointsUsed = Math.min(body.usePoints ?? 0, point, Math.floor((afterDiscounts * rate) / 100));
    const pointsFen = Math.floor((pointsUsed * 100) / rate);
    const giftCardFen = body.useGiftCard && options.giftCardOpen ? Math.min(balanceFen, afterDiscounts - pointsFen) : 0;
    const hasPerGram = lines.some((line) => line.pricingMode === 'per_gram');
    return {
      presale: null,
      lines,
      goodsTotalFen,
      fullMinusFen,
      quantityDiscountFen: 0,
      pointsUsed,
      pointsFen,
      giftCardFen,
      payableFen: afterDiscounts - pointsFen - giftCardFen,
      goldPrice: hasPerGram
        ? { todayPriceHK: state.ringSurchargeFen ? '1035.00' : '1023.00', inputTime: '2026-11-22 09:30:00' }
        : null,
    };
  }

  const handlers = [
    http.get(paths.addressList, () => ok(state.addresses)),
    http.get(paths.addressRegions, async () => {
      state.regionsAsked += 1;
      if (options.regionsHang) await delay('infinite');
      if (state.regionsFailLeft > 0) {
        state.regionsFailLeft -= 1;
        return refuse(503, 503, '服务繁忙，请稍后再试');
      }
      return ok(data.regions);
    }),
    http.post(paths.addressSave, async ({ request }) => {
      const body = (await request.json()) as AddressSaveBody;
      if (options.addressSaveRefusal) return refuse(409, 409, options.addressSaveRefusal);
      const id = body.id ?? state.nextAddressId++;
      const saved: Address = { ...body, id, isDefault: body.isDefault ?? false };
      // Like the server: the default first, then the rest as they were; one default at most.
      const others = state.addresses
        .filter((address) => address.id !== id)
        .map((address) => (saved.isDefault ? { ...address, isDefault: false } : address));
      const index = state.addresses.findIndex((address) => address.id === id);
      state.addresses = saved.isDefault
        ? [saved, ...others]
        : index >= 0
          ? state.addresses.map((address) => (address.id === id ? saved : address))
          : [...others, saved];
      return ok(saved);
    }),
    http.post(paths.addressDelete, async ({ request }) => {
      const { id } = (await request.json()) as { id: number };
      if (options.addressDeleteRefusal) return refuse(500, 500, options.addressDeleteRefusal);
      if (!state.addresses.some((address) => address.id === id)) return refuse(404, 404, '地址不存在');
      state.addresses = state.addresses.filter((address) => address.id !== id);
      return ok(null);
    }),
    http.post(paths.pointsGet, () =>
      options.pointsFail
        ? refuse(503, 503, '积分服务繁忙')
        : ok({
            point,
            pointAmount: fenToYuan(Math.floor((point * 100) / rate)),
            needPointPwd: options.needPointPwd ?? false,
            pointsExchangeRate: rate,
          }),
    ),
    http.get(paths.giftCardSwitch, () => ok({ open: options.giftCardOpen ?? false })),
    http.get(paths.giftCardBalance, () => ok({ balance: fenToYuan(balanceFen), balanceFen })),
    http.post(paths.orderConfirm, async ({ request }) => {
      if (options.confirmHangs) await delay('infinite');
      if (options.confirmFails) return refuse(500, 500, '服务繁忙，请稍后再试');
      return ok(price((await request.json()) as OrderConfirmBody));
    }),
    http.post(paths.orderCreate, async ({ request }) => {
      state.createCalls += 1;
      const key = request.headers.get(IDEMPOTENCY_HEADER) ?? '';
      const raw = await request.text();
      const body = JSON.parse(raw) as OrderCreateBody;
      const earlier = state.orders.get(key);
      if (earlier) {
        if (earlier.body !== raw) return refuse(422, OrderErrorCode.IDEMPOTENCY_KEY_REUSED, '幂等键已用于其他订单');
        return ok({ orderNo: earlier.orderNo, payableFen: earlier.payableFen, payDeadline: storyOrder.payDeadline });
      }
      if (state.inFlightLeft > 0) {
        state.inFlightLeft -= 1;
        return refuse(409, OrderErrorCode.ORDER_IN_FLIGHT, '订单处理中');
      }
      if (options.purchaseLimit !== undefined) return refuse(409, orderPurchaseLimitCode, options.purchaseLimit);
      if (options.outOfStock) return refuse(409, OrderErrorCode.ORDER_OUT_OF_STOCK, '18K金钻石项链 星光 库存不足');
      if (options.pointPwd !== undefined && (body.usePoints ?? 0) > 0 && body.pointPwd !== options.pointPwd)
        return refuse(422, OrderErrorCode.ORDER_POINTS_PASSWORD, '积分密码错误');
      if (state.priceChangePending) {
        state.priceChangePending = false;
        state.ringSurchargeFen = 4304;
      }
      const priced = price(body);
      if (priced.payableFen !== body.expectedPayableFen)
        return HttpResponse.json(
          { code: OrderErrorCode.ORDER_PRICE_CHANGED, msg: '价格已变动', data: priced },
          { status: 409 },
        );
      const orderNo = `JY2026112200${String(state.orders.size + 1).padStart(2, '0')}`;
      state.orders.set(key, { body: raw, orderNo, payableFen: priced.payableFen });
      if (state.loseNextAnswer) {
        state.loseNextAnswer = false;
        return HttpResponse.error();
      }
      return ok({ orderNo, payableFen: priced.payableFen, payDeadline: storyOrder.payDeadline });
    }),
    http.get(paths.orderDetail, ({ request }) => {
      const orderNo = new URL(request.url).searchParams.get('orderNo') ?? '';
      if (orderNo !== (options.order?.orderNo ?? storyOrder.orderNo)) return refuse(404, 404, '订单不存在');
      return ok({ ...storyOrder, ...options.order });
    }),
    http.post(paths.payCreate, async ({ request }) => {
      const body = (await request.json()) as { orderNo: string; method: string };
      if (options.payCreateRefusal) return refuse(409, 409, options.payCreateRefusal);
      state.payCreates.push(body);
      return ok({
        payNo: `P${state.payCreates.length}`,
        cashierUrl: `/sandbox-pay/cashier?payNo=P${state.payCreates.length}`,
      });
    }),
  ];
  return { handlers, state };
}

/** The default mock's handlers (a member with two addresses and 1,200 points). */
export const checkoutHandlers = createCheckoutMock().handlers;

/**
 * Removes what React Aria's live announcer still holds from the previous story: a pending button
 * announces its label by reference for seven seconds, and once that story is unmounted the
 * reference points nowhere, which axe reports against the next story (role-img-alt).
 */
export function clearStaleAnnouncements() {
  for (const entry of document.querySelectorAll('[data-live-announcer] [aria-labelledby]')) entry.remove();
}
