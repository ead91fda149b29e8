import { describe, expect, it } from 'vitest';
import { inAppPath, type LinkClick, type LinkTarget } from './inAppLinks';

const here = 'https://mall.example/home?tab=1';
const plain: LinkClick = {
  button: 0,
  defaultPrevented: false,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
};
const link = (href: string, extra: Partial<LinkTarget> = {}): LinkTarget => ({
  href,
  target: '',
  download: false,
  rel: '',
  ...extra,
});
const prefixes = ['/api', '/media', '/docs', '/__dev'];

describe('which link clicks the app routes itself', () => {
  it.each([
    ['a relative page link', link('/helpCenter?id=12'), '/helpCenter?id=12'],
    [
      'an absolute same-origin link with a hash',
      link('https://mall.example/article/detail?id=3#part'),
      '/article/detail?id=3#part',
    ],
    ['target _self', link('/home', { target: '_self' }), '/home'],
    ['an anchor of another page', link('/helpCenter?id=3#faq'), '/helpCenter?id=3#faq'],
    ['an anchor of this path with another query', link('/home#main'), '/home#main'],
  ])('routes %s', (_case, target, expected) => {
    expect(inAppPath(plain, target, here, prefixes)).toBe(expected);
  });

  it.each([
    ['another origin', plain, link('https://jinyuan.tmall.example/')],
    ['a tel: link', plain, link('tel:4008201314')],
    ['a jump within the page on show (the skip link)', plain, link('#main')],
    ['a jump within the page on show, spelled out', plain, link('/home?tab=1#main')],
    ['a mailto: link', plain, link('mailto:service@jinyuan.example')],
    ['target _blank', plain, link('/home', { target: '_blank' })],
    ['a download', plain, link('/media/x.svg', { download: true })],
    ['rel external', plain, link('/home', { rel: 'external' })],
    ['a server path (/api)', plain, link('/api/udesk/auth')],
    ['a server path (/media)', plain, link('/media/goods/ring.svg')],
    ['ctrl-click (new tab)', { ...plain, ctrlKey: true }, link('/home')],
    ['cmd-click (new tab)', { ...plain, metaKey: true }, link('/home')],
    ['shift-click (new window)', { ...plain, shiftKey: true }, link('/home')],
    ['alt-click (download)', { ...plain, altKey: true }, link('/home')],
    ['a middle click', { ...plain, button: 1 }, link('/home')],
    ['a click something else already handled', { ...plain, defaultPrevented: true }, link('/home')],
  ])('leaves %s to the browser', (_case, click, target) => {
    expect(inAppPath(click, target, here, prefixes)).toBeNull();
  });
});

describe('an app served under a path (the operations console at /ops, issue #29)', () => {
  const console = 'https://mall.example/ops/orders?tab=toShip';
  it.each([
    ['/ops/orders/JY1', '/orders/JY1'],
    ['/ops', '/'],
    ['/ops/audit?page=2', '/audit?page=2'],
    ['/goods?mouldNo=JY1', null],
    ['/opsx/orders', null],
  ])('%s → %j', (href, expected) => {
    expect(inAppPath(plain, link(href), console, prefixes, '/ops')).toBe(expected);
  });
});
