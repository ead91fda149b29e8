import { Type, type Static } from '@sinclair/typebox';
import { CodeEnvelope, Id, RetcodeEnvelope, TimestampQuery } from '../envelope';
import { CallerFields, GoodsCardSchema, PricingMode } from './schemas';

// The search calls (spec §7 "Search"; spec §3 search data and search advert item; spec §4 search).
//
// Envelopes: every search call answers `CodeEnvelope` — HTTP 200 `{ code: 200, msg: 'success', data }` —
// except getBadWords, which answers `RetcodeEnvelope` `{ retcode: 1, msg: 'success', data }` (spec §7:
// "one reading passes retcode"; 1 is the retcode success value, as for the cart details). A malformed
// body or query is HTTP 400 `{ code: 400, msg: '请求参数有误：…' }`.

/** The success value of `retcode` envelopes (spec §7 cart details `retcode 1`; getBadWords). */
export const RETCODE_OK = 1;

/** Most characters a keyword may have. */
export const SEARCH_KEYWORD_MAX = 50;
/** Largest page of search results. */
export const SEARCH_PAGE_SIZE_MAX = 60;
/** Last page the search answers: deep paging is refused rather than scanned. */
export const SEARCH_PAGE_INDEX_MAX = 500;
/** spec §9: hot keywords are paged 15 a page. */
export const HOT_KEYWORDS_PAGE_SIZE = 15;

/**
 * Sort orders of getSearchValueNew:
 * - 0 综合 (default): pieces whose title holds the whole keyword first, then hot, then newest;
 * - 1 新品: newest first (goods.created_at);
 * - 2 价格从低到高: today's price ascending (per-gram pieces priced from today's gold price);
 * - 3 价格从高到低: today's price descending;
 * - 4 销量/人气: pieces sold (paid orders) descending, hot pieces first among equals.
 * Ties are broken by goodsId ascending, so paging is stable.
 */
export const SEARCH_ORDER_TYPES = { default: 0, newest: 1, priceAsc: 2, priceDesc: 3, sales: 4 } as const;
export const OrderType = Type.Union(
  [Type.Literal(0), Type.Literal(1), Type.Literal(2), Type.Literal(3), Type.Literal(4)],
  {
    description:
      '0 综合 (title match, hot, newest) · 1 新品 (newest first) · 2 价格升序 · 3 价格降序 · 4 销量 (sold pieces, then hot); ties by goodsId',
    default: 0,
  },
);
export type OrderType = Static<typeof OrderType>;

/* @__NO_SIDE_EFFECTS__ */
function Text(maxLength: number) {
  return Type.String({ maxLength, pattern: '^[^\\u0000-\\u001f\\u007f]*$' });
}
const IdList = Type.Array(Id, { maxItems: 50 });
const NameList = Type.Array(Text(50), { maxItems: 50 });
/** A price bound in fen (0 … ¥100,000,000). */
const PriceFen = Type.Integer({ minimum: 0, maximum: 10_000_000_000 });

/**
 * The filters of the goods list (our fields beside the spec's). Within one filter the values are
 * alternatives (OR); different filters all apply (AND). Absent or empty means "any".
 */
export const SearchFilterFields = {
  /**
   * The keyword, matched against title, subtitle, mould number, brand, series, category, type,
   * group and style. Whitespace separates terms that must all match; a CJK term matches as a
   * whole, or (4 characters and more) as its two-character pieces anywhere in the piece's text
   * (黄金戒指 finds 足金福字戒指 of category 足金/黄金). One character (金) works too.
   */
  keyword: Type.Optional(Text(SEARCH_KEYWORD_MAX)),
  /** A category pop-up node (classifies.id): its keyword is searched as well; unknown ids find nothing. */
  mid: Type.Optional(Type.Union([Id, Type.Literal(0)])),
  /** 1: a brand page — `brandID` is the brand, the keyword may be empty. */
  isBrand: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
  /** One brand (spec's field); 0 or absent means any. Combined with `brandIds`. */
  brandID: Type.Optional(Type.Union([Id, Type.Literal(0)])),
  brandIds: Type.Optional(IdList),
  seriesIds: Type.Optional(IdList),
  productTypeIds: Type.Optional(IdList),
  productGroupIds: Type.Optional(IdList),
  /** Catalogue categories by name (足金/黄金, 钻石, …). */
  categories: Type.Optional(NameList),
  /** Styles (款式) by name (古法, 简约, …). */
  styles: Type.Optional(NameList),
  pricingMode: Type.Optional(PricingMode),
  /** Today's shop price ≥ this, in fen. */
  minPriceFen: Type.Optional(PriceFen),
  /** Today's shop price < this, in fen (exclusive, so the price ranges of getSearchCondition tile). */
  maxPriceFen: Type.Optional(PriceFen),
  /** Only pieces with web stock. */
  inStockOnly: Type.Optional(Type.Boolean()),
};

/** Spec fields the reference server accepts and echoes or ignores (store-specific prices and picture search are not offered). */
const SpecPassThrough = {
  /** Search by picture: not offered; a non-empty value is refused with 400 (以图搜款暂未开放). */
  fileUrl: Type.Optional(Type.String({ maxLength: 0 })),
  /** The store whose prices to show; the online store's prices are the only ones here. */
  branchSelfCode: Type.Optional(Text(40)),
  /** 0 customer, 1 staff (accepted; staff pricing is the accounts slice's). */
  userType: Type.Optional(Type.Integer({ minimum: 0, maximum: 9 })),
  /** The request_id of the hot/hint list the keyword came from; echoed back. */
  requestId: Type.Optional(Text(64)),
};

/** getSearchValueNew: the goods list for a keyword and filters, one page. */
export const SearchRequest = Type.Object(
  {
    ...CallerFields,
    ...SpecPassThrough,
    ...SearchFilterFields,
    /** 1-based page, default 1. */
    pageIndex: Type.Optional(Type.Integer({ minimum: 1, maximum: SEARCH_PAGE_INDEX_MAX, default: 1 })),
    /** Rows per page, default 20. */
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: SEARCH_PAGE_SIZE_MAX, default: 20 })),
    orderType: Type.Optional(OrderType),
  },
  { additionalProperties: true },
);
export type SearchRequest = Static<typeof SearchRequest>;

export const SearchResultSchema = Type.Object(
  {
    list: Type.Array(GoodsCardSchema),
    /** Every piece the keyword and filters find (the same number getSearchCount answers). */
    total: Type.Integer({ minimum: 0 }),
    pageIndex: Type.Integer(),
    pageSize: Type.Integer(),
    orderType: OrderType,
    /** The keyword as searched (trimmed; with the mid's keyword when one was given). */
    keyword: Type.String(),
    /** The request's requestId, or a new one: send it back with the next page. */
    requestId: Type.String(),
  },
  { additionalProperties: false },
);
export type SearchResult = Static<typeof SearchResultSchema>;
export const SearchResponse = CodeEnvelope(SearchResultSchema);
export type SearchResponse = Static<typeof SearchResponse>;

/** getSearchCount: how many pieces a keyword and filters find (no paging). */
export const SearchCountRequest = Type.Object(
  { ...CallerFields, ...SpecPassThrough, ...SearchFilterFields },
  { additionalProperties: true },
);
export type SearchCountRequest = Static<typeof SearchCountRequest>;
export const SearchCountResponse = CodeEnvelope(
  Type.Object({ total: Type.Integer({ minimum: 0 }) }, { additionalProperties: false }),
);
export type SearchCountResponse = Static<typeof SearchCountResponse>;

/** getSearchCondition: the filters that apply to a keyword, each option with its count. */
export const SearchConditionRequest = SearchCountRequest;
export type SearchConditionRequest = SearchCountRequest;

/** One option of a filter. */
export const ConditionOptionSchema = Type.Object(
  {
    /** The value to send back: an id for brands, series, types, groups; the name for categories and styles; the mode for pricingModes. */
    value: Type.Union([Type.Integer(), Type.String()]),
    name: Type.String(),
    /**
     * How many pieces the search finds when this option is chosen in place of the filter's
     * current choice (the other filters kept): choosing it alone gives exactly this total.
     */
    count: Type.Integer({ minimum: 0 }),
    /** Series only: the series' brand. */
    brandId: Type.Optional(Type.Integer()),
  },
  { additionalProperties: false },
);
export type ConditionOption = Static<typeof ConditionOptionSchema>;

/** A price range (fen, max exclusive, null for no upper bound) with its count, counted like the options. */
export const PriceRangeOptionSchema = Type.Object(
  {
    minPriceFen: Type.Integer(),
    maxPriceFen: Type.Union([Type.Integer(), Type.Null()]),
    count: Type.Integer({ minimum: 0 }),
  },
  { additionalProperties: false },
);
export type PriceRangeOption = Static<typeof PriceRangeOptionSchema>;

export const SearchConditionSchema = Type.Object(
  {
    brands: Type.Array(ConditionOptionSchema),
    series: Type.Array(ConditionOptionSchema),
    productTypes: Type.Array(ConditionOptionSchema),
    productGroups: Type.Array(ConditionOptionSchema),
    categories: Type.Array(ConditionOptionSchema),
    styles: Type.Array(ConditionOptionSchema),
    pricingModes: Type.Array(ConditionOptionSchema),
    priceRanges: Type.Array(PriceRangeOptionSchema),
    /** Pieces with web stock, under every other filter. */
    inStockCount: Type.Integer({ minimum: 0 }),
    /** Pieces under every filter (equals getSearchCount). */
    total: Type.Integer({ minimum: 0 }),
  },
  { additionalProperties: false },
);
export type SearchCondition = Static<typeof SearchConditionSchema>;
export const SearchConditionResponse = CodeEnvelope(SearchConditionSchema);
export type SearchConditionResponse = Static<typeof SearchConditionResponse>;

/** `_Goods_API.ashx?action=GetProductTypes` / `GetProductStyles`: the list filters with counts, for a keyword (or the whole catalogue). */
export const ProductFacetRequest = Type.Object(
  { keyword: Type.Optional(Text(SEARCH_KEYWORD_MAX)), ...CallerFields },
  { additionalProperties: true },
);
export type ProductFacetRequest = Static<typeof ProductFacetRequest>;
export const ProductTypesResponse = CodeEnvelope(Type.Array(ConditionOptionSchema));
export type ProductTypesResponse = Static<typeof ProductTypesResponse>;
export const ProductStylesResponse = ProductTypesResponse;
export type ProductStylesResponse = ProductTypesResponse;

/** hotSearch: type 1 hot keywords, 2 hint keywords (the rotating placeholder), spec §3 search data. */
export const HotSearchRequest = Type.Object(
  {
    type: Type.Union([Type.Literal(1), Type.Literal(2)]),
    /** 1-based page of HOT_KEYWORDS_PAGE_SIZE (spec §9: 15 a page); absent means every keyword. */
    pageIndex: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
    ...CallerFields,
  },
  { additionalProperties: true },
);
export type HotSearchRequest = Static<typeof HotSearchRequest>;
export const HotSearchSchema = Type.Object(
  {
    /** Type 1: the hot keywords in rank order (spec §9: the first three of the list are flagged); [] for type 2. */
    hot: Type.Array(Type.String()),
    /** Type 2: the hint keywords for the placeholder, in order; [] for type 1. */
    hint: Type.Array(Type.String()),
    /** Identifies this list; sent back as getSearchValueNew's requestId when a keyword from it is searched. */
    request_id: Type.String(),
    /** Every keyword of the type (for paging). */
    total: Type.Integer({ minimum: 0 }),
  },
  { additionalProperties: false },
);
export type HotSearch = Static<typeof HotSearchSchema>;
export const HotSearchResponse = CodeEnvelope(HotSearchSchema);
export type HotSearchResponse = Static<typeof HotSearchResponse>;

/** getBadWords: words the search pop-up shows as *** in recent searches (spec §4). retcode envelope. */
export const BadWordSchema = Type.Object({ word: Type.String() }, { additionalProperties: false });
export type BadWord = Static<typeof BadWordSchema>;
export const BadWordsResponse = RetcodeEnvelope(Type.Array(BadWordSchema));
export type BadWordsResponse = Static<typeof BadWordsResponse>;

/** advertisementOper/list: the recommended products and series of the search pop-up. */
export const RecommendListRequest = Type.Object(
  { pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 24, default: 6 })), ...CallerFields },
  { additionalProperties: true },
);
export const RecommendSeriesSchema = Type.Object(
  {
    seriesId: Type.Integer(),
    seriesName: Type.String(),
    brandName: Type.String(),
    /** The picture of the series' hottest piece. */
    thumb: Type.String(),
    /** /goodsList?keyword=<series name> */
    jumpLink: Type.String(),
    /** Pieces on sale in the series. */
    goodsCount: Type.Integer({ minimum: 0 }),
  },
  { additionalProperties: false },
);
export type RecommendSeries = Static<typeof RecommendSeriesSchema>;
export const RecommendListSchema = Type.Object(
  {
    title: Type.String(),
    /** The search-recommendation adverts (position 4) as product cards; `srcLink` is the advert picture. */
    products: Type.Array(GoodsCardSchema),
    /** Series with the most hot pieces. */
    series: Type.Array(RecommendSeriesSchema),
  },
  { additionalProperties: false },
);
export type RecommendList = Static<typeof RecommendListSchema>;
export const RecommendListResponse = CodeEnvelope(RecommendListSchema);
export type RecommendListResponse = Static<typeof RecommendListResponse>;

/** api/v1/web/search: the search adverts (spec §3 search advert item; spec §9: 3 a slide), optionally for a keyword. */
export const SearchAdvertQuery = Type.Composite([
  TimestampQuery,
  Type.Object({ keyword: Type.Optional(Text(SEARCH_KEYWORD_MAX)) }),
]);
export const SearchAdvertSchema = Type.Object(
  { title: Type.String(), list: Type.Array(GoodsCardSchema) },
  { additionalProperties: false },
);
export type SearchAdvert = Static<typeof SearchAdvertSchema>;
export const SearchAdvertResponse = CodeEnvelope(SearchAdvertSchema);
export type SearchAdvertResponse = Static<typeof SearchAdvertResponse>;
