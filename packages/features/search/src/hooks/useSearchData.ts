import { useBoundApi } from '@mall/core';
import { useMemo } from 'react';
import useSWR from 'swr';
import { createSearchApi } from '../api/searchApi';
import { searchKeys } from '../api/keys';
import { listPageSize, orderTypeOf, toSearchFilters, type ListQuery } from '../logic/listQuery';

/** The search api bound to the app's client and product code. */
export function useSearchApi() {
  return useBoundApi(createSearchApi);
}

/** What the search pop-up needs, loaded when it first opens (`isEnabled`). */
export function usePopupData(isEnabled: boolean) {
  const api = useSearchApi();
  const hot = useSWR(isEnabled ? searchKeys.hot() : null, () => api.hotSearch(1));
  const hints = useSWR(isEnabled ? searchKeys.hints() : null, () => api.hotSearch(2));
  const badWords = useSWR(isEnabled ? searchKeys.badWords() : null, () => api.badWords());
  const adverts = useSWR(isEnabled ? searchKeys.adverts() : null, () => api.adverts());
  return { hot, hints, badWords, adverts };
}

/**
 * The goods list for the URL's state: the page of results, the count, the conditions with their
 * counts, the product types and styles for the keyword. The previous page stays on screen while
 * the next loads (no blank flash between pages or sorts).
 */
export function useGoodsList(query: ListQuery) {
  const api = useSearchApi();
  const filters = useMemo(() => toSearchFilters(query), [query]);
  const orderType = orderTypeOf(query.sort);
  const results = useSWR(
    searchKeys.results(filters, orderType, query.page, listPageSize),
    () => api.search({ ...filters, orderType, pageIndex: query.page, pageSize: listPageSize }),
    { keepPreviousData: true },
  );
  const count = useSWR(searchKeys.count(filters), () => api.count(filters), { keepPreviousData: true });
  const conditions = useSWR(searchKeys.conditions(filters), () => api.conditions(filters), { keepPreviousData: true });
  const productTypes = useSWR(searchKeys.productTypes(query.keyword), () => api.productTypes(query.keyword));
  const productStyles = useSWR(searchKeys.productStyles(query.keyword), () => api.productStyles(query.keyword));
  return { results, count, conditions, productTypes, productStyles };
}

/** Recommended products for an empty result (`isEnabled` once the result is known to be empty). */
export function useRecommendations(isEnabled: boolean) {
  const api = useSearchApi();
  return useSWR(isEnabled ? searchKeys.recommendations() : null, () => api.recommendations());
}
