/**
 * The outside world, each behind a seam with a working local default (DESIGN.md §5). Slices use
 * these interfaces, never a provider directly, so production adapters drop in by configuration.
 *
 * - SMS gateway: `devOutboxSms` here; a provider adapter is chosen by SMS_PROVIDER in production.
 * - Online chat: `udeskSigner` (Udesk's documented customer signature) here.
 * - Slider captcha: `builtinCaptcha` (the local default, issuing GeeTest-v4-shaped values and keeping
 *   its challenges through repositories/captcha) and `geetestVerifier`, both `CaptchaVerifier`s.
 * - Staff OpenID provider and code exchange: the accounts slice (issue #5) implements `StaffIdentity` below.
 * - Payment (sandbox cashier notifying like a PSP): the checkout slice (issue #7) implements `PaymentGateway`;
 *   its refunds (issue #12) are `sandboxRefundGateway` (adapters/sandboxPayment.ts), a `RefundGateway`.
 * - Fulfilment: `WarehouseGateway` in warehouse.ts (local default `simulatedWarehouse`, which ships in
 *   parcels by a documented split rule); carrier tracking: `CarrierTracker` in carrier.ts (local default
 *   `simulatedCarrier`; `kuaidi100Tracker` in kuaidi100.ts by CARRIER_PROVIDER=kuaidi100). Issue #12.
 */
import type { RefundNotifyBody } from '@mall/contract/orders';
export { devOutboxSms, type SmsGateway, type SmsMessage } from './sms';
export { builtinCaptcha, geetestVerifier, type CaptchaValues, type CaptchaVerifier } from './captcha';
export { chatSignatureRefusal, udeskSignature, udeskSigner, type ChatSigner, type ChatCustomerSignature } from './chat';

/** The staff user an identity provider vouches for. */
export type StaffIdentityUser = { staffCode: string; nickname: string; email: string };

/** Authorization code + PKCE (S256) exchange against the staff identity provider (spec §4). */
export interface StaffIdentity {
  exchangeCode(input: { code: string; redirectUri: string; codeVerifier: string }): Promise<StaffIdentityUser>;
}

/** A payment service provider: a cashier to send the shopper to, and signed notifications back. */
export interface PaymentGateway {
  readonly name: string;
  createPayment(input: {
    orderNo: string;
    amountFen: number;
    method: 'wechat' | 'alipay' | 'unionpay';
  }): Promise<{ cashierUrl: string }>;
  verifyNotification(body: string, signature: string): { orderNo: string; paid: boolean; amountFen: number } | null;
  /**
   * Asks the PSP to send `amountFen` of the order's payment back (issue #12). The PSP answers at once
   * whether it took the request; the outcome comes later as a signed refund notice. A sandbox PSP
   * hands back the notice it sends, for the caller to deliver.
   */
  requestRefund(input: {
    refundNo: string;
    orderNo: string;
    /** The payment to refund from, when the order was paid through the PSP. */
    payNo: string | null;
    amountFen: number;
  }): Promise<{ accepted: boolean; notification?: RefundNotifyBody }>;
  /** Checks a refund notice's signature and time window (the same HMAC scheme as the payment notice). */
  verifyRefundNotification(body: RefundNotifyBody, now: Date): 'ok' | 'signature' | 'expired';
}

/** The refund half of a PSP (issue #12): what refunds need of the gateway. */
export type RefundGateway = Pick<PaymentGateway, 'name' | 'requestRefund' | 'verifyRefundNotification'>;
