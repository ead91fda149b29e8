import { and, asc, eq, gt, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { ConditionOption, OrderType, PriceRangeOption, SearchCondition } from '@mall/contract/goods';
import { rowsOf, type Db } from '../db/database';
import { adverts, bannedWords, classifies, searchKeywords } from '../db/schema';
import { searchTerms, textArrayLiteral, type SearchTerm } from '../lib/searchTerms';
import { cardPage, intArrayLiteral, priceSql, type GoldReading } from './goods';

/**
 * Search (issue #6) on either engine.
 *
 * Why not pg_trgm: its trigrams of Chinese text depend on the database's locale (the `C` locale
 * treats every CJK character as a non-word character, so no trigram is made), and its index
 * needs a pattern of three characters or more — 戒指, 足金 and 金 would scan. Instead every
 * piece carries `search_tokens` (CJK characters and pairs, Latin/digit substrings; migration
 * 0003, tokenised in SQL so the engines agree), indexed by GIN: a keyword's tokens narrow through
 * the index, `search_text like` confirms. See lib/searchTerms.ts for how a keyword becomes terms.
 */

/** The list filters, normalised (empty arrays mean "any"). */
export type Filters = {
  brandIds: number[];
  seriesIds: number[];
  productTypeIds: number[];
  productGroupIds: number[];
  categories: string[];
  styles: string[];
  pricingMode: 'fixed' | 'per_gram' | undefined;
  minPriceFen: number | undefined;
  maxPriceFen: number | undefined;
  inStockOnly: boolean;
};

/** What every search starts from: the keyword's terms (mid's keyword included). */
export type SearchBase = { terms: SearchTerm[] };

/** One matching piece with what the conditions count. */
export type FacetRow = {
  id: number;
  brandId: number;
  brandName: string;
  seriesId: number | null;
  seriesName: string;
  seriesBrandId: number | null;
  productTypeId: number;
  productTypeName: string;
  productGroupId: number;
  productGroupName: string;
  category: string;
  style: string;
  pricingMode: 'fixed' | 'per_gram';
  priceFen: number;
  inStock: boolean;
};

/** Price ranges of the conditions, in fen (max exclusive; null: no upper bound). */
export const PRICE_RANGES: readonly (readonly [number, number | null])[] = [
  [0, 100_000],
  [100_000, 300_000],
  [300_000, 500_000],
  [500_000, 1_000_000],
  [1_000_000, 2_000_000],
  [2_000_000, null],
];

const inStockSql = sql`exists (select 1 from goods_skus k where k.goods_id = g.id and k.stock_web > 0)`;

/** The keyword part of the where clause: index narrowing by tokens, then LIKE confirmation per term. */
function keywordSql(terms: readonly SearchTerm[]): SQL[] {
  if (terms.length === 0) return [];
  const tokens = [...new Set(terms.flatMap((term) => term.tokens))];
  const parts: SQL[] = [];
  if (tokens.length > 0) parts.push(sql`g.search_tokens @> ${textArrayLiteral(tokens)}::text[]`);
  for (const term of terms) {
    const whole = sql`g.search_text like ${term.whole}`;
    if (term.chunks.length === 0) {
      parts.push(whole);
    } else {
      const chunks = sql.join(
        term.chunks.map((chunk) => sql`g.search_text like ${chunk}`),
        sql` and `,
      );
      parts.push(sql`(${whole} or (${chunks}))`);
    }
  }
  return parts;
}

/** The filter part of the where clause (the same rules as `passes`, which the conditions use). */
function filterSql(filters: Filters, gold: GoldReading | undefined): SQL[] {
  const parts: SQL[] = [];
  const anyOf = (column: string, ids: number[]) => sql`${sql.raw(column)} = any(${intArrayLiteral(ids)}::int[])`;
  if (filters.brandIds.length) parts.push(anyOf('g.brand_id', filters.brandIds));
  if (filters.seriesIds.length) parts.push(anyOf('g.series_id', filters.seriesIds));
  if (filters.productTypeIds.length) parts.push(anyOf('g.product_type_id', filters.productTypeIds));
  if (filters.productGroupIds.length) parts.push(anyOf('g.product_group_id', filters.productGroupIds));
  if (filters.categories.length)
    parts.push(
      sql`g.category in (${sql.join(
        filters.categories.map((name) => sql`${name}`),
        sql`, `,
      )})`,
    );
  if (filters.styles.length)
    parts.push(
      sql`g.style in (${sql.join(
        filters.styles.map((name) => sql`${name}`),
        sql`, `,
      )})`,
    );
  if (filters.pricingMode) parts.push(sql`g.pricing_mode = ${filters.pricingMode}`);
  if (filters.minPriceFen !== undefined) parts.push(sql`${priceSql(gold)} >= ${filters.minPriceFen}`);
  if (filters.maxPriceFen !== undefined) parts.push(sql`${priceSql(gold)} < ${filters.maxPriceFen}`);
  if (filters.inStockOnly) parts.push(inStockSql);
  return parts;
}

function whereOf(base: SearchBase, filters: Filters | undefined, gold: GoldReading | undefined): SQL {
  return sql.join(
    [sql`g.is_on_sale`, ...keywordSql(base.terms), ...(filters ? filterSql(filters, gold) : [])],
    sql` and `,
  );
}

type Dimension = 'brand' | 'series' | 'type' | 'group' | 'category' | 'style' | 'pricingMode' | 'price' | 'stock';

/** Whether a row passes every filter except `except` (the conditions count each filter without its own choice). */
export function passes(row: FacetRow, filters: Filters, except?: Dimension): boolean {
  const within = <T>(dimension: Dimension, chosen: readonly T[], value: T) =>
    except === dimension || chosen.length === 0 || chosen.includes(value);
  return (
    within('brand', filters.brandIds, row.brandId) &&
    (except === 'series' ||
      filters.seriesIds.length === 0 ||
      (row.seriesId !== null && filters.seriesIds.includes(row.seriesId))) &&
    within('type', filters.productTypeIds, row.productTypeId) &&
    within('group', filters.productGroupIds, row.productGroupId) &&
    within('category', filters.categories, row.category) &&
    within('style', filters.styles, row.style) &&
    (except === 'pricingMode' || !filters.pricingMode || row.pricingMode === filters.pricingMode) &&
    (except === 'price' ||
      ((filters.minPriceFen === undefined || row.priceFen >= filters.minPriceFen) &&
        (filters.maxPriceFen === undefined || row.priceFen < filters.maxPriceFen))) &&
    (except === 'stock' || !filters.inStockOnly || row.inStock)
  );
}

function countOptions(
  rows: readonly FacetRow[],
  filters: Filters,
  dimension: Dimension,
  key: (row: FacetRow) => { value: number | string; name: string; brandId?: number } | undefined,
): ConditionOption[] {
  const options = new Map<number | string, ConditionOption>();
  for (const row of rows) {
    if (!passes(row, filters, dimension)) continue;
    const option = key(row);
    if (!option) continue;
    const current = options.get(option.value);
    if (current) current.count += 1;
    else options.set(option.value, { ...option, count: 1 });
  }
  return [...options.values()].sort(
    (a, b) => b.count - a.count || String(a.value).localeCompare(String(b.value), 'en', { numeric: true }),
  );
}

/** The conditions of spec §7 getSearchCondition from the rows the keyword finds (disjunctive counts). */
export function conditionsOf(rows: readonly FacetRow[], filters: Filters): SearchCondition {
  const priceRanges: PriceRangeOption[] = PRICE_RANGES.map(([min, max]) => ({
    minPriceFen: min,
    maxPriceFen: max,
    count: rows.filter(
      (row) => passes(row, filters, 'price') && row.priceFen >= min && (max === null || row.priceFen < max),
    ).length,
  })).filter((range) => range.count > 0);
  return {
    brands: countOptions(rows, filters, 'brand', (row) => ({ value: row.brandId, name: row.brandName })),
    series: countOptions(rows, filters, 'series', (row) =>
      row.seriesId === null
        ? undefined
        : { value: row.seriesId, name: row.seriesName, brandId: row.seriesBrandId ?? row.brandId },
    ),
    productTypes: countOptions(rows, filters, 'type', (row) => ({
      value: row.productTypeId,
      name: row.productTypeName,
    })),
    productGroups: countOptions(rows, filters, 'group', (row) => ({
      value: row.productGroupId,
      name: row.productGroupName,
    })),
    categories: countOptions(rows, filters, 'category', (row) => ({ value: row.category, name: row.category })),
    styles: countOptions(rows, filters, 'style', (row) =>
      row.style ? { value: row.style, name: row.style } : undefined,
    ),
    pricingModes: countOptions(rows, filters, 'pricingMode', (row) => ({
      value: row.pricingMode,
      name: row.pricingMode === 'per_gram' ? '按克计价' : '一口价',
    })),
    priceRanges,
    inStockCount: rows.filter((row) => passes(row, filters, 'stock') && row.inStock).length,
    total: rows.filter((row) => passes(row, filters)).length,
  };
}

/** ORDER BY of each orderType (documented on `OrderType` in the contract); ties by id. */
function orderSql(orderType: OrderType, gold: GoldReading | undefined, titleTerm: string | undefined): SQL {
  const price = priceSql(gold);
  switch (orderType) {
    case 1:
      return sql`g.created_at desc, g.id`;
    case 2:
      return sql`${price} asc, g.id`;
    case 3:
      return sql`${price} desc, g.id`;
    case 4:
      return sql`coalesce(sales.qty, 0) desc, g.is_hot desc, g.id`;
    default:
      return titleTerm
        ? sql`(strpos(lower(g.title), ${titleTerm}) > 0) desc, g.is_hot desc, g.created_at desc, g.id`
        : sql`g.is_hot desc, g.created_at desc, g.id`;
  }
}

/** Pieces sold, per goods: lines of orders that were paid (not unpaid 1/14, not closed 5/6/7). */
const salesJoin = sql`left join (
  select oi.goods_id, sum(oi.qty) as qty from order_items oi join orders o on o.id = oi.order_id
  where o.order_state not in (1, 5, 6, 7, 14) group by oi.goods_id
) sales on sales.goods_id = g.id`;

/** The only code that speaks SQL for the search calls (STYLE.md §7). */
export function searchRepository(db: Db) {
  const keywordsOfKind = db
    .select({ word: searchKeywords.word })
    .from(searchKeywords)
    .where(eq(searchKeywords.kind, sql.placeholder('kind')))
    .orderBy(asc(searchKeywords.sort), asc(searchKeywords.id))
    .prepare('search_keywords_of_kind');
  const allBannedWords = db
    .select({ word: bannedWords.word })
    .from(bannedWords)
    .orderBy(asc(bannedWords.id))
    .prepare('search_banned_words');
  const classifyKeyword = db
    .select({ keyword: classifies.keyword, name: classifies.name })
    .from(classifies)
    .where(eq(classifies.id, sql.placeholder('id')))
    .limit(1)
    .prepare('search_classify_keyword');
  const now = sql.placeholder('now');
  const recommendationAdverts = db
    .select({ title: adverts.title, srcLink: adverts.srcLink, jumpLink: adverts.jumpLink })
    .from(adverts)
    .where(
      and(
        eq(adverts.tagValue, 4),
        or(isNull(adverts.startsAt), lte(adverts.startsAt, now)),
        or(isNull(adverts.endsAt), gt(adverts.endsAt, now)),
      ),
    )
    .orderBy(asc(adverts.sort), asc(adverts.id))
    .prepare('search_recommendation_adverts');

  async function facetRows(base: SearchBase, gold: GoldReading | undefined): Promise<FacetRow[]> {
    const result = await db.execute(sql`
      select g.id, g.brand_id, b.name as brand_name, g.series_id, s.name as series_name, s.brand_id as series_brand_id,
             g.product_type_id, t.name as type_name, g.product_group_id, pg.name as group_name, g.category, g.style,
             g.pricing_mode, ${priceSql(gold)} as price_fen, ${inStockSql} as in_stock
      from goods g
      join brands b on b.id = g.brand_id
      left join series s on s.id = g.series_id
      join product_types t on t.id = g.product_type_id
      join product_groups pg on pg.id = g.product_group_id
      where ${whereOf(base, undefined, gold)}`);
    return rowsOf<Record<string, unknown>>(result).map((row) => ({
      id: Number(row.id),
      brandId: Number(row.brand_id),
      brandName: String(row.brand_name),
      seriesId: row.series_id === null ? null : Number(row.series_id),
      seriesName: row.series_name === null ? '' : String(row.series_name),
      seriesBrandId: row.series_brand_id === null ? null : Number(row.series_brand_id),
      productTypeId: Number(row.product_type_id),
      productTypeName: String(row.type_name),
      productGroupId: Number(row.product_group_id),
      productGroupName: String(row.group_name),
      category: String(row.category),
      style: String(row.style),
      pricingMode: row.pricing_mode === 'per_gram' ? 'per_gram' : 'fixed',
      priceFen: Number(row.price_fen),
      inStock: Boolean(row.in_stock),
    }));
  }

  return {
    /** The keyword of a category pop-up node; undefined when the id is unknown. */
    async classifyKeyword(id: number) {
      const [row] = await classifyKeyword.execute({ id });
      return row ? row.keyword || row.name : undefined;
    },

    /** One page of cards, in the order asked, with the total the filters find. */
    page(
      base: SearchBase,
      filters: Filters,
      options: { gold: GoldReading | undefined; orderType: OrderType; limit: number; offset: number },
    ) {
      const titleTerm = base.terms.length ? base.terms.map((term) => term.text).join(' ') : undefined;
      return cardPage(db, {
        gold: options.gold,
        where: whereOf(base, filters, options.gold),
        orderBy: orderSql(options.orderType, options.gold, titleTerm),
        limit: options.limit,
        offset: options.offset,
        ...(options.orderType === 4 ? { joins: salesJoin } : {}),
      });
    },

    /** How many pieces the keyword and filters find. */
    async count(base: SearchBase, filters: Filters, gold: GoldReading | undefined): Promise<number> {
      const result = await db.execute(
        sql`select count(*)::int as total from goods g where ${whereOf(base, filters, gold)}`,
      );
      return Number(rowsOf<{ total: number }>(result)[0]?.total ?? 0);
    },

    async conditions(base: SearchBase, filters: Filters, gold: GoldReading | undefined): Promise<SearchCondition> {
      return conditionsOf(await facetRows(base, gold), filters);
    },

    /** Product types and styles with counts for a keyword (the legacy ashx GetProductTypes / GetProductStyles). */
    async facetsForKeyword(keyword: string) {
      const rows = await facetRows({ terms: searchTerms(keyword) }, undefined);
      const conditions = conditionsOf(rows, emptyFilters());
      return { productTypes: conditions.productTypes, styles: conditions.styles };
    },

    keywords(kind: 1 | 2) {
      return keywordsOfKind.execute({ kind });
    },

    bannedWords() {
      return allBannedWords.execute();
    },

    recommendationAdverts(at: Date) {
      return recommendationAdverts.execute({ now: at });
    },

    /** Series with the most hot pieces on sale, each with its hottest piece's picture. */
    async recommendedSeries(limit: number) {
      const result = await db.execute(sql`
        select s.id, s.name, b.name as brand_name, count(*)::int as goods_count,
               (select i.src from goods g2 join goods_images i on i.goods_id = g2.id
                 where g2.series_id = s.id and g2.is_on_sale
                 order by g2.is_hot desc, g2.id, i.kind = 'detail', i.sort, i.id limit 1) as thumb
        from series s
        join brands b on b.id = s.brand_id
        join goods g on g.series_id = s.id and g.is_on_sale and g.point_product_type is null
        group by s.id, s.name, b.name
        order by sum(case when g.is_hot then 1 else 0 end) desc, count(*) desc, s.id
        limit ${limit}`);
      return rowsOf<Record<string, unknown>>(result).map((row) => ({
        seriesId: Number(row.id),
        seriesName: String(row.name),
        brandName: String(row.brand_name),
        goodsCount: Number(row.goods_count),
        thumb: row.thumb === null ? '' : String(row.thumb),
      }));
    },

    /** Goods ids of mould numbers on sale, in the order given. */
    async idsOfMouldNos(mouldNos: readonly string[]): Promise<number[]> {
      if (mouldNos.length === 0) return [];
      const result = await db.execute(sql`
        select g.id, g.mould_no from goods g
        where g.is_on_sale and g.mould_no in (${sql.join(
          mouldNos.map((mouldNo) => sql`${mouldNo}`),
          sql`, `,
        )})`);
      const byMould = new Map(
        rowsOf<{ id: number; mould_no: string }>(result).map((row) => [row.mould_no, Number(row.id)]),
      );
      return mouldNos.flatMap((mouldNo) => (byMould.has(mouldNo) ? [byMould.get(mouldNo) as number] : []));
    },

    /** Ids of the pieces a keyword finds that are among `ids` (search adverts for a keyword). */
    async matchingIds(base: SearchBase, ids: readonly number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const result = await db.execute(
        sql`select g.id from goods g where ${whereOf(base, undefined, undefined)} and g.id = any(${intArrayLiteral(ids)}::int[])`,
      );
      return new Set(rowsOf<{ id: number }>(result).map((row) => Number(row.id)));
    },
  };
}

/** No filter at all. */
export function emptyFilters(): Filters {
  return {
    brandIds: [],
    seriesIds: [],
    productTypeIds: [],
    productGroupIds: [],
    categories: [],
    styles: [],
    pricingMode: undefined,
    minPriceFen: undefined,
    maxPriceFen: undefined,
    inStockOnly: false,
  };
}

export type SearchRepository = ReturnType<typeof searchRepository>;
