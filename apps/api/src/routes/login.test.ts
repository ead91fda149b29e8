import { describe, expect, it } from 'vitest';
import { compareClauseVersions } from '../repositories/accounts';
import { allowedRedirect, withErrorParam } from './login';

describe('login redirect allow-list (DESIGN.md §6)', () => {
  const serving = 'http://127.0.0.1:8080';
  it.each([
    ['/login', '/login'],
    ['/goodsDetail?goodsId=1#top', '/goodsDetail?goodsId=1#top'],
    ['http://127.0.0.1:8080/home', '/home'],
    ['https://mall.jinyuan.example/myIndex', '/myIndex'],
    ['myIndex', '/myIndex'],
  ])('keeps %s as %s', (value, expected) => {
    expect(allowedRedirect(value, serving, 'https://mall.jinyuan.example')).toBe(expected);
  });

  it.each([
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'data:text/html,hi',
    'http://127.0.0.1:8081/',
    '/home\nSet-Cookie: x=1',
    '',
    // issue #17 probe: paths the URL parser normalises to "//evil.example" (another host to a browser).
    '/.//evil.example',
    '/..//evil.example',
    '/a/..//evil.example',
    '/%2e//evil.example',
    '/%2E%2E//evil.example',
    'http://127.0.0.1:8080/.//evil.example',
  ])('refuses %j', (value) => {
    expect(allowedRedirect(value, serving, '')).toBeNull();
  });

  it('sets the error parameter, replacing an old one', () => {
    expect(withErrorParam('/login?mouldNo=M1&error=captcha', 'badCredentials')).toBe(
      '/login?mouldNo=M1&error=badCredentials',
    );
  });
});

describe('clause versions', () => {
  it.each([
    ['V1', 'V2', -1],
    ['V2', 'V2', 0],
    ['V10', 'V9', 1],
  ])('compares %s with %s', (a, b, sign) => {
    expect(Math.sign(compareClauseVersions(a, b))).toBe(sign);
  });
});
