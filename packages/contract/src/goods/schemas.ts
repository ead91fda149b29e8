import { Type, type Static } from '@sinclair/typebox';
import { CodeEnvelope, Id, TimestampQuery } from '../envelope';

// The goods calls (spec §7 "Goods"): product page, price and stock per attribute, marketing
// activities, comments, watermark marks, pictures and recommendations. Spec §7 gives the paths but
// not the payloads: these are designed by us in its style (DESIGN.md §4).
//
// Envelope: every goods call answers `CodeEnvelope` — HTTP 200 with `{ code: 200, msg: 'success', data }`.
// An unknown or withdrawn mould number is HTTP 404 with `ErrorBody` `{ code: 404, msg: '商品不存在或已下架' }`;
// a malformed body is HTTP 400 with `{ code: 400, msg: '请求参数有误：…' }`.
//
// Money: amounts the spec shows as prices (`shopPrice`, `marketingPrice`, …) travel as yuan strings
// with two decimals ("1012.50", parse with `yuanToFen`); amounts named `…Fen` are integer fen.

/** A decimal amount in yuan with two places ("1012.50"). */
export const PriceString = Type.String({ pattern: '^-?\\d+\\.\\d{2}$', examples: ['3580.00'] });

/** A mould number (款号), e.g. JYG00001: letters, digits and '-', 1–32 characters. */
export const MouldNo = Type.String({ minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9-]+$', examples: ['JYG00001'] });

/**
 * An attribute key of one SKU: `key:value` pairs joined by ';' in the fixed order ringSize,
 * chainLength, customizedSize, customizedStyle, customizedDirection (e.g. `ringSize:12`,
 * `chainLength:45;customizedStyle:楷体;customizedDirection:横排`); '' for a one-size piece.
 */
export const AttributeKey = Type.String({
  maxLength: 200,
  pattern: '^[^\\u0000-\\u001f\\u007f]*$',
  examples: ['ringSize:12'],
});

/** The caller, as the general rules of spec §7 send it; optional everywhere (visitors are uid 0). */
export const CallerFields = {
  uid: Type.Optional(
    Type.Union([
      Type.Integer({ minimum: 0, maximum: 2_147_483_647 }),
      Type.String({ maxLength: 40, pattern: '^\\d*$' }),
    ]),
  ),
  cardLevel: Type.Optional(Type.Union([Type.Integer({ minimum: 0, maximum: 99 }), Type.String({ maxLength: 20 })])),
  vipNo: Type.Optional(Type.String({ maxLength: 40 })),
  cardNo: Type.Optional(Type.String({ maxLength: 40 })),
};

/** How a piece is priced: `fixed` (一口价) or `per_gram` (按克计价: gold price × gold weight + labour fee). */
export const PricingMode = Type.Union([Type.Literal('fixed'), Type.Literal('per_gram')]);
export type PricingMode = Static<typeof PricingMode>;

/**
 * The category object of spec §3 (turned into label lines by spec §9). Weights in grams with two
 * decimals, chain length in cm; only the fields that apply are present. `actualLenth` repeats
 * `actualLength` (the spec reads both spellings).
 */
export const CategoryObjectSchema = Type.Object(
  {
    totalWeight: Type.Optional(Type.String()),
    goldWeight: Type.Optional(Type.String()),
    /** Diamond clarity (净度). */
    detailShape: Type.Optional(Type.String()),
    /** Diamond colour (颜色). */
    detailSize: Type.Optional(Type.String()),
    /** Diamond carat (克拉). */
    detailCount: Type.Optional(Type.String()),
    ringSize: Type.Optional(Type.String()),
    actualLength: Type.Optional(Type.String()),
    actualLenth: Type.Optional(Type.String()),
    customizedSize: Type.Optional(Type.String()),
    customizedStyle: Type.Optional(Type.String()),
    customizedDirection: Type.Optional(Type.String()),
    shopPrice: Type.Optional(PriceString),
  },
  { additionalProperties: false },
);
export type CategoryObject = Static<typeof CategoryObjectSchema>;

/**
 * The per-gram breakdown (`pricing.ts`), with the gold price reading it used. Fixed-price pieces,
 * and per-gram pieces while no gold price is published, have `null` instead.
 */
export const PriceBreakdownSchema = Type.Object(
  {
    /** Which gold price: retail `todayPriceHK` for jewellery, `todayPriceTzjt` for bars and medals. */
    goldPriceBasis: Type.Union([Type.Literal('todayPriceHK'), Type.Literal('todayPriceTzjt')]),
    /** The gold price used, 元/克 as a yuan string. */
    goldPrice: PriceString,
    goldPriceFenPerGram: Type.Integer({ minimum: 0 }),
    /** Gold weight in grams with three decimals ("3.250"). */
    goldWeight: Type.String({ pattern: '^\\d+\\.\\d{3}$' }),
    goldWeightMg: Type.Integer({ minimum: 0 }),
    /** Gold weight × gold price, rounded half up to the fen. */
    goldValueFen: Type.Integer({ minimum: 0 }),
    labourFeeFen: Type.Integer({ minimum: 0 }),
    /** The SKU's surcharge (engraving, script), 0 for the base piece. */
    priceDeltaFen: Type.Integer(),
    /** goldValueFen + labourFeeFen + priceDeltaFen, never below 0: the shop price in fen. */
    totalFen: Type.Integer({ minimum: 0 }),
    /** When the gold price was published (gold_prices.input_time), ISO 8601. */
    goldPriceInputTime: Type.String(),
    /** When this price was computed (the answer's clock), ISO 8601. */
    goldPriceReadTime: Type.String(),
  },
  { additionalProperties: false },
);
export type PriceBreakdown = Static<typeof PriceBreakdownSchema>;

/**
 * A marketing label on a product card (spec §3 search advert item `labels`; spec §9 discount
 * label 满N件 plus a fold value). MType 6 full-minus: `Price` is the threshold and `DerateMoney`
 * the reduction, both yuan strings ("2000.00", "80.00"). MType 10 quantity discount: `Price` is
 * the number of pieces N of 满N件 ("2") and `DerateMoney` the fold value ("95" = 95 %, "9" = 9
 * tenths, spec §9). `tag` is the ready label (满2000减80, 满2件95折).
 */
export const MarketingLabelSchema = Type.Object(
  {
    Price: Type.String(),
    DerateMoney: Type.String(),
    tag: Type.String(),
    MType: Type.Union([Type.Literal(6), Type.Literal(10)]),
    /** Full-minus applies per multiple of the threshold (每满) when true. */
    IsNoTop: Type.Boolean(),
    /** The activity (marketing_activities.id). */
    ID: Type.Integer(),
  },
  { additionalProperties: false },
);
export type MarketingLabel = Static<typeof MarketingLabelSchema>;

/**
 * A product card: the fields of spec §3 "Search advert item" plus what a list needs to draw a card
 * and apply spec §9 (promo price shown when positive and below the shop price; 起 suffix when the
 * sizes differ in price). `shopPrice` is the price of the base piece (per-gram pieces priced from
 * today's gold price); `marketingPrice` is "0.00" when there is no promotion price.
 */
export const GoodsCardSchema = Type.Object(
  {
    goodsId: Type.Integer(),
    mouldNo: Type.String(),
    /** The first picture. */
    thumb: Type.String(),
    title: Type.String(),
    newTitle: Type.String(),
    titleInfo: Type.String(),
    brandId: Type.Integer(),
    brandName: Type.String(),
    seriesId: Type.Union([Type.Integer(), Type.Null()]),
    seriesName: Type.String(),
    productTypeID: Type.Integer(),
    productGroupID: Type.Integer(),
    /** The catalogue category (足金/黄金, 钻石, 铂金, K金, 翡翠玉石, 珍珠, 金条/金章). */
    categoryName: Type.String(),
    style: Type.String(),
    isHot: Type.Boolean(),
    isNew: Type.Boolean(),
    isPresell: Type.Boolean(),
    pricingMode: PricingMode,
    shopPrice: PriceString,
    marketingPrice: PriceString,
    /** Same as shopPrice in fen, for arithmetic and sorting on the client. */
    shopPriceFen: Type.Integer({ minimum: 0 }),
    /** True when the SKUs differ in price: show 起 after the price (spec §9). */
    hasPriceRange: Type.Boolean(),
    /** Web stock summed over the SKUs; 0 means sold out. */
    stockQtyWeb: Type.Integer({ minimum: 0 }),
    labels: Type.Array(MarketingLabelSchema),
    /** The picture to show (same as thumb for goods; the advert picture for adverts). */
    srcLink: Type.String(),
    /** The product page: /goods?mouldNo=… */
    jumpLink: Type.String(),
    /** When set, opening this product goes there instead (spec §4 search: first result's linkUrl); '' when none. */
    linkUrl: Type.String(),
  },
  { additionalProperties: false },
);
export type GoodsCard = Static<typeof GoodsCardSchema>;

/** One SKU: its attributes, its own price and stock (zero stock included: shown, not buyable). */
export const GoodsSkuSchema = Type.Object(
  {
    skuId: Type.Integer(),
    attribute: Type.String(),
    ringSize: Type.String(),
    chainLength: Type.String(),
    customizedSize: Type.String(),
    customizedStyle: Type.String(),
    customizedDirection: Type.String(),
    stockQtyWeb: Type.Integer({ minimum: 0 }),
    stockQtyStore: Type.Integer({ minimum: 0 }),
    shopPrice: PriceString,
    shopPriceFen: Type.Integer({ minimum: 0 }),
    /** "0.00" when there is no promotion price. */
    marketingPrice: PriceString,
    /** The category object of this SKU (weights follow the SKU's gold weight). */
    category: CategoryObjectSchema,
    priceBreakdown: Type.Union([PriceBreakdownSchema, Type.Null()]),
  },
  { additionalProperties: false },
);
export type GoodsSku = Static<typeof GoodsSkuSchema>;

/** The choices of each attribute, in display order, for the selectors on the product page. */
export const AttributeOptionsSchema = Type.Object(
  {
    ringSize: Type.Array(Type.String()),
    chainLength: Type.Array(Type.String()),
    customizedSize: Type.Array(Type.String()),
    customizedStyle: Type.Array(Type.String()),
    customizedDirection: Type.Array(Type.String()),
  },
  { additionalProperties: false },
);
export type AttributeOptions = Static<typeof AttributeOptionsSchema>;

export const GoodsImageSchema = Type.Object(
  { src: Type.String(), kind: Type.Union([Type.Literal('main'), Type.Literal('detail')]), sort: Type.Integer() },
  { additionalProperties: false },
);
export type GoodsImage = Static<typeof GoodsImageSchema>;

/** The product page (/goods?mouldNo=…): the card, plus everything the detail screen shows. */
export const GoodsDetailSchema = Type.Composite(
  [
    Type.Omit(GoodsCardSchema, ['srcLink']),
    Type.Object({
      productTypeName: Type.String(),
      productGroupName: Type.String(),
      presellPrice: PriceString,
      deposit: PriceString,
      bonusPurchasePoint: Type.Integer({ minimum: 0 }),
      isUsePoints: Type.Boolean(),
      goodSource: Type.Integer(),
      /** Points product type (21, 23; spec §9) or null. */
      pointProductType: Type.Union([Type.Integer(), Type.Null()]),
      /** Sanitised HTML. */
      descriptionHtml: Type.String(),
      /** Store stock summed over the SKUs. */
      stockQtyStore: Type.Integer({ minimum: 0 }),
      /** No SKU has web stock (stockQtyWeb 0): shown, not buyable (spec §4). */
      isSoldOut: Type.Boolean(),
      /** The category object of the base piece (spec §3), for the label lines of spec §9. */
      category: CategoryObjectSchema,
      priceBreakdown: Type.Union([PriceBreakdownSchema, Type.Null()]),
      images: Type.Array(GoodsImageSchema),
      skus: Type.Array(GoodsSkuSchema),
      attributes: AttributeOptionsSchema,
    }),
  ],
  { additionalProperties: false },
);
export type GoodsDetail = Static<typeof GoodsDetailSchema>;

/** queryGoodsDetails: one piece by mould number. */
export const GoodsDetailRequest = Type.Object({ mouldNo: MouldNo, ...CallerFields }, { additionalProperties: true });
export type GoodsDetailRequest = Static<typeof GoodsDetailRequest>;
export const GoodsDetailResponse = CodeEnvelope(GoodsDetailSchema);
export type GoodsDetailResponse = Static<typeof GoodsDetailResponse>;

/** getGoodsPriceStock: today's price and stock of every SKU, or of one (`attribute`; unknown attribute → 404). */
export const GoodsPriceStockRequest = Type.Object(
  { mouldNo: MouldNo, attribute: Type.Optional(AttributeKey), ...CallerFields },
  { additionalProperties: true },
);
export type GoodsPriceStockRequest = Static<typeof GoodsPriceStockRequest>;
export const GoodsPriceStockSchema = Type.Object(
  {
    goodsId: Type.Integer(),
    mouldNo: Type.String(),
    pricingMode: PricingMode,
    skus: Type.Array(GoodsSkuSchema),
    /** The gold price the per-gram prices follow ("0.00" and '' for fixed-price pieces or when none is published). */
    goldPrice: PriceString,
    goldPriceInputTime: Type.String(),
    /** When these prices were read, ISO 8601: per-gram prices move with the gold price. */
    readTime: Type.String(),
  },
  { additionalProperties: false },
);
export type GoodsPriceStock = Static<typeof GoodsPriceStockSchema>;
export const GoodsPriceStockResponse = CodeEnvelope(GoodsPriceStockSchema);
export type GoodsPriceStockResponse = Static<typeof GoodsPriceStockResponse>;

/** getproductmarkeings: the running marketing activities of the given goods. */
export const ProductMarketingsRequest = Type.Object(
  { goodsIds: Type.Array(Id, { minItems: 1, maxItems: 100 }), ...CallerFields },
  { additionalProperties: true },
);
export type ProductMarketingsRequest = Static<typeof ProductMarketingsRequest>;

/**
 * A discount activity (spec §3): MType 6 full-minus or 10 quantity discount. `MarketingInfo.Price`
 * is the threshold (yuan for 6, pieces for 10), `DerateMoney` the reduction (yuan for 6, the fold
 * value for 10). `ProductInfo` lists the asked goods the activity covers, `Subtotal` being each
 * one's current shop price (yuan).
 */
export const DiscountActivitySchema = Type.Object(
  {
    ID: Type.Integer(),
    MType: Type.Union([Type.Literal(6), Type.Literal(10)]),
    MTypeDesc: Type.String(),
    ProductInfo: Type.Array(
      Type.Object({ GoodsID: Type.Integer(), Subtotal: PriceString }, { additionalProperties: false }),
    ),
    MarketingInfo: Type.Object(
      { Price: Type.String(), DerateMoney: Type.String(), IsNoTop: Type.Boolean() },
      { additionalProperties: false },
    ),
    marketingLabelName: Type.String(),
    ADWord: Type.String(),
    /** Running from / until, ISO 8601. */
    startTime: Type.String(),
    endTime: Type.String(),
  },
  { additionalProperties: false },
);
export type DiscountActivity = Static<typeof DiscountActivitySchema>;
export const ProductMarketingsResponse = CodeEnvelope(Type.Array(DiscountActivitySchema));
export type ProductMarketingsResponse = Static<typeof ProductMarketingsResponse>;

/**
 * `/{product}_Goods_API.ashx?action=…`: one legacy path whose `action` query picks the call —
 * `commentgoods` (comments of a piece), `GetProductTypes`, `GetProductStyles` (search filters).
 */
export const GoodsApiAction = Type.Union([
  Type.Literal('commentgoods'),
  Type.Literal('GetProductTypes'),
  Type.Literal('GetProductStyles'),
]);
export type GoodsApiAction = Static<typeof GoodsApiAction>;
export const GoodsApiQuery = Type.Composite([TimestampQuery, Type.Object({ action: GoodsApiAction })]);

/** action=commentgoods: newest first, paged. */
export const CommentGoodsRequest = Type.Object(
  {
    mouldNo: MouldNo,
    pageIndex: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 1 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10 })),
    ...CallerFields,
  },
  { additionalProperties: true },
);
export type CommentGoodsRequest = Static<typeof CommentGoodsRequest>;
export const GoodsCommentSchema = Type.Object(
  {
    id: Type.Integer(),
    nickname: Type.String(),
    /** 1–5 stars. */
    rating: Type.Integer({ minimum: 1, maximum: 5 }),
    content: Type.String(),
    images: Type.Array(Type.String()),
    createdAt: Type.String(),
  },
  { additionalProperties: false },
);
export type GoodsComment = Static<typeof GoodsCommentSchema>;
export const CommentGoodsSchema = Type.Object(
  {
    list: Type.Array(GoodsCommentSchema),
    total: Type.Integer({ minimum: 0 }),
    /** Mean rating over every comment, one decimal ("4.8"); "0.0" when none. */
    averageRating: Type.String(),
    pageIndex: Type.Integer(),
    pageSize: Type.Integer(),
  },
  { additionalProperties: false },
);
export type CommentGoods = Static<typeof CommentGoodsSchema>;
export const CommentGoodsResponse = CodeEnvelope(CommentGoodsSchema);
export type CommentGoodsResponse = Static<typeof CommentGoodsResponse>;

/** watermark/getByMouldNo: the marks drawn over a piece's pictures (new, hot, presale, activity). */
export const WatermarkRequest = Type.Object({ mouldNo: MouldNo, ...CallerFields }, { additionalProperties: true });
export const WatermarkMarkSchema = Type.Object(
  {
    kind: Type.Union([Type.Literal('new'), Type.Literal('hot'), Type.Literal('presell'), Type.Literal('activity')]),
    /** The mark's text (新品, 热卖, 预售, or the activity label such as 满2件95折). */
    text: Type.String(),
  },
  { additionalProperties: false },
);
export type WatermarkMark = Static<typeof WatermarkMarkSchema>;
export const WatermarkResponse = CodeEnvelope(
  Type.Object({ mouldNo: Type.String(), marks: Type.Array(WatermarkMarkSchema) }, { additionalProperties: false }),
);
export type WatermarkResponse = Static<typeof WatermarkResponse>;

/** productsImages/query: every picture of a piece, main pictures first, in order. */
export const ProductImagesRequest = Type.Object({ mouldNo: MouldNo, ...CallerFields }, { additionalProperties: true });
export const ProductImagesResponse = CodeEnvelope(
  Type.Object({ mouldNo: Type.String(), images: Type.Array(GoodsImageSchema) }, { additionalProperties: false }),
);
export type ProductImagesResponse = Static<typeof ProductImagesResponse>;

/** productsitemdetailrecommend/getProductsList: pieces to show under a product (same series, then same group, then same category). */
export const RecommendProductsRequest = Type.Object(
  { mouldNo: MouldNo, pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 24, default: 8 })), ...CallerFields },
  { additionalProperties: true },
);
export const RecommendProductsResponse = CodeEnvelope(Type.Array(GoodsCardSchema));
export type RecommendProductsResponse = Static<typeof RecommendProductsResponse>;
