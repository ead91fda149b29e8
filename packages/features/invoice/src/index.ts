// @mall/feature-invoice: invoices (发票管理), issue #14 item 1.
export { InvoiceManageContainer } from './containers/InvoiceManageContainer';
export { InvoiceRequestContainer } from './containers/InvoiceRequestContainer';
export { invoiceResources } from './i18n/resources';
export { invoiceLocales } from './i18n/locales';
