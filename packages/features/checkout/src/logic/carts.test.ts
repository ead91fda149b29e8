import { describe, expect, it } from 'vitest';
import { cartsQuery, parseCarts } from './carts';

const ring = { goodID: 12, attribute: 'ringSize:12', buyNum: 1 };

describe('parseCarts: the carts query of /pay (spec §2, §8 请选择结算商品！)', () => {
  it.each([
    ['absent', null],
    ['blank', '   '],
    ['an empty list', '[]'],
  ])('is missing when %s (spec §8)', (_case, raw) => {
    expect(parseCarts(raw)).toEqual({ ok: false, problem: 'missing' });
  });

  it.each([
    ['not JSON', '[{goodID:12}'],
    ['an object, not a list', JSON.stringify(ring)],
    ['a list of ids (the old bag link)', '[12,13]'],
    ['a line without attribute', '[{"goodID":12,"buyNum":1}]'],
    ['a quantity of 0', '[{"goodID":12,"attribute":"","buyNum":0}]'],
    ['a quantity above 99', '[{"goodID":12,"attribute":"","buyNum":100}]'],
    ['a fractional quantity', '[{"goodID":12,"attribute":"","buyNum":1.5}]'],
    ['a string id', '[{"goodID":"12","attribute":"","buyNum":1}]'],
    ['a negative id', '[{"goodID":-1,"attribute":"","buyNum":1}]'],
    ['an unknown field', '[{"goodID":12,"attribute":"","buyNum":1,"price":"0.01"}]'],
    ['a control character in the attribute', JSON.stringify([{ goodID: 12, attribute: 'ringSize:\n12', buyNum: 1 }])],
    ['more than 50 lines', JSON.stringify(Array.from({ length: 51 }, (_, index) => ({ goodID: index + 1, attribute: '', buyNum: 1 })))],
  ])('is malformed when %s', (_case, raw) => {
    expect(parseCarts(raw)).toEqual({ ok: false, problem: 'malformed' });
  });

  it('keeps well-formed lines in order', () => {
    const lines = [ring, { goodID: 31, attribute: '', buyNum: 2 }];
    expect(parseCarts(JSON.stringify(lines))).toEqual({ ok: true, lines });
  });

  it('adds up the same piece and attribute, at most 99', () => {
    const raw = JSON.stringify([ring, { goodID: 31, attribute: '', buyNum: 60 }, { ...ring, buyNum: 2 }, { goodID: 31, attribute: '', buyNum: 60 }]);
    expect(parseCarts(raw)).toEqual({ ok: true, lines: [{ ...ring, buyNum: 3 }, { goodID: 31, attribute: '', buyNum: 99 }] });
  });

  it('reads back what cartsQuery writes', () => {
    const lines = [ring, { goodID: 7, attribute: 'chainLength:45;customizedStyle:楷体', buyNum: 3 }];
    expect(parseCarts(cartsQuery(lines))).toEqual({ ok: true, lines });
  });
});
