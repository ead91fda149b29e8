import { fenToYuan } from '@mall/contract';
import { type ConditionOption, type PriceRangeOption } from '@mall/contract/goods';
import {
  Button,
  EmptyState,
  FilterBar,
  ProductGrid,
  ProductListLayout,
  ProductShelf,
  Stack,
  type FilterGroup,
} from '@mall/ui-kit';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useProductCards } from '../hooks/useProductCards';
import { useGoodsList, useRecommendations } from '../hooks/useSearchData';
import { shortYuan } from '../logic/cards';
import {
  clearFilters,
  listPageSize,
  listSorts,
  toggleFilter,
  type ListFilter,
  type ListQuery,
} from '../logic/listQuery';
import { useProductListFrame } from './productListFrame';

export type GoodsListContainerProps = {
  /** The list's whole state (keyword, filters, sort, page), as the app read it from the URL. */
  query: ListQuery;
  /** Shows another state (the app makes it a new history entry, so back and forward walk through the choices). */
  onQueryChange: (next: ListQuery) => void;
  /** The product page of a mould number (/goods?mouldNo=…). */
  productHref: (mouldNo: string) => string;
  /** The home page, the breadcrumb's first step. */
  homeHref: string;
  /** The address of a state of the list (/goodsList?…), for page links that work without script. */
  listHref: (query: ListQuery) => string;
};

const toOptions = (options: readonly ConditionOption[]) =>
  options.map((option) => ({ id: String(option.value), label: option.name, count: option.count }));

const priceId = (range: PriceRangeOption) => `${range.minPriceFen}-${range.maxPriceFen ?? ''}`;
const yuanText = (fen: number) => shortYuan(fenToYuan(fen)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * The goods list (spec §2 goodsList: query keyword; breadcrumb): the keyword's results from
 * getSearchValueNew a page at a time, the count from getSearchCount, filters from
 * getSearchCondition and the product types and styles, the sort orders, paging. Everything
 * chosen is in the URL, so back, forward, reload and a shared link show the same list. An empty
 * result offers recommendations instead of a blank page.
 */
export function GoodsListContainer({
  query,
  onQueryChange: go,
  productHref,
  homeHref,
  listHref,
}: GoodsListContainerProps) {
  const { t } = useTranslation('search');
  const { results, count, conditions, productTypes, productStyles } = useGoodsList(query);
  const { labels, toCards } = useProductCards(productHref);

  const total = count.data ?? results.data?.total;
  const isEmpty = results.data !== undefined && results.data.total === 0 && !results.isValidating;
  const hasFilters = Object.values(query.filters).some((values) => values.length > 0);
  const recommendations = useRecommendations(isEmpty);
  const cards = useMemo(() => toCards(results.data?.list ?? []), [results.data, toCards]);

  // A new page starts at the top of the list.
  const topRef = useRef<HTMLDivElement>(null);
  const previousPage = useRef(query.page);
  useEffect(() => {
    if (previousPage.current !== query.page) topRef.current?.scrollIntoView({ block: 'start' });
    previousPage.current = query.page;
  }, [query.page]);

  const groups: FilterGroup[] = [
    { id: 'category', title: t('list.groups.category'), options: toOptions(conditions.data?.categories ?? []) },
    { id: 'productType', title: t('list.groups.productType'), options: toOptions(productTypes.data ?? []) },
    { id: 'style', title: t('list.groups.style'), options: toOptions(productStyles.data ?? []) },
    { id: 'brand', title: t('list.groups.brand'), options: toOptions(conditions.data?.brands ?? []) },
    { id: 'series', title: t('list.groups.series'), options: toOptions(conditions.data?.series ?? []) },
    {
      id: 'price',
      title: t('list.groups.price'),
      options: (conditions.data?.priceRanges ?? []).map((range) => ({
        id: priceId(range),
        label:
          range.maxPriceFen === null
            ? t('list.priceFrom', { min: yuanText(range.minPriceFen) })
            : t('list.priceRange', { min: yuanText(range.minPriceFen), max: yuanText(range.maxPriceFen) }),
        count: range.count,
      })),
    },
  ];
  const selected = (Object.entries(query.filters) as [ListFilter, string[]][]).flatMap(([groupId, values]) =>
    values.map((optionId) => ({ groupId, optionId })),
  );

  const title = query.keyword ? t('list.title', { keyword: query.keyword }) : t('list.titleAll');
  const frame = useProductListFrame({
    query,
    onQueryChange: go,
    listHref,
    homeHref,
    crumb: { id: 'list', label: query.keyword || t('list.titleAll') },
    sorts: listSorts,
    sortLabel: (sort) => t(`list.sorts.${sort}`),
    total: results.data?.total,
    pageSize: listPageSize,
    hidePages: isEmpty,
    load: results,
    failureMessage: t('list.failed'),
  });

  return (
    <ProductListLayout
      ref={topRef}
      {...frame}
      title={title}
      intro={
        <FilterBar
          aria-label={t('list.filters')}
          groups={groups}
          selected={selected}
          onToggle={({ groupId, optionId }) => go(toggleFilter(query, groupId as ListFilter, optionId))}
          onClear={() => go(clearFilters(query))}
          labels={{
            selected: t('list.selected'),
            clear: t('list.clear'),
            remove: (label) => t('list.remove', { label }),
            count: (value) => t('list.optionCount', { count: value }),
          }}
        />
      }
      count={
        total === undefined
          ? undefined
          : query.keyword
            ? t('list.count', { keyword: query.keyword, count: total })
            : t('list.countAll', { count: total })
      }
    >
      {isEmpty ? (
        <Stack space="large">
          <EmptyState
            title={query.keyword ? t('list.empty', { keyword: query.keyword }) : t('list.emptyAll')}
            description={hasFilters ? t('list.emptyFiltered') : t('list.emptyHint')}
            action={
              hasFilters ? (
                <Button tone="secondary" onPress={() => go(clearFilters(query))}>
                  {t('list.clear')}
                </Button>
              ) : undefined
            }
          />
          {recommendations.data && recommendations.data.products.length > 0 ? (
            <ProductShelf
              title={t('list.recommend')}
              products={toCards(recommendations.data.products)}
              labels={labels}
            />
          ) : null}
        </Stack>
      ) : (
        <ProductGrid
          products={cards}
          labels={labels}
          aria-label={t('list.results')}
          headingLevel={2}
          loading={!results.data}
          loadingLabel={t('list.loading')}
        />
      )}
    </ProductListLayout>
  );
}
