import { describe, expect, it } from 'vitest';
import { isSafeRedirectPath } from './redirect';

describe('isSafeRedirectPath (spec §4: the remembered path after login)', () => {
  it.each<[string, boolean]>([
    ['/cart', true],
    ['/myIndex/orderList?page=2#top', true],
    ['/goods?mouldNo=A1%20B', true],
    ['/', true],
    ['/loginHelp', true],
    ['', false],
    ['cart', false],
    ['//evil.example/x', false],
    ['/\\evil.example', false],
    // issue #17 probe: paths the URL parser normalises to "//evil.example".
    ['/.//evil.example', false],
    ['/..//evil.example', false],
    ['/a/..//evil.example', false],
    ['/%2e//evil.example', false],
    ['/a/b/../c', true],
    ['/cart\\..', false],
    ['/goods?keyword=金 手镯', false],
    [`/${'a'.repeat(2048)}`, false],
    ['https://evil.example/', false],
    ['javascript:alert(1)', false],
    ['/\t/evil.example', false],
    ['/login', false],
    ['/login?redirect=/cart', false],
    ['/register/', false],
    ['/reset', false],
    ['/registerSuccess', false],
  ])('%j → %s (spec §4)', (path, expected) => {
    expect(isSafeRedirectPath(path)).toBe(expected);
  });
});
