// The call contract shared by the mall and the reference server. The front end imports types
// only (`import type`), so TypeBox never reaches the browser bundle.
export { RuntimeConfigSchema, type RuntimeConfig } from './runtimeConfig';
export { ErrorBody, TimestampQuery, OK, type CodeEnvelopeOf } from './envelope';
export {
  MenuQuery, type MenuItem, MenuResponse, type Notice, NoticeResponse, type Graying, GrayingQuery, GrayingResponse, type GoldPrice,
  CtfTodayGoldPriceResponse, type TodayGoldPrice, TodayGoldPriceQuery, TodayGoldPriceResponse, type GoldPriceDecoration, GoldPriceDecorateResponse, AdvertQuery,
  type Advert, AdvertResponse, type Classify, ClassifyResponse, TopicQuery, type Topic, TopicResponse,
} from './content';
export {
  ArticleKind, ARTICLE_CATEGORY_TITLES_MAX, ArticleListQuery, type ArticleSummary, ArticleListResponse,
  ArticleCategoriesQuery, type ArticleCategory, ArticleCategoriesResponse, ArticleDetailQuery, type Article,
  ArticleDetailResponse, ClauseDetailQuery, type ClauseText, ClauseDetailResponse,
} from './articles';
export { StoreChannel, StoreListQuery, type OfficialStore, StoreListResponse, type StoreList } from './stores';
export {
  MouldNo, CallerFields, type CategoryObject, type PriceBreakdown, type MarketingLabel, type GoodsCard, type GoodsSku,
  type AttributeOptions, type GoodsImage, type GoodsDetail, GoodsDetailRequest, GoodsDetailResponse,
  GoodsPriceStockRequest, type GoodsPriceStock, GoodsPriceStockResponse, ProductMarketingsRequest,
  type DiscountActivity, ProductMarketingsResponse, GoodsApiQuery, type CommentGoods, CommentGoodsResponse,
  WatermarkRequest, type WatermarkMark, WatermarkResponse, ProductImagesRequest, ProductImagesResponse,
  RecommendProductsRequest, RecommendProductsResponse,
} from './goods';
export {
  RETCODE_OK, SEARCH_KEYWORD_MAX, HOT_KEYWORDS_PAGE_SIZE, SEARCH_ORDER_TYPES, OrderType, SearchRequest,
  type SearchResult, SearchResponse, SearchCountRequest, SearchCountResponse, SearchConditionRequest,
  type ConditionOption, type PriceRangeOption, type SearchCondition, SearchConditionResponse, ProductTypesResponse,
  HotSearchRequest, HotSearchResponse, BadWordsResponse, RecommendListRequest, RecommendListResponse, SearchAdvertQuery,
  SearchAdvertResponse,
} from './search';
export { contentPaths } from './paths';
export { goodsPaths, searchPaths } from './paths';
export { fenToYuan, yuanToFen } from './money';
export {
  isValidMobile, loginTicketCookie, phonePatterns, CaptchaLoadBody, CaptchaLoadResponse, CaptchaVerifyBody, CaptchaPass, CaptchaVerifyResponse,
  SendSmsBody, SendSmsResponse, RetryLaterBody, SmsLoginForm, PasswordLoginForm, loginErrors,
  type LoginErrorCode, ErrorQuery, ErrorQueryResponse, type UserInfoDto, TokenExchangeBody, TokenExchangeResponse,
  RefreshResponse, LogoutResponse, EncryptBody, EncryptResponse, RegisterBody, RegisterResponse, ForgetPasswordBody,
  ForgetPasswordResponse, type MemberInfo, MemberInfoResponse, DictionaryBody, DictionaryResponse, memberTitles,
  ClauseSignBody, ClauseCheckResponse, ClauseSaveResponse, BatchSignBody, BatchSignResponse, UdeskAuthBody,
  UdeskAuthResponse,
} from './auth';
export { authPaths } from './paths';
export {
  StaffLoginConfig, StaffLoginConfigQuery, StaffLoginConfigResponse, StaffLoginCodeBody, StaffLoginCodeResponse,
  staffLoginErrors,
} from './staff';
export { staffPaths } from './paths';
export {
  FOOTPRINTS_KEPT, FootprintUpdateBody, FootprintDoneResponse, FootprintListQuery, FootprintListResponse,
} from './footprints';
export { footprintPaths } from './paths';
export {
  CHECKOUT_LINES_MAX, CHECKOUT_QTY_MAX, POINTS_EXCHANGE_RATE_DEFAULT, type CheckoutLine, AddressInput, type Address,
  ADDRESSES_MAX, AddressListResponse, AddressSaveBody, AddressSaveResponse, AddressDeleteBody, AddressDeleteResponse,
  PointsExchangeRateResponse, PointsGetResponse, type MemberPoints, GiftCardSwitchResponse, GiftCardBalanceResponse,
  PurchaseLimitBody, PurchaseLimitResponse, OrderConfirmBody, type PricedLine,
  type OrderConfirm, OrderConfirmResponse, IDEMPOTENCY_HEADER, IdempotencyKey, OrderCreateBody, type OrderCreated,
  OrderCreateResponse, CheckoutErrorBody, OrderErrorCode, OrderDetailQuery, type OrderDetail, OrderDetailResponse,
  OrderCancelBody, OrderCancelResponse, PayMethod, PayCreateBody, PayCreateResponse, PayNotifyBody, PayNotifyAnswer,
  PAY_NOTIFY_WINDOW_SECONDS,
} from './checkout';
export { checkoutPaths } from './paths';
export {
  computeDiscounts, rulesFromActivityRows, rulesFromActivities, type ActivityResult, type DiscountResult,
} from './rules/discounts';
export {
  BAG_LINES_MAX, BAG_QTY_MAX, bagLineKey,
} from './rules/bag';
export {
  ROYALTY_ORDER_TYPES, RoyaltyOrderType, RoyaltyGoodsListBody, type RoyaltyGoods,
  RoyaltyGoodsListResponse, RoyaltyBalanceQuery, RoyaltyBalanceResponse,
} from './royalty';
export { royaltyPaths } from './paths';
export {
  SyncUserCartBody, CartLineRef, SyncUserCartResponse, CartGoodsDetailsBody, type CartItem, CART_RETCODE_OK,
  CartGoodsDetailsResponse, DeleteUserCartBody, DeleteUserCartResponse, CheckGoodsIdsBody, CheckGoodsRefusal,
  CheckGoodsIdsResponse, CheckGoodsIdsRefused, CartMarketingBody, CartMarketingResponse,
} from './cart';
export { cartPaths } from './paths';
