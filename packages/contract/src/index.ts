// @mall/contract: what every domain shares — the call definition (call.ts), the envelopes, money,
// the runtime config, the values pages read from their address and the rules both sides apply
// (rules/). Each domain's calls and schemas are its own subpath: `@mall/contract/cart`,
// `@mall/contract/orders`, … (one folder a domain, issue #37). The browser takes the call tables'
// paths and the schemas' types only, so TypeBox never reaches its bundle.
export { RuntimeConfigSchema, type RuntimeConfig } from './runtimeConfig';
export type { PageAnswer, PageRequest, RenderPage } from './pages';
export { OK } from './envelope';
export { fenToYuan, yuanToFen } from './money';
export {
  type UploadPurpose,
  uploadImageTypes,
  type UploadImageType,
  UPLOAD_IMAGE_MAX_BYTES,
  type UploadProblem,
  uploadProblem,
} from './rules/uploads';
export {
  type RefundKind,
  type RefundReason,
  type RefundState,
  openRefundStates,
  isRefundOpen,
  isReasonOf,
  refundReasons,
  REFUND_DESCRIPTION_MAX,
  REFUND_PHOTOS_MAX,
  refundableQty,
  refundCap,
  refundLineParts,
  refundProblem,
  type RefundProblem,
  proportionalReturn,
  splitInProportion,
} from './rules/refunds';
export {
  REVIEW_PHOTOS_MAX,
  REVIEW_TEXT_MIN,
  reviewTextLength,
  REVIEW_TEXT_MAX,
  reviewTextProblem,
  type ReviewTextProblem,
  maskBannedWords,
  maskNickname,
  reviewRefusal,
  type ReviewRefusal,
} from './rules/reviews';
export {
  orderStatusLabels,
  orderStatusLabel,
  actualAmountStatus,
  orderFlags,
  orderButtons,
  pendingPaymentNotice,
  type OrderFacts,
  type OrderAction,
  type OrderStatusLabel,
  POINTS_PRODUCT_NO_REFUND,
} from './rules/orderStatus';
export {
  computeDiscounts,
  rulesFromActivityRows,
  rulesFromActivities,
  type ActivityResult,
  type DiscountResult,
} from './rules/discounts';
export { BAG_LINES_MAX, BAG_QTY_MAX, bagLineKey } from './rules/bag';
export { exchangeRate, pointsWorthFen } from './rules/points';
export {
  pointsEarned,
  chinaYear,
  chinaYearStart,
  pointsExpireAt,
  dueExpiries,
  cardLevelAfter,
  nextLevelOf,
} from './rules/membership';
export {
  type FeedbackState,
  feedbackTypes,
  contactPreferences,
  FEEDBACK_CONTENT_MIN,
  FEEDBACK_CONTENT_MAX,
  FEEDBACK_PHOTOS_MAX,
  inquiryBudgets,
  inquiryPurposes,
  INQUIRY_COMPANY_MAX,
  INQUIRY_NAME_MAX,
  INQUIRY_DESCRIPTION_MAX,
  FEEDBACK_REPLY_MAX,
  visibleLength,
  feedbackContentProblem,
  feedbackContentMessages,
  type InquiryBudget,
  type InquiryPurpose,
  type InquiryField,
  inquiryProblems,
  inquiryMessages,
} from './rules/service';
export {
  certNoOf,
  certNoProblem,
  normalizeCertNo,
  saleMonth,
  materialOf,
  afterSalesPromise,
  guaranteeFacts,
  categoryLineKeys,
  CERT_RANDOM_LENGTH,
  CERT_ALPHABET,
  type GuaranteeMaterial,
} from './rules/guarantee';
export {
  amountInCapitals,
  creditCodeProblem,
  normalizeCreditCode,
  splitTax,
  VAT_RATE_PERCENT,
  invoiceRequestProblems,
  invoiceInputOf,
  invoiceMessages,
  invoiceRefusal,
  invoiceRefusalMessages,
  type InvoiceState,
  type InvoiceField,
  type InvoiceProblem,
} from './rules/invoice';
export {
  CHAT_HELP_SLUGS,
  CHAT_HOURS_DEFAULT,
  CHAT_RATE_LIMITS,
  CHAT_REMARK_MAX,
  CHAT_TEXT_MAX,
  HOTLINE_HOURS_DEFAULT,
  chatAvailability,
  chatHelpTopics,
  isWithinHours,
  mergeByClientId,
  nextHoursBoundary,
  parseDailyHours,
  type DailyHours,
} from './rules/chat';
export { CHECKOUT_LINES_MAX, CHECKOUT_QTY_MAX, orderTabs, ROYALTY_ORDER_TYPES, type OrderTab } from './queryValues';
export {
  call,
  callPath,
  type Call,
  type CallBody,
  type CallData,
  type CallInput,
  type CallTable,
  type RoutedCall,
  type RouteSchemaOf,
} from './call';
