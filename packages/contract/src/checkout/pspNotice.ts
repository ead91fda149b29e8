import { Type } from '@sinclair/typebox';

/** The fields every PSP notice carries (payment and refund): the outcome, a nonce, the time and the signature. */
export const pspNoticeFields = {
  orderNo: Type.String({ maxLength: 40 }),
  amountFen: Type.Integer({ minimum: 0 }),
  status: Type.Union([Type.Literal('SUCCESS'), Type.Literal('FAIL')]),
  nonce: Type.String({ minLength: 8, maxLength: 64 }),
  timestamp: Type.Integer(),
  sign: Type.String({ pattern: '^[0-9a-f]{64}$' }),
};

/**
 * The local sandbox PSP's cashier page (DESIGN.md §5): an HTML page and its form, not a call of the
 * mall; pay/create answers a link to it (`?payNo=`).
 */
export const SANDBOX_CASHIER_PATH = '/sandbox-pay/cashier';
