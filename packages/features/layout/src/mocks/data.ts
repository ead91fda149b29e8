import type { Advert, Classify, GoldPrice, MenuItem, Notice } from '@mall/contract/content';

/** Demo data for stories and tests, shaped exactly as the server answers. */
const svg = (label: string, color: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="600" height="240"><rect width="600" height="240" fill="${color}"/><text x="300" y="130" font-size="36" text-anchor="middle" fill="#fff">${label}</text></svg>`)}`;

const menu = (id: number, title: string, jumpLink: string, children: MenuItem[] = [], pid = 0): MenuItem => ({
  id,
  pid,
  title,
  jumpLink,
  srcLink: '',
  adName: '',
  adToLink: '',
  isAdVideo: false,
  children,
});

export const headerMenus: MenuItem[] = [
  menu(1, '首页', '/home'),
  menu(2, '黄金', '/goodsList?keyword=黄金', [
    menu(21, '古法金', '/goodsList?keyword=古法金', [], 2),
    menu(22, '黄金手镯', '/goodsList?keyword=黄金手镯', [], 2),
    menu(23, '黄金项链', '/goodsList?keyword=黄金项链', [], 2),
  ]),
  menu(3, '钻石', '/goodsList?keyword=钻石', [
    menu(31, '钻戒', '/goodsList?keyword=钻戒', [], 3),
    menu(32, '钻石项链', '/goodsList?keyword=钻石项链', [], 3),
  ]),
  menu(4, '金条金章', '/goodsList?keyword=金条'),
];

export const footerMenus: MenuItem[] = [
  menu(101, '购物指南', '', [
    menu(111, '购物流程', '/helpCenter?id=1', [], 101),
    menu(112, '支付方式', '/helpCenter?id=2', [], 101),
  ]),
  menu(102, '售后服务', '', [
    menu(121, '退换货政策', '/helpCenter?id=4', [], 102),
    menu(122, '发票说明', '/helpCenter?id=5', [], 102),
  ]),
  menu(103, '关于我们', '', [
    menu(131, '品牌故事', '/article?category=品牌', [], 103),
    menu(132, '联系我们', '/contact', [], 103),
  ]),
];

export const notices: Notice[] = [
  { id: 1, content: '金缘珠宝官方商城：全场满 2000 元包邮，支持七天无理由退换。', jumpLink: '/helpCenter?id=4' },
  { id: 2, content: '今日金价已更新，足金按克计价，下单前以结算页价格为准。', jumpLink: '/todaygold' },
];

export const goldPrice: GoldPrice = {
  actStatus: 1,
  showStatus: 1,
  inputTime: '2026-11-22T02:00:00.000Z',
  readTime: '2026-11-22T03:15:00.000Z',
  copywriting: '金价每日 10:00 更新，实际成交以下单时为准',
  todayPriceHK: '977.00',
  todayPriceTzjt: '948.00',
  todayPriceHgjShi: '985.00',
  baiJianHJPrice: '902.00',
  homeAdSrc: svg('今日金价', '#a4141d'),
};

export const goldAdverts: Advert[] = [
  {
    id: 9,
    tagValue: 3,
    title: '足金新品 按克计价',
    srcLink: svg('足金新品', '#8a6a1c'),
    jumpLink: '/goodsList?keyword=足金',
    isVideo: false,
  },
];

export const classifies: Classify[] = [
  {
    id: 1,
    pid: 0,
    name: '黄金',
    keyword: '黄金',
    iconSrc: '',
    children: [{ id: 11, pid: 1, name: '手镯', keyword: '黄金手镯', iconSrc: '', children: [] }],
  },
  {
    id: 2,
    pid: 0,
    name: '钻石',
    keyword: '钻石',
    iconSrc: '',
    children: [{ id: 21, pid: 2, name: '钻戒', keyword: '钻戒', iconSrc: '', children: [] }],
  },
];
