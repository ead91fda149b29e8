import { describe, expect, it } from 'vitest';
import { footerMenus, goldAdverts, headerMenus, notices } from '../mocks/data';
import { toFooterColumns, toGoldAdvert, toNoticeItems, toTabNavItems } from './shellMappers';

describe('toNoticeItems', () => {
  it('keeps order, links the jump link and times each notice by its length (spec §2)', () => {
    const items = toNoticeItems(notices);
    expect(items.map((item) => item.id)).toEqual(['1', '2']);
    expect(items[0]?.href).toBe('/helpCenter?id=4');
    expect(items[0]?.durationMs).toBe([...notices[0]!.content.trim()].length * 300 + 3000);
  });

  it.each([
    ['', undefined],
    ['  ', undefined],
    ['/todaygold', '/todaygold'],
  ])('jumpLink %j gives href %j', (jumpLink, href) => {
    expect(toNoticeItems([{ id: 1, content: 'x', jumpLink }])[0]?.href).toBe(href);
  });

  it('gives a notice without text the default 5 s', () => {
    expect(toNoticeItems([{ id: 1, content: '', jumpLink: '' }])[0]?.durationMs).toBe(5000);
  });
});

describe('toTabNavItems', () => {
  it('maps the header menu tree to tabs with category groups', () => {
    const tabs = toTabNavItems(headerMenus);
    expect(tabs.map((tab) => tab.title)).toEqual(['首页', '黄金', '钻石', '金条金章']);
    expect(tabs[1]?.children?.map((group) => group.title)).toEqual(['古法金', '黄金手镯', '黄金项链']);
    expect(tabs[0]?.children).toEqual([]);
    expect(tabs[0]?.advert).toBeUndefined();
  });

  it('takes the advert from srcLink, adName and adToLink, not from a video', () => {
    const base = headerMenus[0]!;
    const picture = { ...base, srcLink: '/a.jpg', adName: '新春古法金', adToLink: '/goodsList?keyword=古法金' };
    expect(toTabNavItems([picture])[0]?.advert).toEqual({ src: '/a.jpg', alt: '新春古法金', href: '/goodsList?keyword=古法金' });
    expect(toTabNavItems([{ ...picture, isAdVideo: true }])[0]?.advert).toBeUndefined();
  });
});

describe('toFooterColumns', () => {
  it('makes a column per top-level footer item', () => {
    const columns = toFooterColumns(footerMenus);
    expect(columns.map((column) => column.title)).toEqual(['购物指南', '售后服务', '关于我们']);
    expect(columns[0]?.links).toEqual([
      { id: '111', title: '购物流程', href: '/helpCenter?id=1' },
      { id: '112', title: '支付方式', href: '/helpCenter?id=2' },
    ]);
  });
});

describe('toGoldAdvert', () => {
  it.each([
    [undefined, undefined],
    [[], undefined],
    [[{ ...goldAdverts[0]!, isVideo: true }], undefined],
  ])('%j gives no advert', (adverts, expected) => {
    expect(toGoldAdvert(adverts)).toBe(expected);
  });

  it('uses the first picture advert', () => {
    expect(toGoldAdvert(goldAdverts)).toEqual({ src: goldAdverts[0]!.srcLink, alt: '足金新品 按克计价', href: '/goodsList?keyword=足金' });
  });
});
