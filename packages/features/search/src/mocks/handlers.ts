import { footprintPaths, type Footprint } from '@mall/contract/footprints';
import { royaltyPaths, type RoyaltyGoodsListBody } from '@mall/contract/royalty';
import { goodsPaths, searchPaths, type SearchRequest } from '@mall/contract/goods';
import { delay, http, HttpResponse } from 'msw';
import * as data from './data';

const paths = searchPaths('mall');
const goodsApi = goodsPaths('mall').goodsApi;
const ok = <T>(payload: T) => HttpResponse.json({ code: 200, msg: 'success', data: payload });

/** A search over `pool` like the reference server's: keyword in the title, category filter, sort, page. */
function searchIn(pool: typeof data.rings, body: SearchRequest) {
  const keyword = (body.keyword ?? '').trim();
  let found = pool.filter((item) => !keyword || item.title.includes(keyword) || '戒指'.includes(keyword));
  if (body.categories?.length) found = found.filter((item) => body.categories?.includes(item.categoryName));
  if (body.orderType === 2) found = [...found].sort((a, b) => a.shopPriceFen - b.shopPriceFen);
  if (body.orderType === 3) found = [...found].sort((a, b) => b.shopPriceFen - a.shopPriceFen);
  const pageIndex = body.pageIndex ?? 1;
  const pageSize = body.pageSize ?? 20;
  return {
    list: found.slice((pageIndex - 1) * pageSize, pageIndex * pageSize),
    total: found.length,
    pageIndex,
    pageSize,
    orderType: body.orderType ?? 0,
    keyword,
    requestId: 'r1',
  };
}

const listHandlers = (pool: typeof data.rings) => [
  http.post(paths.getSearchValueNew, async ({ request }) =>
    ok(searchIn(pool, (await request.json()) as SearchRequest)),
  ),
  http.post(paths.getSearchCount, async ({ request }) =>
    ok({ total: searchIn(pool, { ...((await request.json()) as SearchRequest), pageSize: 60 }).total }),
  ),
  http.post(paths.getSearchCondition, () =>
    ok(
      pool.length > 0
        ? data.conditions
        : { ...data.conditions, brands: [], series: [], categories: [], priceRanges: [], total: 0, inStockCount: 0 },
    ),
  ),
  http.post(goodsApi, ({ request }) =>
    ok(new URL(request.url).searchParams.get('action') === 'GetProductTypes' ? data.productTypes : data.productStyles),
  ),
  http.post(paths.advertisementList, () => ok({ title: '为你推荐', products: data.rings.slice(0, 4), series: [] })),
];

/** MSW handlers answering the search calls like the reference server does (stories, tests). */
export const searchHandlers = {
  default: [
    ...listHandlers(data.rings),
    http.post(paths.hotSearch, async ({ request }) => {
      const { type } = (await request.json()) as { type: 1 | 2 };
      return ok({
        hot: type === 1 ? data.hotWords : [],
        hint: type === 2 ? data.hintWords : [],
        request_id: 'hot-1',
        total: type === 1 ? data.hotWords.length : data.hintWords.length,
      });
    }),
    http.get(paths.getBadWords, () =>
      HttpResponse.json({ retcode: 1, msg: 'success', data: data.badWords.map((word) => ({ word })) }),
    ),
    http.get(paths.searchAdverts, () => ok({ title: '热门推荐', list: data.rings.slice(0, 5) })),
  ],
  empty: listHandlers([]),
  loading: [
    http.post(paths.getSearchValueNew, async () => {
      await delay('infinite');
      return ok(null);
    }),
  ],
  failing: [
    http.post(paths.getSearchValueNew, () => HttpResponse.json({ code: 500, msg: '服务繁忙' }, { status: 500 })),
  ],
  /** The first result carries linkUrl: the search goes there (spec §4). */
  linkUrl: [
    http.post(paths.getSearchValueNew, () =>
      ok({
        list: [data.card(1, { linkUrl: '/d?id=3' })],
        total: 1,
        pageIndex: 1,
        pageSize: 1,
        orderType: 0,
        keyword: '金条',
        requestId: 'r',
      }),
    ),
  ],
};

const royalty = royaltyPaths('mall');

/** The royalty list like the reference server's: the shop order or fund price ascending / descending, paged. */
function royaltyPage(pool: typeof data.royaltyGoods, body: RoyaltyGoodsListBody) {
  const sorted =
    body.orderType === 1
      ? [...pool].sort((a, b) => a.royaltyPriceFen - b.royaltyPriceFen)
      : body.orderType === 2
        ? [...pool].sort((a, b) => b.royaltyPriceFen - a.royaltyPriceFen)
        : pool;
  const pageIndex = body.pageIndex ?? 1;
  const pageSize = body.pageSize ?? 20;
  return { total: pool.length, list: sorted.slice((pageIndex - 1) * pageSize, pageIndex * pageSize) };
}

const royaltyList = (pool: typeof data.royaltyGoods) =>
  http.post(royalty.goodsList, async ({ request }) =>
    ok(royaltyPage(pool, (await request.json()) as RoyaltyGoodsListBody)),
  );

/** MSW handlers of the royalty shop (stories, tests). */
export const royaltyHandlers = {
  default: [royaltyList(data.royaltyGoods), http.get(royalty.balance, () => ok(data.royaltyBalance))],
  lowBalance: [
    royaltyList(data.royaltyGoods),
    http.get(royalty.balance, () =>
      ok({
        ...data.royaltyBalance,
        staffCode: 'JY80003',
        nickname: '吴昊',
        grantedFen: 300_000,
        usedFen: 286_000,
        balanceFen: 14_000,
      }),
    ),
  ],
  balanceFailing: [
    royaltyList(data.royaltyGoods),
    http.get(royalty.balance, () => HttpResponse.json({ code: 500, msg: '服务繁忙' }, { status: 500 })),
  ],
  empty: [royaltyList([]), http.get(royalty.balance, () => ok(data.royaltyBalance))],
  /** A fund spent to the last fen: nothing in the shop is covered. */
  spent: [
    royaltyList(data.royaltyGoods),
    http.get(royalty.balance, () => ok({ ...data.royaltyBalance, usedFen: 800_000, balanceFen: 0 })),
  ],
  loading: [
    http.post(royalty.goodsList, async () => {
      await delay('infinite');
      return ok(null);
    }),
  ],
  failing: [http.post(royalty.goodsList, () => HttpResponse.json({ code: 500, msg: '服务繁忙' }, { status: 500 }))],
};

const footprintApi = footprintPaths('mall');

/** The history like the reference server's: newest first, paged; clearing empties it for the story. */
function footprintList(initial: readonly Footprint[]) {
  let kept = [...initial];
  return [
    http.get(footprintApi.list, ({ request }) => {
      const query = new URL(request.url).searchParams;
      const pageIndex = Number(query.get('pageIndex') ?? 1);
      const pageSize = Number(query.get('pageSize') ?? 20);
      return ok({ total: kept.length, list: kept.slice((pageIndex - 1) * pageSize, pageIndex * pageSize) });
    }),
    http.post(footprintApi.deleteAll, () => {
      kept = [];
      return ok(null);
    }),
  ];
}

/** MSW handlers of the browsing history (a fresh copy per story, so a clear does not leak). */
export const footprintHandlers = {
  default: () => footprintList(data.footprints),
  empty: () => footprintList([]),
  failing: () => [
    http.get(footprintApi.list, () => HttpResponse.json({ code: 500, msg: '服务繁忙' }, { status: 500 })),
  ],
  /** Staff: the server keeps no history for them (403). */
  staff: () => [
    http.get(footprintApi.list, () => HttpResponse.json({ code: 403, msg: '员工账号不能使用此功能' }, { status: 403 })),
  ],
  clearFailing: () => [
    footprintList(data.footprints)[0] as ReturnType<typeof http.get>,
    http.post(footprintApi.deleteAll, () =>
      HttpResponse.json({ code: 500, msg: '服务繁忙，请稍后再试' }, { status: 500 }),
    ),
  ],
};
