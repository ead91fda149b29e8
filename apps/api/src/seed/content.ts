import type {
  adverts,
  articles,
  bannedWords,
  classifies,
  clauses,
  goldPriceDecorations,
  grayingDays,
  notices,
  officialStores,
  searchKeywords,
  topics,
} from '../db/schema';
import { mediaUrl, type ArtworkMotif } from '../media/artwork';
import type { GoodsDraft } from './catalog';
import { articleCopy, clauseCopy, helpCopy, html, newsCopy, type PageCopy } from './copy';
import type { Random } from './random';
import { addDays, addHours, chinaDate, isoDate } from './time';

/**
 * Advert positions (`adverts.tag_value`). The spec fixes only 3 (the gold advert, spec §7
 * `getAd?tagValue=3`); the others are this mall's choice:
 * - 1: home carousel banners (1920 × 600)
 * - 2: home floor adverts (700 × 440)
 * - 3: the gold advert beside the gold price (720 × 300)
 * - 4: search-pop-up recommendations (square, three per slide, spec §9)
 * - 5: menu adverts in the header's category pop-up (480 × 320)
 */
export const advertTags = { homeCarousel: 1, homeFloor: 2, gold: 3, searchRecommendation: 4, menu: 5 } as const;

/** A menu node before insertion; children get the parent's id as pid. */
export type MenuNode = {
  title: string;
  jumpLink: string;
  ad?: { name: string; src: string; toLink: string };
  children?: readonly MenuNode[];
};

const goodsList = (keyword: string) => `/goodsList?keyword=${encodeURIComponent(keyword)}`;
const leaf = (title: string, keyword = title): MenuNode => ({ title, jumpLink: goodsList(keyword) });
const menuAd = (motif: ArtworkMotif, index: number, name: string, toLink: string) => ({
  name,
  src: mediaUrl('advert', `menu-${motif}-${index}-${name}`),
  toLink,
});

/** Header menus (menuType 0): the tab navigation and its category pop-up, with menu adverts. */
export function headerMenus(topicIds: readonly number[], helpIds: ReadonlyMap<string, number>): MenuNode[] {
  const topic = (index: number) => `/d?id=${topicIds[index] ?? 1}`;
  return [
    { title: '首页', jumpLink: '/home' },
    {
      title: '黄金',
      jumpLink: goodsList('黄金'),
      ad: menuAd('bangle', 1, '古法金新品', topic(0)),
      children: [
        leaf('古法金'),
        leaf('黄金手镯'),
        leaf('黄金项链'),
        leaf('黄金戒指'),
        leaf('黄金吊坠'),
        leaf('转运珠'),
      ],
    },
    {
      title: '钻石',
      jumpLink: goodsList('钻石'),
      ad: menuAd('diamond', 2, '臻钻婚嫁季', topic(1)),
      children: [leaf('钻戒'), leaf('钻石项链'), leaf('钻石耳钉'), leaf('钻石吊坠'), leaf('钻石手链')],
    },
    {
      title: '铂金',
      jumpLink: goodsList('铂金'),
      ad: menuAd('necklace', 3, '铂金恒久纯粹', topic(6)),
      children: [leaf('铂金项链'), leaf('铂金套链'), leaf('铂金戒指'), leaf('铂金手镯')],
    },
    {
      title: 'K金',
      jumpLink: goodsList('K金'),
      ad: menuAd('earrings', 4, '轻奢日常', topic(7)),
      children: [
        leaf('K金项链'),
        leaf('K金耳饰', '18K金耳'),
        leaf('K金手链'),
        leaf('K金脚链', '脚链'),
        leaf('彩色宝石', '宝石'),
      ],
    },
    {
      title: '翡翠玉石',
      jumpLink: goodsList('翡翠'),
      ad: menuAd('jade', 5, '东方雅韵', topic(5)),
      children: [leaf('翡翠手镯'), leaf('翡翠吊坠'), leaf('和田玉'), leaf('平安扣')],
    },
    {
      title: '珍珠',
      jumpLink: goodsList('珍珠'),
      ad: menuAd('pearl', 6, '温润珠光', topic(4)),
      children: [leaf('珍珠项链'), leaf('珍珠耳饰', '珍珠耳'), leaf('珍珠手链')],
    },
    {
      title: '金条金章',
      jumpLink: goodsList('金条'),
      ad: menuAd('bar', 7, '今日金价', '/todaygold'),
      children: [leaf('投资金条', '金条'), leaf('生肖金章', '金章'), { title: '今日金价', jumpLink: '/todaygold' }],
    },
    {
      title: '品牌故事',
      jumpLink: `/helpCenter?id=${helpIds.get('brand-story') ?? ''}`,
      children: [
        { title: '品牌故事', jumpLink: `/helpCenter?id=${helpIds.get('brand-story') ?? ''}` },
        { title: '品牌动态', jumpLink: '/list' },
        { title: '品牌新闻', jumpLink: `/article?category=${encodeURIComponent('品牌新闻')}` },
        { title: '珠宝知识', jumpLink: `/article?category=${encodeURIComponent('珠宝知识')}` },
        { title: '官方门店', jumpLink: '/onlineOfficialStore' },
      ],
    },
  ];
}

/** Footer menus (menuType 1): groups of links to help pages and service screens. */
export function footerMenus(helpIds: ReadonlyMap<string, number>): MenuNode[] {
  const help = (title: string, key: string): MenuNode => ({
    title,
    jumpLink: `/helpCenter?id=${helpIds.get(key) ?? ''}`,
  });
  return [
    {
      title: '购物指南',
      jumpLink: '',
      children: [help('购物流程', 'shopping-flow'), help('常见问题', 'faq'), help('会员积分规则', 'points')],
    },
    { title: '支付方式', jumpLink: '', children: [help('支付方式', 'payment'), help('发票说明', 'invoice')] },
    {
      title: '售后服务',
      jumpLink: '',
      children: [
        help('配送说明', 'delivery'),
        help('退换货政策', 'returns'),
        { title: '商品验证', jumpLink: '/commodityVerification' },
        { title: '意见反馈', jumpLink: '/feedBack' },
      ],
    },
    {
      title: '关于我们',
      jumpLink: '',
      children: [
        help('品牌故事', 'brand-story'),
        help('联系我们', 'contact'),
        { title: '官方门店', jumpLink: '/onlineOfficialStore' },
        { title: '企业定制', jumpLink: '/enterprise/customization/index' },
      ],
    },
  ];
}

/**
 * Top notices (spec §2): four running now in differing lengths (one far wider than the 1380 px bar,
 * so it scrolls), one already over and one not yet started.
 */
export function buildNotices(now: Date): (typeof notices.$inferInsert)[] {
  return [
    {
      content: '金缘珠宝官方商城全新上线，新会员注册即送500积分！',
      jumpLink: '/register',
      startsAt: addDays(now, -30),
      endsAt: addDays(now, 60),
      sort: 1,
    },
    {
      content: '今日金价已更新，足金饰品按克计价，下单以结算页价格为准。',
      jumpLink: '/todaygold',
      startsAt: addDays(now, -30),
      endsAt: null,
      sort: 2,
    },
    {
      content:
        '【服务公告】为给您带来更好的购物体验，官方商城将于本周日凌晨2:00至6:00进行系统升级，期间暂停下单、支付与积分抵扣服务，已提交的订单不受影响；升级完成后，预售商品尾款支付、电子保单查询与发票下载功能将同步优化，如有疑问请联系在线客服（每日8:15-23:45）或拨打客服热线400-820-1314，感谢您的理解与支持。',
      jumpLink: '',
      startsAt: addDays(now, -2),
      endsAt: addDays(now, 5),
      sort: 3,
    },
    { content: '古法金新品上市', jumpLink: '/d?id=1', startsAt: addDays(now, -7), endsAt: addDays(now, 23), sort: 4 },
    {
      content: '国庆黄金周活动已结束，感谢您的支持与陪伴。',
      jumpLink: '',
      startsAt: addDays(now, -50),
      endsAt: addDays(now, -3),
      sort: 5,
    },
    {
      content: '会员日预告：下周六全场满¥2,000减¥80，金卡及以上会员积分翻倍。',
      jumpLink: '/membership',
      startsAt: addDays(now, 5),
      endsAt: addDays(now, 12),
      sort: 6,
    },
  ];
}

/** 清明 falls on 4 or 5 April; this formula holds for 2000–2099 (the "寿星" approximation). */
export function qingmingDay(year: number): number {
  const y = year % 100;
  return Math.floor(y * 0.2422 + 4.81) - Math.floor(y / 4);
}

/**
 * Grey days (spec §1) of the seed's China year: 清明节 and 12月13日 国家公祭日. Real days only,
 * so the mall is grey at `now` only when it really is one of them.
 */
export function buildGrayingDays(now: Date): (typeof grayingDays.$inferInsert)[] {
  const { year } = chinaDate(now);
  const qingming = isoDate(year, 4, qingmingDay(year));
  return [
    { startsOn: qingming, endsOn: qingming, reason: '清明节' },
    { startsOn: isoDate(year, 12, 13), endsOn: isoDate(year, 12, 13), reason: '南京大屠杀死难者国家公祭日' },
  ];
}

/** The gold-price pop-up's decoration. */
export function buildGoldDecoration(): (typeof goldPriceDecorations.$inferInsert)[] {
  return [
    {
      imageSrc: mediaUrl('advert', 'gold-bar-1-今日金价'),
      title: '今日金价',
      copywriting: '金价每日10:00更新 · 足金饰品按克计价',
      jumpLink: '/todaygold',
      isEnabled: true,
    },
  ];
}

/** Adverts for every position of `advertTags`, running now unless the row says otherwise. */
export function buildAdverts(
  random: Random,
  now: Date,
  drafts: readonly GoodsDraft[],
  topicIds: readonly number[],
): (typeof adverts.$inferInsert)[] {
  const topic = (index: number) => `/d?id=${topicIds[index] ?? 1}`;
  const running = { startsAt: addDays(now, -20), endsAt: addDays(now, 40) };
  const advert = (
    tagValue: number,
    layout: string,
    motif: ArtworkMotif,
    index: number,
    title: string,
    jumpLink: string,
    sort: number,
  ) => ({
    tagValue,
    title,
    srcLink: mediaUrl('advert', `${layout}-${motif}-${index}-${title.replace(/[^\p{Script=Han}A-Za-z0-9·]/gu, '')}`),
    jumpLink,
    sort,
    ...running,
  });
  const rows: (typeof adverts.$inferInsert)[] = [
    advert(1, 'banner', 'bangle', 1, '古法金·传世之美', topic(0), 1),
    advert(1, 'banner', 'diamond', 2, '臻钻婚嫁季', topic(1), 2),
    advert(1, 'banner', 'bead', 3, '好运转运珠', topic(2), 3),
    advert(1, 'banner', 'medal', 4, '生肖金章预售', topic(3), 4),
    {
      ...advert(1, 'banner', 'pearl', 5, '国庆黄金周', '/home', 5),
      startsAt: addDays(now, -50),
      endsAt: addDays(now, -3),
    },
    advert(2, 'floor', 'ring', 1, '黄金戒指', goodsList('黄金戒指'), 1),
    advert(2, 'floor', 'diamond', 2, '钻石对戒', goodsList('钻戒'), 2),
    advert(2, 'floor', 'pearl', 3, '珍珠项链', goodsList('珍珠项链'), 3),
    advert(2, 'floor', 'jade', 4, '翡翠玉石', goodsList('翡翠'), 4),
    advert(3, 'gold', 'bar', 1, '今日金价', '/todaygold', 1),
    advert(5, 'menu', 'bangle', 1, '古法金新品', topic(0), 1),
    advert(5, 'menu', 'diamond', 2, '臻钻婚嫁季', topic(1), 2),
    advert(5, 'menu', 'bar', 7, '今日金价', '/todaygold', 3),
  ];
  // Search recommendations show a real piece: its first picture and its page.
  const hot = drafts.filter((draft) => draft.row.isHot && !draft.row.pointProductType && !draft.row.linkUrl);
  random.sample(hot, 6).forEach((draft, index) => {
    rows.push({
      tagValue: 4,
      title: draft.row.title,
      srcLink: draft.images[0]?.src ?? '',
      jumpLink: `/goods?mouldNo=${draft.row.mouldNo}`,
      sort: index + 1,
      ...running,
    });
  });
  return rows;
}

const classifyTree: readonly {
  name: string;
  keyword: string;
  motif: ArtworkMotif;
  children: readonly [string, string][];
}[] = [
  {
    name: '黄金',
    keyword: '黄金',
    motif: 'bangle',
    children: [
      ['古法金', '古法金'],
      ['黄金手镯', '黄金手镯'],
      ['黄金项链', '黄金项链'],
      ['黄金戒指', '黄金戒指'],
      ['黄金吊坠', '黄金吊坠'],
      ['转运珠', '转运珠'],
    ],
  },
  {
    name: '钻石',
    keyword: '钻石',
    motif: 'diamond',
    children: [
      ['钻戒', '钻戒'],
      ['钻石项链', '钻石项链'],
      ['钻石耳钉', '钻石耳钉'],
      ['钻石手链', '钻石手链'],
    ],
  },
  {
    name: '铂金',
    keyword: '铂金',
    motif: 'necklace',
    children: [
      ['铂金项链', '铂金项链'],
      ['铂金戒指', '铂金戒指'],
      ['铂金套链', '铂金套链'],
    ],
  },
  {
    name: 'K金',
    keyword: 'K金',
    motif: 'earrings',
    children: [
      ['K金项链', 'K金项链'],
      ['K金耳饰', '18K金耳'],
      ['K金脚链', '脚链'],
      ['彩色宝石', '宝石'],
    ],
  },
  {
    name: '翡翠玉石',
    keyword: '翡翠',
    motif: 'jade',
    children: [
      ['翡翠手镯', '翡翠手镯'],
      ['翡翠吊坠', '翡翠吊坠'],
      ['和田玉', '和田玉'],
    ],
  },
  {
    name: '珍珠',
    keyword: '珍珠',
    motif: 'pearl',
    children: [
      ['珍珠项链', '珍珠项链'],
      ['珍珠耳饰', '珍珠耳'],
      ['珍珠手链', '珍珠手链'],
    ],
  },
  {
    name: '金条金章',
    keyword: '金条',
    motif: 'bar',
    children: [
      ['投资金条', '金条'],
      ['生肖金章', '金章'],
    ],
  },
];

/** The two-level category tree of the category pop-up, roots first; children name their root. */
export function buildClassifies(): {
  root: typeof classifies.$inferInsert;
  children: (typeof classifies.$inferInsert)[];
}[] {
  return classifyTree.map((node, index) => ({
    root: { name: node.name, keyword: node.keyword, iconSrc: mediaUrl('classify', node.motif), sort: index + 1 },
    children: node.children.map(([name, keyword], childIndex) => ({
      name,
      keyword,
      iconSrc: '',
      sort: childIndex + 1,
    })),
  }));
}

/** Topic pages (/d?id): each lists real mould numbers; the first four are home floors. */
export function buildTopics(random: Random, drafts: readonly GoodsDraft[]): (typeof topics.$inferInsert)[] {
  const moulds = (filter: (draft: GoodsDraft) => boolean, count: number) =>
    random
      .sample(
        drafts.filter((draft) => !draft.row.pointProductType && filter(draft)),
        count,
      )
      .map((draft) => draft.row.mouldNo);
  const topic = (
    motif: ArtworkMotif,
    index: number,
    title: string,
    subtitle: string,
    body: string[],
    mouldNos: string[],
    isHomeFloor: boolean,
  ) => ({
    title,
    subtitle,
    coverSrc: mediaUrl('topic', `${motif}-${index}-${title.replace(/[^\p{Script=Han}A-Za-z0-9·]/gu, '')}`),
    // The subtitle is shown under the title; the story starts after it (issue #31 item 2: once, not twice).
    bodyHtml: html(body),
    mouldNos,
    isHomeFloor,
    sort: index,
  });
  return [
    topic(
      'bangle',
      1,
      '古法金·传世之美',
      '一锤一錾皆手作，让老手艺走进日常。',
      ['本期精选古法手镯与吊坠，足金999材质，哑光砂面随佩戴愈发温润。'],
      moulds((d) => d.brand === '金缘·古法' || (d.row.category === '足金/黄金' && d.row.productGroupId === 5), 10),
      true,
    ),
    topic(
      'diamond',
      2,
      '臻钻婚嫁季',
      '为一生一次的承诺，挑一颗闪耀的钻石。',
      ['精选18K金与PT950钻戒、钻石项链，附钻石分级证书，支持免费改圈口一次。'],
      moulds((d) => d.row.category === '钻石', 10),
      true,
    ),
    topic(
      'bead',
      3,
      '好运转运珠',
      '小小一颗，好运常伴。',
      ['福字、貔貅、葫芦、锦鲤……多款足金转运珠一口价，任选2件享95折。'],
      moulds((d) => d.row.productGroupId === 11, 8),
      true,
    ),
    topic(
      'medal',
      4,
      '金条金章·传家之选',
      '投资与收藏，都是对未来的祝福。',
      ['Au9999投资金条与生肖纪念金章，按当日金条价格计价，附收藏证书与编号。'],
      moulds((d) => d.row.category === '金条/金章', 10),
      true,
    ),
    topic(
      'pearl',
      5,
      '珍珠·温润光华',
      '淡水珠、Akoya与南洋金珠，各有各的温柔。',
      ['本期珍珠满3件享9折，部分商品另享每满¥1,000减¥50。'],
      moulds((d) => d.row.category === '珍珠', 8),
      false,
    ),
    topic(
      'jade',
      6,
      '翡翠·东方雅韵',
      '种水与颜色之间，是千年的东方审美。',
      ['天然A货翡翠与和田玉，一物一图，附权威鉴定证书。'],
      moulds((d) => d.row.category === '翡翠玉石', 8),
      false,
    ),
    topic(
      'necklace',
      7,
      '铂金·恒久纯粹',
      'PT950铂金，纯净的银白光泽。',
      ['铂金项链、套链与戒指，满¥2,000立减¥80。'],
      moulds((d) => d.row.category === '铂金', 8),
      false,
    ),
    topic(
      'earrings',
      8,
      'K金·轻奢日常',
      '玫瑰金的温柔，适合每一天。',
      ['几何、字母与贝母元素，上班约会都合适。'],
      moulds((d) => d.row.category === 'K金', 8),
      false,
    ),
  ];
}

/** A page's generated picture (960 × 540), named after its motif, its place and its title. */
function pagePicture(page: PageCopy, index: number): string {
  return mediaUrl(
    'article',
    `${page.motif}-${index + 1}-${page.title.replace(/[^\p{Script=Han}A-Za-z0-9·]/gu, '').slice(0, 24)}`,
  );
}

/** Articles, help pages then brand news, in copy order; `key` links footer menus to the inserted ids. */
export function buildArticles(now: Date): { key: string; row: typeof articles.$inferInsert }[] {
  const article = articleCopy.map((page, index) => ({
    key: page.key,
    row: {
      slug: page.key,
      kind: 'article' as const,
      category: page.category,
      title: page.title,
      summary: page.summary,
      bodyHtml: `<p><img src="${pagePicture(page, index)}" alt="${page.title}"></p>${html(page.blocks)}`,
      publishedAt: addHours(addDays(now, -(index * 9 + 2)), -3),
      sort: index + 1,
    },
  }));
  const help = helpCopy.map((page, index) => ({
    key: page.key,
    row: {
      slug: page.key,
      kind: 'help' as const,
      category: page.category,
      title: page.title,
      summary: page.summary,
      bodyHtml: html(page.blocks),
      publishedAt: addDays(now, -120),
      sort: index + 1,
    },
  }));
  // Newest first in copy order: a release every week or two; the cover heads the list row, the body has its own copy.
  const news = newsCopy.map((page, index) => {
    const cover = pagePicture(page, index + articleCopy.length);
    return {
      key: page.key,
      row: {
        slug: page.key,
        kind: 'news' as const,
        category: page.category,
        title: page.title,
        summary: page.summary,
        coverSrc: cover,
        bodyHtml: `<p><img src="${cover}" alt="${page.title}"></p>${html(page.blocks)}`,
        publishedAt: addHours(addDays(now, -(index * 11 + 1)), -5),
        sort: index + 1,
      },
    };
  });
  return [...article, ...help, ...news];
}

/** Legal clauses with versions (spec §3, §9); clauseUrl opens the clause text in the mall. */
export function buildClauses(now: Date): (typeof clauses.$inferInsert)[] {
  return clauseCopy.map((clause) => ({
    clauseKey: clause.clauseKey,
    clauseTitle: clause.clauseTitle,
    clauseVersion: clause.clauseVersion,
    clauseUrl: `/article/detail?clauseKey=${clause.clauseKey}&clauseVersion=${clause.clauseVersion}`,
    clauseStatus: clause.clauseStatus,
    bodyHtml: html(clause.blocks),
    isRequired: clause.isRequired,
    publishedAt: addDays(now, -clause.publishedDaysAgo),
  }));
}

const hotWords = [
  '戒指',
  '手镯',
  '黄金项链',
  '钻戒',
  '古法金',
  '转运珠',
  '金条',
  '黄金吊坠',
  '对戒',
  '珍珠项链',
  '翡翠手镯',
  '铂金项链',
  '耳钉',
  '生肖金章',
  '18K金',
  '平安扣',
  '手链',
  '婚嫁',
  '和田玉',
  '钻石项链',
  '小金豆',
  '脚链',
];
const hintWords = ['古法金手镯', '婚嫁钻戒', '生肖金章', '淡水珍珠项链', '足金转运珠', '投资金条'];

/** Hot (kind 1, spec §9: paged 15 a page, first three flagged) and hint (kind 2) keywords. */
export function buildKeywords(): (typeof searchKeywords.$inferInsert)[] {
  return [
    ...hotWords.map((word, index) => ({ word, kind: 1, sort: index + 1 })),
    ...hintWords.map((word, index) => ({ word, kind: 2, sort: index + 1 })),
  ];
}

/** Banned words: clearly inappropriate placeholders that recent searches show as *** (spec §4). */
export function buildBannedWords(): (typeof bannedWords.$inferInsert)[] {
  return ['赌博', '代购假货', '高仿', '刷单返利', '假发票', '走私'].map((word) => ({ word }));
}

/**
 * The official stores page (/onlineOfficialStore): the house's shops on other platforms, then its
 * boutiques in six cities (fictional addresses and numbers, like every name in the demo).
 */
export function buildOfficialStores(): (typeof officialStores.$inferInsert)[] {
  const online = [
    {
      name: '金缘珠宝官方旗舰店',
      area: '天猫',
      url: 'https://jinyuan.tmall.example/',
      hours: '全天营业，客服 9:00-24:00',
    },
    {
      name: '金缘珠宝京东自营旗舰店',
      area: '京东',
      url: 'https://mall.jd.example/jinyuan',
      hours: '全天营业，客服 9:00-24:00',
    },
    {
      name: '金缘珠宝官方旗舰店',
      area: '抖音',
      url: 'https://shop.douyin.example/jinyuan',
      hours: '直播 每日 19:00-23:00',
    },
    { name: '金缘珠宝会员商城小程序', area: '微信', url: 'https://weixin.example/jinyuan-mall', hours: '全天营业' },
  ];
  const boutiques: [city: string, name: string, address: string, phone: string][] = [
    ['上海', '南京东路旗舰店', '上海市黄浦区南京东路 300 号 1 层', '021-6322-0001'],
    ['上海', '徐家汇店', '上海市徐汇区虹桥路 1 号港汇中心 B1 层', '021-6447-0002'],
    ['上海', '浦东陆家嘴店', '上海市浦东新区世纪大道 8 号国金中心 L2', '021-5012-0003'],
    ['北京', '王府井店', '北京市东城区王府井大街 138 号 1 层', '010-6512-0004'],
    ['北京', '国贸店', '北京市朝阳区建国门外大街 1 号国贸商城 L1', '010-6505-0005'],
    ['广州', '天河城店', '广州市天河区天河路 208 号天河城 1 层', '020-8559-0006'],
    ['深圳', '万象城店', '深圳市罗湖区宝安南路 1881 号万象城 L1', '0755-8266-0007'],
    ['深圳', '水贝金展店', '深圳市罗湖区水贝二路 18 号 1 层', '0755-2550-0008'],
    ['杭州', '湖滨银泰店', '杭州市上城区延安路 258 号湖滨银泰 in77 B 区', '0571-8701-0009'],
    ['成都', '春熙路店', '成都市锦江区春熙路 9 号 1 层', '028-8665-0010'],
  ];
  return [
    ...online.map((shop, index) => ({ channel: 'online' as const, ...shop, sort: index + 1 })),
    ...boutiques.map(([area, name, address, phone], index) => ({
      channel: 'offline' as const,
      area,
      name,
      address,
      phone,
      hours: '10:00-22:00',
      sort: index + 1,
    })),
  ];
}
