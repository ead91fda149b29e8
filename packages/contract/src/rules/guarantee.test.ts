import { describe, expect, it } from 'vitest';
import {
  afterSalesPromise,
  guaranteeFacts,
  CERT_ALPHABET,
  certCheckCharacter,
  certNoOf,
  certNoProblem,
  materialOf,
  normalizeCertNo,
  saleMonth,
  type CertNoProblem,
} from './guarantee';

// Issue #14 item 2: "certificate number (unguessable, with a check character)". The check character
// is ISO 7064 MOD 37,36 (hybrid system over 0-9A-Z); item 3 tells a malformed number without a read.
describe('certCheckCharacter (ISO 7064 MOD 37,36)', () => {
  const rows: [string, string][] = [
    // The standard's worked example (also python-stdnum's iso7064.mod_37_36 documentation).
    ['A12425GABC1234002', 'M'],
    ['JY000000000000000', certCheckCharacter('JY000000000000000')],
  ];
  it.each(rows)('%s → %s', (body, check) => expect(certCheckCharacter(body)).toBe(check));

  it('makes every number it builds valid', () => {
    for (const random of ['000000000000000', 'ZZZZZZZZZZZZZZZ', '7K3M9Q2W8E4R6T1']) {
      expect(certNoProblem(certNoOf(random))).toBeNull();
    }
  });

  it('catches every single wrong character and every swap of two different neighbours', () => {
    const good = certNoOf('7K3M9Q2W8E4R6T1');
    for (let i = 2; i < good.length; i += 1) {
      for (const other of CERT_ALPHABET) {
        if (other === good[i]) continue;
        const typo = `${good.slice(0, i)}${other}${good.slice(i + 1)}`;
        expect(certNoProblem(typo), typo).toBe('malformed');
      }
      if (i + 1 < good.length && good[i] !== good[i + 1]) {
        const swapped = `${good.slice(0, i)}${good[i + 1]}${good[i]}${good.slice(i + 2)}`;
        expect(certNoProblem(swapped), swapped).toBe('malformed');
      }
    }
  });
});

describe('certNoProblem (shape, then the check character)', () => {
  const good = certNoOf('7K3M9Q2W8E4R6T1');
  const rows: [string, string, CertNoProblem | null][] = [
    ['a real number', good, null],
    ['empty', '', 'empty'],
    ['one character short', good.slice(0, -1), 'malformed'],
    ['one character long', `${good}0`, 'malformed'],
    ['another prefix', `XX${good.slice(2)}`, 'malformed'],
    ['lower case is not normalised here', good.toLowerCase(), 'malformed'],
    ['a character outside the alphabet', `${good.slice(0, 5)}*${good.slice(6)}`, 'malformed'],
  ];
  it.each(rows)('%s', (_name, certNo, expected) => expect(certNoProblem(certNo)).toBe(expected));
});

describe('normalizeCertNo (what a shopper types)', () => {
  const rows: [string, string][] = [
    [' jy7k3m-9q2w 8e4r6t1x ', 'JY7K3M9Q2W8E4R6T1X'],
    ['JY7K3M9Q2W8E4R6T1X', 'JY7K3M9Q2W8E4R6T1X'],
  ];
  it.each(rows)('%j → %s', (typed, normalized) => expect(normalizeCertNo(typed)).toBe(normalized));
});

// Item 3: "date of sale masked to the month" — the month in China time.
describe('saleMonth', () => {
  const rows: [string, string][] = [
    ['2026-03-15T04:00:00.000Z', '2026-03'],
    ['2026-03-31T16:30:00.000Z', '2026-04'],
    ['2026-12-31T15:59:59.000Z', '2026-12'],
  ];
  it.each(rows)('%s → %s', (iso, month) => expect(saleMonth(iso)).toBe(month));
});

describe('materialOf (the catalogue category and title → material and fineness mark)', () => {
  const rows: [string, string, string, string][] = [
    ['足金/黄金', '福运足金戒指', 'gold', 'Au999'],
    ['钻石', '星光钻石戒指', 'diamond', 'Au750'],
    ['铂金', '铂金素链', 'platinum', 'Pt950'],
    ['K金', '18K金耳钉', 'kGold', 'Au750'],
    ['翡翠玉石', '翡翠平安扣', 'jade', ''],
    ['珍珠', '淡水珍珠项链', 'pearl', ''],
    ['金条/金章', '金缘Au9999投资金条20g', 'bullion', 'Au9999'],
    ['金条/金章', '生肖纪念金章', 'bullion', 'Au999'],
  ];
  it.each(rows)('%s %s', (category, title, material, purity) =>
    expect(materialOf(category, title)).toEqual({ material, purity }),
  );
});

// Item 2: "the after-sales promise (free cleaning, resizing terms)"; rings are spec §9 group 1.
describe('afterSalesPromise', () => {
  const rows: [string, number, string, string | null][] = [
    ['a ring: resized free for a year', 1, '2026-03-15T04:00:00.000Z', '2027-03-15'],
    ['a ring sold late at night China time', 1, '2026-03-15T17:00:00.000Z', '2027-03-16'],
    ['a necklace: cleaning only', 4, '2026-03-15T04:00:00.000Z', null],
  ];
  it.each(rows)('%s', (_name, group, soldAt, until) =>
    expect(afterSalesPromise(group, soldAt)).toEqual({ freeCleaning: true, resizeFreeUntil: until }),
  );
});

describe('guaranteeFacts (spec §3 category object → the certificate’s facts, spec §9 diamond lines)', () => {
  it('lists a diamond ring’s weights, clarity, colour, carat and size in order', () =>
    expect(
      guaranteeFacts({
        totalWeight: '3.20',
        goldWeight: '',
        detailShape: 'VS1',
        detailSize: 'F',
        detailCount: '0.30',
        ringSize: '12',
        shopPrice: '8999.00',
      }),
    ).toEqual([
      { key: 'weight', value: '3.20' },
      { key: 'clarity', value: 'VS1' },
      { key: 'colour', value: 'F' },
      { key: 'carat', value: '0.30' },
      { key: 'ringSize', value: '12' },
    ]));
  it('reads the chain length under either spelling', () => {
    expect(guaranteeFacts({ goldWeight: '5.12', actualLenth: '45cm' })).toEqual([
      { key: 'goldWeight', value: '5.12' },
      { key: 'chainLength', value: '45cm' },
    ]);
    expect(guaranteeFacts({ actualLength: ' 40cm ' })).toEqual([{ key: 'chainLength', value: '40cm' }]);
  });
  it('answers nothing for an empty object', () => expect(guaranteeFacts({})).toEqual([]));
});
