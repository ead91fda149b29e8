// @mall/contract/invoice: invoices (issue #14 item 1) — their calls and schemas.
import { pathsOf } from '../call';
import { invoiceCalls } from './calls';

export * from './schemas';
export { invoiceCalls, invoiceRoutes } from './calls';

/** The development mail outbox beside the SMS one (/__dev, not a contract call; not in production). */
export const invoiceDevPaths = { devMail: '/__dev/mail' } as const;

/** The invoice calls' paths and the development outbox's (tests, mocks, the /__dev route). */
export const invoicePaths = (productCode: string) => ({ ...pathsOf(invoiceCalls, productCode), ...invoiceDevPaths });
