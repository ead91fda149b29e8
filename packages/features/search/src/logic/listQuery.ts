import { SEARCH_ORDER_TYPES, type OrderType, type SearchCountRequest } from '@mall/contract/goods';

/** The sort orders of the goods list, by their URL name (spec §7 orderType). */
export const listSorts = Object.keys(SEARCH_ORDER_TYPES) as (keyof typeof SEARCH_ORDER_TYPES)[];
export type ListSort = keyof typeof SEARCH_ORDER_TYPES;

/** The filter groups of the goods list. */
export type ListFilter = 'category' | 'productType' | 'style' | 'brand' | 'series' | 'price';

/** Rows per page of the goods list (4 columns × 5 rows). */
export const listPageSize = 20;

/**
 * Everything the goods list shows. The app keeps it in the URL (so back, forward and reload keep
 * it): it reads and writes the query, the list only says what a choice does to the state.
 */
export type ListQuery = {
  keyword: string;
  /** The chosen values of each group; a price range is `minFen-maxFen` (max left out: no upper bound), one at most. */
  filters: Record<ListFilter, string[]>;
  sort: ListSort;
  /** 1-based. */
  page: number;
};

const emptyFilters = (): Record<ListFilter, string[]> => ({
  category: [],
  productType: [],
  style: [],
  brand: [],
  series: [],
  price: [],
});

/**
 * Chooses or unchooses one filter value and goes back to the first page (a narrower list has
 * fewer pages). A price range is a single choice: choosing one replaces the other.
 */
export function toggleFilter(query: ListQuery, filter: ListFilter, value: string): ListQuery {
  const current = query.filters[filter];
  const isChosen = current.includes(value);
  const next = isChosen
    ? current.filter((entry) => entry !== value)
    : filter === 'price'
      ? [value]
      : [...current, value];
  return { ...query, filters: { ...query.filters, [filter]: next }, page: 1 };
}

/** Every filter cleared, the keyword and sort kept, back to the first page. */
export function clearFilters(query: ListQuery): ListQuery {
  return { ...query, filters: emptyFilters(), page: 1 };
}

/** The filter fields the list sends (spec §7 search calls). */
export type FilterFields = Pick<
  SearchCountRequest,
  'keyword' | 'categories' | 'styles' | 'productTypeIds' | 'brandIds' | 'seriesIds' | 'minPriceFen' | 'maxPriceFen'
>;

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
