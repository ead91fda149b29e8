import { describe, expect, it } from 'vitest';
import { telHref } from './telHref';

describe('telHref', () => {
  it.each<[string, string, string | null]>([
    ['a 400 hotline with dashes', '400-820-1314', 'tel:4008201314'],
    ['a mainland landline with area code', '021-6888 1314', 'tel:02168881314'],
    ['a Hong Kong number with country code', '+852 6123 4567', 'tel:+85261234567'],
    ['spaces around are ignored', '  400 820 1314 ', 'tel:4008201314'],
    ['full-width digits are not dialable digits', '４００', null],
    ['empty', '', null],
    ['too short to dial', '11', null],
    ['emergency-length numbers still dial', '110', 'tel:110'],
  ])('%s: %j → %j', (_case, printed, expected) => {
    expect(telHref(printed)).toBe(expected);
  });
});
