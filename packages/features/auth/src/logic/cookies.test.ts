import { describe, expect, it } from 'vitest';
import { readCookie, removeCookie } from './cookies';

describe('the login ticket cookie (spec §4 login completion from cookie)', () => {
  it.each([
    ['mallLoginTicket=abc', 'abc'],
    ['a=1; mallLoginTicket=abc%3D; b=2', 'abc='],
    ['a=1; b=2', null],
    ['', null],
    ['xmallLoginTicket=abc', null],
  ])('%j → %j', (cookies, expected) => {
    expect(readCookie(cookies, 'mallLoginTicket')).toBe(expected);
  });

  it('removes by expiring it on the root path', () => {
    const doc = { cookie: '' };
    removeCookie('mallLoginTicket', doc);
    expect(doc.cookie).toBe('mallLoginTicket=; Max-Age=0; path=/');
  });
});
