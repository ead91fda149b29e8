// The package's only barrel (STYLE.md §2). Components are listed by family.
export { vars } from './theme/contract.css';
export { greyMode } from './theme/theme.css';
export { tokens, type Tokens } from './theme/tokens';
export { sprinkles, breakpoints, type Sprinkles } from './theme/sprinkles.css';
export { contrastRatio, luminance } from './theme/contrast';
export { visuallyHidden } from './styles/utilities.css';

// Layout and type
export { Box, type BoxProps } from './components/Box/Box';
export { Stack, stackDirections, stackAligns, type StackProps } from './components/Stack/Stack';
export { Text, Heading, textSizes, textTones, textWeights, headingLevels, type TextProps, type HeadingProps } from './components/Text/Text';

// Media
export { Icon, iconSizes, type IconProps } from './components/Icon/Icon';
export { icons, iconNames, type IconName } from './components/Icon/icons';
export { Image, imageRatios, imageFits, type ImageProps } from './components/Image/Image';

// Actions
export { Button, buttonTones, buttonSizes, type ButtonProps } from './components/Button/Button';
export { IconButton, iconButtonTones, iconButtonSizes, type IconButtonProps } from './components/IconButton/IconButton';

// Feedback
export { Spinner, spinnerSizes, type SpinnerProps } from './components/Spinner/Spinner';
export { Badge, CountBadge, badgeTones, badgeEmphases, type BadgeProps, type CountBadgeProps } from './components/Badge/Badge';
export { formatCount, countBadgeMax } from './components/Badge/badgeRules';
export { Skeleton, skeletonShapes, skeletonSizes, type SkeletonProps } from './components/Skeleton/Skeleton';
export { ProgressBar, type ProgressBarProps } from './components/ProgressBar/ProgressBar';

// Motion
export { Rotator, rotatorTones, type RotatorItem, type RotatorProps } from './components/Rotator/Rotator';

// Decoration
export { Watermark, watermarkVariants, type WatermarkProps } from './components/Watermark/Watermark';

// Commerce
export { Price, priceSizes, type PriceProps } from './components/Price/Price';
export { formatFen, displayPrice, type PriceInput, type DisplayedPrice } from './components/Price/priceRules';
export { QuantityStepper, quantityStepperSizes, type QuantityStepperProps } from './components/QuantityStepper/QuantityStepper';
export { canDecrease, canIncrease, clampQuantity, MIN_QUANTITY } from './components/QuantityStepper/quantityRules';
export { EmptyState, emptyStateIllustrations, type EmptyStateProps } from './components/EmptyState/EmptyState';

// Navigation
export { Pagination, type PaginationProps, type PaginationLabels } from './components/Pagination/Pagination';
export { paginationItems, clampPage, type PaginationItem, type PaginationInput } from './components/Pagination/paginationRules';
export { Breadcrumb, type BreadcrumbProps, type BreadcrumbItem } from './components/Breadcrumb/Breadcrumb';

// Forms
export { TextField, textFieldTypes, textFieldInputModes, type TextFieldProps } from './components/TextField/TextField';
export { PasswordField, passwordAutoCompletes, type PasswordFieldProps } from './components/PasswordField/PasswordField';
export { PhoneField, type PhoneFieldProps, type PhoneCountry, type PhoneValue } from './components/PhoneField/PhoneField';
export { Select, type SelectProps, type SelectOption } from './components/Select/Select';
export { Checkbox, type CheckboxProps } from './components/Checkbox/Checkbox';
export { DatePicker, type DatePickerProps } from './components/DatePicker/DatePicker';

// Overlays
export { Dialog, AlertDialog, dialogWidths, type DialogProps, type AlertDialogProps } from './components/Dialog/Dialog';
export { Drawer, type DrawerProps } from './components/Drawer/Drawer';
export { Popover, popoverPlacements, type PopoverProps } from './components/Popover/Popover';
export { ToastRegion, createToastQueue, showToast, toastTones, toastDefaultDurationMs, type ToastRegionProps, type ToastQueue, type ToastTone, type ToastMessage, type ShowToastOptions, type CreateToastQueueOptions } from './components/Toast/Toast';
export { Tabs, type TabsProps, type TabItem } from './components/Tabs/Tabs';

// Shell
export { NoticeBar, type NoticeBarProps } from './components/NoticeBar/NoticeBar';
export { shownNotices, isNoticeBarShown, type Notice } from './components/NoticeBar/noticeBarRules';
export { SiteHeader, type SiteHeaderProps } from './components/SiteHeader/SiteHeader';
export { GoldPricePanel, goldPricePanelStatuses, type GoldPricePanelProps, type GoldPriceAdvert } from './components/GoldPricePanel/GoldPricePanel';
export { goldPriceKinds, goldPriceRows, type GoldPriceKind, type GoldPriceRow } from './components/GoldPricePanel/goldPriceRules';
export { AccountMenu, type AccountMenuProps, type AccountMenuLink } from './components/AccountMenu/AccountMenu';
export { TabNav, type TabNavProps, type TabNavItem } from './components/TabNav/TabNav';
export { currentTrail } from './components/TabNav/tabNavRules';
export { CategoryPanel, type CategoryPanelProps, type CategoryAdvert } from './components/CategoryPanel/CategoryPanel';
export { categoryColumns, categoryColumnMaxLinks, type CategoryLink, type CategoryGroup, type CategoryColumn } from './components/CategoryPanel/categoryPanelRules';
export { SiteFooter, type SiteFooterProps, type FooterColumn, type FooterLink } from './components/SiteFooter/SiteFooter';
export { telHref } from './components/SiteFooter/footerRules';
export { FloatingActions, type FloatingActionsProps } from './components/FloatingActions/FloatingActions';
export { CookieBanner, type CookieBannerProps, type CookiePolicyLink } from './components/CookieBanner/CookieBanner';

// Content
export { RichText, type RichTextProps } from './components/RichText/RichText';
export { ArticleList, type ArticleListProps, type ArticleListItem } from './components/ArticleList/ArticleList';
export { SideNav, type SideNavProps, type SideNavGroup } from './components/SideNav/SideNav';
export { StoreList, type StoreListProps, type StoreListItem, type StoreListLabels } from './components/StoreList/StoreList';
// Product page and today's gold price
export { GoodsGallery, type GoodsGalleryProps, type GalleryImage } from './components/GoodsGallery/GoodsGallery';
export { AttributePicker, type AttributePickerProps, type AttributeOption } from './components/AttributePicker/AttributePicker';
export { GoodsSummary, stockStates, type GoodsSummaryProps, type GoodsSummaryLabels } from './components/GoodsSummary/GoodsSummary';
export { PriceBreakdown, type PriceBreakdownProps, type PriceBreakdownLabels } from './components/PriceBreakdown/PriceBreakdown';
export { MarketingBadges, type MarketingBadgesProps, type MarketingActivity } from './components/MarketingBadges/MarketingBadges';
export { CommentList, maxRating, type CommentListProps, type GoodsComment } from './components/CommentList/CommentList';
export { GoldPriceBoard, goldPriceBoardStatuses, type GoldPriceBoardProps, type GoldPriceHistoryRow } from './components/GoldPriceBoard/GoldPriceBoard';
// Search and lists
export { ProductCard, type ProductCardProps, type ProductCardData, type ProductCardLabels } from './components/ProductCard/ProductCard';
export { ProductGrid, productGridColumns, type ProductGridProps } from './components/ProductGrid/ProductGrid';
export { SearchPanel, type SearchPanelProps, type SearchPanelLabels, type SearchWord } from './components/SearchPanel/SearchPanel';
export { FilterBar, type FilterBarProps, type FilterBarLabels, type FilterGroup, type FilterOption, type FilterSelection } from './components/FilterBar/FilterBar';
export { LanguageSwitcher, type LanguageOption, type LanguageSwitcherProps } from './components/LanguageSwitcher/LanguageSwitcher';
export { SortBar, sortDirections, type SortBarProps, type SortOption } from './components/SortBar/SortBar';
export { ResultCount, type ResultCountProps } from './components/ResultCount/ResultCount';
// Session (accounts issue): staff sign-in, clause change notice, member summary
export { ClauseChangeDialog, type ClauseChangeDialogProps, type ChangedClause } from './components/ClauseChangeDialog/ClauseChangeDialog';
export { StaffLoginPanel, type StaffLoginPanelProps } from './components/StaffLoginPanel/StaffLoginPanel';
export { MemberSummary, memberSummaryStatuses, type MemberSummaryProps, type MemberFact } from './components/MemberSummary/MemberSummary';
// Accounts (spec §2 login view, registration, reset; §4 send-code button)
export { SliderCaptcha, type SliderCaptchaProps, type SliderCaptchaLabels, type SliderCaptchaChallenge } from './components/SliderCaptcha/SliderCaptcha';
export { sliderCaptchaStatuses, captchaLoadErrorCodes, clampPosition, positionAfterKey, positionAtPointer, type SliderCaptchaStatus, type CaptchaLoadErrorCode } from './components/SliderCaptcha/sliderCaptchaRules';
export { SendCodeButton, sendCodeStatuses, type SendCodeButtonProps, type SendCodeStatus } from './components/SendCodeButton/SendCodeButton';
export { AgreementChecks, type AgreementChecksProps, type AgreementItem } from './components/AgreementChecks/AgreementChecks';
export { ClauseImageDialog, type ClauseImageDialogProps } from './components/ClauseImageDialog/ClauseImageDialog';
export { LoginView, loginTabIds, loginViewVariants, type LoginViewProps, type LoginViewTab, type LoginTabId } from './components/LoginView/LoginView';
export { AuthResult, type AuthResultProps } from './components/AuthResult/AuthResult';
export { RightsFundPanel, rightsFundPanelStatuses, type RightsFundPanelProps, type RightsFundFact } from './components/RightsFundPanel/RightsFundPanel';
// Bag (issue #7)
export { BagLine, type BagLineProps, type BagLineData, type BagLineFact, type BagLineLabels } from './components/BagLine/BagLine';
export { BagSummary, bagSummaryVariants, type BagSummaryProps, type BagSummaryLabels } from './components/BagSummary/BagSummary';
export { BagList, type BagListProps, type BagListLabels } from './components/BagList/BagList';
// Checkout and payment (issue #7: /pay, /submitSuccess, /paySuccess, /payFail)
export { AddressPicker, type AddressPickerProps, type AddressCard } from './components/AddressPicker/AddressPicker';
export { AddressForm, addressFormFields, type AddressFormProps, type AddressFormValue, type AddressFormField, type AddressFormLabels } from './components/AddressForm/AddressForm';
export { CheckoutLineList, type CheckoutLineListProps, type CheckoutLineItem, type CheckoutLineListLabels } from './components/CheckoutLineList/CheckoutLineList';
export { PointsPanel, type PointsPanelProps, type PointsPanelLabels } from './components/PointsPanel/PointsPanel';
export { GiftCardPanel, type GiftCardPanelProps, type GiftCardPanelLabels } from './components/GiftCardPanel/GiftCardPanel';
export { OrderSummary, type OrderSummaryProps, type OrderSummaryLabels } from './components/OrderSummary/OrderSummary';
export { PriceChangedDialog, type PriceChangedDialogProps, type PriceChangedDialogLabels } from './components/PriceChangedDialog/PriceChangedDialog';
export { PayMethodPicker, type PayMethodPickerProps, type PayMethodOption } from './components/PayMethodPicker/PayMethodPicker';
export { PaymentResult, paymentOutcomes, type PaymentResultProps, type PaymentOutcome } from './components/PaymentResult/PaymentResult';
