import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { fenToYuan } from '@mall/contract';
import { PAY_NOTIFY_WINDOW_SECONDS, type PayMethod, type PayNotifyBody } from '@mall/contract/checkout';
import { type RefundNotifyBody } from '@mall/contract/orders';
import type { RefundGateway } from '.';
import type { Db } from '../db/database';
import { paymentRepository } from '../repositories/payments';

/**
 * The sandbox PSP (DESIGN.md §5): a cashier page that, like a real payment provider, tells the
 * mall's server the outcome with a signed server-to-server notification. The signature is
 * HMAC-SHA256 over the fields in a fixed order with a secret only the server knows
 * (PAY_NOTIFY_SECRET, or one generated per install and kept in the database).
 */

/** The notification secret: PAY_NOTIFY_SECRET, else the install's own (generated once; many instances agree on the first stored). */
export async function notifySecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  const stored = await paymentRepository(db).keepNotifySecret(randomBytes(32).toString('hex'));
  if (!stored) throw new Error('the payment notification secret could not be stored');
  return stored;
}

/** A notice as the PSP signs it: payment (PayNotifyBody) or refund (RefundNotifyBody), `sign` aside. */
type Unsigned = Record<string, string | number>;
type Signed<T extends Unsigned> = T & { sign: string };

/** The signed string: every field but `sign`, as key=value in alphabetical order, joined by '&'. */
export function signingString(body: Unsigned): string {
  return Object.keys(body)
    .filter((key) => key !== 'sign')
    .sort()
    .map((key) => `${key}=${body[key]}`)
    .join('&');
}

export function sign(body: Unsigned, secret: string): string {
  return createHmac('sha256', secret).update(signingString(body)).digest('hex');
}

/** Constant-time check of the signature, and the timestamp within the window of `now` (payment and refund notices). */
export function verifyNotification(
  body: Signed<Unsigned & { timestamp: number }>,
  secret: string,
  now: Date,
): 'ok' | 'signature' | 'expired' {
  const expected = Buffer.from(sign(body, secret), 'hex');
  const given = Buffer.from(body.sign, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'signature';
  if (Math.abs(Math.floor(now.getTime() / 1000) - body.timestamp) > PAY_NOTIFY_WINDOW_SECONDS) return 'expired';
  return 'ok';
}

/** A notice as the PSP sends it: the fields, a fresh nonce and timestamp, signed. */
export function signedNotification<T extends Omit<PayNotifyBody, 'nonce' | 'timestamp' | 'sign'>>(
  fields: T,
  secret: string,
  now: Date,
): PayNotifyBody;
export function signedNotification<T extends Omit<RefundNotifyBody, 'nonce' | 'timestamp' | 'sign'>>(
  fields: T,
  secret: string,
  now: Date,
): RefundNotifyBody;
export function signedNotification(fields: Unsigned, secret: string, now: Date): Signed<Unsigned> {
  const unsigned: Unsigned = {
    ...fields,
    nonce: randomBytes(12).toString('hex'),
    timestamp: Math.floor(now.getTime() / 1000),
  };
  return { ...unsigned, sign: sign(unsigned, secret) };
}

/**
 * The sandbox PSP's refunds (issue #12), behind the gateway seam: it accepts every refund request
 * and answers the signed notice it sends for it, which the caller delivers to the mall's refund
 * notify route as the PSP's server would (the cashier does the same for payments).
 */
export function sandboxRefundGateway(secret: string, clock: () => Date): RefundGateway {
  return {
    name: 'sandbox',
    async requestRefund(input) {
      const fields = { refundNo: input.refundNo, orderNo: input.orderNo, amountFen: input.amountFen };
      return { accepted: true, notification: signedNotification({ ...fields, status: 'SUCCESS' }, secret, clock()) };
    },
    verifyRefundNotification: (body, now) => verifyNotification(body, secret, now),
  };
}

export const methodLabels: Record<PayMethod, string> = { wechat: '微信支付', alipay: '支付宝', unionpay: '银联' };

/** ¥ with two decimals and thousands commas, as the mall shows money (DESIGN.md §7). */
export function yuanLabel(fen: number): string {
  return `¥${fenToYuan(fen).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const styles = `
  :root { color-scheme: light; font-family: "Noto Sans CJK SC", "PingFang SC", "Microsoft YaHei", sans-serif; }
  body { margin: 0; background: #f4f1ea; color: #222; }
  main { max-width: 28rem; margin: 3rem auto; background: #fff; border: 1px solid #d8d2c4; border-radius: 8px; padding: 1.5rem 2rem; }
  .badge { display: inline-block; background: #8a5a00; color: #fff; padding: 0.15rem 0.6rem; border-radius: 4px; font-size: 0.875rem; }
  h1 { font-size: 1.375rem; margin: 0.75rem 0 1rem; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 0.5rem 1rem; margin: 0 0 1.25rem; }
  dt { color: #555; } dd { margin: 0; font-weight: 600; }
  .amount { font-size: 1.5rem; color: #a4000f; }
  fieldset { border: 1px solid #d8d2c4; border-radius: 6px; margin: 0 0 1.25rem; padding: 0.75rem 1rem; }
  legend { padding: 0 0.25rem; font-weight: 600; }
  label { display: flex; align-items: center; gap: 0.5rem; padding: 0.4rem 0; cursor: pointer; }
  input[type="radio"] { width: 1.125rem; height: 1.125rem; accent-color: #a4000f; }
  .actions { display: flex; gap: 0.75rem; }
  button { font: inherit; font-size: 1rem; padding: 0.6rem 1.4rem; border-radius: 6px; cursor: pointer; border: 1px solid #a4000f; }
  button.pay { background: #a4000f; color: #fff; }
  button.fail { background: #fff; color: #a4000f; }
  :focus-visible { outline: 3px solid #1a5fb4; outline-offset: 2px; }
  p.note { color: #555; font-size: 0.875rem; }
  a { color: #1a5fb4; }
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="zh-CN">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>${styles}</style></head>
<body><main>${body}</main></body>
</html>`;
}

/** The cashier of one payment attempt: order number, amount, method choice, 支付 and 模拟失败. */
export function cashierPage(
  action: string,
  payment: { payNo: string; orderNo: string; amountFen: number; method: PayMethod },
): string {
  const methods = (Object.keys(methodLabels) as PayMethod[])
    .map(
      (method) =>
        `<label><input type="radio" name="method" value="${method}"${method === payment.method ? ' checked' : ''}> ${methodLabels[method]}</label>`,
    )
    .join('\n');
  return page(
    '沙箱收银台',
    `<span class="badge">沙箱环境</span>
<h1>沙箱收银台</h1>
<p class="note">这是本地模拟的支付服务，不会产生真实扣款。</p>
<dl>
  <dt>订单号</dt><dd>${escapeHtml(payment.orderNo)}</dd>
  <dt>支付单号</dt><dd>${escapeHtml(payment.payNo)}</dd>
  <dt>应付金额</dt><dd class="amount">${yuanLabel(payment.amountFen)}</dd>
</dl>
<form method="post" action="${escapeHtml(action)}">
  <input type="hidden" name="payNo" value="${escapeHtml(payment.payNo)}">
  <fieldset>
    <legend>支付方式</legend>
    ${methods}
  </fieldset>
  <div class="actions">
    <button type="submit" class="pay" name="outcome" value="pay">支付</button>
    <button type="submit" class="fail" name="outcome" value="fail">模拟失败</button>
  </div>
</form>`,
  );
}

/** A cashier notice (unknown, already paid or closed payment) with a way back to the mall. */
export function noticePage(message: string, link?: { href: string; text: string }): string {
  return page(
    '沙箱收银台',
    `<span class="badge">沙箱环境</span><h1>沙箱收银台</h1><p>${escapeHtml(message)}</p>${link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p>` : ''}`,
  );
}
