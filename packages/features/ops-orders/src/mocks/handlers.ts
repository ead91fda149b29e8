import { opsDefaultRoles, opsPaths, type OpsMe, type OpsOrderDetail, type OpsOrderRow } from '@mall/contract/ops';
import { http, HttpResponse } from 'msw';

const ops = opsPaths('mall');
const ok = <T>(payload: T) => HttpResponse.json({ code: 200, msg: 'success', data: payload });
const refuse = (status: number, code: number, msg: string) => HttpResponse.json({ code, msg }, { status });

/** A signed-in staff user in the session. */
export const storyStaff = {
  uid: 900001,
  uoid: 'JY80002',
  nickname: '周敏',
  isStaff: true,
  staffCode: 'JY80002',
  idToken: 'story',
};

const me = (role: 'operations' | 'service'): OpsMe => ({
  staffCode: role === 'operations' ? 'JY80002' : 'JY80003',
  nickname: role === 'operations' ? '周敏' : '陈静',
  roles: [{ code: role, name: role === 'operations' ? '运营' : '客服' }],
  permissions: [...opsDefaultRoles[role].permissions],
});

/** Orders the list shows: one of each kind a shop assistant meets. */
export const storyOrders: OpsOrderRow[] = [
  {
    orderNo: 'JY20261207101500000011',
    createdAt: '2026-12-07T02:15:00.000Z',
    consignee: '李先生',
    mobileMasked: '138****5678',
    payFen: 1_288_000,
    orderState: 2,
    statusTab: 'toShip',
    hasAfterSale: false,
    itemCount: 2,
    waybillNos: [],
  },
  {
    orderNo: 'JY20261206183000000007',
    createdAt: '2026-12-06T10:30:00.000Z',
    consignee: '王女士',
    mobileMasked: '139****1234',
    payFen: 568_000,
    orderState: 3,
    statusTab: 'shipped',
    hasAfterSale: true,
    itemCount: 1,
    waybillNos: ['SF1234567890123'],
  },
  {
    orderNo: 'JY20261205090000000003',
    createdAt: '2026-12-05T01:00:00.000Z',
    consignee: '张先生',
    mobileMasked: '137****0000',
    payFen: 99_900,
    orderState: 1,
    statusTab: 'unpaid',
    hasAfterSale: false,
    itemCount: 1,
    waybillNos: [],
  },
];

const counts = { all: 3, unpaid: 1, toShip: 1, shipped: 1, done: 0, closed: 0, afterSale: 1 };

/** The paid order waiting to ship, whole. */
export const storyDetail: OpsOrderDetail = {
  orderNo: 'JY20261207101500000011',
  orderState: 2,
  statusTab: 'toShip',
  hasAfterSale: false,
  canShip: true,
  buyer: { kind: 'member', name: '李先生', mobileMasked: '138****5678' },
  createdAt: '2026-12-07T02:15:00.000Z',
  paidAt: '2026-12-07T02:16:30.000Z',
  amounts: {
    goodsTotalFen: 1_300_000,
    discountFen: 10_000,
    pointsFen: 2_000,
    giftCardFen: 0,
    freightFen: 0,
    payFen: 1_288_000,
  },
  remark: '请包装成礼盒',
  items: [
    {
      id: 11,
      mouldNo: 'JYG00001',
      name: '足金福字戒指',
      spec: '足金 999 / 5.20g',
      qty: 1,
      unitPriceFen: 450_000,
      imageUrl: '',
    },
    {
      id: 12,
      mouldNo: 'JYD00001',
      name: '18K金六爪钻石戒指',
      spec: 'Au750 / 8号',
      qty: 1,
      unitPriceFen: 850_000,
      imageUrl: '',
    },
  ],
  address: {
    consignee: '李先生',
    mobile: '13800005678',
    province: '广东省',
    city: '深圳市',
    district: '罗湖区',
    detail: '深南东路 5016 号',
  },
  payments: [
    {
      paymentNo: 'PAY20261207101630001',
      channel: '支付宝',
      amountFen: 1_288_000,
      state: '已支付',
      createdAt: '2026-12-07T02:16:00.000Z',
      paidAt: '2026-12-07T02:16:30.000Z',
    },
  ],
  parcels: [],
  notes: [],
  timeline: [
    { at: '2026-12-07T02:15:00.000Z', kind: 'created', title: '买家下单', actor: '买家' },
    { at: '2026-12-07T02:16:30.000Z', kind: 'paid', title: '买家已付款', actor: '买家', detail: '支付宝 ¥12,880.00' },
  ],
};

/**
 * The console's order calls on a small in-memory shop: the search filters by tab and order number, a note is
 * kept, shipping allocates a waybill once and then refuses (409) as the server does.
 */
export function createOpsOrdersMock({
  role = 'operations',
  failList = false,
}: { role?: 'operations' | 'service'; failList?: boolean } = {}) {
  let detail: OpsOrderDetail = structuredClone(storyDetail);
  return {
    handlers: [
      http.get(ops.me, () => ok(me(role))),
      http.get(ops.orders, ({ request }) => {
        if (failList) return refuse(503, 503, '订单服务暂时不可用');
        const query = new URL(request.url).searchParams;
        const tab = query.get('tab') ?? 'all';
        const orderNo = query.get('orderNo');
        const rows = storyOrders.filter(
          (row) =>
            (tab === 'all' || row.statusTab === tab || (tab === 'afterSale' && row.hasAfterSale)) &&
            (!orderNo || row.orderNo === orderNo),
        );
        return ok({
          total: rows.length,
          page: Number(query.get('page') ?? 1),
          pageSize: Number(query.get('pageSize') ?? 20),
          rows,
          counts,
        });
      }),
      http.get(ops.orderDetail, ({ request }) =>
        new URL(request.url).searchParams.get('orderNo') === detail.orderNo
          ? ok(detail)
          : refuse(404, 40421, '订单不存在'),
      ),
      http.post(ops.orderNote, async ({ request }) => {
        const body = (await request.json()) as { text: string };
        const note = {
          id: detail.notes.length + 1,
          at: '2026-12-07T03:00:00.000Z',
          staffCode: 'JY80002',
          staffName: '周敏',
          text: body.text,
        };
        detail = {
          ...detail,
          notes: [...detail.notes, note],
          timeline: [
            ...detail.timeline,
            { at: note.at, kind: 'note', title: '员工备注', actor: 'JY80002 周敏', detail: body.text },
          ],
        };
        return ok(note);
      }),
      http.get(ops.orderShippingPdf, () =>
        detail.parcels.length === 0
          ? refuse(409, 40928, '订单尚未发货，没有面单可打印')
          : new HttpResponse(new Uint8Array([37, 80, 68, 70, 45]), { headers: { 'content-type': 'application/pdf' } }),
      ),
      http.post(ops.orderShip, () => {
        if (!detail.canShip) return refuse(409, 40921, '只有已付款、待发货的订单可以发货');
        const parcels = [
          {
            parcelNo: 1,
            carrierCode: 'SF' as const,
            carrierName: '顺丰速运',
            waybillNo: 'SF1000000000001',
            warehouse: '深圳仓',
            shippedAt: '2026-12-07T03:05:00.000Z',
            items: [
              { itemId: 11, qty: 1 },
              { itemId: 12, qty: 1 },
            ],
          },
        ];
        detail = {
          ...detail,
          canShip: false,
          statusTab: 'shipped',
          orderState: 3,
          parcels,
          timeline: [
            ...detail.timeline,
            {
              at: '2026-12-07T03:05:00.000Z',
              kind: 'shipped',
              title: '已发货（1 个包裹）',
              actor: 'JY80002 周敏',
              detail: '顺丰速运 SF1000000000001',
            },
          ],
        };
        return ok({ orderNo: detail.orderNo, parcels });
      }),
    ],
  };
}
