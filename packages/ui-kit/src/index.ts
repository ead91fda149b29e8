// @mall/ui-kit's only barrel (STYLE.md §2): what the features and the app import, in the tree's order.
// A name nobody outside ui-kit imports is not exported (`pnpm lint:exports`).

// Theme. The theme contract (`vars`) is its own entry, `@mall/ui-kit/vars`: a stylesheet importing it
// through this barrel would make vanilla-extract evaluate every ui-kit stylesheet and link them all
// into the first load (issue #16).
export { greyMode } from './theme/theme.css';

// Primitives · controls
export { Button } from './primitives/controls/Button/Button';
export { IconButton } from './primitives/controls/IconButton/IconButton';
export { IconLink } from './primitives/controls/IconLink/IconLink';
export { Checkbox } from './primitives/controls/Checkbox/Checkbox';
export { TextArea } from './primitives/controls/TextArea/TextArea';
export { TextField } from './primitives/controls/TextField/TextField';
export { PasswordField } from './primitives/controls/PasswordField/PasswordField';
export { PasswordPair, type PasswordPairValue } from './primitives/controls/PasswordPair/PasswordPair';
export { PhoneField, type PhoneValue } from './primitives/controls/PhoneField/PhoneField';
export { Select } from './primitives/controls/Select/Select';
export { DatePicker } from './primitives/controls/DatePicker/DatePicker';

// Primitives · data
export { Price } from './primitives/data/Price/Price';
export { formatFen } from './primitives/data/Price/priceRules';

// Primitives · feedback
export { Spinner } from './primitives/feedback/Spinner/Spinner';
export { formatCount } from './primitives/feedback/Badge/badgeRules';
export { Skeleton } from './primitives/feedback/Skeleton/Skeleton';
export { LoadingNotice } from './primitives/feedback/LoadingNotice/LoadingNotice';
export { ProgressBar } from './primitives/feedback/ProgressBar/ProgressBar';
export { RetryNotice } from './primitives/feedback/RetryNotice/RetryNotice';
export { EmptyState } from './primitives/feedback/EmptyState/EmptyState';
export { ToastRegion } from './primitives/feedback/Toast/Toast';
export {
  createToastQueue,
  showToast,
  type Toast,
  type ToastQueue,
  type ToastTone,
} from './primitives/feedback/Toast/toastQueue';

// Primitives · layout
// The layout atoms (issue #37): props of theme tokens, responsive as `{ mobile, tablet, desktop }`.
export { Stack } from './primitives/layout/Stack/Stack';
export { PageColumn } from './primitives/layout/PageColumn/PageColumn';

// Primitives · media
export { Watermark } from './primitives/media/Watermark/Watermark';

// Primitives · motion
export { Rotator } from './primitives/motion/Rotator/Rotator';

// Primitives · navigation
export { Pagination } from './primitives/navigation/Pagination/Pagination';
export { Breadcrumb } from './primitives/navigation/Breadcrumb/Breadcrumb';
export { Tabs } from './primitives/navigation/Tabs/Tabs';
export { SideNav } from './primitives/navigation/SideNav/SideNav';
export { useInAppLinks } from './primitives/navigation/inAppLinks';
export { ActionLink } from './primitives/navigation/ActionLink/ActionLink';

// Primitives · overlays
export { ConfirmDialog } from './primitives/overlays/ConfirmDialog/ConfirmDialog';
export { AlertDialog } from './primitives/overlays/Dialog/Dialog';
export { Drawer } from './primitives/overlays/Drawer/Drawer';
export { Popover } from './primitives/overlays/Popover/Popover';

// Primitives · typography
export { Text, Heading } from './primitives/typography/Text/Text';
export { VisuallyHidden } from './primitives/typography/VisuallyHidden/VisuallyHidden';
export { RichText } from './primitives/typography/RichText/RichText';

// Views · address
export { AddressPicker } from './views/address/AddressPicker/AddressPicker';
export { AddressForm, type AddressFormField } from './views/address/AddressForm/AddressForm';
export { AddressBook, type AddressBookLabels } from './views/address/AddressBook/AddressBook';

// Views · auth
export { ClauseChangeDialog } from './views/auth/ClauseChangeDialog/ClauseChangeDialog';
export { StaffLoginPanel } from './views/auth/StaffLoginPanel/StaffLoginPanel';
export { SliderCaptcha, type SliderCaptchaLabels } from './views/auth/SliderCaptcha/SliderCaptcha';
export { type SliderCaptchaStatus, type CaptchaLoadErrorCode } from './views/auth/SliderCaptcha/sliderCaptchaRules';
export { AgreementChecks } from './views/auth/AgreementChecks/AgreementChecks';
export { ClauseImageDialog } from './views/auth/ClauseImageDialog/ClauseImageDialog';
export { LoginView, type LoginTabId } from './views/auth/LoginView/LoginView';
export { AuthResult } from './views/auth/AuthResult/AuthResult';
export { AuthPageColumn } from './views/auth/AuthPageColumn/AuthPageColumn';
export { AuthForm } from './views/auth/AuthForm/AuthForm';
export { SmsCodeInput } from './views/auth/SmsCodeInput/SmsCodeInput';

// Views · bag
export { type BagLineData } from './views/bag/BagLine/BagLine';
export { BagSummary, bagSummaryVariants } from './views/bag/BagSummary/BagSummary';
export { BagList } from './views/bag/BagList/BagList';
export { BagPage } from './views/bag/BagPage/BagPage';

// Views · catalogue
export { GoodsGallery } from './views/catalogue/GoodsGallery/GoodsGallery';
export { AttributePicker } from './views/catalogue/AttributePicker/AttributePicker';
export { GoodsSummary } from './views/catalogue/GoodsSummary/GoodsSummary';
export { PriceBreakdown } from './views/catalogue/PriceBreakdown/PriceBreakdown';
export { MarketingBadges } from './views/catalogue/MarketingBadges/MarketingBadges';
export { CommentList } from './views/catalogue/CommentList/CommentList';
export { type ProductCardData, type ProductCardLabels } from './views/catalogue/ProductCard/ProductCard';
export { ProductGrid } from './views/catalogue/ProductGrid/ProductGrid';
export {
  FootprintGrid,
  type FootprintDayGroup,
  type FootprintGridLabels,
} from './views/catalogue/FootprintGrid/FootprintGrid';
export { SearchPanel, type SearchPanelLabels } from './views/catalogue/SearchPanel/SearchPanel';
export { FilterBar, type FilterGroup } from './views/catalogue/FilterBar/FilterBar';
export { ProductListLayout, type ProductListLayoutProps } from './views/catalogue/ProductListLayout/ProductListLayout';
export { ProductShelf } from './views/catalogue/ProductShelf/ProductShelf';
export { GoodsDetailLayout } from './views/catalogue/GoodsDetailLayout/GoodsDetailLayout';
export { GoodsDetailNotice } from './views/catalogue/GoodsDetailNotice/GoodsDetailNotice';
export { GoodsDetailSkeleton } from './views/catalogue/GoodsDetailSkeleton/GoodsDetailSkeleton';
export { GoodsDescription } from './views/catalogue/GoodsDescription/GoodsDescription';
export { RelatedGoods } from './views/catalogue/RelatedGoods/RelatedGoods';

// Views · checkout
export { CheckoutLineList, type CheckoutLineItem } from './views/checkout/CheckoutLineList/CheckoutLineList';
export { PointsPanel } from './views/checkout/PointsPanel/PointsPanel';
export { GiftCardPanel } from './views/checkout/GiftCardPanel/GiftCardPanel';
export { OrderSummary } from './views/checkout/OrderSummary/OrderSummary';
export { CheckoutFrame } from './views/checkout/CheckoutFrame/CheckoutFrame';
export { PriceChangedDialog } from './views/checkout/PriceChangedDialog/PriceChangedDialog';
export { PayMethodPicker } from './views/checkout/PayMethodPicker/PayMethodPicker';
export { PaymentResult } from './views/checkout/PaymentResult/PaymentResult';

// Views · content
export { ArticleList } from './views/content/ArticleList/ArticleList';
export { StoreList } from './views/content/StoreList/StoreList';
export { WebViewFrame } from './views/content/WebViewFrame/WebViewFrame';
export { PillLinks } from './views/content/PillLinks/PillLinks';
export { TopicCardGrid } from './views/content/TopicCardGrid/TopicCardGrid';
export { HomeLayout } from './views/content/HomeLayout/HomeLayout';
export { AdvertBanner } from './views/content/AdvertBanner/AdvertBanner';
export { SideNavLayout } from './views/content/SideNavLayout/SideNavLayout';
export { TopicCover } from './views/content/TopicCover/TopicCover';

// Views · gold-price
export { GoldPrice, type GoldPriceAdvert } from './views/gold-price/GoldPrice/GoldPrice';
export { type GoldPriceKind } from './views/gold-price/GoldPrice/goldPriceRules';

// Views · layout
export { NoticeBar } from './views/layout/NoticeBar/NoticeBar';
export { type Notice } from './views/layout/NoticeBar/noticeBarRules';
export { SiteHeader } from './views/layout/SiteHeader/SiteHeader';
export { AccountMenu } from './views/layout/AccountMenu/AccountMenu';
export { TabNav, type TabNavItem } from './views/layout/TabNav/TabNav';
export { SiteFooter, type FooterColumn } from './views/layout/SiteFooter/SiteFooter';
export { FloatingActions } from './views/layout/FloatingActions/FloatingActions';
export { CookieBanner } from './views/layout/CookieBanner/CookieBanner';
export { LanguageSwitcher } from './views/layout/LanguageSwitcher/LanguageSwitcher';
export { SiteFrame } from './views/layout/SiteFrame/SiteFrame';
export { FailurePage } from './views/layout/FailurePage/FailurePage';

// Views · member
export { MemberSummary, type MemberFact } from './views/member/MemberSummary/MemberSummary';
export { RightsFundPanel, type RightsFundPanelProps } from './views/member/RightsFundPanel/RightsFundPanel';
export { LevelTable } from './views/member/LevelTable/LevelTable';
export {
  PointsLedger,
  type PointsLedgerTab,
  type PointsLedgerRow,
  type ConsumeLedgerRow,
} from './views/member/PointsLedger/PointsLedger';
export { MemberCard } from './views/member/MemberCard/MemberCard';
export { LevelProgress } from './views/member/LevelProgress/LevelProgress';
export { PointsSummary } from './views/member/PointsSummary/PointsSummary';
export { ProfileForm, type ProfileValue } from './views/member/ProfileForm/ProfileForm';
export { ChangePasswordForm, type ChangePasswordValue } from './views/member/ChangePasswordForm/ChangePasswordForm';
export { DataExportPanel } from './views/member/DataExportPanel/DataExportPanel';
export { ChangeMobileForm } from './views/member/ChangeMobileForm/ChangeMobileForm';
export { CancelAccountDialog } from './views/member/CancelAccountDialog/CancelAccountDialog';
export { MemberCentreFrame } from './views/member/MemberCentreFrame/MemberCentreFrame';
export { CentreSection } from './views/member/CentreSection/CentreSection';
export { MemberOverviewLayout } from './views/member/MemberOverviewLayout/MemberOverviewLayout';
export { MemberSection } from './views/member/MemberSection/MemberSection';

// Views · orders
export { OrderCard, type OrderCardLabels } from './views/orders/OrderCard/OrderCard';
export { OrderList } from './views/orders/OrderList/OrderList';
export { OrderDetail, type OrderDetailLabels } from './views/orders/OrderDetail/OrderDetail';
export {
  ReviewForm,
  type ReviewDraft,
  type ReviewFormLabels,
  type ReviewFormLine,
} from './views/orders/ReviewForm/ReviewForm';
export { type OrderAction } from './views/orders/OrderActions/OrderActions';
export { type OrderGoodsItem, type OrderGoodsListLabels } from './views/orders/OrderGoodsList/OrderGoodsList';
export { ParcelList, type ParcelItem, type ParcelListLabels } from './views/orders/ParcelList/ParcelList';
export { ParcelListSkeleton } from './views/orders/ParcelListSkeleton/ParcelListSkeleton';
export { GiftShare } from './views/orders/GiftShare/GiftShare';
export { GiftAcceptance } from './views/orders/GiftAcceptance/GiftAcceptance';
export { Snapshot } from './views/orders/Snapshot/Snapshot';
export { RefundForm, type RefundFormField, type RefundFormLine } from './views/orders/RefundForm/RefundForm';
export { RefundProgress } from './views/orders/RefundProgress/RefundProgress';
export { OrderCounts } from './views/orders/OrderCounts/OrderCounts';
export { type PhotoPickerProps } from './primitives/controls/PhotoPicker/PhotoPicker';
export { FeedbackForm, type FeedbackDraft } from './views/service/FeedbackForm/FeedbackForm';
export { FeedbackThread } from './views/service/FeedbackThread/FeedbackThread';
export { InquiryForm, type InquiryDraft, type InquiryFormField } from './views/service/InquiryForm/InquiryForm';
export { GuaranteeList } from './views/guarantee/GuaranteeList/GuaranteeList';
export { GuaranteeCertificate } from './views/guarantee/GuaranteeCertificate/GuaranteeCertificate';
export { VerificationResult, type VerificationState } from './views/guarantee/VerificationResult/VerificationResult';
export { VerificationForm } from './views/guarantee/VerificationForm/VerificationForm';
export { InvoiceRequestForm, type InvoiceDraft } from './views/invoice/InvoiceRequestForm/InvoiceRequestForm';
export { InvoiceCard } from './views/invoice/InvoiceCard/InvoiceCard';
export { InvoiceList, type InvoiceFilter } from './views/invoice/InvoiceList/InvoiceList';

// Views · chat (issue #15)
export { type MessageListLabels } from './views/chat/MessageList/MessageList';
export { type ComposerLabels } from './views/chat/Composer/Composer';
export { type ChatEmoji } from './views/chat/Composer/EmojiPicker';
export { ChatWindow } from './views/chat/ChatWindow/ChatWindow';
export { ServiceDeskFrame } from './views/chat/ServiceDeskFrame/ServiceDeskFrame';
export { ConversationList } from './views/chat/ConversationList/ConversationList';
export { AgentPanel } from './views/chat/AgentPanel/AgentPanel';

// Views · ops: the operations console (issue #29)
export { OpsFrame } from './views/ops/OpsFrame/OpsFrame';
export { DataTable, type DataTableColumn } from './views/ops/DataTable/DataTable';
export { FilterForm } from './views/ops/FilterForm/FilterForm';
export { StatusTabs } from './views/ops/StatusTabs/StatusTabs';
export { DescriptionList } from './views/ops/DescriptionList/DescriptionList';
export { Timeline } from './views/ops/Timeline/Timeline';
export { StatusTag, type StatusTone } from './views/ops/StatusTag/StatusTag';
