import { describe, expect, it } from 'vitest';
import { advertLink } from './links';

describe('advertLink (secure by default: links from the server are allow-listed)', () => {
  it.each([
    ['/goodsList?keyword=黄金', { href: '/goodsList?keyword=黄金', isExternal: false }],
    [' /d?id=3 ', { href: '/d?id=3', isExternal: false }],
    ['https://jinyuan.example/brand', { href: 'https://jinyuan.example/brand', isExternal: true }],
    ['//evil.example', null],
    ['/\\evil.example', null],
    ['javascript:alert(1)', null],
    ['http://jinyuan.example', null],
    ['', null],
  ])('%j → %j', (jumpLink, expected) => {
    expect(advertLink(jumpLink)).toEqual(expected);
  });
});
