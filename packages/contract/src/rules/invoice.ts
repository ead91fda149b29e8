/**
 * Invoices (发票管理, issue #14 item 1): the taxpayer id's check character (GB 32100-2015, the
 * 18-character unified social credit code), the amount in Chinese capitals printed on the invoice
 * (大写), the tax split of a tax-inclusive total, and the request form's rules and messages. Pure and
 * shared: the mall's form and the server apply the same rules, so the form never lets through what
 * the server refuses. No TypeBox here, so the mall imports the rules without the schemas.
 *
 * States: pending (待开票) → issued (已开票, by the e-invoice adapter) → reversed (已红冲, a refund after
 * issue: a red-letter invoice of the same amount, negative, cancels it).
 */

export const invoiceStates = ['pending', 'issued', 'reversed'] as const;
export type InvoiceState = (typeof invoiceStates)[number];

/** 个人 (a person: no taxpayer id) or 单位 (a company or other organisation: name and credit code). */
export const invoiceTitleTypes = ['personal', 'company'] as const;
export type InvoiceTitleType = (typeof invoiceTitleTypes)[number];

// ── GB 32100-2015 统一社会信用代码

/**
 * The code's 31 characters in the order of their values 0–30 (GB 32100-2015 table 2): the digits
 * and the Latin capitals without I, O, Z, S, V (which read like 1, 0, 2, 5, U).
 */
export const CREDIT_CODE_ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
/** The code's length: registration authority, kind, division (6), organisation code (9), check. */
export const CREDIT_CODE_LENGTH = 18;
/** GB 32100-2015 §5: the weight of position i is 3^(i−1) mod 31. */
export const CREDIT_CODE_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28] as const;

/**
 * The check character of the code's first 17 characters (GB 32100-2015 §5): C18 = 31 − (Σ Ci × Wi mod
 * 31), where 31 stands for 0. Answers null when `body` is not 17 characters of the alphabet.
 */
export function creditCodeCheckCharacter(body: string): string | null {
  if (body.length !== CREDIT_CODE_LENGTH - 1) return null;
  let sum = 0;
  for (let i = 0; i < body.length; i += 1) {
    const value = CREDIT_CODE_ALPHABET.indexOf(body[i] as string);
    if (value < 0) return null;
    sum += value * (CREDIT_CODE_WEIGHTS[i] as number);
  }
  return CREDIT_CODE_ALPHABET[(31 - (sum % 31)) % 31] as string;
}

/** What a shopper typed, as a credit code: capitals, without spaces. */
export function normalizeCreditCode(typed: string): string {
  return typed.replace(/\s/g, '').toUpperCase();
}

export type CreditCodeProblem = 'required' | 'length' | 'characters' | 'check';

/**
 * Why a (normalised) taxpayer id is not a unified social credit code, or null: empty, not 18
 * characters, a character outside the alphabet (I, O, Z, S, V, lower case, punctuation), or the
 * check character wrong (GB 32100-2015 §5: any single wrong character is caught).
 */
export function creditCodeProblem(code: string): CreditCodeProblem | null {
  if (code === '') return 'required';
  if (code.length !== CREDIT_CODE_LENGTH) return 'length';
  if ([...code].some((character) => !CREDIT_CODE_ALPHABET.includes(character))) return 'characters';
  return creditCodeCheckCharacter(code.slice(0, -1)) === code.slice(-1) ? null : 'check';
}

// ── 大写金额

const DIGITS = ['零', '壹', '贰', '叁', '肆', '伍', '陆', '柒', '捌', '玖'] as const;
const PLACES = ['', '拾', '佰', '仟'] as const;
const GROUPS = ['', '万', '亿', '万亿'] as const;

/** A group of four digits (0–9999) in capitals, with 零 for each run of zeros inside it, none at its end. */
function groupInCapitals(group: number): string {
  let text = '';
  let zero = false;
  for (let place = 3; place >= 0; place -= 1) {
    const digit = Math.floor(group / 10 ** place) % 10;
    if (digit === 0) {
      zero = text !== '';
    } else {
      if (zero) text += '零';
      zero = false;
      text += `${DIGITS[digit]}${PLACES[place]}`;
    }
  }
  return text;
}

/** The whole yuan (≥ 1) in capitals: groups of four with 万 and 亿, one 零 for each run of zeros between digits. */
function yuanInCapitals(yuan: number): string {
  const groups: number[] = [];
  for (let rest = yuan; rest > 0; rest = Math.floor(rest / 10_000)) groups.push(rest % 10_000);
  let text = '';
  let zero = false;
  for (let index = groups.length - 1; index >= 0; index -= 1) {
    const group = groups[index] as number;
    if (group === 0) {
      zero = text !== '';
      continue;
    }
    // A zero before this group: the group above ended in zeros or was all zeros, or this one starts below 仟.
    if (text !== '' && (zero || group < 1000)) text += '零';
    zero = group % 10 === 0;
    text += `${groupInCapitals(group)}${GROUPS[index]}`;
  }
  return text;
}

/**
 * An amount in fen as the invoice's 价税合计（大写） writes it (会计基础工作规范 第五十二条; issue #14):
 * 1234.56 → 壹仟贰佰叁拾肆元伍角陆分. One 零 for each run of zeros between digits (1005 → 壹仟零伍元,
 * 10050 → 壹万零伍拾元); no 零 for a zero 元 before 角 (1680.32 → 壹仟陆佰捌拾元叁角贰分: the rule allows
 * either, and the tax bureau's print omits it); 零 stands for a zero 角 before 分 (100.05 → 壹佰元零伍分);
 * 整 after 元 or 角 when there is no 分 (壹佰元整, 壹元伍角整), never after 分; below one yuan no 元
 * (0.50 → 伍角整); 0 → 零元整; 10 … 19 yuan lead with 壹拾. A negative amount (a red-letter invoice)
 * is led by 负.
 */
export function amountInCapitals(fen: number): string {
  if (!Number.isSafeInteger(fen)) throw new RangeError(`not a whole number of fen: ${fen}`);
  if (fen < 0) return `负${amountInCapitals(-fen)}`;
  if (fen === 0) return '零元整';
  const yuan = Math.floor(fen / 100);
  const jiao = Math.floor(fen / 10) % 10;
  const cents = fen % 10;
  let text = yuan > 0 ? `${yuanInCapitals(yuan)}元` : '';
  if (jiao > 0) text += `${DIGITS[jiao]}角`;
  else if (cents > 0 && yuan > 0) text += '零';
  if (cents > 0) text += `${DIGITS[cents]}分`;
  else text += '整';
  return text;
}

// ── Tax

/** VAT on gold jewellery and the other goods the mall sells: 13 % (增值税 一般纳税人 销售货物). */
export const VAT_RATE_PERCENT = 13;

/**
 * Splits a tax-inclusive line total into its amount without tax and its tax (fen): tax = round(total ×
 * rate / (100 + rate)) half up, amount = total − tax, so the two always add up to what was paid.
 */
export function splitTax(
  totalFen: number,
  ratePercent: number = VAT_RATE_PERCENT,
): { amountFen: number; taxFen: number } {
  const sign = totalFen < 0 ? -1 : 1;
  const total = Math.abs(totalFen);
  const taxFen = Math.floor((total * ratePercent * 2 + (100 + ratePercent)) / (2 * (100 + ratePercent)));
  return { amountFen: sign * (total - taxFen), taxFen: sign * taxFen };
}

// ── The request form

export const INVOICE_TITLE_MAX = 100;
export const INVOICE_BANK_MAX = 50;
export const INVOICE_ACCOUNT_MAX = 30;
export const INVOICE_ADDRESS_MAX = 100;
export const INVOICE_PHONE_MAX = 20;
export const INVOICE_EMAIL_MAX = 100;

export type InvoiceField = 'title' | 'taxId' | 'bankName' | 'bankAccount' | 'address' | 'phone' | 'email';
export type InvoiceProblem = 'required' | 'tooLong' | 'email' | 'account' | 'phone' | CreditCodeProblem;

export type InvoiceRequestInput = {
  titleType: InvoiceTitleType;
  /** The buyer's name: a person's name (个人) or the company's (单位). */
  title: string;
  /** 单位 only: the unified social credit code. */
  taxId: string;
  bankName: string;
  bankAccount: string;
  address: string;
  phone: string;
  email: string;
};

/** A request as sent (the optional company fields left out) as the rule reads it: '' for each one missing. */
export function invoiceInputOf(
  body: Pick<InvoiceRequestInput, 'titleType' | 'title' | 'email'> & Partial<InvoiceRequestInput>,
): InvoiceRequestInput {
  return {
    titleType: body.titleType,
    title: body.title,
    taxId: body.taxId ?? '',
    bankName: body.bankName ?? '',
    bankAccount: body.bankAccount ?? '',
    address: body.address ?? '',
    phone: body.phone ?? '',
    email: body.email,
  };
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const accountPattern = /^\d{6,30}$/;
const phonePattern = /^[\d\s()+-]{5,20}$/;

/**
 * What is wrong with an invoice request, field by field (empty when nothing). Both kinds: the title
 * (the person's or the company's name, ≤ 100 characters) and the e-mail the invoice goes to. 单位: the
 * taxpayer id (GB 32100-2015 credit code) and, optionally, bank, account (6–30 digits), registered
 * address and telephone. A person's request ignores the company fields.
 */
export function invoiceRequestProblems(input: InvoiceRequestInput): Partial<Record<InvoiceField, InvoiceProblem>> {
  const problems: Partial<Record<InvoiceField, InvoiceProblem>> = {};
  const title = input.title.trim();
  if (title === '') problems.title = 'required';
  else if ([...title].length > INVOICE_TITLE_MAX) problems.title = 'tooLong';
  if (input.titleType === 'company') {
    const taxProblem = creditCodeProblem(normalizeCreditCode(input.taxId));
    if (taxProblem) problems.taxId = taxProblem;
    const optional = (field: InvoiceField, value: string, max: number, pattern?: RegExp, problem?: InvoiceProblem) => {
      const text = value.trim();
      if ([...text].length > max) problems[field] = 'tooLong';
      else if (text !== '' && pattern && problem && !pattern.test(text)) problems[field] = problem;
    };
    optional('bankName', input.bankName, INVOICE_BANK_MAX);
    optional('bankAccount', input.bankAccount.replace(/\s/g, ''), INVOICE_ACCOUNT_MAX, accountPattern, 'account');
    optional('address', input.address, INVOICE_ADDRESS_MAX);
    optional('phone', input.phone, INVOICE_PHONE_MAX, phonePattern, 'phone');
  }
  const email = input.email.trim();
  if (email === '') problems.email = 'required';
  else if (email.length > INVOICE_EMAIL_MAX || !emailPattern.test(email)) problems.email = 'email';
  return problems;
}

/** The message of each problem in Chinese (the server's 400 and the mall's zh-CN text say the same). */
export const invoiceMessages: Record<InvoiceField, Partial<Record<InvoiceProblem, string>>> = {
  title: { required: '请填写发票抬头', tooLong: `发票抬头不能超过${INVOICE_TITLE_MAX}个字` },
  taxId: {
    required: '请填写纳税人识别号',
    length: '纳税人识别号应为18位统一社会信用代码',
    characters: '纳税人识别号只含数字和大写字母（不含I、O、Z、S、V）',
    check: '纳税人识别号校验位不正确，请核对',
  },
  bankName: { tooLong: `开户银行不能超过${INVOICE_BANK_MAX}个字` },
  bankAccount: { tooLong: `银行账号不能超过${INVOICE_ACCOUNT_MAX}位`, account: '银行账号应为6~30位数字' },
  address: { tooLong: `注册地址不能超过${INVOICE_ADDRESS_MAX}个字` },
  phone: { tooLong: `注册电话不能超过${INVOICE_PHONE_MAX}位`, phone: '请输入正确的注册电话' },
  email: { required: '请填写接收发票的电子邮箱', email: '请输入正确的电子邮箱' },
};

// ── Which orders may have one

/** The facts of an order the request rule reads (spec §4 states; payment 0 unpaid, 1 paid, 2 refunded). */
export type InvoiceOrderFacts = {
  orderState: number;
  paymentState: number;
  /** 1 deposit (presale), 2 balance; null for an ordinary order. */
  orderType: number | null;
  /** What a staff user paid from their rights fund (fen); 0 for every other order. */
  royaltyFundFen: number;
  /** Bought by a staff user (内购), not a member. */
  isStaffOrder: boolean;
};

export type InvoiceRefusal = 'rightsFund' | 'staff' | 'unpaid' | 'cancelled' | 'refunded' | 'deposit';

/** spec §4: closed states (the deadline passed, closed by the buyer, closed otherwise). */
const closedStates = new Set([5, 6, 7]);

/**
 * Why an order may not have an invoice requested, or null (issue #14 item 1: "a paid order (not for a
 * cancelled one; … staff rights-fund orders excluded)"): a staff rights-fund order, any other staff
 * order (invoiced by the company, not the mall), an unpaid or cancelled one, one refunded in full, and
 * a presale deposit (invoiced with its balance order). One per order and a zero amount are the
 * server's to tell (they need the database).
 */
export function invoiceRefusal(order: InvoiceOrderFacts): InvoiceRefusal | null {
  if (order.royaltyFundFen > 0) return 'rightsFund';
  if (order.isStaffOrder) return 'staff';
  if (order.paymentState === 2) return 'refunded';
  if (order.paymentState !== 1) return closedStates.has(order.orderState) ? 'cancelled' : 'unpaid';
  if (closedStates.has(order.orderState)) return 'cancelled';
  if (order.orderType === 1) return 'deposit';
  return null;
}

/** The refusals' messages in Chinese (the server's 409; the mall's zh-CN says the same). */
export const invoiceRefusalMessages: Record<InvoiceRefusal | 'exists' | 'zero' | 'refunding', string> = {
  rightsFund: '员工权益金订单不开具发票',
  staff: '员工内购订单不在商城开具发票，请联系公司财务',
  unpaid: '订单未支付，支付后才能申请发票',
  cancelled: '订单已取消，不能申请发票',
  refunded: '订单已全额退款，不能申请发票',
  deposit: '定金订单不单独开票，请在支付尾款后为尾款订单申请发票',
  exists: '该订单已申请发票，请在发票管理中查看',
  zero: '订单实付金额为0元，无需开具发票',
  refunding: '订单有进行中的退款，请在退款完成后申请发票',
};
