import { and, asc, desc, eq, getTableColumns, lte, sql, type SQL } from 'drizzle-orm';
import { BAR_CATEGORY } from '../lib/goldPricing';
import { rowsOf, type Db } from '../db/database';
import {
  brands,
  goldPrices,
  goods,
  goodsComments,
  goodsImages,
  goodsSkus,
  productGroups,
  productTypes,
  series,
} from '../db/schema';

/** Today's gold prices that per-gram pieces follow, in fen per gram; undefined while none is published. */
export type GoldReading = { hk: number; tzjt: number; inputTime: Date };

/** One row of a product card, as the card query answers it (prices in fen, already priced for today). */
export type CardRow = {
  id: number;
  /** Still sold (lists select on-sale pieces only; a footprint may point at one taken off sale). */
  isOnSale: boolean;
  mouldNo: string;
  title: string;
  newTitle: string;
  titleInfo: string;
  brandId: number;
  brandName: string;
  seriesId: number | null;
  seriesName: string;
  productTypeId: number;
  productGroupId: number;
  category: string;
  style: string;
  isHot: boolean;
  isNew: boolean;
  isPresell: boolean;
  pricingMode: 'fixed' | 'per_gram';
  priceFen: number;
  marketingPriceFen: number | null;
  linkUrl: string;
  thumb: string;
  stockWeb: number;
  hasPriceRange: boolean;
  /** Every row the query's filters match (the window count), for paging. */
  total: number;
};

/** A running marketing activity of one piece (spec §3 discount activity; spec §9 types 6 and 10). */
export type ActivityRow = {
  goodsId: number;
  id: number;
  mType: number;
  mTypeDesc: string;
  labelName: string;
  adWord: string;
  threshold: number;
  derate: string;
  isNoTop: boolean;
  startsAt: Date;
  endsAt: Date;
};

/**
 * Today's price of a piece in fen, in SQL: per-gram pieces follow the gold price passed in
 * (retail, or the bar price for 金条/金章) by the rule of `@mall/contract` pricing.ts —
 * `(mg × fen/g + 500) / 1000` in integers, i.e. rounded half up — plus the labour fee; fixed-price
 * pieces (and per-gram ones while no gold price is published) their shop price.
 */
export function priceSql(gold: GoldReading | undefined, alias = 'g'): SQL {
  const g = sql.raw(alias);
  if (!gold) return sql`${g}.shop_price_fen::bigint`;
  return sql`(case when ${g}.pricing_mode = 'per_gram'
    then greatest(0, (${g}.gold_weight_mg::bigint * (case when ${g}.category = ${BAR_CATEGORY} then ${gold.tzjt}::bigint else ${gold.hk}::bigint end) + 500) / 1000 + ${g}.labour_fee_fen)
    else ${g}.shop_price_fen::bigint end)`;
}

/** Maps a raw card row (snake_case, engine-specific number types) to a CardRow. */
function toCardRow(row: Record<string, unknown>): CardRow {
  return {
    id: Number(row.id),
    mouldNo: String(row.mould_no),
    title: String(row.title),
    newTitle: String(row.new_title),
    titleInfo: String(row.title_info),
    brandId: Number(row.brand_id),
    brandName: String(row.brand_name),
    seriesId: row.series_id === null ? null : Number(row.series_id),
    seriesName: row.series_name === null ? '' : String(row.series_name),
    productTypeId: Number(row.product_type_id),
    productGroupId: Number(row.product_group_id),
    category: String(row.category),
    style: String(row.style),
    isHot: Boolean(row.is_hot),
    isNew: Boolean(row.is_new),
    isPresell: Boolean(row.is_presell),
    isOnSale: Boolean(row.is_on_sale),
    pricingMode: row.pricing_mode === 'per_gram' ? 'per_gram' : 'fixed',
    priceFen: Number(row.price_fen),
    marketingPriceFen: row.marketing_price_fen === null ? null : Number(row.marketing_price_fen),
    linkUrl: row.link_url === null ? '' : String(row.link_url),
    thumb: row.thumb === null ? '' : String(row.thumb),
    stockWeb: Number(row.stock_web),
    hasPriceRange: Boolean(row.has_price_range),
    total: Number(row.total ?? 0),
  };
}

/**
 * Product cards: the pieces `where` selects (alias g for goods), priced for today, in `orderBy`
 * order, one page. The page is chosen first (only goods columns and the price are touched for
 * every match) and the joins, picture, stock and price range are read for that page only.
 */
export async function cardPage(
  db: Db,
  options: { gold: GoldReading | undefined; where: SQL; orderBy: SQL; limit: number; offset: number; joins?: SQL },
): Promise<CardRow[]> {
  const price = priceSql(options.gold);
  const result = await db.execute(sql`
    with page as (
      select g.id, ${price} as price_fen, count(*) over () as total,
             row_number() over (order by ${options.orderBy}) as position
      from goods g ${options.joins ?? sql``}
      where ${options.where}
      order by position
      limit ${options.limit} offset ${options.offset}
    )
    select g.id, g.mould_no, g.title, g.new_title, g.title_info, g.brand_id, b.name as brand_name, g.series_id,
           s.name as series_name, g.product_type_id, g.product_group_id, g.category, g.style, g.is_hot, g.is_new,
           g.is_presell, g.is_on_sale, g.pricing_mode, page.price_fen,
           case when g.pricing_mode = 'fixed' then g.marketing_price_fen end as marketing_price_fen,
           g.link_url, page.total,
           (select i.src from goods_images i where i.goods_id = g.id order by i.kind = 'detail', i.sort, i.id limit 1) as thumb,
           (select coalesce(sum(k.stock_web), 0)::int from goods_skus k where k.goods_id = g.id) as stock_web,
           (select count(distinct (case when g.pricing_mode = 'per_gram' then coalesce(k.gold_weight_mg, g.gold_weight_mg) else 0 end)::text
                                  || ':' || k.price_delta_fen::text) > 1
              from goods_skus k where k.goods_id = g.id) as has_price_range
    from page
    join goods g on g.id = page.id
    join brands b on b.id = g.brand_id
    left join series s on s.id = g.series_id
    order by page.position`);
  return rowsOf<Record<string, unknown>>(result).map(toCardRow);
}

/** A PostgreSQL integer array literal (`{1,2,3}`) of ids already validated as integers. */
export function intArrayLiteral(ids: readonly number[]): string {
  return `{${ids.map((id) => String(Math.trunc(id))).join(',')}}`;
}

/**
 * The only code that speaks SQL for the goods calls (STYLE.md §7). Reads by mould number, SKUs,
 * pictures and the gold price are prepared once (as in repositories/content.ts); list queries
 * are composed per request (cardPage).
 */
export function goodsRepository(db: Db) {
  const now = sql.placeholder('now');
  // Everything but the search columns: the token array is hundreds of strings per piece.
  const { searchText: _text, searchTokens: _tokens, ...goodsColumns } = getTableColumns(goods);
  const latestGoldPrice = db
    .select({ hk: goldPrices.todayPriceHK, tzjt: goldPrices.todayPriceTzjt, inputTime: goldPrices.inputTime })
    .from(goldPrices)
    .where(and(lte(goldPrices.inputTime, now), eq(goldPrices.showStatus, 1)))
    .orderBy(desc(goldPrices.inputTime))
    .limit(1)
    .prepare('goods_gold_price');
  const byMould = db
    .select({
      goods: goodsColumns,
      brandName: brands.name,
      seriesName: series.name,
      productTypeName: productTypes.name,
      productGroupName: productGroups.name,
    })
    .from(goods)
    .innerJoin(brands, eq(brands.id, goods.brandId))
    .leftJoin(series, eq(series.id, goods.seriesId))
    .innerJoin(productTypes, eq(productTypes.id, goods.productTypeId))
    .innerJoin(productGroups, eq(productGroups.id, goods.productGroupId))
    .where(and(eq(goods.mouldNo, sql.placeholder('mouldNo')), eq(goods.isOnSale, true)))
    .limit(1)
    .prepare('goods_by_mould');
  const skusOf = db
    .select()
    .from(goodsSkus)
    .where(eq(goodsSkus.goodsId, sql.placeholder('goodsId')))
    .orderBy(asc(goodsSkus.id))
    .prepare('goods_skus_of');
  const imagesOf = db
    .select({ src: goodsImages.src, kind: goodsImages.kind, sort: goodsImages.sort })
    .from(goodsImages)
    .where(eq(goodsImages.goodsId, sql.placeholder('goodsId')))
    .orderBy(sql`${goodsImages.kind} = 'detail'`, asc(goodsImages.sort), asc(goodsImages.id))
    .prepare('goods_images_of');
  const commentsOf = db
    .select({
      id: goodsComments.id,
      nickname: goodsComments.nickname,
      rating: goodsComments.rating,
      content: goodsComments.content,
      images: goodsComments.images,
      uploadIds: goodsComments.uploadIds,
      createdAt: goodsComments.createdAt,
    })
    .from(goodsComments)
    .where(eq(goodsComments.goodsId, sql.placeholder('goodsId')))
    .orderBy(desc(goodsComments.createdAt), desc(goodsComments.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('goods_comments_of');
  const commentStats = db
    .select({
      total: sql<number>`count(*)::int`,
      ratingSum: sql<number>`coalesce(sum(${goodsComments.rating}), 0)::int`,
    })
    .from(goodsComments)
    .where(eq(goodsComments.goodsId, sql.placeholder('goodsId')))
    .prepare('goods_comment_stats');

  return {
    async currentGoldPrice(at: Date): Promise<GoldReading | undefined> {
      const [row] = await latestGoldPrice.execute({ now: at });
      return row ? { hk: row.hk, tzjt: row.tzjt, inputTime: row.inputTime } : undefined;
    },

    /** A piece on sale by its mould number, with its names; undefined when unknown or withdrawn. */
    async byMouldNo(mouldNo: string) {
      const [row] = await byMould.execute({ mouldNo });
      return row;
    },

    skus(goodsId: number) {
      return skusOf.execute({ goodsId });
    },

    images(goodsId: number) {
      return imagesOf.execute({ goodsId });
    },

    /** Running activities of these goods (starts ≤ now < ends), by activity then goods. */
    async activities(goodsIds: readonly number[], at: Date): Promise<ActivityRow[]> {
      if (goodsIds.length === 0) return [];
      const result = await db.execute(sql`
        select ag.goods_id, a.id, a.m_type, a.m_type_desc, a.label_name, a.ad_word, a.threshold, a.derate::text as derate,
               a.is_no_top, a.starts_at, a.ends_at
        from marketing_activity_goods ag
        join marketing_activities a on a.id = ag.activity_id
        where ag.goods_id = any(${intArrayLiteral(goodsIds)}::int[]) and a.starts_at <= ${at} and a.ends_at > ${at}
        order by a.id, ag.goods_id`);
      return rowsOf<Record<string, unknown>>(result).map((row) => ({
        goodsId: Number(row.goods_id),
        id: Number(row.id),
        mType: Number(row.m_type),
        mTypeDesc: String(row.m_type_desc),
        labelName: String(row.label_name),
        adWord: String(row.ad_word),
        threshold: Number(row.threshold),
        derate: String(row.derate),
        isNoTop: Boolean(row.is_no_top),
        startsAt: new Date(row.starts_at as string | Date),
        endsAt: new Date(row.ends_at as string | Date),
      }));
    },

    async comments(goodsId: number, limit: number, offset: number) {
      const [rows, [stats]] = await Promise.all([
        commentsOf.execute({ goodsId, limit, offset }),
        commentStats.execute({ goodsId }),
      ]);
      return { rows, total: stats?.total ?? 0, ratingSum: stats?.ratingSum ?? 0 };
    },

    /** Cards of these goods (on sale, or any with `withOffSale`), in the order given. */
    cardsByIds(ids: readonly number[], gold: GoldReading | undefined, options: { withOffSale?: boolean } = {}) {
      if (ids.length === 0) return Promise.resolve([]);
      const list = intArrayLiteral(ids);
      return cardPage(db, {
        gold,
        where: options.withOffSale ? sql`g.id = any(${list}::int[])` : sql`g.is_on_sale and g.id = any(${list}::int[])`,
        orderBy: sql`array_position(${list}::int[], g.id)`,
        limit: ids.length,
        offset: 0,
      });
    },

    /** Pieces to show under a product: same series, then same group, then same category; hot first. */
    recommendations(
      piece: { id: number; seriesId: number | null; productGroupId: number; category: string },
      gold: GoldReading | undefined,
      limit: number,
    ) {
      return cardPage(db, {
        gold,
        where: sql`g.is_on_sale and g.id <> ${piece.id} and g.point_product_type is null
          and (g.series_id = ${piece.seriesId ?? 0} or g.product_group_id = ${piece.productGroupId} or g.category = ${piece.category})`,
        orderBy: sql`(g.series_id = ${piece.seriesId ?? 0}) desc nulls last, (g.product_group_id = ${piece.productGroupId}) desc,
          g.is_hot desc, g.created_at desc, g.id`,
        limit,
        offset: 0,
      });
    },
  };
}

export type GoodsRepository = ReturnType<typeof goodsRepository>;
