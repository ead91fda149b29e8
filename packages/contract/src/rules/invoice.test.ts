import { describe, expect, it } from 'vitest';
import {
  amountInCapitals,
  CREDIT_CODE_ALPHABET,
  creditCodeCheckCharacter,
  creditCodeProblem,
  invoiceMessages,
  invoiceRefusal,
  invoiceRefusalMessages,
  invoiceRequestProblems,
  normalizeCreditCode,
  splitTax,
  type CreditCodeProblem,
  type InvoiceRequestInput,
} from './invoice';

// Issue #14 item 1: "the taxpayer id (统一社会信用代码, 18 characters, validated with its GB 32100 check
// character)". The codes below are published on the companies' own licences (国家企业信用信息公示系统).
describe('creditCodeProblem (GB 32100-2015 §5 check character)', () => {
  const published: [string, string][] = [
    ['深圳市腾讯计算机系统有限公司', '91440300708461136T'],
    ['华为技术有限公司', '914403001922038216'],
    ['小米科技有限责任公司', '91110108551385082Q'],
    ['北京百度网讯科技有限公司', '91110000802100433B'],
    ['阿里巴巴（中国）有限公司', '91330100799655058B'],
  ];
  it.each(published)('accepts %s’s code %s', (_company, code) => {
    expect(creditCodeProblem(code)).toBeNull();
    expect(creditCodeCheckCharacter(code.slice(0, 17))).toBe(code.slice(17));
  });

  const tencent = '91440300708461136T';
  const rows: [string, string, CreditCodeProblem | null][] = [
    ['empty', '', 'required'],
    ['17 characters', tencent.slice(0, 17), 'length'],
    ['19 characters', `${tencent}0`, 'length'],
    ['the old 15-digit business licence number', '440301103097413', 'length'],
    ['a letter the standard leaves out (I)', `${tencent.slice(0, 10)}I${tencent.slice(11)}`, 'characters'],
    ['lower case is not normalised here', tencent.toLowerCase(), 'characters'],
    ['a wrong check character', `${tencent.slice(0, 17)}U`, 'check'],
    ['two neighbours swapped', `9144030070846113T6`, 'check'],
  ];
  it.each(rows)('%s', (_name, code, expected) => expect(creditCodeProblem(code)).toBe(expected));

  it('writes 0 when 31 − (Σ mod 31) is 31', () => {
    expect(creditCodeCheckCharacter('00000000000000000')).toBe('0');
    expect(creditCodeCheckCharacter('0000000000000000')).toBeNull();
  });

  it('catches every single wrong character of a real code', () => {
    for (let i = 0; i < 18; i += 1) {
      for (const other of CREDIT_CODE_ALPHABET) {
        if (other === tencent[i]) continue;
        const typo = `${tencent.slice(0, i)}${other}${tencent.slice(i + 1)}`;
        expect(creditCodeProblem(typo), typo).toBe('check');
      }
    }
  });

  it('normalises what a shopper typed: spaces out, capitals', () => {
    expect(normalizeCreditCode(' 9144 0300 7084 6113 6t ')).toBe(tencent);
  });
});

// Issue #14: "total in figures and in Chinese capitals 大写"; 会计基础工作规范 第五十二条 (the zero rules).
describe('amountInCapitals (价税合计 大写)', () => {
  const rows: [number, string][] = [
    [123_456, '壹仟贰佰叁拾肆元伍角陆分'],
    [0, '零元整'],
    [100, '壹元整'],
    [1_000, '壹拾元整'],
    [1_900, '壹拾玖元整'],
    [10_000, '壹佰元整'],
    [100_500, '壹仟零伍元整'],
    [1_005_000, '壹万零伍拾元整'],
    [1_000_000, '壹万元整'],
    [10_000_000, '壹拾万元整'],
    [11_000_000, '壹拾壹万元整'],
    [100_000_500, '壹佰万零伍元整'],
    [100_050_000, '壹佰万零伍佰元整'],
    [120_000_000, '壹佰贰拾万元整'],
    [10_000_000_000, '壹亿元整'],
    [10_000_000_500, '壹亿零伍元整'],
    [12_345_678_900, '壹亿贰仟叁佰肆拾伍万陆仟柒佰捌拾玖元整'],
    // 角 with no 分: 整 after 角.
    [150, '壹元伍角整'],
    [50, '伍角整'],
    // A zero 角 before 分 is written 零, never 零角.
    [10_005, '壹佰元零伍分'],
    [5, '伍分'],
    [56, '伍角陆分'],
    // A zero 元 before 角: no 零 (the rule allows either; the tax bureau's print omits it).
    [168_032, '壹仟陆佰捌拾元叁角贰分'],
    [10_000_053, '壹拾万元伍角叁分'],
    // The rule's own example: ¥107,000.53 → 壹拾万零柒仟元伍角叁分 (its second form).
    [10_700_053, '壹拾万零柒仟元伍角叁分'],
    // A red-letter invoice's negative total.
    [-102_614, '负壹仟零贰拾陆元壹角肆分'],
  ];
  it.each(rows)('%i fen → %s', (fen, text) => expect(amountInCapitals(fen)).toBe(text));

  it('refuses what is not a whole number of fen', () => {
    expect(() => amountInCapitals(1.5)).toThrow(RangeError);
  });
});

// Issue #14 brief: "tax 13% split from the tax-inclusive total per line".
describe('splitTax (13 % VAT out of a tax-inclusive total)', () => {
  const rows: [number, number, number][] = [
    [11_300, 10_000, 1_300],
    [102_614, 90_809, 11_805],
    [100, 88, 12],
    [0, 0, 0],
    [-11_300, -10_000, -1_300],
  ];
  it.each(rows)('%i → %i + %i', (total, amount, tax) => {
    expect(splitTax(total)).toEqual({ amountFen: amount, taxFen: tax });
  });
  it('always adds up to the total', () => {
    for (let total = 0; total < 2_000; total += 7) {
      const { amountFen, taxFen } = splitTax(total);
      expect(amountFen + taxFen).toBe(total);
    }
  });
});

describe('invoiceRequestProblems (issue #14 item 1: the request form)', () => {
  const person: InvoiceRequestInput = {
    titleType: 'personal',
    title: '王丽',
    taxId: '',
    bankName: '',
    bankAccount: '',
    address: '',
    phone: '',
    email: 'wang@example.com',
  };
  const company: InvoiceRequestInput = {
    ...person,
    titleType: 'company',
    title: '深圳市腾讯计算机系统有限公司',
    taxId: '91440300708461136T',
  };
  const rows: [string, InvoiceRequestInput, Record<string, string>][] = [
    ['a person with a name and an e-mail', person, {}],
    ['a person needs no taxpayer id, whatever the company fields say', { ...person, taxId: 'x', bankAccount: 'y' }, {}],
    ['a company with name and credit code', company, {}],
    ['a company, code typed with spaces in lower case', { ...company, taxId: '9144 0300 7084 6113 6t' }, {}],
    ['no title', { ...person, title: '  ' }, { title: 'required' }],
    ['a title of 101 characters', { ...person, title: '金'.repeat(101) }, { title: 'tooLong' }],
    ['no e-mail', { ...person, email: '' }, { email: 'required' }],
    ['a malformed e-mail', { ...person, email: 'wang@example' }, { email: 'email' }],
    ['a company without taxpayer id', { ...company, taxId: '' }, { taxId: 'required' }],
    ['a company with 15 digits', { ...company, taxId: '440301103097413' }, { taxId: 'length' }],
    ['a company with an O in the code', { ...company, taxId: '9144030070846113OT' }, { taxId: 'characters' }],
    ['a company with a wrong check character', { ...company, taxId: '91440300708461136U' }, { taxId: 'check' }],
    ['a bank account with letters', { ...company, bankAccount: '6222abc' }, { bankAccount: 'account' }],
    ['a bank account typed in groups', { ...company, bankAccount: '6222 0212 3456 7890' }, {}],
    ['a telephone with letters', { ...company, phone: 'call me' }, { phone: 'phone' }],
    ['a long bank name', { ...company, bankName: '行'.repeat(51) }, { bankName: 'tooLong' }],
  ];
  it.each(rows)('%s', (_name, input, expected) => expect(invoiceRequestProblems(input)).toEqual(expected));

  it('has a Chinese message for every problem it can answer', () => {
    for (const [, , expected] of rows) {
      for (const [field, problem] of Object.entries(expected)) {
        expect(invoiceMessages[field as keyof typeof invoiceMessages][problem as 'required']).toMatch(
          /\p{Script=Han}/u,
        );
      }
    }
  });
});

describe('invoiceRefusal (issue #14 item 1: which orders may have an invoice)', () => {
  const paid = { orderState: 2, paymentState: 1, orderType: null, royaltyFundFen: 0, isStaffOrder: false };
  const rows: [string, typeof paid | Record<string, unknown>, string | null][] = [
    ['a paid order awaiting shipment', paid, null],
    ['a shipped order', { ...paid, orderState: 3 }, null],
    ['a successful order', { ...paid, orderState: 4 }, null],
    ['a paid balance order (presale)', { ...paid, orderType: 2 }, null],
    ['an unpaid order', { ...paid, orderState: 1, paymentState: 0 }, 'unpaid'],
    ['an order the buyer cancelled', { ...paid, orderState: 6, paymentState: 0 }, 'cancelled'],
    ['an order closed at its payment deadline', { ...paid, orderState: 5, paymentState: 0 }, 'cancelled'],
    ['an order refunded in full', { ...paid, orderState: 7, paymentState: 2 }, 'refunded'],
    ['a successful order refunded in full after delivery', { ...paid, orderState: 4, paymentState: 2 }, 'refunded'],
    ['a presale deposit', { ...paid, orderType: 1 }, 'deposit'],
    ['a staff rights-fund order', { ...paid, royaltyFundFen: 100_000, isStaffOrder: true }, 'rightsFund'],
    ['another staff order', { ...paid, isStaffOrder: true }, 'staff'],
  ];
  it.each(rows)('%s', (_name, order, expected) =>
    expect(invoiceRefusal({ ...paid, ...order } as typeof paid)).toBe(expected),
  );
  it('has a Chinese message for every refusal', () => {
    for (const [, , refusal] of rows) if (refusal) expect(invoiceRefusalMessages[refusal as 'unpaid']).toBeTruthy();
  });
});
