import { Type, type Static } from '@sinclair/typebox';
import { CodeEnvelope, Id, literalUnion } from '../envelope';
import { carrierCodes } from '../orders/logistics';
import {
  OPS_NOTE_MAX,
  opsOrderTabs,
  opsPageSizes,
  opsPermissions,
  opsTimelineKinds,
  type OpsOrderTab,
} from './permissions';

// The operations console's calls, part 1 (issue #29; DESIGN.md §10): who the staff member is, the
// order search and the order page with its timeline, internal notes, shipping by hand, the audit
// trail, and roles. Every call needs a staff session whose roles grant the call's permission (the
// server declares it on the route); a refusal is a 4xx ErrorBody with a Chinese message: 401 请先登录,
// 403 没有权限, 404 for what does not exist, 409 for an act the order's state does not allow.

/** A China-time calendar day, `YYYY-MM-DD` (the console's date filters). */
export const OpsDay = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: '中国时间的日期 YYYY-MM-DD' });
const Permission = literalUnion(opsPermissions);
const PageSize = Type.Union(
  opsPageSizes.map((size) => Type.Literal(size)),
  { default: 20, description: '每页条数：10、20、50、100' },
);
const Page = Type.Integer({ minimum: 1, maximum: 100_000, default: 1, description: '页码，从 1 开始' });
const OrderNo = Type.String({ minLength: 1, maxLength: 40 });
const StaffCode = Type.String({ minLength: 1, maxLength: 32 });
const RoleCode = Type.String({ pattern: '^[a-z][a-zA-Z0-9_-]{0,31}$' });

/** A role as the console shows it. */
export const OpsRoleRefSchema = Type.Object(
  { code: Type.String(), name: Type.String() },
  { additionalProperties: false },
);
export type OpsRoleRef = Static<typeof OpsRoleRefSchema>;

// ── me

/** The signed-in staff member, their roles and what those grant (the console draws only what they may use). */
export const OpsMeResponse = CodeEnvelope(
  Type.Object(
    {
      staffCode: Type.String(),
      nickname: Type.String(),
      roles: Type.Array(OpsRoleRefSchema),
      permissions: Type.Array(Permission),
    },
    { additionalProperties: false },
  ),
);
export type OpsMe = Static<typeof OpsMeResponse>['data'];

// ── orders

/**
 * The order search (issue #29 "Orders"): every filter optional and combined with AND. `orderNo`,
 * `paymentNo` and `waybillNo` match exactly; `mobile` of four digits matches the last four of the
 * ship-to mobile, a longer one the whole number; `consignee` matches the ship-to name from its start
 * (a surname finds every 王…; an index serves it, as a match inside the name could not be at scale); `from`/`to` are China-time days, both inclusive, of
 * the order's creation; `minYuan`/`maxYuan` bound what the buyer paid, inclusive.
 */
export const OpsOrderQuery = Type.Object(
  {
    tab: Type.Optional(literalUnion(opsOrderTabs, { default: 'all' })),
    orderNo: Type.Optional(OrderNo),
    mobile: Type.Optional(Type.String({ pattern: '^\\d{4,11}$', description: '四位：手机号后四位；更长：完整手机号' })),
    consignee: Type.Optional(Type.String({ minLength: 1, maxLength: 32, description: '收货人姓名（从首字起匹配）' })),
    paymentNo: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: '支付流水号' })),
    waybillNo: Type.Optional(Type.String({ minLength: 1, maxLength: 40, description: '运单号' })),
    from: Type.Optional(OpsDay),
    to: Type.Optional(OpsDay),
    minYuan: Type.Optional(Type.Number({ minimum: 0, maximum: 100_000_000 })),
    maxYuan: Type.Optional(Type.Number({ minimum: 0, maximum: 100_000_000 })),
    sort: Type.Optional(literalUnion(['createdAt', 'payFen'] as const, { default: 'createdAt' })),
    order: Type.Optional(literalUnion(['asc', 'desc'] as const, { default: 'desc' })),
    page: Type.Optional(Page),
    pageSize: Type.Optional(PageSize),
    timestamp: Type.Optional(Type.String({ maxLength: 20 })),
  },
  { additionalProperties: false },
);
export type OpsOrderQuery = Static<typeof OpsOrderQuery>;

/** One order in the list. The mobile is masked (138****5678); the order page shows it whole. */
export const OpsOrderRowSchema = Type.Object(
  {
    orderNo: Type.String(),
    createdAt: Type.String({ format: 'date-time' }),
    consignee: Type.String(),
    mobileMasked: Type.String(),
    payFen: Type.Integer(),
    orderState: Type.Integer(),
    statusTab: literalUnion(['unpaid', 'toShip', 'shipped', 'done', 'closed'] as const),
    /** The order has a refund or after-sales application (the 售后 tab). */
    hasAfterSale: Type.Boolean(),
    /** Pieces in the order (the sum of its lines' quantities). */
    itemCount: Type.Integer(),
    waybillNos: Type.Array(Type.String()),
  },
  { additionalProperties: false },
);
export type OpsOrderRow = Static<typeof OpsOrderRowSchema>;

const TabCounts = Type.Object(
  Object.fromEntries(opsOrderTabs.map((tab) => [tab, Type.Integer({ minimum: 0 })])) as Record<
    OpsOrderTab,
    ReturnType<typeof Type.Integer>
  >,
  { additionalProperties: false },
);

/** A page of orders, and each tab's count under the same filters but the tab. */
export const OpsOrderListResponse = CodeEnvelope(
  Type.Object(
    {
      total: Type.Integer(),
      page: Type.Integer(),
      pageSize: Type.Integer(),
      rows: Type.Array(OpsOrderRowSchema),
      counts: TabCounts,
    },
    { additionalProperties: false },
  ),
);
export type OpsOrderList = Static<typeof OpsOrderListResponse>['data'];

export const OpsOrderRef = Type.Object(
  { orderNo: OrderNo, timestamp: Type.Optional(Type.String({ maxLength: 20 })) },
  { additionalProperties: false },
);

/** A line of the order; `id` names it when staff pack parcels. */
export const OpsOrderItemSchema = Type.Object(
  {
    id: Type.Integer(),
    mouldNo: Type.String(),
    name: Type.String(),
    spec: Type.String({ description: '规格（如 足金 999 / 12.5g）' }),
    qty: Type.Integer(),
    unitPriceFen: Type.Integer(),
    imageUrl: Type.String(),
  },
  { additionalProperties: false },
);

export const OpsOrderPaymentSchema = Type.Object(
  {
    paymentNo: Type.String(),
    channel: Type.String(),
    amountFen: Type.Integer(),
    state: Type.String(),
    createdAt: Type.String({ format: 'date-time' }),
    paidAt: Type.Optional(Type.String({ format: 'date-time' })),
  },
  { additionalProperties: false },
);

export const OpsParcelSchema = Type.Object(
  {
    parcelNo: Type.Integer(),
    carrierCode: literalUnion(carrierCodes),
    carrierName: Type.String(),
    waybillNo: Type.String(),
    warehouse: Type.String(),
    shippedAt: Type.String({ format: 'date-time' }),
    /** The order lines it holds and how many pieces of each. */
    items: Type.Array(Type.Object({ itemId: Type.Integer(), qty: Type.Integer() }, { additionalProperties: false })),
  },
  { additionalProperties: false },
);
export type OpsParcel = Static<typeof OpsParcelSchema>;

export const OpsOrderNoteSchema = Type.Object(
  {
    id: Type.Integer(),
    at: Type.String({ format: 'date-time' }),
    staffCode: Type.String(),
    staffName: Type.String(),
    text: Type.String(),
  },
  { additionalProperties: false },
);

/** One thing that happened to the order; `title` is the server's Chinese wording. */
export const OpsTimelineEntrySchema = Type.Object(
  {
    at: Type.String({ format: 'date-time' }),
    kind: literalUnion(opsTimelineKinds),
    title: Type.String(),
    actor: Type.Optional(Type.String({ description: '谁做的：买家、系统、员工（工号 姓名）' })),
    detail: Type.Optional(Type.String()),
  },
  { additionalProperties: false },
);
export type OpsTimelineEntry = Static<typeof OpsTimelineEntrySchema>;

/** The order page: the order whole (the full mobile included) and its timeline, oldest first. */
export const OpsOrderDetailResponse = CodeEnvelope(
  Type.Object(
    {
      orderNo: Type.String(),
      orderState: Type.Integer(),
      statusTab: literalUnion(['unpaid', 'toShip', 'shipped', 'done', 'closed'] as const),
      hasAfterSale: Type.Boolean(),
      /** Whether a staff member with orders.ship may ship it now (paid, waiting to ship). */
      canShip: Type.Boolean(),
      buyer: Type.Object(
        { kind: literalUnion(['member', 'staff'] as const), name: Type.String(), mobileMasked: Type.String() },
        { additionalProperties: false },
      ),
      createdAt: Type.String({ format: 'date-time' }),
      paidAt: Type.Optional(Type.String({ format: 'date-time' })),
      amounts: Type.Object(
        {
          goodsTotalFen: Type.Integer(),
          discountFen: Type.Integer(),
          pointsFen: Type.Integer(),
          giftCardFen: Type.Integer(),
          freightFen: Type.Integer(),
          payFen: Type.Integer(),
        },
        { additionalProperties: false },
      ),
      remark: Type.String({ description: '买家留言' }),
      items: Type.Array(OpsOrderItemSchema),
      address: Type.Optional(
        Type.Object(
          {
            consignee: Type.String(),
            mobile: Type.String(),
            province: Type.String(),
            city: Type.String(),
            district: Type.String(),
            detail: Type.String(),
          },
          { additionalProperties: false },
        ),
      ),
      payments: Type.Array(OpsOrderPaymentSchema),
      parcels: Type.Array(OpsParcelSchema),
      notes: Type.Array(OpsOrderNoteSchema),
      timeline: Type.Array(OpsTimelineEntrySchema),
    },
    { additionalProperties: false },
  ),
);
export type OpsOrderDetail = Static<typeof OpsOrderDetailResponse>['data'];

/** An internal note (staff only; the shopper never sees it). */
export const OpsOrderNoteBody = Type.Object(
  { orderNo: OrderNo, text: Type.String({ minLength: 1, maxLength: OPS_NOTE_MAX }) },
  { additionalProperties: false },
);
export type OpsOrderNoteBody = Static<typeof OpsOrderNoteBody>;
export const OpsOrderNoteResponse = CodeEnvelope(OpsOrderNoteSchema);

/**
 * Ship a paid order by hand. Without `parcels` the warehouse rules pack it (at most two jewellery
 * pieces to an insured box, bullion alone, 顺丰 for bullion); with them, each parcel names the order
 * lines it holds (all pieces of each) and its carrier, and every line is in exactly one parcel.
 */
export const OpsOrderShipBody = Type.Object(
  {
    orderNo: OrderNo,
    parcels: Type.Optional(
      Type.Array(
        Type.Object(
          { itemIds: Type.Array(Id, { minItems: 1, maxItems: 50 }), carrierCode: literalUnion(carrierCodes) },
          { additionalProperties: false },
        ),
        { minItems: 1, maxItems: 50 },
      ),
    ),
  },
  { additionalProperties: false },
);
export type OpsOrderShipBody = Static<typeof OpsOrderShipBody>;
/** The parcels the order left in, each with the waybill the carrier allocated. */
export const OpsOrderShipResponse = CodeEnvelope(
  Type.Object({ orderNo: Type.String(), parcels: Type.Array(OpsParcelSchema) }, { additionalProperties: false }),
);
export type OpsOrderShipped = Static<typeof OpsOrderShipResponse>['data'];

// ── audit

/** The audit log's filters: by person, act, target and China-time days (inclusive); newest first. */
export const OpsAuditQuery = Type.Object(
  {
    staffCode: Type.Optional(StaffCode),
    action: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    targetType: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })),
    targetId: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    from: Type.Optional(OpsDay),
    to: Type.Optional(OpsDay),
    page: Type.Optional(Page),
    pageSize: Type.Optional(PageSize),
    timestamp: Type.Optional(Type.String({ maxLength: 20 })),
  },
  { additionalProperties: false },
);
export type OpsAuditQuery = Static<typeof OpsAuditQuery>;

/** A field's value before and after an act (absent before: created; absent after: removed). */
export const OpsDiffSchema = Type.Record(
  Type.String(),
  Type.Object({ before: Type.Optional(Type.Unknown()), after: Type.Optional(Type.Unknown()) }),
);
export type OpsDiff = Static<typeof OpsDiffSchema>;

/** One recorded act: who (and in which roles), under which permission, what, on what, the change, from where. */
export const OpsAuditRowSchema = Type.Object(
  {
    id: Type.String({ description: '递增编号（bigint，以字符串表示）' }),
    at: Type.String({ format: 'date-time' }),
    staffCode: Type.String(),
    staffName: Type.String(),
    roles: Type.Array(Type.String()),
    permission: Type.String(),
    action: Type.String(),
    targetType: Type.String(),
    targetId: Type.String(),
    diff: OpsDiffSchema,
    ip: Type.String(),
    requestId: Type.String(),
  },
  { additionalProperties: false },
);
export type OpsAuditRow = Static<typeof OpsAuditRowSchema>;

export const OpsAuditResponse = CodeEnvelope(
  Type.Object(
    { total: Type.Integer(), page: Type.Integer(), pageSize: Type.Integer(), rows: Type.Array(OpsAuditRowSchema) },
    { additionalProperties: false },
  ),
);
export type OpsAuditPage = Static<typeof OpsAuditResponse>['data'];

// ── roles

export const OpsRolesResponse = CodeEnvelope(
  Type.Object(
    {
      roles: Type.Array(
        Type.Object(
          { code: Type.String(), name: Type.String(), permissions: Type.Array(Permission) },
          { additionalProperties: false },
        ),
      ),
      staff: Type.Array(
        Type.Object(
          {
            staffCode: Type.String(),
            nickname: Type.String(),
            isActive: Type.Boolean(),
            roles: Type.Array(Type.String()),
          },
          { additionalProperties: false },
        ),
      ),
    },
    { additionalProperties: false },
  ),
);
export type OpsRoles = Static<typeof OpsRolesResponse>['data'];

/** Replace a staff member's roles (the whole set). Refused when it would leave no active 超级管理员. */
export const OpsStaffRolesBody = Type.Object(
  { staffCode: StaffCode, roles: Type.Array(RoleCode, { maxItems: 16, uniqueItems: true }) },
  { additionalProperties: false },
);
export type OpsStaffRolesBody = Static<typeof OpsStaffRolesBody>;
export const OpsStaffRolesResponse = CodeEnvelope(
  Type.Object({ staffCode: Type.String(), roles: Type.Array(Type.String()) }, { additionalProperties: false }),
);

/**
 * The console's refusals: each its HTTP status, a body code of its own (the console words it by
 * code in its language) and the zh-CN wording.
 */
export const opsRefusals = {
  signIn: { status: 401, code: 401, msg: '请先登录' },
  notStaff: { status: 403, code: 40321, msg: '仅员工可以使用运营后台' },
  forbidden: { status: 403, code: 403, msg: '没有权限' },
  noOrder: { status: 404, code: 40421, msg: '订单不存在' },
  noStaff: { status: 404, code: 40422, msg: '员工不存在' },
  notShippable: { status: 409, code: 40921, msg: '只有已付款、待发货的订单可以发货' },
  badParcels: { status: 400, code: 40021, msg: '包裹须包含订单的每一件商品，且每件只能放入一个包裹' },
  mixedWarehouse: { status: 400, code: 40024, msg: '不同仓库发出的商品不能放入同一个包裹' },
  boxFull: { status: 400, code: 40025, msg: '首饰每个保价箱最多装 2 件' },
  bullionAlone: { status: 400, code: 40026, msg: '金条、金章须单独成包' },
  bullionBySf: { status: 400, code: 40027, msg: '金条、金章须由顺丰速运承运' },
  unknownRole: { status: 400, code: 40022, msg: '角色不存在' },
  lastAdmin: { status: 409, code: 40922, msg: '至少要保留一位在职的超级管理员' },
  badRange: { status: 400, code: 40023, msg: '筛选范围不正确：开始不能晚于结束' },
  notShipped: { status: 409, code: 40928, msg: '订单尚未发货，没有面单可打印' },
} as const;
export type OpsRefusal = keyof typeof opsRefusals;
