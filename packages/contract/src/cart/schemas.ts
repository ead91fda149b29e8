import { Type, type Static } from '@sinclair/typebox';
import { CodeEnvelope, Id, RetcodeEnvelope } from '../envelope';
import {
  AttributeKey,
  CallerFields,
  CategoryObjectSchema,
  DiscountActivitySchema,
  MouldNo,
  PriceString,
  PricingMode,
} from '../goods';
import { BAG_LINES_MAX, BAG_QTY_MAX } from '../rules/bag';

// The bag (spec §3 cart item and cart state, §4 cart quantity, §7 "Cart", §9). Paths and field
// names as spec §7 gives them; the payload details it leaves out are designed in its style.
//
// Every call needs a signed-in caller (a member or a staff user: staff keep a bag too, spec §6).
// The bag is the token's caller's: a `uid` in a body is accepted for the spec's shape and ignored.
// Rejections are HTTP 4xx with `ErrorBody` `{ code, msg }`; never a 500. Money: yuan strings
// where the spec shows prices, integer fen in `…Fen` fields.

/** A line's quantity: 1–99. */
export const BuyNum = Type.Integer({ minimum: 1, maximum: BAG_QTY_MAX });

/** One line sent to syncUserCart. `addTime` (ISO 8601) keeps a visitor's add time when merging. */
export const CartDataLine = Type.Object(
  { goodID: Id, attribute: AttributeKey, buyNum: BuyNum, addTime: Type.Optional(Type.String({ format: 'date-time' })) },
  { additionalProperties: false },
);
export type CartDataLine = Static<typeof CartDataLine>;

/**
 * syncUserCart `operateType`:
 * - 0 merge/add: each line is added to the bag; the same goodID + attribute sums its quantity,
 *   capped by the web stock and 99 (adding from the product page, and the visitor's local bag
 *   merged on sign-in);
 * - 1 set quantity: each line's quantity replaces the bag's (the stepper), capped the same way;
 *   a line not in the bag is HTTP 404.
 */
export const CartOperateType = { merge: 0, setQuantity: 1 } as const;

export const SyncUserCartBody = Type.Object(
  {
    cartData: Type.Array(CartDataLine, { minItems: 1, maxItems: BAG_LINES_MAX }),
    branchCode: Type.Optional(Type.Union([Type.Integer(), Type.String({ maxLength: 20 })])),
    operateType: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)], { default: 0 })),
    ...CallerFields,
  },
  { additionalProperties: false },
);
export type SyncUserCartBody = Static<typeof SyncUserCartBody>;

/** What the bag holds after the sync: every line's goodID, attribute and quantity. */
export const CartLineRef = Type.Object(
  { goodID: Id, attribute: AttributeKey, buyNum: BuyNum },
  { additionalProperties: false },
);
export type CartLineRef = Static<typeof CartLineRef>;
/** HTTP 404 for a piece or attribute that does not exist; HTTP 409 `{ code: 409 }` past BAG_LINES_MAX lines. */
export const SyncUserCartResponse = CodeEnvelope(Type.Array(CartLineRef));
export type SyncUserCartResponse = Static<typeof SyncUserCartResponse>;

/** getGoodsDetails: the bag's lines; `cartGoods` narrows to those lines (absent = the whole bag). */
export const CartGoodsDetailsBody = Type.Object(
  {
    cartGoods: Type.Optional(
      Type.Array(Type.Object({ goodId: Id, attribute: AttributeKey }, { additionalProperties: false }), {
        maxItems: BAG_LINES_MAX,
      }),
    ),
    branchCode: Type.Optional(Type.Union([Type.Integer(), Type.String({ maxLength: 20 })])),
    ...CallerFields,
  },
  { additionalProperties: false },
);
export type CartGoodsDetailsBody = Static<typeof CartGoodsDetailsBody>;

/** Why a line is invalid (cartValid 0): taken off sale, sold out in this attribute, or the attribute no longer exists. */
export const CartInvalidReason = Type.Union([
  Type.Literal(''),
  Type.Literal('offSale'),
  Type.Literal('soldOut'),
  Type.Literal('noSku'),
]);
export type CartInvalidReason = Static<typeof CartInvalidReason>;

/** A bag line: every field of spec §3 "Cart item", priced now (per-gram lines follow today's gold price). */
export const CartItemSchema = Type.Object(
  {
    goodID: Id,
    mouldNo: MouldNo,
    buyNum: BuyNum,
    thumb: Type.String(),
    title: Type.String(),
    newTitle: Type.String(),
    titleInfo: Type.String(),
    brandName: Type.String(),
    seriesName: Type.String(),
    /** spec §3 category object of the chosen attribute (turned into lines by `categoryLines`). */
    category: CategoryObjectSchema,
    /** The unit price of the chosen attribute now. */
    shopPrice: PriceString,
    /** The promotion price, "0.00" when none (spec §9: shown when positive and below shopPrice). */
    marketingPrice: PriceString,
    /** What one piece costs the shopper now: marketingPrice when it shows, else shopPrice. */
    promotionPrice: PriceString,
    shopPriceFen: Type.Integer({ minimum: 0 }),
    /** promotionPrice in fen: the unit price the discounts (spec §9) work on. */
    unitPriceFen: Type.Integer({ minimum: 0 }),
    pricingMode: PricingMode,
    /** ISO 8601: when the line was first added (the valid list is newest first, spec §9). */
    addTime: Type.String({ format: 'date-time' }),
    /** 0 invalid, 1 valid (spec §3). */
    cartValid: Type.Union([Type.Literal(0), Type.Literal(1)]),
    invalidReason: CartInvalidReason,
    /** Selection lives in the mall (spec §3 cart state); the server answers false. */
    selected: Type.Boolean(),
    attribute: AttributeKey,
    /** Product type name; `productTypeID` / `productGroupID` drive the category lines (spec §9). */
    productType: Type.String(),
    productTypeID: Type.Integer(),
    productGroupID: Type.Integer(),
    bonusPurchasePoint: Type.Integer({ minimum: 0 }),
    /** Presale (预售): 1 when the piece sells on deposit; the fields below are set only then. */
    ispresell: Type.Union([Type.Literal(0), Type.Literal(1)]),
    presellprice: PriceString,
    deposit: PriceString,
    /** The deposit's worth at the balance payment (定金膨胀); the deposit itself when there is no swell. */
    depositswell: PriceString,
    finalpaytimestarttext: Type.String(),
    finalpaytimeendtext: Type.String(),
    iscollageproduct: Type.Union([Type.Literal(0), Type.Literal(1)]),
    /** 1 when a running marketing activity covers the piece. */
    isdiscount: Type.Union([Type.Literal(0), Type.Literal(1)]),
    isUsePoints: Type.Boolean(),
    goodSource: Type.Integer(),
    stockQtyStore: Type.Integer({ minimum: 0 }),
    stockQtyWeb: Type.Integer({ minimum: 0 }),
  },
  { $id: 'CartItem', additionalProperties: false },
);
export type CartItem = Static<typeof CartItemSchema>;

/** spec §7: retcode 1 and data.productData (the bag, newest first). */
export const CART_RETCODE_OK = 1;
export const CartGoodsDetailsResponse = RetcodeEnvelope(
  Type.Object({ productData: Type.Array(CartItemSchema) }, { additionalProperties: false }),
);
export type CartGoodsDetailsResponse = Static<typeof CartGoodsDetailsResponse>;

/** deleteUserCart: `gid` is the goodID; with `attribute` only that line goes, without it every line of the piece. */
export const DeleteUserCartBody = Type.Object(
  { gid: Id, attribute: Type.Optional(AttributeKey), ...CallerFields },
  { additionalProperties: false },
);
export type DeleteUserCartBody = Static<typeof DeleteUserCartBody>;
export const DeleteUserCartResponse = CodeEnvelope(Type.Array(CartLineRef));

/**
 * checkGoodsIds: before leaving the bag for /pay. `code` 200 when every line can be bought now;
 * otherwise HTTP 409 with `msg` naming the first line that cannot (taken off sale, sold out, or
 * more than the stock), and `data` listing every refused line.
 */
export const CheckGoodsIdsBody = Type.Object(
  {
    cartGoods: Type.Array(
      Type.Object({ goodId: Id, attribute: AttributeKey, qty: BuyNum }, { additionalProperties: false }),
      { minItems: 1, maxItems: BAG_LINES_MAX },
    ),
    ...CallerFields,
  },
  { additionalProperties: false },
);
export type CheckGoodsIdsBody = Static<typeof CheckGoodsIdsBody>;
export const CheckGoodsRefusal = Type.Object(
  {
    goodId: Id,
    attribute: AttributeKey,
    reason: Type.Union([
      Type.Literal('offSale'),
      Type.Literal('soldOut'),
      Type.Literal('noSku'),
      Type.Literal('overStock'),
    ]),
    stock: Type.Integer({ minimum: 0 }),
    msg: Type.String(),
  },
  { additionalProperties: false },
);
export type CheckGoodsRefusal = Static<typeof CheckGoodsRefusal>;
export const CheckGoodsIdsResponse = CodeEnvelope(Type.Null());
export const CheckGoodsIdsRefused = Type.Object(
  { code: Type.Integer(), msg: Type.String(), data: Type.Array(CheckGoodsRefusal) },
  { additionalProperties: false },
);

/**
 * The bag's marketing activities (spec §7 "Product marketing activities": path not shown). The
 * selected lines go up; the running type 6 / 10 activities covering them come back (spec §3
 * discount activity), `ProductInfo.Subtotal` being each covered piece's subtotal at the server's
 * price now. An empty list means no activity (spec §8). `goods_price` is informative only.
 */
export const CartMarketingBody = Type.Object(
  {
    CartItem: Type.Array(
      Type.Object(
        { goods_id: Id, buy_cnt: BuyNum, goods_price: Type.Optional(PriceString), attribute: AttributeKey },
        { additionalProperties: false },
      ),
      { maxItems: BAG_LINES_MAX },
    ),
    type: Type.Optional(Type.Literal(1)),
    ...CallerFields,
  },
  { additionalProperties: false },
);
export type CartMarketingBody = Static<typeof CartMarketingBody>;
export const CartMarketingResponse = CodeEnvelope(Type.Array(DiscountActivitySchema));
export type CartMarketingResponse = Static<typeof CartMarketingResponse>;
