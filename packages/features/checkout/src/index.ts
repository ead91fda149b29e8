// @mall/feature-checkout: /pay, /submitSuccess, /paySuccess, /payFail (issue #7).
export { createCheckoutApi, CheckoutCallFailed, type CheckoutApi } from './api/checkoutApi';
export { checkoutKeys } from './api/keys';
export { useCheckoutApi, useAddresses, useMemberPoints, useGiftCard, useOrderConfirm, useOrderDetail, useOrderSubmit, usePayNow, useDebouncedValue, pointsCacheMs, type SubmitResult, type Navigate } from './hooks/useCheckout';
export type { CartsParse, CartsProblem } from './logic/carts';
export { exchangeRate, pointsWorthFen, maxUsablePoints, pointsToSpend } from './logic/points';
export { newIdempotencyKey, keyAfterFailure } from './logic/idempotency';
export { classifySubmitError, failureFreesKey, inFlightRetryDelayMs, inFlightRetriesMax, type SubmitFailure } from './logic/submitOutcome';
export { validateAddress, toAddressInput, maskMobile, addressLocation, preselectAddress, emptyAddressDraft, type AddressDraft, type AddressErrors, type AddressErrorKey } from './logic/address';
export { allowedCashierUrl } from './logic/cashier';
export { CheckoutContainer, type CheckoutContainerProps } from './containers/CheckoutContainer';
export { SubmitSuccessContainer, type SubmitSuccessContainerProps } from './containers/SubmitSuccessContainer';
export { PayResultContainer, type PayResultContainerProps } from './containers/PayResultContainer';
export { checkoutResources } from './i18n/resources';
export { checkoutLocales } from './i18n/locales';
