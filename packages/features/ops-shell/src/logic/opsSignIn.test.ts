import { describe, expect, it } from 'vitest';
import { opsReturnTo } from './opsSignIn';

describe('where a console sign-in may come back to (issue #29; spec §4 return path)', () => {
  it.each<[string | null, string | null]>([
    ['/orders', '/orders'],
    ['/orders/JY20261101120000000003?tab=timeline', '/orders/JY20261101120000000003?tab=timeline'],
    ['/audit', '/audit'],
    ['/login', null],
    ['/login/callback', null],
    ['//evil.example/orders', null],
    ['/\\evil.example', null],
    ['https://evil.example/', null],
    ['orders', null],
    ['', null],
    [null, null],
  ])('%j → %j', (path, kept) => {
    expect(opsReturnTo(path)).toBe(kept);
  });
});
