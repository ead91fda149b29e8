import {
  contentPaths,
  type Advert,
  type Article,
  type ArticleSummary,
  type ClauseText,
  type OfficialStore,
  type Topic,
} from '@mall/contract/content';
import { delay, http, HttpResponse } from 'msw';
import type { TopicSummary } from '../api/contentApi';
import type { GoodsCard } from '@mall/contract/goods';

const paths = contentPaths('mall');
const ok = <T>(data: T) => HttpResponse.json({ code: 200, msg: 'success', data });
const art = (label: string, color: string, w: number, h: number) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="${w}" height="${h}" fill="${color}"/><text x="${w / 2}" y="${h / 2}" font-size="${h / 8}" text-anchor="middle" fill="#fff">${label}</text></svg>`)}`;

export const banners: Advert[] = [
  {
    id: 1,
    tagValue: 1,
    title: '古法金 · 新春系列',
    srcLink: art('古法金 · 新春系列', '#a4141d', 1200, 400),
    jumpLink: '/goodsList?keyword=古法金',
    isVideo: false,
  },
  {
    id: 2,
    tagValue: 1,
    title: '臻钻婚嫁 · 一生挚爱',
    srcLink: art('臻钻婚嫁', '#1c2a3a', 1200, 400),
    jumpLink: '/d?id=2',
    isVideo: false,
  },
];

export const topics: TopicSummary[] = [
  {
    id: 1,
    title: '婚嫁三金',
    subtitle: '足金手镯、项链与戒指，寓意圆满',
    coverSrc: art('婚嫁三金', '#8a6a1c', 400, 300),
    isHomeFloor: true,
    mouldNos: ['JYG00001', 'JYG00002', 'JYG00003'],
  },
  {
    id: 2,
    title: '臻钻对戒',
    subtitle: '18K金钻石对戒，刻字定制',
    coverSrc: art('臻钻对戒', '#34506b', 400, 300),
    isHomeFloor: true,
    mouldNos: ['JYD00011', 'JYD00012'],
  },
  {
    id: 3,
    title: '金条金章',
    subtitle: '足金 999.9 投资收藏',
    coverSrc: art('金条金章', '#7a4a12', 400, 300),
    isHomeFloor: false,
    mouldNos: ['JYB00001'],
  },
];

const at = (day: number) => new Date(Date.UTC(2026, 10, day, 2)).toISOString();

export const articleSummaries: ArticleSummary[] = [
  {
    id: 5,
    kind: 'article',
    category: '珠宝知识',
    title: '黄金首饰的日常保养',
    summary: '远离香水与温泉，分开存放，定期到店免费清洗。',
    publishedAt: at(20),
  },
  {
    id: 4,
    kind: 'article',
    category: '珠宝知识',
    title: '读懂钻石4C',
    summary: '克拉、颜色、净度与切工，一文看懂。',
    publishedAt: at(14),
  },
  {
    id: 3,
    kind: 'article',
    category: '品牌新闻',
    title: '新春系列上市',
    summary: '生肖金饰与福字吊坠，陪你迎接新的一年。',
    publishedAt: at(11),
  },
];

/** A generated-looking cover (the server draws its own SVG artwork under /media). */
const cover = (word: string, tint: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 90"><rect width="160" height="90" fill="${tint}"/><text x="80" y="54" font-size="22" text-anchor="middle" fill="#6b4500">${word}</text></svg>`,
  )}`;

/** Brand news (/list, /detail): kind news, each with a cover. */
export const newsItems: Article[] = [
  {
    id: 32,
    kind: 'news',
    category: '新品发布',
    title: '金缘珠宝“岁岁金安”新春系列上市',
    summary: '生肖金饰、福字吊坠与古法手镯同步上新，官方商城与全国门店同日发售。',
    publishedAt: at(24),
    cover: cover('新春', '#f3e6c4'),
    bodyHtml:
      '<p>迎接新春，金缘珠宝推出“岁岁金安”系列，全部采用足金999材质。</p><h2>上市信息</h2><p>官方商城与全国门店同步发售。</p>',
  },
  {
    id: 31,
    kind: 'news',
    category: '门店动态',
    title: '金缘珠宝上海南京东路旗舰店焕新开业',
    summary: '全新旗舰店设古法金工坊、钻石定制间与会员休息区。',
    publishedAt: at(13),
    cover: cover('开业', '#eadcf0'),
    bodyHtml: '<p>新店面积约六百平方米，首次设立开放式古法金工坊。</p><p>开业首月到店可免费清洗首饰一次。</p>',
  },
];

const summaryOf = ({ bodyHtml: _body, ...summary }: Partial<Article> & ArticleSummary): ArticleSummary => summary;

export const helpPages: Article[] = [
  {
    id: 12,
    kind: 'help',
    category: '购物指南',
    title: '购物流程',
    summary: '',
    publishedAt: at(1),
    bodyHtml:
      '<p>选购商品，加入购物袋，结算并支付。</p><ol><li>挑选款式与尺寸</li><li>加入购物袋</li><li>提交订单并支付</li></ol>',
  },
  {
    id: 15,
    kind: 'help',
    category: '购物指南',
    title: '常见问题',
    summary: '',
    publishedAt: at(1),
    bodyHtml: '<h2>可以到店自提吗？</h2><p>部分门店支持自提，请在结算页选择。</p>',
  },
  {
    id: 11,
    kind: 'help',
    category: '售后服务',
    title: '退换货政策',
    summary: '',
    publishedAt: at(1),
    bodyHtml: '<p>签收之日起七天内，未经佩戴、吊牌完好可申请退换。</p>',
  },
  {
    id: 21,
    kind: 'help',
    category: '关于我们',
    title: '联系我们',
    summary: '',
    publishedAt: at(1),
    bodyHtml: '<p>客服热线：400-820-1314（工作日 9:30-17:30）</p><p>在线客服：每日 8:15-23:45</p>',
  },
];

const articleBody: Article = {
  ...(articleSummaries[0] as ArticleSummary),
  bodyHtml:
    '<p>足金首饰质地较软，佩戴时请避免碰撞。</p><h2>如何清洁</h2><p>用温水加少量中性清洁剂轻刷，再用软布擦干。</p>',
};

export const clauseText: ClauseText = {
  clauseKey: 'userAgreement',
  clauseTitle: '用户协议',
  clauseVersion: 'V2',
  publishedAt: at(1),
  bodyHtml: '<h2>一、协议的范围</h2><p>本协议是您与金缘珠宝之间关于使用官方商城服务所订立的协议。</p>',
};

/** A topic's piece as the server's card (the goods list's shape). */
const pieceCard = (goodsId: number, mouldNo: string, title: string, shopPriceFen: number): GoodsCard => ({
  goodsId,
  mouldNo,
  thumb: art(title, '#c9a24a', 200, 200),
  title,
  newTitle: '',
  titleInfo: '',
  brandId: 1,
  brandName: '金缘',
  seriesId: 1,
  seriesName: '婚嫁',
  productTypeID: 9,
  productGroupID: 1,
  categoryName: '足金/黄金',
  style: '古法',
  isHot: goodsId === 1,
  isNew: false,
  isPresell: false,
  pricingMode: 'fixed',
  shopPrice: (shopPriceFen / 100).toFixed(2),
  marketingPrice: '0.00',
  shopPriceFen,
  hasPriceRange: false,
  stockQtyWeb: 5,
  labels: [],
  srcLink: '',
  jumpLink: `/goods?mouldNo=${mouldNo}`,
  linkUrl: '',
});

export const topicDetail: Topic = {
  ...(topics[0] as TopicSummary),
  bodyHtml: '<p>一套三件，古法工艺，婚礼当天与往后的日子都戴得住。</p>',
  pieces: [
    pieceCard(1, 'JYG00001', '足金古法福字手镯', 1288000),
    pieceCard(2, 'JYG00002', '足金龙凤项链', 868000),
    pieceCard(3, 'JYG00003', '足金素圈戒指', 238000),
  ],
};

export const stores: OfficialStore[] = [
  {
    id: 1,
    channel: 'online',
    area: '天猫',
    name: '金缘珠宝官方旗舰店',
    address: '',
    phone: '',
    hours: '全天营业',
    url: 'https://jinyuan.tmall.example/',
  },
  {
    id: 2,
    channel: 'online',
    area: '京东',
    name: '金缘珠宝京东自营旗舰店',
    address: '',
    phone: '',
    hours: '全天营业',
    url: 'https://mall.jd.example/jinyuan',
  },
  {
    id: 5,
    channel: 'offline',
    area: '上海',
    name: '南京东路旗舰店',
    address: '上海市黄浦区南京东路 300 号 1 层',
    phone: '021-6322-0001',
    hours: '10:00-22:00',
    url: '',
  },
  {
    id: 8,
    channel: 'offline',
    area: '北京',
    name: '王府井店',
    address: '北京市东城区王府井大街 138 号 1 层',
    phone: '010-6512-0004',
    hours: '10:00-22:00',
    url: '',
  },
];

const notFound = (msg: string) => HttpResponse.json({ code: 404, msg }, { status: 404 });
const failing = () => HttpResponse.json({ code: 500, msg: '服务繁忙' }, { status: 500 });
const never = async () => {
  await delay('infinite');
  return ok(null);
};

/** The rows of a kind, as the server keeps them. */
const ofKind = (kind: string | null): ArticleSummary[] =>
  kind === 'help' ? helpPages : kind === 'news' ? newsItems : articleSummaries;

/** The article, help, clause, topic and store pages' calls, answered like the reference server. */
export const pageHandlers = {
  default: [
    http.get(paths.articleList, ({ request }) => {
      const query = new URL(request.url).searchParams;
      const category = query.get('category') ?? '';
      const list = ofKind(query.get('kind')).filter((article) => category === '' || article.category === category);
      return ok({ total: list.length, list: list.map(summaryOf) });
    }),
    http.get(paths.articleCategories, ({ request }) => {
      const source = ofKind(new URL(request.url).searchParams.get('kind'));
      const groups = new Map<string, { category: string; articles: { id: number; title: string }[] }>();
      for (const { id, category, title } of source)
        groups.set(category, { category, articles: [...(groups.get(category)?.articles ?? []), { id, title }] });
      return ok([...groups.values()]);
    }),
    http.get(paths.articleDetail, ({ request }) => {
      const query = new URL(request.url).searchParams;
      const id = Number(query.get('id'));
      const kind = query.get('kind');
      const found =
        query.get('slug') === 'contact'
          ? helpPages[3]
          : [articleBody, ...helpPages, ...newsItems].find((article) => article.id === id);
      // With a kind (/detail asks for news), an article of another kind is not found.
      return found && (kind === null || found.kind === kind) ? ok(found) : notFound('文章不存在或已下线');
    }),
    http.get(paths.clauseDetail, ({ request }) =>
      new URL(request.url).searchParams.get('clauseKey') === clauseText.clauseKey
        ? ok(clauseText)
        : notFound('条款不存在或该版本尚未发布'),
    ),
    http.get(paths.topic, ({ request }) => {
      const id = new URL(request.url).searchParams.get('id');
      if (id === null) return ok(topics);
      return Number(id) === topicDetail.id ? ok(topicDetail) : notFound('专题不存在');
    }),
    http.get(paths.storeList, ({ request }) => {
      const query = new URL(request.url).searchParams;
      const ofChannel = stores.filter((store) => store.channel === query.get('channel'));
      const area = query.get('area') ?? '';
      return ok({
        areas: [...new Set(ofChannel.map((store) => store.area))],
        list: ofChannel.filter((store) => area === '' || store.area === area),
      });
    }),
  ],
  loading: [
    http.get(paths.articleList, never),
    http.get(paths.articleCategories, never),
    http.get(paths.articleDetail, never),
    http.get(paths.clauseDetail, never),
    http.get(paths.topic, never),
    http.get(paths.storeList, never),
  ],
  failing: [
    http.get(paths.articleList, failing),
    http.get(paths.articleCategories, failing),
    http.get(paths.articleDetail, failing),
    http.get(paths.clauseDetail, failing),
    http.get(paths.topic, failing),
    http.get(paths.storeList, failing),
  ],
};

/** MSW handlers answering the home's calls like the reference server. */
export const contentHandlers = {
  default: [
    http.get(paths.getAd, ({ request }) =>
      ok(new URL(request.url).searchParams.get('tagValue') === '1' ? banners : []),
    ),
    http.get(paths.topic, () => ok(topics)),
  ],
  empty: [http.get(paths.getAd, () => ok([])), http.get(paths.topic, () => ok([]))],
  loading: [
    http.get(paths.getAd, async () => {
      await delay('infinite');
      return ok([]);
    }),
    http.get(paths.topic, async () => {
      await delay('infinite');
      return ok([]);
    }),
  ],
  failing: [
    http.get(paths.getAd, () => ok([])),
    http.get(paths.topic, () => HttpResponse.json({ code: 500, msg: '服务繁忙' }, { status: 500 })),
  ],
};
