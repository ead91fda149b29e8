import { checkoutPaths } from '@mall/contract/checkout';
import { membershipPaths, type ConsumeRecordPage, type PointsRecordPage } from '@mall/contract/member';
import { delay, http, HttpResponse } from 'msw';
import { memberHandlers } from './handlers';

const paths = membershipPaths('mall');
const rate = checkoutPaths('mall').pointsExchangeRate;
const ok = <T>(data: T) => HttpResponse.json({ code: 200, msg: 'success', data });
const failing = () => HttpResponse.json({ code: 500, msg: '服务繁忙' }, { status: 500 });

const benefit = '消费每满 1 元积 1 分，50 积分抵 1 元';
/** The seed's card levels. */
export const cardLevels = [
  { cardLevel: 1, cardLevelName: '普卡', threshold: '0.00', thresholdFen: 0, benefits: [benefit, '生日月专属祝福'] },
  {
    cardLevel: 2,
    cardLevelName: '银卡',
    threshold: '5000.00',
    thresholdFen: 500_000,
    benefits: [benefit, '生日月礼品一份'],
  },
  {
    cardLevel: 3,
    cardLevelName: '金卡',
    threshold: '20000.00',
    thresholdFen: 2_000_000,
    benefits: [benefit, '免费清洗保养不限次数'],
  },
  {
    cardLevel: 4,
    cardLevelName: '钻石卡',
    threshold: '80000.00',
    thresholdFen: 8_000_000,
    benefits: [benefit, '专属顾问一对一服务', '私人定制优先排期'],
  },
];

/** Twelve rows of 李先生's ledger (page 1 of 2 at 10 a page), newest first. */
const ledgerRows: PointsRecordPage['list'] = [
  {
    id: 12,
    reason: 'clawback',
    point: -1_026,
    balance: 58_200,
    orderNo: 'JY20261120140201',
    createdAt: '2026-11-21T02:15:00.000Z',
    expiresAt: null,
  },
  {
    id: 11,
    reason: 'refunded',
    point: 800,
    balance: 59_226,
    orderNo: 'JY20261120140201',
    createdAt: '2026-11-21T02:15:00.000Z',
    expiresAt: '2027-12-31T16:00:00.000Z',
  },
  {
    id: 10,
    reason: 'earned',
    point: 1_026,
    balance: 58_426,
    orderNo: 'JY20261120140201',
    createdAt: '2026-11-20T06:02:00.000Z',
    expiresAt: '2027-12-31T16:00:00.000Z',
  },
  {
    id: 9,
    reason: 'spent',
    point: -800,
    balance: 57_400,
    orderNo: 'JY20261120140201',
    createdAt: '2026-11-20T06:01:00.000Z',
    expiresAt: null,
  },
  {
    id: 8,
    reason: 'returned',
    point: 500,
    balance: 58_200,
    orderNo: 'JY20261102093011',
    createdAt: '2026-11-02T02:00:00.000Z',
    expiresAt: '2027-12-31T16:00:00.000Z',
  },
  {
    id: 7,
    reason: 'spent',
    point: -500,
    balance: 57_700,
    orderNo: 'JY20261102093011',
    createdAt: '2026-11-02T01:30:00.000Z',
    expiresAt: null,
  },
  {
    id: 6,
    reason: 'earned',
    point: 10_112,
    balance: 58_200,
    orderNo: 'POS202601200004',
    createdAt: '2026-01-20T03:20:00.000Z',
    expiresAt: '2027-12-31T16:00:00.000Z',
  },
  {
    id: 5,
    reason: 'expired',
    point: -15_168,
    balance: 48_088,
    orderNo: '',
    createdAt: '2025-12-31T16:00:00.000Z',
    expiresAt: null,
  },
  {
    id: 4,
    reason: 'earned',
    point: 56_880,
    balance: 63_256,
    orderNo: 'POS202510050003',
    createdAt: '2025-10-05T08:20:00.000Z',
    expiresAt: '2026-12-31T16:00:00.000Z',
  },
  {
    id: 3,
    reason: 'earned',
    point: 6_376,
    balance: 6_376,
    orderNo: 'POS202504120002',
    createdAt: '2025-04-12T06:20:00.000Z',
    expiresAt: '2026-12-31T16:00:00.000Z',
  },
];

export const pointsPage: PointsRecordPage = {
  total: 12,
  list: ledgerRows,
  availablePoint: 58_200,
  expiringPoint: 12_300,
  expiringDate: '2026-12-31',
};

export const consumePage: ConsumeRecordPage = {
  total: 3,
  yearConsumeAmount: '12614.00',
  list: [
    {
      id: 3,
      kind: 'refund',
      amount: '-1026.14',
      amountFen: -102_614,
      orderNo: 'JY20261120140201',
      storeName: '',
      createdAt: '2026-11-21T02:15:00.000Z',
    },
    {
      id: 2,
      kind: 'order',
      amount: '1026.14',
      amountFen: 102_614,
      orderNo: 'JY20261120140201',
      storeName: '',
      createdAt: '2026-11-20T06:02:00.000Z',
    },
    {
      id: 1,
      kind: 'store',
      amount: '11587.86',
      amountFen: 1_158_786,
      orderNo: 'POS202601200004',
      storeName: '金缘珠宝 北京王府井店',
      createdAt: '2026-01-20T03:20:00.000Z',
    },
  ],
};

const emptyPoints: PointsRecordPage = {
  total: 0,
  list: [],
  availablePoint: 0,
  expiringPoint: 0,
  expiringDate: '2026-12-31',
};
const emptyConsume: ConsumeRecordPage = { total: 0, list: [], yearConsumeAmount: '0.00' };

const common = [
  ...memberHandlers.memberInfo,
  http.get(paths.cardLevelList, () => ok({ list: cardLevels })),
  http.get(rate, () => ok({ pointsExchangeRate: 50 })),
];

/** MSW handlers of the membership page's calls, answering like the reference server (stories). */
export const membershipHandlers = {
  /** 李先生 of the seed: 钻石卡, a history on two pages. */
  member: [
    ...common,
    http.post(paths.membershipRecord, async ({ request }) => {
      const { pageIndex = 1 } = (await request.json()) as { pageIndex?: number };
      return ok(
        pageIndex === 1
          ? pointsPage
          : { ...pointsPage, list: ledgerRows.slice(0, 2).map((row) => ({ ...row, id: row.id + 100 })) },
      );
    }),
    http.post(paths.membershipConsumeRecord, () => ok(consumePage)),
  ],
  /** A member who just joined: no records. */
  empty: [
    ...common,
    http.post(paths.membershipRecord, () => ok(emptyPoints)),
    http.post(paths.membershipConsumeRecord, () => ok(emptyConsume)),
  ],
  /** The records and levels fail to load. */
  failing: [
    ...memberHandlers.memberInfo,
    http.get(rate, () => ok({ pointsExchangeRate: 50 })),
    http.get(paths.cardLevelList, failing),
    http.post(paths.membershipRecord, failing),
    http.post(paths.membershipConsumeRecord, failing),
  ],
  /** Still loading. */
  loading: [
    ...common,
    http.post(paths.membershipRecord, async () => {
      await delay('infinite');
      return ok(emptyPoints);
    }),
    http.post(paths.membershipConsumeRecord, async () => {
      await delay('infinite');
      return ok(emptyConsume);
    }),
  ],
};
