import { SEARCH_ORDER_TYPES, type OrderType, type SearchCountRequest } from '@mall/contract';

/** The sort orders of the goods list, by their URL name (spec §7 orderType). */
export const listSorts = Object.keys(SEARCH_ORDER_TYPES) as (keyof typeof SEARCH_ORDER_TYPES)[];
export type ListSort = keyof typeof SEARCH_ORDER_TYPES;

/** The filter groups of the goods list and their URL parameter. */
export const listFilterParams = {
  category: 'category',
  productType: 'type',
  style: 'style',
  brand: 'brand',
  series: 'series',
  price: 'price',
} as const;
export type ListFilter = keyof typeof listFilterParams;

/** Rows per page of the goods list (4 columns × 5 rows). */
export const listPageSize = 20;

/** Everything the goods list shows, as kept in the URL so back, forward and reload keep it. */
export type ListQuery = {
  keyword: string;
  filters: Record<ListFilter, string[]>;
  sort: ListSort;
  /** 1-based. */
  page: number;
};

const emptyFilters = (): Record<ListFilter, string[]> => ({ category: [], productType: [], style: [], brand: [], series: [], price: [] });

/** Reads the goods list's state from the URL's query; unknown or malformed values fall back to defaults. */
export function parseListQuery(params: URLSearchParams): ListQuery {
  const filters = emptyFilters();
  for (const [filter, param] of Object.entries(listFilterParams) as [ListFilter, string][]) {
    filters[filter] = [...new Set(params.getAll(param).map((value) => value.trim()).filter(Boolean))];
  }
  filters.price = filters.price.filter((range) => /^\d+-\d*$/.test(range)).slice(0, 1);
  const sort = params.get('sort') ?? 'default';
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    keyword: (params.get('keyword') ?? '').trim(),
    filters,
    sort: (listSorts as string[]).includes(sort) ? (sort as ListSort) : 'default',
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

/** Writes the goods list's state as a query, leaving out defaults (no `sort=default`, no `page=1`). */
export function writeListQuery(query: ListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.keyword) params.set('keyword', query.keyword);
  for (const [filter, param] of Object.entries(listFilterParams) as [ListFilter, string][]) {
    for (const value of query.filters[filter]) params.append(param, value);
  }
  if (query.sort !== 'default') params.set('sort', query.sort);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

/**
 * Chooses or unchooses one filter value and goes back to the first page (a narrower list has
 * fewer pages). A price range is a single choice: choosing one replaces the other.
 */
export function toggleFilter(query: ListQuery, filter: ListFilter, value: string): ListQuery {
  const current = query.filters[filter];
  const isChosen = current.includes(value);
  const next = isChosen ? current.filter((entry) => entry !== value) : filter === 'price' ? [value] : [...current, value];
  return { ...query, filters: { ...query.filters, [filter]: next }, page: 1 };
}

/** Every filter cleared, the keyword and sort kept, back to the first page. */
export function clearFilters(query: ListQuery): ListQuery {
  return { ...query, filters: emptyFilters(), page: 1 };
}

/** The filter fields the list sends (spec §7 search calls). */
export type FilterFields = Pick<SearchCountRequest, 'keyword' | 'categories' | 'styles' | 'productTypeIds' | 'brandIds' | 'seriesIds' | 'minPriceFen' | 'maxPriceFen'>;

const ids = (values: string[]) => values.map(Number).filter((value) => Number.isSafeInteger(value) && value > 0);

/** The call's filter fields (spec §7 getSearchValueNew, getSearchCondition, getSearchCount) for the list's state. */
export function toSearchFilters(query: ListQuery): FilterFields {
  const fields: FilterFields = {};
  if (query.keyword) fields.keyword = query.keyword;
  if (query.filters.category.length > 0) fields.categories = query.filters.category;
  if (query.filters.style.length > 0) fields.styles = query.filters.style;
  if (query.filters.productType.length > 0) fields.productTypeIds = ids(query.filters.productType);
  if (query.filters.brand.length > 0) fields.brandIds = ids(query.filters.brand);
  if (query.filters.series.length > 0) fields.seriesIds = ids(query.filters.series);
  const [range] = query.filters.price;
  if (range) {
    const [min, max] = range.split('-');
    fields.minPriceFen = Number(min);
    if (max) fields.maxPriceFen = Number(max);
  }
  return fields;
}

/** The orderType of a sort (spec §7). */
export function orderTypeOf(sort: ListSort): OrderType {
  return SEARCH_ORDER_TYPES[sort];
}
