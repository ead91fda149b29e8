// The package's only barrel (STYLE.md §2). Components are listed by family.
export { vars } from './theme/contract.css';
export { greyMode } from './theme/theme.css';
export { tokens, type Tokens } from './theme/tokens';
export { sprinkles, breakpoints, type Sprinkles } from './theme/sprinkles.css';
export { contrastRatio, luminance } from './theme/contrast';
export { visuallyHidden } from './styles/utilities.css';

// Layout and type
export { Box, type BoxProps } from './primitives/layout/Box/Box';
export { Stack, stackDirections, stackAligns, type StackProps } from './primitives/layout/Stack/Stack';
export { Text, Heading, textSizes, textTones, textWeights, headingLevels, type TextProps, type HeadingProps } from './primitives/typography/Text/Text';

// Media
export { Icon, iconSizes, type IconProps } from './primitives/media/Icon/Icon';
export { icons, iconNames, type IconName } from './primitives/media/Icon/icons';
export { Image, imageRatios, imageFits, type ImageProps } from './primitives/media/Image/Image';

// Actions
export { Button, buttonTones, buttonSizes, type ButtonProps } from './primitives/controls/Button/Button';
export { IconButton, iconButtonTones, iconButtonSizes, type IconButtonProps } from './primitives/controls/IconButton/IconButton';

// Feedback
export { Spinner, spinnerSizes, type SpinnerProps } from './primitives/feedback/Spinner/Spinner';
export { Badge, CountBadge, badgeTones, badgeEmphases, type BadgeProps, type CountBadgeProps } from './primitives/feedback/Badge/Badge';
export { formatCount, countBadgeMax } from './primitives/feedback/Badge/badgeRules';
export { Skeleton, skeletonShapes, skeletonSizes, type SkeletonProps } from './primitives/feedback/Skeleton/Skeleton';
export { ProgressBar, type ProgressBarProps } from './primitives/feedback/ProgressBar/ProgressBar';

// Motion
export { Rotator, rotatorTones, type RotatorItem, type RotatorProps } from './primitives/motion/Rotator/Rotator';

// Decoration
export { Watermark, watermarkVariants, type WatermarkProps } from './primitives/media/Watermark/Watermark';

// Commerce
export { Price, priceSizes, type PriceProps } from './primitives/data/Price/Price';
export { formatFen, displayPrice, type PriceInput, type DisplayedPrice } from './primitives/data/Price/priceRules';
export { QuantityStepper, quantityStepperSizes, type QuantityStepperProps } from './primitives/controls/QuantityStepper/QuantityStepper';
export { canDecrease, canIncrease, clampQuantity, MIN_QUANTITY } from './primitives/controls/QuantityStepper/quantityRules';
export { EmptyState, emptyStateIllustrations, type EmptyStateProps } from './primitives/feedback/EmptyState/EmptyState';

// Navigation
export { Pagination, type PaginationProps, type PaginationLabels } from './primitives/navigation/Pagination/Pagination';
export { paginationItems, clampPage, type PaginationItem, type PaginationInput } from './primitives/navigation/Pagination/paginationRules';
export { Breadcrumb, type BreadcrumbProps, type BreadcrumbItem } from './primitives/navigation/Breadcrumb/Breadcrumb';

// Forms
export { TextField, textFieldTypes, textFieldInputModes, type TextFieldProps } from './primitives/controls/TextField/TextField';
export { PasswordField, passwordAutoCompletes, type PasswordFieldProps } from './primitives/controls/PasswordField/PasswordField';
export { PasswordPair, type PasswordPairProps, type PasswordPairValue, type PasswordPairLabels } from './primitives/controls/PasswordPair/PasswordPair';
export { PhoneField, type PhoneFieldProps, type PhoneCountry, type PhoneValue } from './primitives/controls/PhoneField/PhoneField';
export { Select, type SelectProps, type SelectOption } from './primitives/controls/Select/Select';
export { Checkbox, type CheckboxProps } from './primitives/controls/Checkbox/Checkbox';
export { DatePicker, type DatePickerProps } from './primitives/controls/DatePicker/DatePicker';

// Overlays
export { Dialog, AlertDialog, dialogWidths, type DialogProps, type AlertDialogProps } from './primitives/overlays/Dialog/Dialog';
export { Drawer, type DrawerProps } from './primitives/overlays/Drawer/Drawer';
export { Popover, popoverPlacements, type PopoverProps } from './primitives/overlays/Popover/Popover';
export { ToastRegion, createToastQueue, showToast, toastTones, toastDefaultDurationMs, type ToastRegionProps, type ToastQueue, type ToastTone, type ToastMessage, type ShowToastOptions, type CreateToastQueueOptions } from './primitives/feedback/Toast/Toast';
export { Tabs, type TabsProps, type TabItem } from './primitives/navigation/Tabs/Tabs';

// Shell
export { NoticeBar, type NoticeBarProps } from './views/layout/NoticeBar/NoticeBar';
export { shownNotices, isNoticeBarShown, type Notice } from './views/layout/NoticeBar/noticeBarRules';
export { SiteHeader, type SiteHeaderProps } from './views/layout/SiteHeader/SiteHeader';
export { AccountMenu, type AccountMenuProps, type AccountMenuLink } from './views/layout/AccountMenu/AccountMenu';
export { TabNav, type TabNavProps, type TabNavItem } from './views/layout/TabNav/TabNav';
export { currentTrail } from './views/layout/TabNav/tabNavRules';
export { CategoryPanel, type CategoryPanelProps, type CategoryAdvert } from './views/layout/CategoryPanel/CategoryPanel';
export { categoryColumns, categoryColumnMaxLinks, type CategoryLink, type CategoryGroup, type CategoryColumn } from './views/layout/CategoryPanel/categoryPanelRules';
export { SiteFooter, type SiteFooterProps, type FooterColumn, type FooterLink } from './views/layout/SiteFooter/SiteFooter';
export { telHref } from './primitives/navigation/telHref';
export { FloatingActions, type FloatingActionsProps } from './views/layout/FloatingActions/FloatingActions';
export { CookieBanner, type CookieBannerProps, type CookiePolicyLink } from './views/layout/CookieBanner/CookieBanner';

// Content
export { RichText, type RichTextProps } from './primitives/typography/RichText/RichText';
export { ArticleList, type ArticleListProps, type ArticleListItem } from './views/content/ArticleList/ArticleList';
export { SideNav, type SideNavProps, type SideNavGroup } from './primitives/navigation/SideNav/SideNav';
export { StoreList, type StoreListProps, type StoreListItem, type StoreListLabels } from './views/content/StoreList/StoreList';
// Product page and today's gold price
export { GoodsGallery, type GoodsGalleryProps, type GalleryImage } from './views/catalogue/GoodsGallery/GoodsGallery';
export { AttributePicker, type AttributePickerProps, type AttributeOption } from './views/catalogue/AttributePicker/AttributePicker';
export { GoodsSummary, stockStates, type GoodsSummaryProps, type GoodsSummaryLabels } from './views/catalogue/GoodsSummary/GoodsSummary';
export { PriceBreakdown, type PriceBreakdownProps, type PriceBreakdownLabels } from './views/catalogue/PriceBreakdown/PriceBreakdown';
export { MarketingBadges, type MarketingBadgesProps, type MarketingActivity } from './views/catalogue/MarketingBadges/MarketingBadges';
export { CommentList, maxRating, type CommentListProps, type GoodsComment } from './views/catalogue/CommentList/CommentList';
// Today's gold price: the header pop-up and the page are one component (variant panel / page)
export { GoldPrice, goldPriceStatuses, goldPriceVariants, type GoldPriceProps, type GoldPriceAdvert, type GoldPriceHistoryRow } from './views/gold-price/GoldPrice/GoldPrice';
export { goldPriceKinds, goldPriceRows, type GoldPriceKind, type GoldPriceRow } from './views/gold-price/GoldPrice/goldPriceRules';
// Search and lists
export { ProductCard, type ProductCardProps, type ProductCardData, type ProductCardLabels } from './views/catalogue/ProductCard/ProductCard';
export { ProductGrid, productGridColumns, type ProductGridProps } from './views/catalogue/ProductGrid/ProductGrid';
export { SearchPanel, type SearchPanelProps, type SearchPanelLabels, type SearchWord } from './views/catalogue/SearchPanel/SearchPanel';
export { FilterBar, type FilterBarProps, type FilterBarLabels, type FilterGroup, type FilterOption, type FilterSelection } from './views/catalogue/FilterBar/FilterBar';
export { LanguageSwitcher, type LanguageOption, type LanguageSwitcherProps } from './views/layout/LanguageSwitcher/LanguageSwitcher';
export { SortBar, sortDirections, type SortBarProps, type SortOption } from './primitives/navigation/SortBar/SortBar';
export { ResultCount, type ResultCountProps } from './views/catalogue/ResultCount/ResultCount';
// Session (accounts issue): staff sign-in, clause change notice, member summary
export { ClauseChangeDialog, type ClauseChangeDialogProps, type ChangedClause } from './views/auth/ClauseChangeDialog/ClauseChangeDialog';
export { StaffLoginPanel, type StaffLoginPanelProps } from './views/auth/StaffLoginPanel/StaffLoginPanel';
export { MemberSummary, memberSummaryStatuses, type MemberSummaryProps, type MemberFact } from './views/member/MemberSummary/MemberSummary';
// Accounts (spec §2 login view, registration, reset; §4 send-code button)
export { SliderCaptcha, type SliderCaptchaProps, type SliderCaptchaLabels, type SliderCaptchaChallenge } from './views/auth/SliderCaptcha/SliderCaptcha';
export { sliderCaptchaStatuses, captchaLoadErrorCodes, clampPosition, positionAfterKey, positionAtPointer, type SliderCaptchaStatus, type CaptchaLoadErrorCode } from './views/auth/SliderCaptcha/sliderCaptchaRules';
export { SendCodeButton, sendCodeStatuses, type SendCodeButtonProps, type SendCodeStatus } from './primitives/controls/SendCodeButton/SendCodeButton';
export { AgreementChecks, type AgreementChecksProps, type AgreementItem } from './views/auth/AgreementChecks/AgreementChecks';
export { ClauseImageDialog, type ClauseImageDialogProps } from './views/auth/ClauseImageDialog/ClauseImageDialog';
export { LoginView, loginTabIds, loginViewVariants, type LoginViewProps, type LoginViewTab, type LoginTabId } from './views/auth/LoginView/LoginView';
export { AuthResult, type AuthResultProps } from './views/auth/AuthResult/AuthResult';
export { RightsFundPanel, rightsFundPanelStatuses, type RightsFundPanelProps, type RightsFundFact } from './views/member/RightsFundPanel/RightsFundPanel';
// Bag (issue #7)
export { BagLine, type BagLineProps, type BagLineData, type BagLineFact, type BagLineLabels } from './views/bag/BagLine/BagLine';
export { BagSummary, bagSummaryVariants, type BagSummaryProps, type BagSummaryLabels } from './views/bag/BagSummary/BagSummary';
export { BagList, type BagListProps, type BagListLabels } from './views/bag/BagList/BagList';
// Checkout and payment (issue #7: /pay, /submitSuccess, /paySuccess, /payFail)
export { AddressPicker, type AddressPickerProps, type AddressCard } from './views/address/AddressPicker/AddressPicker';
export { AddressForm, addressFormFields, type AddressFormProps, type AddressFormValue, type AddressFormField, type AddressFormLabels } from './views/address/AddressForm/AddressForm';
export { CheckoutLineList, type CheckoutLineListProps, type CheckoutLineItem, type CheckoutLineListLabels } from './views/checkout/CheckoutLineList/CheckoutLineList';
export { PointsPanel, type PointsPanelProps, type PointsPanelLabels } from './views/checkout/PointsPanel/PointsPanel';
export { GiftCardPanel, type GiftCardPanelProps, type GiftCardPanelLabels } from './views/checkout/GiftCardPanel/GiftCardPanel';
export { OrderSummary, type OrderSummaryProps, type OrderSummaryLabels } from './views/checkout/OrderSummary/OrderSummary';
export { PriceChangedDialog, type PriceChangedDialogProps, type PriceChangedDialogLabels } from './views/checkout/PriceChangedDialog/PriceChangedDialog';
export { PayMethodPicker, type PayMethodPickerProps, type PayMethodOption } from './views/checkout/PayMethodPicker/PayMethodPicker';
export { PaymentResult, paymentOutcomes, type PaymentResultProps, type PaymentOutcome } from './views/checkout/PaymentResult/PaymentResult';
