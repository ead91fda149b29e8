import { IDEMPOTENCY_HEADER } from '@mall/contract/checkout';
import { orderPaths, type OrderList, type OrderListItem } from '@mall/contract/orders';
import {
  servicePaths,
  type FeedbackSubmitBody,
  type FeedbackView,
  type InquirySubmitBody,
} from '@mall/contract/service';
import { uploadPaths } from '@mall/contract/uploads';
import { delay, http, HttpResponse } from 'msw';

const paths = servicePaths('mall');
const uploads = uploadPaths('mall');
const ok = <T>(payload: T) => HttpResponse.json({ code: 200, msg: 'success', data: payload });
const refuse = (status: number, msg: string) => HttpResponse.json({ code: status, msg }, { status });

/** The stories' "now" (the inquiry's expected date may not be before this China day). */
export const storyNow = new Date('2026-11-24T08:00:00Z');
const at = (hoursAgo: number) => new Date(storyNow.getTime() - hoursAgo * 3_600_000).toISOString();

/** The story member (王女士). */
export const member = { uid: 1001, nickname: '王女士', cardNo: 'JY88000001' };

/** Inline artwork for story photos (no network in stories). */
const artwork = (fill: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200"><rect width="200" height="200" fill="#f8f1e0"/><circle cx="100" cy="104" r="48" fill="none" stroke="${fill}" stroke-width="14"/></svg>`,
  )}`;

/** The member's thread, newest first: one feedback in each state (已提交, 处理中, 已回复). */
export const storyThread: FeedbackView[] = [
  {
    feedbackNo: 'FB20261124150000000003',
    type: 'website',
    state: 'submitted',
    orderNo: null,
    content: '希望商品详情页能多放几张佩戴效果图，尤其是不同手围的对比。',
    contact: 'none',
    photos: [],
    createdAt: at(1),
    reply: null,
    repliedAt: null,
  },
  {
    feedbackNo: 'FB20261122103000000002',
    type: 'logistics',
    state: 'processing',
    orderNo: 'JY202611200001',
    content: '快递显示已签收，但我没有收到包裹，麻烦帮忙查一下。',
    contact: 'phone',
    photos: [],
    createdAt: at(50),
    reply: null,
    repliedAt: null,
  },
  {
    feedbackNo: 'FB20261118090000000001',
    type: 'quality',
    state: 'replied',
    orderNo: 'JY202611150002',
    content: '手链的搭扣戴了一周就有些松，想问问能否免费调整。',
    contact: 'sms',
    photos: [{ id: 'storyPhoto00000000000100', url: artwork('#c9a24a') }],
    createdAt: at(150),
    reply: '您好，搭扣可在任一门店免费调整，也可寄回售后中心处理，运费由我们承担。',
    repliedAt: at(120),
  },
];

/** One of the member's orders as the order centre lists it (only the number and first title matter here). */
const storyOrder = (orderNo: string, title: string, hoursAgo: number): OrderListItem => ({
  orderNo,
  createdAt: at(hoursAgo),
  orderState: 4,
  orderType: null,
  paymentState: 2,
  relatedOrderState: null,
  relatedPaymentState: null,
  relatedOrderNo: null,
  payDeadline: null,
  depositEndPayTime: null,
  balanceEndPayTime: null,
  isPreSellEnd: false,
  isTransferGift: false,
  transferGiftState: null,
  source: 1,
  saleCode: '',
  showViewLogisticsBtn: true,
  showRefundBtn: false,
  orderStateDesc: 'successful',
  actualAmountStatus: null,
  isReviewed: false,
  payableFen: 358000,
  goodsCount: 1,
  goodsList: [
    {
      goodID: 1,
      mouldNo: 'JY10001',
      title,
      thumb: artwork('#c9a24a'),
      attribute: '',
      buyNum: 1,
      unitPriceFen: 358000,
      pointProductType: null,
      category: { goldWeight: '3.52克' },
    },
  ],
  refund: null,
});

const storyOrders: OrderList = {
  list: [
    storyOrder('JY202611200001', '足金999 古法传承素圈戒指', 96),
    storyOrder('JY202611150002', '足金 转运珠手链', 220),
  ],
  total: 2,
  pageIndex: 1,
  pageSize: 20,
  counts: { all: 2, unpaid: 0, toShip: 0, toReceive: 0, done: 2, refund: 0 },
};

export type ServiceMockOptions = {
  /** The member's thread as it stands when the story opens (default: one in each state). */
  thread?: FeedbackView[];
  /** How many reads of the thread fail (503) before one answers: the list's error and retry. */
  listFailures?: number;
  /** A feedback submission answers 409 with this message. */
  feedbackRefusal?: string;
  /** An inquiry answers 429 with this message (the server's limit, or its own check). */
  inquiryRefusal?: string;
};

/**
 * An in-memory service server for stories: the member's feedback thread (a submission joins it as
 * 已提交), their recent orders for the form, photo uploads, and inquiries (each answered with a
 * number). `state` records what was sent, for play functions; `reset` starts the story afresh.
 */
export function createServiceMock(options: ServiceMockOptions = {}) {
  const initial = options.thread ?? storyThread;
  let thread = [...initial];
  let failuresLeft = options.listFailures ?? 0;
  let uploaded = 0;
  const state = {
    feedback: [] as { body: FeedbackSubmitBody; key: string | null }[],
    inquiries: [] as InquirySubmitBody[],
  };
  const reset = () => {
    thread = [...initial];
    failuresLeft = options.listFailures ?? 0;
    uploaded = 0;
    state.feedback.length = 0;
    state.inquiries.length = 0;
  };

  const handlers = [
    http.get(`*${paths.feedbackList}`, async () => {
      await delay(50);
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        return refuse(503, '服务繁忙，请稍后再试');
      }
      return ok(thread);
    }),
    http.post(`*${paths.feedbackSubmit}`, async ({ request }) => {
      const body = (await request.json()) as FeedbackSubmitBody;
      state.feedback.push({ body, key: request.headers.get(IDEMPOTENCY_HEADER) });
      await delay(150);
      if (options.feedbackRefusal) return refuse(409, options.feedbackRefusal);
      const feedbackNo = `FB20261124160000${String(thread.length + 1).padStart(6, '0')}`;
      const photos = (body.photos ?? []).map((id) => ({ id, url: artwork('#b08d57') }));
      const entry: FeedbackView = {
        feedbackNo,
        type: body.type,
        state: 'submitted',
        orderNo: body.orderNo ?? null,
        content: body.content.trim(),
        contact: body.contact,
        photos,
        createdAt: storyNow.toISOString(),
        reply: null,
        repliedAt: null,
      };
      thread = [entry, ...thread];
      return ok({ feedbackNo });
    }),
    http.get(`*${orderPaths('mall').orderList}`, async () => {
      await delay(50);
      return ok(storyOrders);
    }),
    http.post(`*${uploads.uploadImage}`, async () => {
      await delay(50);
      uploaded += 1;
      const id = `storyPhoto${String(uploaded).padStart(14, '0')}`;
      return ok({ id, url: `${uploads.uploadImage}/${id}` });
    }),
    http.post(`*${paths.inquirySubmit}`, async ({ request }) => {
      const body = (await request.json()) as InquirySubmitBody;
      state.inquiries.push(body);
      await delay(150);
      if (options.inquiryRefusal) return refuse(429, options.inquiryRefusal);
      return ok({ inquiryNo: `QY20261124160000${String(state.inquiries.length).padStart(6, '0')}` });
    }),
  ];
  return { handlers, state, reset };
}
