import type { FilterFields } from '../logic/listQuery';

/** SWR keys of the search feature; the first element is the domain (STYLE.md §5). */
export const searchKeys = {
  hot: () => ['search', 'hot'] as const,
  hints: () => ['search', 'hints'] as const,
  badWords: () => ['search', 'badWords'] as const,
  adverts: () => ['search', 'adverts'] as const,
  recommendations: () => ['search', 'recommendations'] as const,
  results: (filters: FilterFields, orderType: number, pageIndex: number, pageSize: number) =>
    ['search', 'results', filters, orderType, pageIndex, pageSize] as const,
  count: (filters: FilterFields) => ['search', 'count', filters] as const,
  conditions: (filters: FilterFields) => ['search', 'conditions', filters] as const,
  productTypes: (keyword: string) => ['search', 'productTypes', keyword] as const,
  productStyles: (keyword: string) => ['search', 'productStyles', keyword] as const,
  royaltyGoods: (orderType: number, pageIndex: number, pageSize: number) =>
    ['search', 'royaltyGoods', orderType, pageIndex, pageSize] as const,
  /** Per staff code, so another staff user signing in never sees the previous one's balance. */
  royaltyBalance: (staffCode: string) => ['search', 'royaltyBalance', staffCode] as const,
  /** Per member, so another member signing in never sees the previous one's history. */
  footprints: (uid: number, pageIndex: number) => ['search', 'footprints', uid, pageIndex] as const,
};

/** Every page of one member's history (cleared together). */
export const isFootprintsKey = (key: unknown, uid: number) =>
  Array.isArray(key) && key[0] === 'search' && key[1] === 'footprints' && key[2] === uid;
