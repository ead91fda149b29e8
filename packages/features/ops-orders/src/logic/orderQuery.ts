import { opsOrderTabs, opsPageSizes, type OpsOrderQuery, type OpsOrderTab, type OpsPageSize } from '@mall/contract/ops';

/** The order search as the page's address keeps it (issue #29): a link to a search shows the same list. */
export type OrderSearch = {
  tab: OpsOrderTab;
  orderNo: string;
  mobile: string;
  consignee: string;
  paymentNo: string;
  waybillNo: string;
  from: string;
  to: string;
  minYuan: string;
  maxYuan: string;
  sort: 'createdAt' | 'payFen';
  order: 'asc' | 'desc';
  page: number;
  pageSize: OpsPageSize;
};

/** The text filters of the form, in its order. */
export const orderFilterFields = [
  'orderNo',
  'mobile',
  'consignee',
  'paymentNo',
  'waybillNo',
  'from',
  'to',
  'minYuan',
  'maxYuan',
] as const;
export type OrderFilterField = (typeof orderFilterFields)[number];

export const defaultOrderSearch: OrderSearch = {
  tab: 'all',
  orderNo: '',
  mobile: '',
  consignee: '',
  paymentNo: '',
  waybillNo: '',
  from: '',
  to: '',
  minYuan: '',
  maxYuan: '',
  sort: 'createdAt',
  order: 'desc',
  page: 1,
  pageSize: 20,
};

const oneOf = <T extends string | number>(values: readonly T[], value: unknown, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

/** The search an address names; anything unknown or malformed falls back to the default, never throws. */
export function readOrderSearch(params: URLSearchParams): OrderSearch {
  const text = (name: OrderFilterField) => (params.get(name) ?? '').trim().slice(0, 64);
  const page = Number(params.get('page'));
  return {
    tab: oneOf(opsOrderTabs, params.get('tab'), 'all'),
    ...(Object.fromEntries(orderFilterFields.map((name) => [name, text(name)])) as Record<OrderFilterField, string>),
    sort: oneOf(['createdAt', 'payFen'] as const, params.get('sort'), 'createdAt'),
    order: oneOf(['asc', 'desc'] as const, params.get('order'), 'desc'),
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    pageSize: oneOf(opsPageSizes, Number(params.get('pageSize')), 20),
  };
}

/** The address of a search: only what differs from the default, so a plain list has a plain address. */
export function writeOrderSearch(search: OrderSearch): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(search))
    if (value !== defaultOrderSearch[name as keyof OrderSearch]) params.set(name, String(value));
  return params;
}

/** The call's query: empty filters left out, amounts as numbers (a malformed amount is left out too). */
export function toOrderQuery(search: OrderSearch): OpsOrderQuery {
  const query: OpsOrderQuery = {
    tab: search.tab,
    sort: search.sort,
    order: search.order,
    page: search.page,
    pageSize: search.pageSize,
  };
  for (const name of ['orderNo', 'mobile', 'consignee', 'paymentNo', 'waybillNo', 'from', 'to'] as const)
    if (search[name]) query[name] = search[name];
  for (const name of ['minYuan', 'maxYuan'] as const) {
    const amount = Number(search[name]);
    if (search[name] !== '' && Number.isFinite(amount) && amount >= 0) query[name] = amount;
  }
  return query;
}

/** The colour role of an order's state in the console (the words carry the meaning). */
export function orderStateTone(tab: Exclude<OpsOrderTab, 'all' | 'afterSale'>) {
  return ({ unpaid: 'warning', toShip: 'info', shipped: 'info', done: 'success', closed: 'neutral' } as const)[tab];
}
