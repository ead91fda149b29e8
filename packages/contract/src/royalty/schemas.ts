import { Type, type Static } from '@sinclair/typebox';
import { CodeEnvelope, TimestampQuery, literalUnion } from '../envelope';
import { GoodsCardSchema } from '../goods/schemas';
import { orderStatusLabels } from '../rules/orderStatus';

// The staff royalty shop (spec §1 "a royalty shop (rights-fund mall)", §2 route royalty/goods, §6).
// The spec shows the route, not its calls: designed in the style of spec §7 (DESIGN.md §4).
//
// Each staff user is granted a rights fund (权益金) for the year. A chosen range of pieces can be
// bought with it at a rights-fund price set per piece; each piece has a yearly limit per staff user.
// The list is public (spec §2: royalty/goods is a public route), so visitors and customers see
// what staff can buy; the balance is the signed-in staff user's own (HTTP 401 without a session,
// 403 for a customer's). Both answer `CodeEnvelope`; bad input is HTTP 400 with a `msg`.

/** Largest page of the royalty goods list. */
export const ROYALTY_PAGE_SIZE_MAX = 40;

export const RoyaltyOrderType = Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)], {
  description: '0 推荐 (the shop’s order) · 1 权益金价升序 · 2 权益金价降序; ties by goodsId',
  default: 0,
});
export type RoyaltyOrderType = Static<typeof RoyaltyOrderType>;

/** royalty/goods/list body: one page of the pieces on sale in the royalty shop. */
export const RoyaltyGoodsListBody = Type.Object(
  {
    pageIndex: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 1 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: ROYALTY_PAGE_SIZE_MAX, default: 20 })),
    orderType: Type.Optional(RoyaltyOrderType),
  },
  { additionalProperties: false },
);
export type RoyaltyGoodsListBody = Static<typeof RoyaltyGoodsListBody>;

export const RoyaltyGoodsSchema = Type.Object(
  {
    /** The piece as every goods list shows it (today's shop price in `shopPriceFen`). */
    goods: GoodsCardSchema,
    /** What the piece costs from the rights fund, in fen (below the shop price). */
    royaltyPriceFen: Type.Integer({ minimum: 1 }),
    /** How many of this piece one staff user may buy with the fund in a calendar year. */
    limitPerYear: Type.Integer({ minimum: 1 }),
  },
  { $id: 'RoyaltyGoods', additionalProperties: false },
);
export type RoyaltyGoods = Static<typeof RoyaltyGoodsSchema>;

/** `total` counts every piece of the royalty shop on sale; `list` is the page asked for. */
export const RoyaltyGoodsListResponse = CodeEnvelope(
  Type.Object(
    { total: Type.Integer({ minimum: 0 }), list: Type.Array(RoyaltyGoodsSchema) },
    { additionalProperties: false },
  ),
);
export type RoyaltyGoodsListResponse = Static<typeof RoyaltyGoodsListResponse>;
export type RoyaltyGoodsList = RoyaltyGoodsListResponse['data'];

/** royalty/balance query. */
export const RoyaltyBalanceQuery = TimestampQuery;

export const RoyaltyBalanceSchema = Type.Object(
  {
    staffCode: Type.String(),
    nickname: Type.String(),
    /** The fund's year (the grant is per calendar year, China time). */
    year: Type.Integer(),
    /** Granted for the year, in fen. */
    grantedFen: Type.Integer({ minimum: 0 }),
    /** Spent this year, in fen. */
    usedFen: Type.Integer({ minimum: 0 }),
    /** What is left to spend, in fen (granted − used). */
    balanceFen: Type.Integer({ minimum: 0 }),
    /** ISO 8601: the last instant the balance can be spent (the year's end, China time). */
    expiresAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'RoyaltyBalance', additionalProperties: false },
);
export type RoyaltyBalance = Static<typeof RoyaltyBalanceSchema>;

export const RoyaltyBalanceResponse = CodeEnvelope(RoyaltyBalanceSchema);
export type RoyaltyBalanceResponse = Static<typeof RoyaltyBalanceResponse>;

// ── The staff user's rights-fund orders (issue #13 /myIndex/royalty/order)

/** Largest page of the rights-fund orders. */
export const ROYALTY_ORDERS_PAGE_SIZE_MAX = 20;

/** royalty/orders query: one page of the signed-in staff user's rights-fund orders, newest first. */
export const RoyaltyOrdersQuery = Type.Intersect([
  TimestampQuery,
  Type.Object({
    pageIndex: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 1 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: ROYALTY_ORDERS_PAGE_SIZE_MAX, default: 10 })),
  }),
]);
export type RoyaltyOrdersQuery = Static<typeof RoyaltyOrdersQuery>;

/** One line of a rights-fund order: the piece and what one cost from the fund. */
export const RoyaltyOrderLineSchema = Type.Object(
  {
    goodID: Type.Integer({ minimum: 1 }),
    mouldNo: Type.String(),
    title: Type.String(),
    thumb: Type.String(),
    attribute: Type.String(),
    buyNum: Type.Integer({ minimum: 1 }),
    unitPriceFen: Type.Integer({ minimum: 0 }),
  },
  { additionalProperties: false },
);

/**
 * A rights-fund order: an order of the staff user paid (wholly or in part) from the fund. The
 * status is the order centre's label code (`rules/orderStatus.ts`), so the two pages agree.
 */
export const RoyaltyOrderSchema = Type.Object(
  {
    orderNo: Type.String(),
    createdAt: Type.String({ format: 'date-time' }),
    orderStateDesc: literalUnion(orderStatusLabels),
    /** Paid from the rights fund, in fen. */
    royaltyFundFen: Type.Integer({ minimum: 1 }),
    /** Paid otherwise (the part the fund did not cover), in fen. */
    payFen: Type.Integer({ minimum: 0 }),
    goodsList: Type.Array(RoyaltyOrderLineSchema),
  },
  { $id: 'RoyaltyOrder', additionalProperties: false },
);
export type RoyaltyOrder = Static<typeof RoyaltyOrderSchema>;

/** `total` counts every rights-fund order of the staff user; `list` is the page asked for. */
export const RoyaltyOrdersResponse = CodeEnvelope(
  Type.Object(
    { total: Type.Integer({ minimum: 0 }), list: Type.Array(RoyaltyOrderSchema) },
    { additionalProperties: false },
  ),
);
export type RoyaltyOrdersResponse = Static<typeof RoyaltyOrdersResponse>;
export type RoyaltyOrderList = RoyaltyOrdersResponse['data'];
