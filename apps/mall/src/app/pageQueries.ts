import { CHECKOUT_LINES_MAX, CHECKOUT_QTY_MAX, orderTabs, ROYALTY_ORDER_TYPES, type OrderTab } from '@mall/contract';
import { type CheckoutLine } from '@mall/contract/checkout';
import type { CartsParse } from '@mall/feature-checkout';
import type { ArticleTarget } from '@mall/feature-content';
import type { RoyaltyQuery } from '@mall/feature-search';
import { parseId, parseListPage, parsePage, parseSort } from './paths';

/**
 * The readers of the queries that only lazily loaded pages read, written by the builders of
 * `paths.ts` (the one place a route's query is written): apart from it so that they come with their
 * pages, not with the first load.
 */

/**
 * The royalty shop's state from its query, as {@link paths.royaltyGoods} writes it; an unknown sort
 * falls back to the default, a page beyond the contract's 100 (royalty/goods/list pageIndex) to 1.
 */
export function parseRoyaltyGoodsQuery(query: URLSearchParams): RoyaltyQuery {
  return { sort: parseSort(query.get('sort'), ROYALTY_ORDER_TYPES), page: parseListPage(query.get('page'), 100) };
}

/** The mould number of /goods (spec §2: query mouldNo), as {@link paths.goods} writes it; empty when absent. */
export function parseMouldNo(query: URLSearchParams): string {
  return query.get('mouldNo') ?? '';
}

/** The order number of /submitSuccess, /paySuccess and /payFail (query orderNo); empty when absent. */
export function parseOrderNo(query: URLSearchParams): string {
  return query.get('orderNo') ?? '';
}

/** The city of /onlineOfficialStore (query city), as {@link paths.onlineOfficialStore} writes it; empty for all. */
export function parseCity(query: URLSearchParams): string {
  return query.get('city') ?? '';
}

/** The `id` of /d and /helpCenter, as {@link paths.topic} and {@link paths.helpCenter} write it. */
export function parseQueryId(query: URLSearchParams): number | undefined {
  return parseId(query.get('id'));
}

/**
 * The category and page of /article and /list, as {@link paths.article} and {@link paths.list} write
 * them (no category: all; page 1 by default).
 */
export function parseArticleListQuery(query: URLSearchParams): { category: string; page: number } {
  return { category: query.get('category') ?? '', page: parsePage(query.get('page')) };
}

/**
 * Whether the staff identity provider has answered on /login/staffCallback (spec §4): with a code,
 * or with an error; otherwise the page is the staff sign-in itself.
 */
export function isStaffProviderReturn(query: URLSearchParams): boolean {
  return query.has('code') || query.has('error');
}

/** The contract's AttributeKey: no control characters. */
const hasControl = (text: string) =>
  [...text].some((char) => {
    const code = char.charCodeAt(0);
    return code < 0x20 || code === 0x7f;
  });

function isCheckoutLine(value: unknown): value is CheckoutLine {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const { goodID, attribute, buyNum, ...rest } = value as Record<string, unknown>;
  return (
    Object.keys(rest).length === 0 &&
    Number.isSafeInteger(goodID) &&
    (goodID as number) > 0 &&
    typeof attribute === 'string' &&
    attribute.length <= 200 &&
    !hasControl(attribute) &&
    Number.isSafeInteger(buyNum) &&
    (buyNum as number) >= 1 &&
    (buyNum as number) <= CHECKOUT_QTY_MAX
  );
}

/**
 * The `carts` query of /pay (spec §2: "query carts as a JSON list"; the contract's CheckoutLine),
 * as {@link paths.pay} writes it. Absent, blank or an empty list is `missing` (spec §8:
 * 请选择结算商品！); anything else that is not a list of 1–50 well-formed lines is `malformed` (a
 * hand-edited or truncated link), so the page never sends the server something it must refuse.
 * The same piece and attribute twice become one line with the quantities added (at most 99), as
 * the bag would hold them.
 */
export function parseCarts(query: URLSearchParams): CartsParse {
  const raw = query.get('carts');
  if (raw === null || raw.trim() === '') return { ok: false, problem: 'missing' };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { ok: false, problem: 'malformed' };
  }
  if (!Array.isArray(value)) return { ok: false, problem: 'malformed' };
  if (value.length === 0) return { ok: false, problem: 'missing' };
  if (value.length > CHECKOUT_LINES_MAX || !value.every(isCheckoutLine)) return { ok: false, problem: 'malformed' };
  const merged = new Map<string, CheckoutLine>();
  for (const line of value) {
    const key = `${String(line.goodID)}\u0000${line.attribute}`;
    const before = merged.get(key);
    merged.set(
      key,
      before
        ? { ...before, buyNum: Math.min(CHECKOUT_QTY_MAX, before.buyNum + line.buyNum) }
        : { goodID: line.goodID, attribute: line.attribute, buyNum: line.buyNum },
    );
  }
  return { ok: true, lines: [...merged.values()] };
}

/** What /article/detail was asked for: a clause (the seed's clauseUrl), else an article by id. */
export function parseArticleTarget(query: URLSearchParams): ArticleTarget | undefined {
  const clauseKey = query.get('clauseKey');
  if (clauseKey) return { clause: { clauseKey, clauseVersion: query.get('clauseVersion') ?? '' } };
  const id = parseId(query.get('id'));
  return id === undefined ? undefined : { article: { id } };
}

/** What /detail was asked for, as {@link paths.detail} writes it: a news item by id (only news opens there). */
export function parseNewsTarget(query: URLSearchParams): ArticleTarget | undefined {
  const id = parseId(query.get('id'));
  return id === undefined ? undefined : { article: { id, kind: 'news' } };
}

/**
 * The `url` and `title` of /webView, as {@link paths.webView} writes them, unread: the content
 * feature's allow-list decides what may be framed and shows the title as plain text.
 */
export function parseWebViewQuery(query: URLSearchParams): { url: string | null; title: string | null } {
  return { url: query.get('url'), title: query.get('title') };
}

/** The tab and page of /myIndex/orderList, as {@link paths.myIndex.orderList} writes them; unknown ones read as 全部, 1. */
export function parseOrderListQuery(query: URLSearchParams): { tab: OrderTab; page: number } {
  const tab = query.get('tab');
  return {
    tab: orderTabs.includes(tab as OrderTab) ? (tab as OrderTab) : 'all',
    page: parsePage(query.get('page')),
  };
}

/** The order line of /snapshot, as {@link paths.snapshot} writes it; null when the order or piece is missing. */
export function parseSnapshotQuery(
  query: URLSearchParams,
): { orderNo: string; goodsId: number; attribute?: string } | null {
  const orderNo = query.get('orderNo') ?? '';
  const goodsId = parseId(query.get('goodsId'));
  if (!orderNo || goodsId === undefined) return null;
  const attribute = query.get('attribute');
  return attribute ? { orderNo, goodsId, attribute } : { orderNo, goodsId };
}

/** The share token of /gift, as {@link paths.gift} writes it; empty when absent. */
export function parseGiftToken(query: URLSearchParams): string {
  return query.get('token') ?? '';
}
