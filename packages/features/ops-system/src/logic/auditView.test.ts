import { describe, expect, it } from 'vitest';
import { diffLines, readAuditSearch, toAuditQuery, writeAuditSearch } from './auditView';

const none = { staffCode: '', action: '', targetType: '', targetId: '', from: '', to: '', page: 1 };

describe('the audit log’s filters (issue #29: by person, target, action and time)', () => {
  it.each([
    ['', none],
    ['staffCode=jy80002&page=2', { ...none, staffCode: 'jy80002', page: 2 }],
    ['targetType=order&targetId=JY1&page=0', { ...none, targetType: 'order', targetId: 'JY1' }],
    ['from=2026-12-01&to=2026-12-07&page=x', { ...none, from: '2026-12-01', to: '2026-12-07' }],
  ])('%j reads as its search', (query, expected) => {
    expect(readAuditSearch(new URLSearchParams(query))).toEqual(expected);
  });

  it('writes back only what is set, and asks the server for staff codes in capitals', () => {
    const search = { ...none, staffCode: 'jy80002', action: 'order.ship', page: 3 };
    expect(writeAuditSearch(search).toString()).toBe('staffCode=jy80002&action=order.ship&page=3');
    expect(toAuditQuery(search, 20)).toEqual({ page: 3, pageSize: 20, staffCode: 'JY80002', action: 'order.ship' });
  });
});

describe('a recorded change in words (issue #29: before and after, a field diff)', () => {
  it.each([
    [{ orderState: { before: 2, after: 3 } }, ['orderState: 2 → 3']],
    [
      { roles: { before: ['service'], after: ['service', 'operations'] } },
      ['roles: ["service"] → ["service","operations"]'],
    ],
    [{ note: { after: '已电话联系买家' } }, ['note: ∅ → 已电话联系买家']],
    [{ a: { before: 'x' }, b: { before: null, after: true } }, ['a: x → ∅', 'b: null → true']],
    [{}, []],
  ])('%j', (diff, lines) => {
    expect(diffLines(diff)).toEqual(lines);
  });
});
