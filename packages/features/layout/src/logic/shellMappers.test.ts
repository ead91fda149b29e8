import { describe, expect, it } from 'vitest';
import { footerMenus, goldAdverts, headerMenus, notices } from '../mocks/data';
import { currentMenuItem, toFooterColumns, toGoldAdvert, toNoticeItems, toTabNavItems } from './shellMappers';

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
    expect(toTabNavItems([picture])[0]?.advert).toEqual({
      src: '/a.jpg',
      alt: '新春古法金',
      href: '/goodsList?keyword=古法金',
    });
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
    expect(toGoldAdvert(goldAdverts)).toEqual({
      src: goldAdverts[0]!.srcLink,
      alt: '足金新品 按克计价',
      href: '/goodsList?keyword=足金',
    });
  });
});

describe('currentMenuItem (the tab navigation marks the page on show, spec §2)', () => {
  const menu = [
    {
      id: 'gold',
      href: '/goodsList?keyword=%E9%BB%84%E9%87%91',
      children: [
        {
          id: 'gold-rings',
          href: '/goodsList?keyword=%E9%BB%84%E9%87%91%E6%88%92%E6%8C%87',
          children: [{ id: 'leaf', href: '/goodsList?keyword=%E8%B6%B3%E9%87%91%E6%88%92%E6%8C%87' }],
        },
      ],
    },
    {
      id: 'story',
      href: '/helpCenter?id=7',
      children: [
        { id: 'news', href: '/article?category=%E5%93%81%E7%89%8C%E6%96%B0%E9%97%BB' },
        { id: 'stores', href: '/onlineOfficialStore' },
      ],
    },
    { id: 'today', href: '/todaygold' },
    { id: 'tmall', href: 'https://jinyuan.tmall.example/todaygold' },
    { id: 'empty', href: '' },
  ];
  it.each([
    ['/todaygold', 'today'],
    ['/goodsList?keyword=黄金', 'gold'],
    ['/goodsList?keyword=%E9%BB%84%E9%87%91&page=2', 'gold'],
    ['/goodsList?keyword=足金戒指', 'leaf'],
    ['/helpCenter?id=7', 'story'],
    ['/article?category=品牌新闻&page=3', 'news'],
    ['/onlineOfficialStore?city=%E5%8C%97%E4%BA%AC', 'stores'],
    ['/helpCenter?id=8', undefined],
    ['/goodsList?keyword=铂金', undefined],
    ['/home', undefined],
    [undefined, undefined],
  ])('%s → %s', (url, id) => {
    expect(currentMenuItem(menu, url)).toBe(id);
  });
});
