import { describe, expect, it } from 'vitest';
import {
  feedbackContentProblem,
  inquiryProblems,
  visibleLength,
  type FeedbackContentProblem,
  type InquiryInput,
} from './service';

// Issue #14 item 4 (spec §1 "feedback", §2 /feedBack): content of 10–500 characters counted as the
// member sees them, so an emoji or an accented letter is one character on the counter and the server.
describe('visibleLength', () => {
  const rows: [string, string, number][] = [
    ['Chinese characters', '金缘珠宝', 4],
    ['ASCII', 'ring', 4],
    ['an emoji outside the BMP (two UTF-16 units)', '💍', 1],
    ['an emoji with a skin tone', '👍🏽', 1],
    ['a family emoji joined by ZWJ', '👨‍👩‍👧', 1],
    ['e with a combining accent', 'e\u0301', 1],
    ['a national flag', '🇨🇳', 1],
    ['empty', '', 0],
  ];
  it.each(rows)('%s', (_name, text, expected) => expect(visibleLength(text)).toBe(expected));
});

describe('feedbackContentProblem (10–500 visible characters, trimmed)', () => {
  const rows: [string, string, FeedbackContentProblem | null][] = [
    ['empty', '', 'tooShort'],
    ['nine characters', '项链扣子有点松动了', 'tooShort'],
    ['ten characters', '项链扣子有点松动了。', null],
    ['nine characters padded with spaces to ten', '  项链扣子有点松动了  ', 'tooShort'],
    ['nine emoji and one character (UTF-16 length 19)', `${'💍'.repeat(9)}好`, null],
    ['exactly 500', '金'.repeat(500), null],
    ['501', '金'.repeat(501), 'tooLong'],
    ['500 emoji (1000 UTF-16 units) is still 500', '💍'.repeat(500), null],
  ];
  it.each(rows)('%s', (_name, content, expected) => expect(feedbackContentProblem(content)).toBe(expected));
});

// Issue #14 item 5: the inquiry form's rules; the mobile rule and message are spec §5's.
describe('inquiryProblems', () => {
  const valid: InquiryInput = {
    company: '上海某某科技有限公司',
    contactName: '李先生',
    mobile: '13800138000',
    email: 'li@example.com',
    quantity: 200,
    budget: '500to2000',
    purpose: 'anniversary',
    expectedDate: '2026-12-31',
    description: '',
  };
  const today = '2026-11-20';
  const rows: [string, Partial<InquiryInput>, ReturnType<typeof inquiryProblems>][] = [
    ['a complete inquiry', {}, {}],
    ['expected today (China date) is fine', { expectedDate: today }, {}],
    ['no company', { company: '  ' }, { company: 'required' }],
    ['a company of 101 characters', { company: '金'.repeat(101) }, { company: 'tooLong' }],
    ['no contact name', { contactName: '' }, { contactName: 'required' }],
    ['no mobile', { mobile: '' }, { mobile: 'required' }],
    ['a 10-digit mobile', { mobile: '1380013800' }, { mobile: 'mobile' }],
    ['a mobile not starting with 1', { mobile: '23800138000' }, { mobile: 'mobile' }],
    ['no e-mail', { email: '' }, { email: 'required' }],
    ['an e-mail without a domain', { email: 'li@' }, { email: 'email' }],
    ['no quantity', { quantity: null }, { quantity: 'required' }],
    ['quantity 0', { quantity: 0 }, { quantity: 'quantity' }],
    ['quantity 1.5', { quantity: 1.5 }, { quantity: 'quantity' }],
    ['quantity over 100,000', { quantity: 100_001 }, { quantity: 'quantity' }],
    ['an unknown budget', { budget: 'lots' }, { budget: 'required' }],
    ['no purpose', { purpose: '' }, { purpose: 'required' }],
    ['no expected date', { expectedDate: '' }, { expectedDate: 'required' }],
    ['a date that is no date', { expectedDate: '2026-13-01' }, { expectedDate: 'dateFormat' }],
    ['yesterday', { expectedDate: '2026-11-19' }, { expectedDate: 'datePast' }],
    ['a description of 1001 characters', { description: '金'.repeat(1001) }, { description: 'tooLong' }],
  ];
  it.each(rows)('%s', (_name, change, expected) =>
    expect(inquiryProblems({ ...valid, ...change }, today)).toEqual(expected),
  );
});
