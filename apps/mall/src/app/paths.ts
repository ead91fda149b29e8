import { type OrderTab } from '@mall/contract';
import { type CheckoutLine } from '@mall/contract/checkout';
import { SEARCH_ORDER_TYPES } from '@mall/contract/goods';
import type { ListQuery, RoyaltyQuery } from '@mall/feature-search';

/**
 * Typed path builders for every route of spec §2, the readers of their queries and the spec's legacy
 * path rewrites: the one place a route's query is written and read (pages, tests, and features
 * through the callbacks pages pass). The route table (`routes.tsx`) is built from the same
 * `segments`, so a link and its route cannot drift. The readers only lazily loaded pages need sit
 * beside it in `pageQueries.ts`, so they stay out of the first load.
 */

/** Route path segments relative to their parent (spec §2), shared by the builders and the table. */
export const segments = {
  home: 'home',
  cart: 'cart',
  goodsList: 'goodsList',
  goods: 'goods',
  pay: 'pay',
  submitSuccess: 'submitSuccess',
  payFail: 'payFail',
  paySuccess: 'paySuccess',
  onlineOfficialStore: 'onlineOfficialStore',
  helpCenter: 'helpCenter',
  article: 'article',
  articleDetail: 'article/detail',
  commodityVerification: 'commodityVerification',
  invoiceManage: 'invoiceManage',
  electronicGuarantee: 'electronicGuarantee',
  feedBack: 'feedBack',
  login: 'login',
  /** Where the staff identity provider returns (runtime config staffSso.redirectUri); also the staff sign-in page. */
  staffCallback: 'login/staffCallback',
  register: 'register',
  reset: 'reset',
  registerSuccess: 'registerSuccess',
  topic: 'd',
  snapshot: 'snapshot',
  /** A transfer gift's share link (issue #12; not in spec §2: the recipient's page, login required). */
  gift: 'gift',
  todaygold: 'todaygold',
  topics: 'topics',
  royaltyGoods: 'royalty/goods',
  enterpriseCustomization: 'enterprise/customization/index',
  contact: 'contact',
  list: 'list',
  detail: 'detail',
  myIndex: 'myIndex',
  accountOverview: 'accountOverview',
  accountInformation: 'accountInformation',
  address: 'address',
  myTracks: 'myTracks',
  membership: 'membership',
  orderList: 'orderList',
  order: 'order',
  branchOrder: 'branchOrder',
  orderEvaluate: 'orderEvaluate',
  royaltyIndex: 'royalty/index',
  royaltyOrder: 'royalty/order',
  customerServiceView: 'customerServiceView',
  webView: 'webView',
  /** issue #15: the agents' service desk (staff). */
  serviceDesk: 'service/desk',
  /** spec §2 rewrite: /d/{id} */
  legacyTopic: 'd/:id',
  /** spec §2 rewrite: /s/{mouldNo} */
  legacyGoods: 's/:mouldNo',
  /** spec §2 rewrite: /c/... */
  legacyCategory: 'c/*',
} as const;

/** A query value; a list is written as the parameter repeated (`style=古法&style=新中式`). */
type QueryValue = string | number | null | undefined | readonly string[];

/**
 * Appends a query string, percent-encoding every name and value (Chinese keywords, `&`, `#`, …)
 * and leaving out absent or empty values, so `/goodsList` never carries `?keyword=`.
 */
export function withQuery(path: string, query: Readonly<Record<string, QueryValue>>): string {
  const pairs = Object.entries(query)
    .flatMap(([name, value]) =>
      Array.isArray(value) ? value.map((item: string) => [name, item] as const) : [[name, value] as const],
    )
    .filter((entry): entry is readonly [string, string | number] => entry[1] != null && String(entry[1]) !== '')
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`);
  return pairs.length > 0 ? `${path}?${pairs.join('&')}` : path;
}

type ListFilter = keyof ListQuery['filters'];

/** The query parameter of each filter group of the goods list, in the order they are written. */
const listFilterParams: Readonly<Record<ListFilter, string>> = {
  category: 'category',
  productType: 'type',
  style: 'style',
  brand: 'brand',
  series: 'series',
  price: 'price',
};

/** What {@link paths.goodsList} writes: any part of the list's state; the rest is the default. */
type GoodsListState = Partial<Omit<ListQuery, 'filters'>> & { filters?: Partial<ListQuery['filters']> };

/** A page number is written only from 2 on. */
const pageParam = (page: number | undefined) => (page !== undefined && page > 1 ? page : undefined);
/** The default sort is not written. */
const sortParam = (sort: string | undefined) => (sort === 'default' ? undefined : sort);

const root = (segment: string) => `/${segment}`;
const member = (segment: string) => `/${segments.myIndex}/${segment}`;

/** Builders for every route of spec §2; use these instead of writing paths by hand. */
export const paths = {
  /** `/`; redirects to /home (spec §2). */
  root: () => '/',
  home: () => root(segments.home),
  /** The shopping bag (login). */
  cart: () => root(segments.cart),
  /**
   * Search results (spec §2: query keyword) and the list's whole state (filters, sort, page), so
   * back, forward, reload and a shared link show the same list; defaults are left out. Read back
   * by {@link parseGoodsListQuery}.
   */
  goodsList: ({ keyword, filters = {}, sort, page }: GoodsListState = {}) =>
    withQuery(root(segments.goodsList), {
      keyword: keyword?.trim(),
      ...Object.fromEntries(
        Object.entries(listFilterParams).map(([filter, param]) => [param, filters[filter as ListFilter]]),
      ),
      sort: sortParam(sort),
      page: pageParam(page),
    }),
  /** A product page by its mould number (spec §2: query mouldNo). */
  goods: (mouldNo: string) => withQuery(root(segments.goods), { mouldNo }),
  /** Checkout (login) for the ticked bag lines (spec §2: query carts as a JSON list); read back by {@link parseCarts}. */
  pay: (lines: readonly CheckoutLine[]) =>
    withQuery(root(segments.pay), {
      carts: JSON.stringify(lines.map(({ goodID, attribute, buyNum }) => ({ goodID, attribute, buyNum }))),
    }),
  /** The order made (issue #7 item 5: query orderNo). */
  submitSuccess: (orderNo?: string) => withQuery(root(segments.submitSuccess), { orderNo }),
  payFail: () => root(segments.payFail),
  paySuccess: () => root(segments.paySuccess),
  /** The official shops, optionally of one city (query city). */
  onlineOfficialStore: (city?: string) => withQuery(root(segments.onlineOfficialStore), { city }),
  /** The help pages, optionally open at one (query id). */
  helpCenter: (id?: number) => withQuery(root(segments.helpCenter), { id }),
  /** Articles by category and page (query category, page; page 1 is left out). */
  article: ({ category, page }: { category?: string; page?: number } = {}) =>
    withQuery(root(segments.article), { category, page: pageParam(page) }),
  /** One article (query id) or clause text (query clauseKey, clauseVersion). */
  articleDetail: (target?: { id: number } | { clauseKey: string; clauseVersion: string }) =>
    withQuery(root(segments.articleDetail), { ...target }),
  /** The public verification, optionally of one certificate (query certNo: the guarantee's QR link). */
  commodityVerification: (certNo?: string) => withQuery(root(segments.commodityVerification), { certNo }),
  /** The member's invoices, one invoice (query orderNo), or the request for a paid order (query apply). */
  invoiceManage: (query: { orderNo?: string; apply?: string } = {}) =>
    withQuery(root(segments.invoiceManage), { ...query }),
  /** The member's guarantees by page (query page), or one certificate (query certNo). */
  electronicGuarantee: ({ certNo, page }: { certNo?: string; page?: number } = {}) =>
    withQuery(root(segments.electronicGuarantee), { certNo, page: pageParam(page) }),
  feedBack: () => root(segments.feedBack),
  login: () => root(segments.login),
  /** The staff sign-in page and the provider's return (spec §4 staff login). */
  staffCallback: () => root(segments.staffCallback),
  register: () => root(segments.register),
  reset: () => root(segments.reset),
  registerSuccess: () => root(segments.registerSuccess),
  /** A topic page (spec §2: d, query id). */
  topic: (id: string | number) => withQuery(root(segments.topic), { id }),
  /** An order line's trade snapshot (spec §2 snapshot; issue #12: query orderNo, goodsId, and attribute when set). */
  snapshot: (query?: { orderNo: string; goodsId: number; attribute?: string }) =>
    withQuery(root(segments.snapshot), {
      orderNo: query?.orderNo,
      goodsId: query?.goodsId,
      attribute: query?.attribute || undefined,
    }),
  /** A transfer gift's share link (query token). */
  gift: (token: string) => withQuery(root(segments.gift), { token }),
  todaygold: () => root(segments.todaygold),
  topics: () => root(segments.topics),
  /** The staff royalty shop, its sort and page (defaults left out); read back by {@link parseRoyaltyGoodsQuery}. */
  royaltyGoods: ({ sort, page }: Partial<RoyaltyQuery> = {}) =>
    withQuery(root(segments.royaltyGoods), { sort: sortParam(sort), page: pageParam(page) }),
  enterpriseCustomization: () => root(segments.enterpriseCustomization),
  contact: () => root(segments.contact),
  /** The brand's news by category and page (query category, page; page 1 is left out); read back by {@link parseArticleListQuery}. */
  list: ({ category, page }: { category?: string; page?: number } = {}) =>
    withQuery(root(segments.list), { category, page: pageParam(page) }),
  /** One news item (query id); without one, the page says it is not found. Read back by {@link parseNewsTarget}. */
  detail: (id?: number) => withQuery(root(segments.detail), { id }),
  /** The member centre (login) and its children (spec §2). */
  myIndex: {
    root: () => root(segments.myIndex),
    accountOverview: () => member(segments.accountOverview),
    accountInformation: () => member(segments.accountInformation),
    address: () => member(segments.address),
    myTracks: ({ page }: { page?: number } = {}) => withQuery(member(segments.myTracks), { page: pageParam(page) }),
    membership: () => member(segments.membership),
    /** The order centre at a tab and page (全部 and page 1 are not written). */
    orderList: ({ tab, page }: { tab?: OrderTab; page?: number } = {}) =>
      withQuery(member(segments.orderList), { tab: tab === 'all' ? undefined : tab, page: pageParam(page) }),
    /** One order's detail (query orderNo); without one, the page says the order is not found. */
    order: (orderNo?: string) => withQuery(member(segments.order), { orderNo }),
    /** An order's parcels and their tracking (query orderNo; issue #12). */
    branchOrder: (orderNo?: string) => withQuery(member(segments.branchOrder), { orderNo }),
    /** The review form of one order (query orderNo, issue #12 评价); without one, not found. */
    orderEvaluate: (orderNo?: string) => withQuery(member(segments.orderEvaluate), { orderNo }),
    /** The rights-fund mall (login and staff only). */
    royaltyIndex: () => member(segments.royaltyIndex),
    royaltyOrder: ({ page }: { page?: number } = {}) =>
      withQuery(member(segments.royaltyOrder), { page: pageParam(page) }),
  },
  /** Outside the layout (spec §2). */
  customerServiceView: () => root(segments.customerServiceView),
  /** A framed campaign page (query url, title), outside the layout (spec §2); read back by {@link parseWebViewQuery}. */
  webView: (page?: { url: string; title?: string }) =>
    withQuery(root(segments.webView), { url: page?.url, title: page?.title }),
  /** The agents' service desk (issue #15; staff only). */
  serviceDesk: () => root(segments.serviceDesk),
} as const;

/** Decodes one URL component; malformed escapes (`%E0%A4%A`) are kept as written instead of throwing. */
export function safeDecode(component: string): string {
  try {
    return decodeURIComponent(component);
  } catch {
    return component;
  }
}

/** Spec §2: /d/{id} becomes /d?id={id}. An empty id opens the topic page without one. */
export function rewriteTopic(id: string): string {
  return paths.topic(id.trim());
}

/** Spec §2: /s/{mouldNo} becomes /goods?mouldNo={mouldNo}. */
export function rewriteGoods(mouldNo: string): string {
  return withQuery(root(segments.goods), { mouldNo: mouldNo.trim() });
}

/**
 * Spec §2: /c/... becomes /goodsList?keyword={wd}, with wd read from the query string of the /c
 * URL (`search`, with or without its leading `?`). Whatever /c/... says in its path is dropped;
 * no wd, or a blank one, opens /goodsList without a keyword.
 */
export function rewriteCategory(search: string): string {
  // URLSearchParams decodes `+` as a space and never throws on malformed escapes.
  const wd = new URLSearchParams(search).get('wd');
  return paths.goodsList({ keyword: wd ?? undefined });
}

/**
 * The spec §2 rewrite for a legacy URL, or null when the URL is not one. Takes the URL as the
 * browser has it (percent-encoded path, query string); the result is always an internal path
 * whose only query is the one the spec names.
 */
export function rewriteLegacyUrl(url: Pick<URL, 'pathname' | 'search'>): string | null {
  const parts = url.pathname.split('/');
  // parts[0] is the empty string before the leading slash.
  const [, rawHead, value, ...rest] = parts;
  // The router matches paths case-insensitively; so does the rewrite.
  const head = rawHead?.toLowerCase();
  if (head === 'c') return rewriteCategory(url.search);
  const isSingleSegment =
    value !== undefined && value !== '' && (rest.length === 0 || (rest.length === 1 && rest[0] === ''));
  if (!isSingleSegment) return null;
  if (head === 'd') return rewriteTopic(safeDecode(value));
  if (head === 's') return rewriteGoods(safeDecode(value));
  return null;
}

/** A database id from a query parameter (`/d?id=7`): a positive 32-bit integer, else undefined (no call is made). */
export function parseId(raw: string | null): number | undefined {
  if (raw === null || !/^[1-9]\d{0,9}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : undefined;
}

/** A page number from a query parameter: 1 unless a positive integer is given. */
export function parsePage(raw: string | null): number {
  return parseId(raw) ?? 1;
}

/**
 * The page number of the goods list and the royalty shop, read as those lists always have: the
 * leading digits (`3abc` is 3), else 1; 1 also when above `max`.
 */
export function parseListPage(raw: string | null, max = Number.MAX_SAFE_INTEGER): number {
  const page = Number.parseInt(raw ?? '1', 10);
  return Number.isSafeInteger(page) && page >= 1 && page <= max ? page : 1;
}

/** A sort order by its URL name, else `default`. */
export function parseSort<Sort extends string>(
  raw: string | null,
  orderTypes: Readonly<Record<Sort, number>>,
): Sort | 'default' {
  const sort = raw ?? 'default';
  return Object.keys(orderTypes).includes(sort) ? (sort as Sort) : 'default';
}

/**
 * The goods list's state from its query, as {@link paths.goodsList} writes it: the keyword
 * trimmed, each filter's values trimmed and once each, one well-formed price range at most
 * (`minFen-maxFen`); an unknown sort or a page that is not a positive number falls back to the
 * default.
 */
export function parseGoodsListQuery(query: URLSearchParams): ListQuery {
  const filters = Object.fromEntries(
    Object.entries(listFilterParams).map(([filter, param]) => [
      filter,
      [
        ...new Set(
          query
            .getAll(param)
            .map((value) => value.trim())
            .filter(Boolean),
        ),
      ],
    ]),
  ) as ListQuery['filters'];
  filters.price = filters.price.filter((range) => /^\d+-\d*$/.test(range)).slice(0, 1);
  return {
    keyword: (query.get('keyword') ?? '').trim(),
    filters,
    sort: parseSort(query.get('sort'), SEARCH_ORDER_TYPES),
    page: parseListPage(query.get('page')),
  };
}

/**
 * The `error` a failed login redirect leaves on whatever page it returns to (spec §8: explained in
 * the 登录错误 dialog), or null when there is none.
 */
export function parseLoginError(query: URLSearchParams): string | null {
  return query.get('error');
}
