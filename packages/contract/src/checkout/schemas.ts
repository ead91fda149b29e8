import { Type, type Static } from '@sinclair/typebox';
import { CHECKOUT_LINES_MAX, CHECKOUT_QTY_MAX } from '../queryValues';
import { CodeEnvelope, ErrorBody, Id } from '../envelope';
import { AttributeKey, CategoryObjectSchema, MouldNo, PriceString, PricingMode } from '../goods';
import { PresaleConfirmSchema } from './presale';
import { pspNoticeFields } from './pspNotice';

// Checkout, orders and payment (issue #7; spec §2 /pay, §4 checkout, §7 "Orders and payment",
// DESIGN.md §5 payment and §7 money, stock and orders). Spec §7 shows the points and gift-card
// paths; order creation, payment and addresses are "not shown": designed here in its style.
//
// Envelope: `CodeEnvelope` — HTTP 200 with `{ code: 200, msg: 'success', data }`. Rejections are
// HTTP 4xx with `ErrorBody` `{ code, msg }` (and `data` where a code below says so); never a 500.
// Money: yuan strings with two decimals where the spec shows 元, integer fen in `…Fen` fields.

/** Minutes an unpaid order waits for payment before it closes and its stock returns. */
export const ORDER_PAY_MINUTES_DEFAULT = 30;
/** spec §9: points exchange rate default 50 (50 points = 1 元). */
export const POINTS_EXCHANGE_RATE_DEFAULT = 50;

/**
 * One line to check out: what the bag hands to /pay. The `carts` query of /pay (spec §2) is a JSON
 * list of these, e.g. `/pay?carts=[{"goodID":12,"attribute":"ringSize:12","buyNum":1}]`.
 */
export const CheckoutLineSchema = Type.Object(
  {
    goodID: Id,
    attribute: AttributeKey,
    buyNum: Type.Integer({ minimum: 1, maximum: CHECKOUT_QTY_MAX }),
  },
  { additionalProperties: false },
);
export type CheckoutLine = Static<typeof CheckoutLineSchema>;
export const CheckoutLines = Type.Array(CheckoutLineSchema, { minItems: 1, maxItems: CHECKOUT_LINES_MAX });

// ── Addresses (spec §3: "Address entity fields: not shown"; designed as a mainland shipping address)

/** A GB/T 2260 administrative division code: six digits (330106 = 浙江省杭州市西湖区). */
export const RegionCode = Type.String({ pattern: '^\\d{6}$', description: 'GB/T 2260 行政区划代码（6 位数字）' });

/**
 * The three levels of where an address is, each as its GB/T 2260 code and its name (issue #13).
 * The server checks the triple against the same data package the selects show: the codes exist,
 * the city belongs to the province, the district to the city, and each name is its code's name.
 */
const regionFields = {
  /** 省份代码 (330000). */
  provinceCode: RegionCode,
  /** 省份 (浙江省): the name of `provinceCode`. */
  province: Type.String({ minLength: 1, maxLength: 20 }),
  /** 城市代码 (330100); a municipality or SAR repeats its province (110000 北京市). */
  cityCode: RegionCode,
  city: Type.String({ minLength: 1, maxLength: 20 }),
  /** 区县代码 (330106); a city without districts (东莞市) repeats its own code. */
  districtCode: RegionCode,
  district: Type.String({ minLength: 1, maxLength: 20 }),
};

export const AddressInput = Type.Object(
  {
    /** 收货人: 1–20 characters. */
    consignee: Type.String({ minLength: 1, maxLength: 20 }),
    /** 11 digits starting with 1 (spec §5 phone rule). */
    mobile: Type.String({ pattern: '^1\\d{10}$' }),
    ...regionFields,
    /** 详细地址: street and number, 5–120 characters. */
    detail: Type.String({ minLength: 5, maxLength: 120 }),
    isDefault: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type AddressInput = Static<typeof AddressInput>;

/**
 * An order's shipping address: what the form asked, copied into the order (the book entry may
 * change or go). The names only: orders placed before codes were kept have none.
 */
export const ShippingAddressSchema = Type.Omit(AddressInput, ['isDefault', 'provinceCode', 'cityCode', 'districtCode']);

/**
 * Where an accepted transfer gift ships, as its sender sees it on the order (issue #28 §5): the province, city and
 * district the gift page shows the recipient; the recipient's name, mobile and street are empty.
 */
export const GiftRegionSchema = Type.Object(
  {
    consignee: Type.String({ maxLength: 0 }),
    mobile: Type.String({ maxLength: 0 }),
    province: Type.String(),
    city: Type.String(),
    district: Type.String(),
    detail: Type.String({ maxLength: 0 }),
  },
  { additionalProperties: false },
);

/** A stored code: six digits, or '' for an address saved before codes were kept whose names match no division. */
const StoredRegionCode = Type.String({ pattern: '^(\\d{6})?$' });

export const AddressSchema = Type.Composite(
  [
    Type.Object({ id: Id, isDefault: Type.Boolean() }),
    Type.Omit(AddressInput, ['isDefault', 'provinceCode', 'cityCode', 'districtCode']),
    Type.Object({ provinceCode: StoredRegionCode, cityCode: StoredRegionCode, districtCode: StoredRegionCode }),
  ],
  {
    $id: 'Address',
    additionalProperties: false,
  },
);
export type Address = Static<typeof AddressSchema>;

/** A district (区县) of the region tree. */
export const RegionDistrictSchema = Type.Object(
  { code: RegionCode, name: Type.String() },
  { additionalProperties: false },
);
/** A city (地级) and its districts, in code order. */
export const RegionCitySchema = Type.Object(
  { code: RegionCode, name: Type.String(), districts: Type.Array(RegionDistrictSchema, { minItems: 1 }) },
  { additionalProperties: false },
);
/** A province (省级) and its cities, in code order. */
export const RegionProvinceSchema = Type.Object(
  { code: RegionCode, name: Type.String(), cities: Type.Array(RegionCitySchema, { minItems: 1 }) },
  { additionalProperties: false },
);
export type RegionProvince = Static<typeof RegionProvinceSchema>;
/**
 * GET address/regions: the whole province → city → district tree (GB/T 2260), the same one the
 * server checks saves against; `source` names the data package and version. Every level has at
 * least one choice: a municipality or SAR has one city (itself), a city without districts one
 * district (itself). About 120 KB of JSON (≈ 25 KB compressed): the mall asks for it only when an
 * address form opens.
 */
export const RegionTreeResponse = CodeEnvelope(
  Type.Object({ source: Type.String(), provinces: Type.Array(RegionProvinceSchema) }, { additionalProperties: false }),
);
export type RegionTree = Static<typeof RegionTreeResponse>['data'];

/** GET address/regions when the browser's ETag still holds: HTTP 304, no body. */
export const RegionTreeNotModified = Type.Null();

/** Most addresses one member keeps. */
export const ADDRESSES_MAX = 20;
/** GET list: the default first, then newest. */
export const AddressListResponse = CodeEnvelope(Type.Array(AddressSchema));
/**
 * POST save: `id` absent creates (HTTP 409 `{ code: 409 }` past ADDRESSES_MAX), present updates the
 * member's own. HTTP 400 with a message when the region triple does not hold (unknown code, a city
 * outside the province, a district outside the city, a name that is not its code's).
 */
export const AddressSaveBody = Type.Composite([Type.Object({ id: Type.Optional(Id) }), AddressInput], {
  additionalProperties: false,
});
export type AddressSaveBody = Static<typeof AddressSaveBody>;
export const AddressSaveResponse = CodeEnvelope(AddressSchema);
/** POST delete: the member's own address; HTTP 404 for another's or an unknown id. */
export const AddressDeleteBody = Type.Object({ id: Id }, { additionalProperties: false });
export const AddressDeleteResponse = CodeEnvelope(Type.Null());

// ── Points and gift card (spec §3 member points, §7 Member, §9 exchange rate default 50)

/** GET crm-point-api/point/exchangeRate: points per 1 元 (default 50). */
export const PointsExchangeRateResponse = CodeEnvelope(
  Type.Object({ pointsExchangeRate: Type.Integer({ minimum: 1 }) }, { additionalProperties: false }),
);
/** POST crm-point-api/point/get: its body is empty (the member is the token's); any fields are ignored. */
export const PointsGetBody = Type.Optional(Type.Object({}, { additionalProperties: true }));
/** POST crm-point-api/point/get: the member's available points and what they are worth. */
export const PointsGetResponse = CodeEnvelope(
  Type.Object(
    {
      /** Available points. */
      point: Type.Integer({ minimum: 0 }),
      /** Their worth in 元 at the exchange rate. */
      pointAmount: PriceString,
      /** Whether spending points asks for the 6-digit points password. */
      needPointPwd: Type.Boolean(),
      pointsExchangeRate: Type.Integer({ minimum: 1 }),
    },
    { additionalProperties: false },
  ),
);
export type MemberPoints = Static<typeof PointsGetResponse>['data'];

/** GET …/giftCard/getSwitchConfig: whether gift-card payment is offered. */
export const GiftCardSwitchResponse = CodeEnvelope(
  Type.Object({ open: Type.Boolean() }, { additionalProperties: false }),
);
/** GET …/giftCard/getGiftCardBalance: the member's gift-card balance. */
export const GiftCardBalanceResponse = CodeEnvelope(
  Type.Object({ balance: PriceString, balanceFen: Type.Integer({ minimum: 0 }) }, { additionalProperties: false }),
);

// ── Staff purchase limit (spec §4 checkout, §6 staff, §8 "Staff purchase limit failure")

/**
 * POST: before a staff user leaves the bag. HTTP 200 `code` 200 passes; over the limit HTTP 409
 * `CheckoutErrorBody` with `code` ORDER_PURCHASE_LIMIT (40904), a `msg` naming what is left of the
 * month, and these figures in `data`. Members get 403 (the check is for staff only).
 */
export const PurchaseLimitBody = Type.Object({ lines: CheckoutLines }, { additionalProperties: false });
export const PurchaseLimitResponse = CodeEnvelope(
  Type.Object(
    {
      /** The staff user's limit for the calendar month, and what paid and unpaid orders already use. */
      limitFen: Type.Integer({ minimum: 0 }),
      usedFen: Type.Integer({ minimum: 0 }),
      /** What these lines would add. */
      requestedFen: Type.Integer({ minimum: 0 }),
    },
    { additionalProperties: false },
  ),
);

// ── Order confirmation: the server prices the lines now (spec §9, DESIGN.md §7)

export const OrderConfirmBody = Type.Object(
  {
    lines: CheckoutLines,
    /** Points the shopper wants to spend; capped by the server (available, and payable never below zero). */
    usePoints: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000_000 })),
    useGiftCard: Type.Optional(Type.Boolean()),
    /** 作为礼物转赠: the order becomes a transfer gift shared by a link (gifts.ts); a presale piece cannot be one. */
    isTransferGift: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type OrderConfirmBody = Static<typeof OrderConfirmBody>;

export const PricedLineSchema = Type.Object(
  {
    goodID: Id,
    mouldNo: MouldNo,
    title: Type.String(),
    thumb: Type.String(),
    attribute: AttributeKey,
    buyNum: Type.Integer({ minimum: 1 }),
    pricingMode: PricingMode,
    category: CategoryObjectSchema,
    productTypeID: Type.Integer(),
    productGroupID: Type.Integer(),
    /** The unit price now (per-gram goods follow today's gold price). */
    unitPrice: PriceString,
    unitPriceFen: Type.Integer({ minimum: 0 }),
    subtotalFen: Type.Integer({ minimum: 0 }),
    /** Web stock of the chosen attribute now. */
    stock: Type.Integer({ minimum: 0 }),
  },
  { additionalProperties: false },
);
export type PricedLine = Static<typeof PricedLineSchema>;

export const OrderConfirmSchema = Type.Object(
  {
    lines: Type.Array(PricedLineSchema),
    goodsTotalFen: Type.Integer({ minimum: 0 }),
    /** spec §9 type 6 and type 10 results (0 for staff, who skip discounts). */
    fullMinusFen: Type.Integer({ minimum: 0 }),
    quantityDiscountFen: Type.Integer({ minimum: 0 }),
    /** Points actually spent after capping, and their worth. */
    pointsUsed: Type.Integer({ minimum: 0 }),
    pointsFen: Type.Integer({ minimum: 0 }),
    giftCardFen: Type.Integer({ minimum: 0 }),
    /** What the shopper pays: goods − discounts − points − gift card, never below zero. */
    payableFen: Type.Integer({ minimum: 0 }),
    /** The gold price reading per-gram lines used (null when the order has none). */
    goldPrice: Type.Union([
      Type.Null(),
      Type.Object({ todayPriceHK: PriceString, inputTime: Type.String() }, { additionalProperties: false }),
    ]),
    /**
     * A presale line (bought alone, see presale.ts): the payable is its deposit, and this says what
     * the balance will be and when it is paid; null for an ordinary checkout.
     */
    presale: Type.Union([Type.Null(), PresaleConfirmSchema]),
  },
  { $id: 'OrderConfirm', additionalProperties: false },
);
export type OrderConfirm = Static<typeof OrderConfirmSchema>;
export const OrderConfirmResponse = CodeEnvelope(OrderConfirmSchema);

// ── Order creation (DESIGN.md §7: idempotency key, stock reserved in the same transaction)

/** The `Idempotency-Key` header every create carries: one per checkout page, reused on retries. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IdempotencyKey = Type.String({ pattern: '^[A-Za-z0-9_-]{16,64}$' });

export const OrderCreateBody = Type.Composite(
  [
    OrderConfirmBody,
    Type.Object({
      /** Required, except for a transfer gift (its recipient chooses the address when accepting). */
      addressId: Type.Optional(Id),
      /** The 6-digit points password, when point/get says needPointPwd and points are spent. */
      pointPwd: Type.Optional(Type.String({ pattern: '^\\d{6}$' })),
      /**
       * After ORDER_POINTS_PASSWORD_LOCKED: the code sendVerificationCode (purpose `points`) sent to the member's own
       * mobile; a right one lifts the lock, and the points password is checked again (issue #28).
       */
      pointSmsCode: Type.Optional(Type.String({ pattern: '^\\d{6}$' })),
      /** The payable the shopper saw and confirmed; another price now answers ORDER_PRICE_CHANGED. */
      expectedPayableFen: Type.Integer({ minimum: 0 }),
      remark: Type.Optional(Type.String({ maxLength: 200 })),
    }),
  ],
  { additionalProperties: false },
);
export type OrderCreateBody = Static<typeof OrderCreateBody>;

export const OrderCreatedSchema = Type.Object(
  {
    orderNo: Type.String(),
    payableFen: Type.Integer({ minimum: 0 }),
    /** ISO 8601: when the unpaid order closes. */
    payDeadline: Type.String({ format: 'date-time' }),
  },
  { additionalProperties: false },
);
export type OrderCreated = Static<typeof OrderCreatedSchema>;
export const OrderCreateResponse = CodeEnvelope(OrderCreatedSchema);

/**
 * Rejection codes of order creation (HTTP status in brackets):
 * - 400 malformed body or header;
 * - 409 `ORDER_IN_FLIGHT`: the same key is still being processed — retry shortly;
 * - 422 `IDEMPOTENCY_KEY_REUSED`: the key was used with another body;
 * - 409 `ORDER_PRICE_CHANGED`: the payable is not `expectedPayableFen`; `data` is the new OrderConfirm;
 * - 409 `ORDER_OUT_OF_STOCK`: a line has less stock than asked; `msg` names the piece;
 * - 422 `ORDER_POINTS_PASSWORD`: points password missing or wrong (generic message);
 * - 429 `ORDER_POINTS_PASSWORD_WAIT`: too many wrong points passwords just now; `msg` says how many seconds to wait;
 * - 429 `ORDER_POINTS_PASSWORD_LOCKED`: locked after many wrong points passwords; a text-message code
 *   (sendVerificationCode purpose `points`, then `pointSmsCode`) lifts the lock;
 * - 409 `ORDER_PURCHASE_LIMIT`: a staff order above what is left of the month's limit; `msg` names it;
 * - 404 unknown address or piece;
 * - 409 `ORDER_PRESALE_ALONE`: a presale piece with other lines, or as a gift (presale.ts);
 * - 409 `ORDER_PRESALE_OVER`: the presale piece's final-payment window has ended;
 * - 400 an ordinary order without `addressId`.
 */
/** A checkout rejection: ErrorBody, with `data` where a code above says so (the new confirmation, the limit figures). */
export const CheckoutErrorBody = Type.Object(
  { code: Type.Integer(), msg: Type.String(), data: Type.Optional(Type.Unknown()) },
  { additionalProperties: false },
);
export type CheckoutErrorBody = Static<typeof CheckoutErrorBody>;

export const OrderErrorCode = {
  ORDER_IN_FLIGHT: 40901,
  ORDER_PRICE_CHANGED: 40902,
  ORDER_OUT_OF_STOCK: 40903,
  ORDER_PURCHASE_LIMIT: 40904,
  /** pay/create or cancel on an order that is no longer unpaid (paid, or closed after its deadline). */
  ORDER_NOT_PAYABLE: 40905,
  /** A presale piece must be checked out alone, and cannot be a transfer gift. */
  ORDER_PRESALE_ALONE: 40906,
  /** The presale is over: its final-payment window has ended. */
  ORDER_PRESALE_OVER: 40907,
  /** pay/create on a balance order before its final-payment window opens, or after it ends. */
  ORDER_BALANCE_WINDOW: 40908,
  IDEMPOTENCY_KEY_REUSED: 42201,
  ORDER_POINTS_PASSWORD: 42202,
  ORDER_POINTS_PASSWORD_WAIT: 42901,
  ORDER_POINTS_PASSWORD_LOCKED: 42902,
} as const;

/** What a held points-password try answers (issue #28). */
export const pointsPasswordMessages = {
  wait: (seconds: number) => `积分密码错误次数较多，请 ${seconds} 秒后再试`,
  locked: '积分密码错误次数过多，已暂时锁定。请获取短信验证码验证本人身份后解锁，或 1 小时后再试',
  smsCode: '短信验证码错误或已过期，请重新获取',
} as const;

// ── Payment (DESIGN.md §5: a sandbox cashier that notifies the server like a real PSP)

export const PayMethod = Type.Union([Type.Literal('wechat'), Type.Literal('alipay'), Type.Literal('unionpay')]);
export type PayMethod = Static<typeof PayMethod>;
/** POST pay/create: a payment attempt for an unpaid order → where to send the browser. */
export const PayCreateBody = Type.Object(
  { orderNo: Type.String({ minLength: 1, maxLength: 40 }), method: PayMethod },
  { additionalProperties: false },
);
export const PayCreateResponse = CodeEnvelope(
  Type.Object({ payNo: Type.String(), cashierUrl: Type.String() }, { additionalProperties: false }),
);

/** The PSP's server-to-server notification: HMAC-SHA256 over the other fields (see apps/api payment). */
export const PayNotifyBody = Type.Object(
  { payNo: Type.String({ maxLength: 64 }), ...pspNoticeFields },
  { additionalProperties: false },
);
export type PayNotifyBody = Static<typeof PayNotifyBody>;

/** The answer to a PSP notification, in the PSP's style: `SUCCESS` acknowledges; `FAIL` asks it to retry. */
export const PayNotifyAnswer = Type.Object(
  {
    code: Type.Union([Type.Literal('SUCCESS'), Type.Literal('FAIL')]),
    message: Type.String(),
    /** The same text under the mall's own key, so every rejection carries `msg` (issue #3). */
    msg: Type.String(),
  },
  { additionalProperties: false },
);
export type PayNotifyAnswer = Static<typeof PayNotifyAnswer>;
/** How far a notification's `timestamp` (seconds) may be from the server's clock. */
export const PAY_NOTIFY_WINDOW_SECONDS = 300;

/** A refused PSP notice: the PSP's shape, or the app's error answer for a body that is not even JSON. */
export const PayNotifyRefused = Type.Union([PayNotifyAnswer, ErrorBody]);
