import { describe, expect, it } from 'vitest';
import type { ListQuery } from '@mall/feature-search';
import {
  parseGoodsListQuery,
  parseId,
  parseLoginError,
  parsePage,
  paths,
  rewriteCategory,
  rewriteGoods,
  rewriteLegacyUrl,
  rewriteTopic,
  safeDecode,
  withQuery,
} from './paths';
import {
  isStaffProviderReturn,
  parseArticleListQuery,
  parseArticleTarget,
  parseNewsTarget,
  parseWebViewQuery,
  parseCarts,
  parseCity,
  parseMouldNo,
  parseOrderListQuery,
  parseOrderNo,
  parseQueryId,
  parseRoyaltyGoodsQuery,
} from './pageQueries';

/** The query of a built path, decoded the way the page will read it. */
function query(path: string): Record<string, string> {
  return Object.fromEntries(new URL(path, 'https://mall.invalid').searchParams);
}

/** The query of a URL as the page gets it. */
const params = (search: string) => new URLSearchParams(search);
const encode = encodeURIComponent;
/** The query of a built path, as the page gets it. */
const queryOf = (path: string) => new URL(path, 'https://mall.invalid').searchParams;

describe('path builders (spec §2 routes)', () => {
  it.each([
    [paths.root(), '/'],
    [paths.home(), '/home'],
    [paths.cart(), '/cart'],
    [paths.goodsList(), '/goodsList'],
    [paths.goodsList({ keyword: 'gold' }), '/goodsList?keyword=gold'],
    [paths.goods('JYG00001'), '/goods?mouldNo=JYG00001'],
    [
      paths.pay([{ goodID: 11, attribute: '', buyNum: 1 }]),
      '/pay?carts=%5B%7B%22goodID%22%3A11%2C%22attribute%22%3A%22%22%2C%22buyNum%22%3A1%7D%5D',
    ],
    [paths.submitSuccess(), '/submitSuccess'],
    [paths.payFail(), '/payFail'],
    [paths.paySuccess(), '/paySuccess'],
    [paths.onlineOfficialStore(), '/onlineOfficialStore'],
    [paths.helpCenter(), '/helpCenter'],
    [paths.article(), '/article'],
    [paths.articleDetail(), '/article/detail'],
    [paths.commodityVerification(), '/commodityVerification'],
    [paths.invoiceManage(), '/invoiceManage'],
    [paths.electronicGuarantee(), '/electronicGuarantee'],
    [paths.electronicGuarantee({ page: 2 }), '/electronicGuarantee?page=2'],
    [paths.electronicGuarantee({ page: 1 }), '/electronicGuarantee'],
    [paths.electronicGuarantee({ certNo: 'JY7K3M9Q2W8E4R6T1X' }), '/electronicGuarantee?certNo=JY7K3M9Q2W8E4R6T1X'],
    [paths.commodityVerification('JY7K3M9Q2W8E4R6T1X'), '/commodityVerification?certNo=JY7K3M9Q2W8E4R6T1X'],
    [paths.feedBack(), '/feedBack'],
    [paths.login(), '/login'],
    [paths.register(), '/register'],
    [paths.reset(), '/reset'],
    [paths.registerSuccess(), '/registerSuccess'],
    [paths.topic(12), '/d?id=12'],
    [paths.snapshot(), '/snapshot'],
    [paths.snapshot({ orderNo: 'JY1', goodsId: 12 }), '/snapshot?orderNo=JY1&goodsId=12'],
    [
      paths.snapshot({ orderNo: 'JY1', goodsId: 12, attribute: 'ringSize:12' }),
      '/snapshot?orderNo=JY1&goodsId=12&attribute=ringSize%3A12',
    ],
    [paths.gift('abc_-1'), '/gift?token=abc_-1'],
    [paths.todaygold(), '/todaygold'],
    [paths.topics(), '/topics'],
    [paths.royaltyGoods(), '/royalty/goods'],
    [paths.enterpriseCustomization(), '/enterprise/customization/index'],
    [paths.contact(), '/contact'],
    [paths.list(), '/list'],
    [paths.detail(), '/detail'],
    [paths.myIndex.root(), '/myIndex'],
    [paths.myIndex.accountOverview(), '/myIndex/accountOverview'],
    [paths.myIndex.accountInformation(), '/myIndex/accountInformation'],
    [paths.myIndex.address(), '/myIndex/address'],
    [paths.myIndex.myTracks(), '/myIndex/myTracks'],
    [paths.myIndex.membership(), '/myIndex/membership'],
    [paths.myIndex.orderList(), '/myIndex/orderList'],
    [paths.myIndex.order(), '/myIndex/order'],
    [paths.myIndex.orderList({ tab: 'all', page: 1 }), '/myIndex/orderList'],
    [paths.myIndex.orderList({ tab: 'toReceive', page: 3 }), '/myIndex/orderList?tab=toReceive&page=3'],
    [paths.myIndex.order('JY202611240001'), '/myIndex/order?orderNo=JY202611240001'],
    [paths.myIndex.branchOrder(), '/myIndex/branchOrder'],
    [paths.myIndex.branchOrder('JY202611200003'), '/myIndex/branchOrder?orderNo=JY202611200003'],
    [paths.myIndex.orderEvaluate(), '/myIndex/orderEvaluate'],
    [paths.myIndex.orderEvaluate('JY202611240001'), '/myIndex/orderEvaluate?orderNo=JY202611240001'],
    [paths.myIndex.royaltyIndex(), '/myIndex/royalty/index'],
    [paths.myIndex.royaltyOrder(), '/myIndex/royalty/order'],
    [paths.customerServiceView(), '/customerServiceView'],
    [paths.webView(), '/webView'],
  ])('builds %s', (built, expected) => {
    expect(built).toBe(expected);
  });

  it('percent-encodes a Chinese keyword and reads back the same (spec §2: goodsList, query keyword)', () => {
    expect(paths.goodsList({ keyword: '戒指' })).toBe('/goodsList?keyword=%E6%88%92%E6%8C%87');
    expect(query(paths.goodsList({ keyword: '足金 手镯' }))).toEqual({ keyword: '足金 手镯' });
  });

  it.each([
    ['a&b=c', { keyword: 'a&b=c' }],
    ['#top', { keyword: '#top' }],
    ['100%', { keyword: '100%' }],
    ['a+b', { keyword: 'a+b' }],
    ['?x=1', { keyword: '?x=1' }],
  ])('keeps the keyword %j one value, whatever it contains', (keyword, expected) => {
    expect(query(paths.goodsList({ keyword }))).toEqual(expected);
  });

  it('leaves out a blank keyword instead of sending keyword=', () => {
    expect(paths.goodsList({ keyword: '   ' })).toBe('/goodsList');
  });

  it('sends the checkout carts as a JSON list (spec §2: pay, query carts as a JSON list)', () => {
    const lines = [{ goodID: 12, attribute: 'ringSize:12', buyNum: 1 }];
    expect(JSON.parse(query(paths.pay(lines)).carts ?? '')).toEqual(lines);
  });

  it("sends only the line fields, whatever else the caller's lines carry", () => {
    const line = { goodID: 12, attribute: '', buyNum: 1, title: '足金戒指' };
    expect(JSON.parse(query(paths.pay([line])).carts ?? '')).toEqual([{ goodID: 12, attribute: '', buyNum: 1 }]);
  });

  it.each([
    [paths.submitSuccess('JY2026110100001'), '/submitSuccess?orderNo=JY2026110100001'],
    [paths.onlineOfficialStore('上海'), '/onlineOfficialStore?city=%E4%B8%8A%E6%B5%B7'],
    [paths.onlineOfficialStore(''), '/onlineOfficialStore'],
    [paths.helpCenter(7), '/helpCenter?id=7'],
    [paths.article({ category: '购物指南', page: 1 }), '/article?category=%E8%B4%AD%E7%89%A9%E6%8C%87%E5%8D%97'],
    [paths.article({ category: '', page: 3 }), '/article?page=3'],
    [paths.articleDetail({ id: 5 }), '/article/detail?id=5'],
    [paths.list({ category: '门店动态', page: 2 }), '/list?category=%E9%97%A8%E5%BA%97%E5%8A%A8%E6%80%81&page=2'],
    [paths.list({ category: '', page: 1 }), '/list'],
    [paths.detail(32), '/detail?id=32'],
    [
      paths.articleDetail({ clauseKey: 'privacy', clauseVersion: 'v2' }),
      '/article/detail?clauseKey=privacy&clauseVersion=v2',
    ],
  ])('writes the query of %s', (built, expected) => {
    expect(built).toBe(expected);
  });

  it.each([
    ['/article/detail?id=5', { article: { id: 5 } }],
    ['/article/detail?clauseKey=privacy&clauseVersion=v2', { clause: { clauseKey: 'privacy', clauseVersion: 'v2' } }],
    ['/article/detail?clauseKey=privacy', { clause: { clauseKey: 'privacy', clauseVersion: '' } }],
    ['/article/detail?id=abc', undefined],
    ['/article/detail', undefined],
  ])('reads the target of %s', (path, expected) => {
    expect(parseArticleTarget(new URL(path, 'https://mall.invalid').searchParams)).toEqual(expected);
  });

  it.each([
    [paths.detail(32), { article: { id: 32, kind: 'news' } }],
    ['/detail?id=abc', undefined],
    ['/detail?id=-1', undefined],
    [paths.detail(), undefined],
  ])('reads the news item of %s (only news opens on /detail)', (path, expected) => {
    expect(parseNewsTarget(new URL(path, 'https://mall.invalid').searchParams)).toEqual(expected);
  });

  it.each<[{ url: string; title?: string }]>([
    [{ url: 'https://campaign.jinyuan.example/a?x=1&y=2#top', title: '新春 & 元宵' }],
    [{ url: 'javascript:alert(1)' }],
  ])('reads back the url and title /webView writes: %j', (page) => {
    const written = paths.webView(page);
    expect(parseWebViewQuery(new URL(written, 'https://mall.invalid').searchParams)).toEqual({
      url: page.url,
      title: page.title ?? null,
    });
  });

  it('reads back the category and page /list writes', () => {
    const written = paths.list({ category: '新品发布', page: 4 });
    expect(parseArticleListQuery(new URL(written, 'https://mall.invalid').searchParams)).toEqual({
      category: '新品发布',
      page: 4,
    });
  });

  it('withQuery leaves out null, undefined and empty values', () => {
    expect(withQuery('/x', { a: null, b: undefined, c: '', d: 0 })).toBe('/x?d=0');
  });

  it('withQuery repeats a parameter for a list, leaving out empty items', () => {
    expect(withQuery('/x', { a: ['1', '', '2'], b: [] })).toBe('/x?a=1&a=2');
  });
});

describe('spec §2 path rewrites', () => {
  it.each([
    // spec §2: /d/{id} becomes /d?id={id}
    ['/d/12', '', '/d?id=12'],
    ['/d/12/', '', '/d?id=12'],
    ['/D/12', '', '/d?id=12'],
    ['/d/%E4%B8%83%E5%A4%95', '', `/d?id=${encodeURIComponent('七夕')}`],
    // spec §2: /s/{mouldNo} becomes /goods?mouldNo={mouldNo}
    ['/s/JYG00001', '', '/goods?mouldNo=JYG00001'],
    ['/s/JYG00001', '?from=ad', '/goods?mouldNo=JYG00001'],
    // spec §2: /c/... becomes /goodsList?keyword={wd taken from the url}
    ['/c/anything', `?wd=${encodeURIComponent('戒指')}`, `/goodsList?keyword=${encodeURIComponent('戒指')}`],
    ['/c/a/b/c.html', '?wd=ring&page=2', '/goodsList?keyword=ring'],
    ['/c', '?wd=ring', '/goodsList?keyword=ring'],
    ['/c/anything', '', '/goodsList'],
    ['/c/anything', '?wd=', '/goodsList'],
    ['/c/anything', '?wd=+++', '/goodsList'],
    [
      '/c/anything',
      '?wd=%E9%BB%84%E9%87%91+%E6%89%8B%E9%95%AF',
      `/goodsList?keyword=${encodeURIComponent('黄金 手镯')}`,
    ],
  ])('%s%s → %s', (pathname, search, expected) => {
    expect(rewriteLegacyUrl({ pathname, search })).toBe(expected);
  });

  it.each([
    ['/d', ''],
    ['/d/', ''],
    ['/d/12/extra', ''],
    ['/s', ''],
    ['/s/a/b', ''],
    ['/goods', '?mouldNo=1'],
    ['/home', ''],
    ['/cart', '?wd=x'],
  ])('%s%s is not a legacy URL', (pathname, search) => {
    expect(rewriteLegacyUrl({ pathname, search })).toBeNull();
  });

  describe('hostile input stays data in the query of an internal path', () => {
    it.each([
      ['/d/%E0%A4%A', ''],
      ['/s/..%2F..%2Fadmin', ''],
      ['/s/%2F%2Fevil.example', ''],
      ['/d/javascript:alert(1)', ''],
      ['/s/%3Cscript%3Ealert(1)%3C%2Fscript%3E', ''],
      ['/c/x', '?wd=%E0%A4%A'],
      ['/c/x', '?wd=%2F%2Fevil.example'],
      ['/c/x', `?wd=${encodeURIComponent('<img src=x onerror=alert(1)>')}`],
      ['/c/x', '?wd=a%26keyword%3Dinjected'],
      ['/c/x', `?wd=${'%E6%88%92'.repeat(2000)}`],
    ])('%s%s', (pathname, search) => {
      const rewritten = rewriteLegacyUrl({ pathname, search });
      expect(rewritten).not.toBeNull();
      const url = new URL(rewritten ?? '', 'https://mall.invalid');
      expect(url.origin).toBe('https://mall.invalid');
      expect(['/d', '/goods', '/goodsList']).toContain(url.pathname);
      expect([...url.searchParams.keys()].length).toBeLessThanOrEqual(1);
    });

    it('keeps a malformed escape as written instead of throwing', () => {
      expect(query(rewriteLegacyUrl({ pathname: '/d/%E0%A4%A', search: '' }) ?? '')).toEqual({ id: '%E0%A4%A' });
      expect(safeDecode('%E0%A4%A')).toBe('%E0%A4%A');
      expect(safeDecode('%E6%88%92%E6%8C%87')).toBe('戒指');
    });

    it('does not let a keyword add a second query parameter', () => {
      expect(query(rewriteCategory('?wd=a%26keyword%3Dinjected'))).toEqual({ keyword: 'a&keyword=injected' });
    });

    it('keeps a path in the mould number a value, not a path', () => {
      expect(query(rewriteGoods('../../admin'))).toEqual({ mouldNo: '../../admin' });
      expect(rewriteTopic(' 12 ')).toBe('/d?id=12');
    });
  });

  it('rewriteCategory accepts the query with or without its ?', () => {
    expect(rewriteCategory('wd=ring')).toBe('/goodsList?keyword=ring');
    expect(rewriteCategory('?wd=ring')).toBe('/goodsList?keyword=ring');
  });
});

describe('ids and page numbers from query parameters (no call for a malformed one)', () => {
  it.each([
    ['7', 7],
    ['2147483647', 2_147_483_647],
    ['2147483648', undefined],
    ['0', undefined],
    ['-3', undefined],
    ['07', undefined],
    ['1e3', undefined],
    ['7abc', undefined],
    ['', undefined],
    [null, undefined],
  ])('parseId(%j) is %j', (raw, id) => {
    expect(parseId(raw)).toBe(id);
  });

  it.each([
    ['3', 3],
    [null, 1],
    ['0', 1],
    ['x', 1],
  ])('parsePage(%j) is %j', (raw, page) => {
    expect(parsePage(raw)).toBe(page);
  });
});

const ring = { goodID: 12, attribute: 'ringSize:12', buyNum: 1 };

/** The /pay query with this carts value (null: none). */
const cartsOf = (raw: string | null) => parseCarts(new URLSearchParams(raw === null ? {} : { carts: raw }));

describe('parseCarts: the carts query of /pay (spec §2, §8 请选择结算商品！)', () => {
  it.each([
    ['absent', null],
    ['blank', '   '],
    ['an empty list', '[]'],
  ])('is missing when %s (spec §8)', (_case, raw) => {
    expect(cartsOf(raw)).toEqual({ ok: false, problem: 'missing' });
  });

  it.each([
    ['not JSON', '[{goodID:12}'],
    ['an object, not a list', JSON.stringify(ring)],
    ['a list of ids (the old bag link)', '[12,13]'],
    ['a line without attribute', '[{"goodID":12,"buyNum":1}]'],
    ['a quantity of 0', '[{"goodID":12,"attribute":"","buyNum":0}]'],
    ['a quantity above 99', '[{"goodID":12,"attribute":"","buyNum":100}]'],
    ['a fractional quantity', '[{"goodID":12,"attribute":"","buyNum":1.5}]'],
    ['a string id', '[{"goodID":"12","attribute":"","buyNum":1}]'],
    ['a negative id', '[{"goodID":-1,"attribute":"","buyNum":1}]'],
    ['an unknown field', '[{"goodID":12,"attribute":"","buyNum":1,"price":"0.01"}]'],
    ['a control character in the attribute', JSON.stringify([{ goodID: 12, attribute: 'ringSize:\n12', buyNum: 1 }])],
    [
      'more than 50 lines',
      JSON.stringify(Array.from({ length: 51 }, (_, index) => ({ goodID: index + 1, attribute: '', buyNum: 1 }))),
    ],
  ])('is malformed when %s', (_case, raw) => {
    expect(cartsOf(raw)).toEqual({ ok: false, problem: 'malformed' });
  });

  it('keeps well-formed lines in order', () => {
    const lines = [ring, { goodID: 31, attribute: '', buyNum: 2 }];
    expect(cartsOf(JSON.stringify(lines))).toEqual({ ok: true, lines });
  });

  it('adds up the same piece and attribute, at most 99', () => {
    const necklace = { goodID: 31, attribute: '', buyNum: 60 };
    const raw = JSON.stringify([ring, necklace, { ...ring, buyNum: 2 }, necklace]);
    expect(cartsOf(raw)).toEqual({
      ok: true,
      lines: [
        { ...ring, buyNum: 3 },
        { ...necklace, buyNum: 99 },
      ],
    });
  });

  it('reads back what paths.pay writes', () => {
    const lines = [ring, { goodID: 7, attribute: 'chainLength:45;customizedStyle:楷体', buyNum: 3 }];
    expect(parseCarts(queryOf(paths.pay(lines)))).toEqual({ ok: true, lines });
  });
});

const list: ListQuery = {
  keyword: '戒指',
  filters: { category: [], productType: [], style: [], brand: [], series: [], price: [] },
  sort: 'default',
  page: 1,
};

/** The list with these filters chosen, and anything else of `rest`. */
const withFilters = (filters: Partial<ListQuery['filters']>, rest: Partial<ListQuery> = {}): ListQuery => ({
  ...list,
  ...rest,
  filters: { ...list.filters, ...filters },
});

describe('the goods list query (spec §2 goodsList: query keyword; the list keeps its state in the URL)', () => {
  it.each([
    ['just a keyword', 'keyword=戒指', list],
    ['nothing', '', { ...list, keyword: '' }],
    [
      'filters, sort and page',
      'keyword=戒指&category=足金/黄金&category=铂金&type=9&style=古法&price=100000-500000&sort=priceAsc&page=3',
      {
        ...list,
        filters: {
          ...list.filters,
          category: ['足金/黄金', '铂金'],
          productType: ['9'],
          style: ['古法'],
          price: ['100000-500000'],
        },
        sort: 'priceAsc',
        page: 3,
      },
    ],
    ['values with spaces around them', 'keyword=+戒指+&style=+古法+&brand=+', withFilters({ style: ['古法'] })],
    ['an unknown sort and a bad page fall back', 'keyword=戒指&sort=cheapest&page=-2', list],
    ['a page that is not a number', 'keyword=戒指&page=abc', list],
    ['a page beyond a safe integer', 'keyword=戒指&page=99999999999999999999', list],
    ['a page with trailing letters keeps its digits', 'keyword=戒指&page=3abc', { ...list, page: 3 }],
    ['a malformed price range is dropped', 'keyword=戒指&price=abc', list],
    [
      'a second price range is dropped',
      'keyword=戒指&price=0-100000&price=100000-',
      withFilters({ price: ['0-100000'] }),
    ],
    ['duplicates once', 'keyword=戒指&style=古法&style=古法', withFilters({ style: ['古法'] })],
    // URLSearchParams never throws: a broken UTF-8 escape becomes U+FFFD, a stray % stays.
    ['a malformed escape without throwing', 'keyword=%E0%A4%A', { ...list, keyword: '\uFFFD%A' }],
  ])('reads %s', (_case, search, expected) => {
    expect(parseGoodsListQuery(params(search))).toEqual(expected);
  });

  it.each<[string, Parameters<typeof paths.goodsList>[0], string]>([
    ['the defaults left out', list, `/goodsList?keyword=${encodeURIComponent('戒指')}`],
    ['no state at all', {}, '/goodsList'],
    [
      'filters in a fixed order, repeated per value',
      withFilters({ price: ['500000-'], brand: ['1', '2'], productType: ['9'] }, { sort: 'newest', page: 2 }),
      `/goodsList?keyword=${encodeURIComponent('戒指')}&type=9&brand=1&brand=2&price=500000-&sort=newest&page=2`,
    ],
    ['a category with a slash', { filters: { category: ['足金/黄金'] } }, `/goodsList?category=${encode('足金/黄金')}`],
  ])('writes %s', (_case, state, expected) => {
    expect(paths.goodsList(state)).toBe(expected);
  });

  it('reads back what it writes', () => {
    const filters = { category: ['足金/黄金'], style: ['古法', '新中式'], brand: ['1', '2'], price: ['500000-'] };
    const state = withFilters(filters, { keyword: 'a&b=c #1', sort: 'priceDesc', page: 4 });
    expect(parseGoodsListQuery(queryOf(paths.goodsList(state)))).toEqual(state);
  });
});

describe('the royalty shop query (spec §2 royalty/goods)', () => {
  it.each([
    ['', { sort: 'default', page: 1 }],
    ['sort=priceAsc&page=2', { sort: 'priceAsc', page: 2 }],
    ['sort=priceDesc', { sort: 'priceDesc', page: 1 }],
    ['sort=newest&page=0', { sort: 'default', page: 1 }],
    ['page=abc', { sort: 'default', page: 1 }],
    ['page=100', { sort: 'default', page: 100 }],
    ['page=101', { sort: 'default', page: 1 }],
  ])('reads %j', (search, expected) => {
    expect(parseRoyaltyGoodsQuery(params(search))).toEqual(expected);
  });

  it('writes only what differs from the defaults, and reads back the same', () => {
    expect(paths.royaltyGoods({ sort: 'default', page: 1 })).toBe('/royalty/goods');
    expect(paths.royaltyGoods({ sort: 'priceDesc', page: 3 })).toBe('/royalty/goods?sort=priceDesc&page=3');
    const state = { sort: 'priceAsc' as const, page: 2 };
    expect(parseRoyaltyGoodsQuery(queryOf(paths.royaltyGoods(state)))).toEqual(state);
  });
});

describe('the other route queries a page reads', () => {
  it.each([
    ['valid', 'mouldNo=JYG00001', 'JYG00001'],
    ['missing', '', ''],
    ['empty', 'mouldNo=', ''],
    ['a malformed escape, without throwing', 'mouldNo=%E0%A4%A', '\uFFFD%A'],
  ])('parseMouldNo: %s', (_case, search, expected) => {
    expect(parseMouldNo(params(search))).toBe(expected);
  });

  it('parseMouldNo reads back what paths.goods writes', () => {
    expect(parseMouldNo(queryOf(paths.goods('JY/00 1&x')))).toBe('JY/00 1&x');
  });

  it.each([
    ['valid', 'orderNo=JY2026110100001', 'JY2026110100001'],
    ['missing', '', ''],
    ['empty', 'orderNo=', ''],
    ['repeated: the first', 'orderNo=A1&orderNo=B2', 'A1'],
  ])('parseOrderNo: %s', (_case, search, expected) => {
    expect(parseOrderNo(params(search))).toBe(expected);
  });

  it.each([
    ['valid', `city=${encodeURIComponent('上海')}`, '上海'],
    ['missing', '', ''],
    ['a malformed escape, without throwing', 'city=%E4%B8', '\uFFFD'],
  ])('parseCity: %s', (_case, search, expected) => {
    expect(parseCity(params(search))).toBe(expected);
  });

  it.each([
    ['valid', 'id=7', 7],
    ['missing', '', undefined],
    ['not a number', 'id=abc', undefined],
    ['zero', 'id=0', undefined],
    ['beyond 32 bits', 'id=2147483648', undefined],
  ])('parseQueryId: %s', (_case, search, expected) => {
    expect(parseQueryId(params(search))).toBe(expected);
  });

  it.each([
    ['valid', `category=${encodeURIComponent('购物指南')}&page=3`, { category: '购物指南', page: 3 }],
    ['missing', '', { category: '', page: 1 }],
    ['a malformed page', 'page=3abc', { category: '', page: 1 }],
  ])('parseArticleListQuery: %s', (_case, search, expected) => {
    expect(parseArticleListQuery(params(search))).toEqual(expected);
  });

  it.each([
    ['an error', 'error=abc&x=1', 'abc'],
    ['none', 'x=1', null],
    ['an empty one', 'error=', ''],
  ])('parseLoginError: %s (spec §8)', (_case, search, expected) => {
    expect(parseLoginError(params(search))).toBe(expected);
  });

  it.each([
    ['a code', 'code=abc&state=s1', true],
    ['an error', 'error=access_denied', true],
    ['an empty code', 'code=', true],
    ['nothing: the sign-in itself', '', false],
    ['other parameters', 'from=royalty', false],
  ])('isStaffProviderReturn: %s (spec §4)', (_case, search, expected) => {
    expect(isStaffProviderReturn(params(search))).toBe(expected);
  });
});

describe('the order centre query (spec §2 myIndex/orderList; issue #12 tabs)', () => {
  it.each<[string, string, { tab: string; page: number }]>([
    ['nothing: 全部, page 1', '', { tab: 'all', page: 1 }],
    ['a tab and a page', '?tab=unpaid&page=2', { tab: 'unpaid', page: 2 }],
    ['an unknown tab reads as 全部', '?tab=everything', { tab: 'all', page: 1 }],
    ['a malformed page reads as 1', '?tab=done&page=-3', { tab: 'done', page: 1 }],
  ])('%s', (_case, search, expected) => {
    expect(parseOrderListQuery(new URLSearchParams(search))).toEqual(expected);
  });

  it('reads back what the builder writes', () => {
    const written = paths.myIndex.orderList({ tab: 'refund', page: 4 });
    expect(parseOrderListQuery(new URL(written, 'http://mall.test').searchParams)).toEqual({ tab: 'refund', page: 4 });
  });
});
