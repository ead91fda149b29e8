import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const series = pgTable('series', {
  id: serial('id').primaryKey(),
  brandId: integer('brand_id')
    .notNull()
    .references(() => brands.id),
  name: text('name').notNull().unique(),
});

/** Product types; spec §9 category lines key on ids 1 (diamond), 4 and 9 (weight), 10 (gold weight). */
export const productTypes = pgTable('product_types', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});

/** Product groups; spec §9: 1 shows ring size, 4/5/6/34 chain length. */
export const productGroups = pgTable('product_groups', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});

/**
 * One piece of the catalogue (goodID), found by its mould number. Priced either at a fixed shop
 * price, or per gram: today's gold price × gold weight + labour fee (issue #6).
 */
export const goods = pgTable(
  'goods',
  {
    id: serial('id').primaryKey(),
    mouldNo: text('mould_no').notNull().unique(),
    title: text('title').notNull(),
    newTitle: text('new_title').notNull().default(''),
    titleInfo: text('title_info').notNull().default(''),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    seriesId: integer('series_id').references(() => series.id),
    productTypeId: integer('product_type_id')
      .notNull()
      .references(() => productTypes.id),
    productGroupId: integer('product_group_id')
      .notNull()
      .references(() => productGroups.id),
    /** 足金/黄金, 钻石, 铂金, K金, 翡翠玉石, 珍珠, 金条/金章. */
    category: text('category').notNull(),
    /** 款式 (style) for the search filters. */
    style: text('style').notNull().default(''),
    pricingMode: text('pricing_mode', { enum: ['fixed', 'per_gram'] }).notNull(),
    /** Fixed price in fen (for per-gram goods: the last computed price, for sorting). */
    shopPriceFen: integer('shop_price_fen').notNull(),
    marketingPriceFen: integer('marketing_price_fen'),
    labourFeeFen: integer('labour_fee_fen').notNull().default(0),
    /** Weights in milligrams, so grams with three decimals stay exact. */
    goldWeightMg: integer('gold_weight_mg').notNull().default(0),
    totalWeightMg: integer('total_weight_mg').notNull().default(0),
    detailShape: text('detail_shape').notNull().default(''),
    detailSize: text('detail_size').notNull().default(''),
    detailCount: text('detail_count').notNull().default(''),
    isHot: boolean('is_hot').notNull().default(false),
    isNew: boolean('is_new').notNull().default(false),
    isPresell: boolean('is_presell').notNull().default(false),
    presellPriceFen: integer('presell_price_fen'),
    depositFen: integer('deposit_fen'),
    /**
     * A presale piece's final-payment (尾款) window (spec §3 cart item finalpaytimestarttext /
     * finalpaytimeendtext): the balance order can be paid only inside it (issue #12).
     */
    finalPayStartAt: timestamp('final_pay_start_at', { withTimezone: true }),
    finalPayEndAt: timestamp('final_pay_end_at', { withTimezone: true }),
    bonusPurchasePoint: integer('bonus_purchase_point').notNull().default(0),
    isUsePoints: boolean('is_use_points').notNull().default(true),
    goodSource: smallint('good_source').notNull().default(1),
    /** Points products (types 21 and 23 in order rules, spec §9). */
    pointProductType: smallint('point_product_type'),
    descriptionHtml: text('description_html').notNull().default(''),
    isOnSale: boolean('is_on_sale').notNull().default(true),
    linkUrl: text('link_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Last change of the row (the sitemap's lastmod, issue #16); kept by the `touch_updated_at` trigger (migration 0025_sitemap_lastmod). */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * What search reads, kept by the `goods_search_document` trigger (migration 0003) on every
     * insert or update, and when a brand, series, type or group is renamed: title, subtitles, mould
     * number, brand, series, category, style, type and group names, lower-cased.
     */
    searchText: text('search_text').notNull().default(''),
    /**
     * `mall_search_tokens(search_text)`: every CJK character and character pair, and every
     * substring of each Latin/digit word. A keyword's tokens are contained in a piece's tokens
     * whenever the keyword occurs in its text, so `search_tokens @> …` narrows through the GIN
     * index and `search_text like …` confirms. Unlike pg_trgm it works for one- and two-character
     * Chinese words and does not depend on the database locale (repositories/search.ts).
     */
    searchTokens: text('search_tokens')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [
    index('goods_type_group').on(t.productTypeId, t.productGroupId),
    index('goods_category').on(t.category),
    index('goods_search_tokens').using('gin', t.searchTokens),
  ],
);

/**
 * What a shopper picks: one row per attribute combination (ring size, chain length,
 * customisation), each with its own stock and price. `attribute` is '' for one-size pieces.
 */
export const goodsSkus = pgTable(
  'goods_skus',
  {
    id: serial('id').primaryKey(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    attribute: text('attribute').notNull().default(''),
    ringSize: text('ring_size').notNull().default(''),
    chainLength: text('chain_length').notNull().default(''),
    customizedSize: text('customized_size').notNull().default(''),
    customizedStyle: text('customized_style').notNull().default(''),
    customizedDirection: text('customized_direction').notNull().default(''),
    stockWeb: integer('stock_web').notNull().default(0),
    stockStore: integer('stock_store').notNull().default(0),
    priceDeltaFen: integer('price_delta_fen').notNull().default(0),
    goldWeightMg: integer('gold_weight_mg'),
  },
  (t) => [
    uniqueIndex('goods_skus_goods_attribute').on(t.goodsId, t.attribute),
    // Stock can never go below zero, whatever the code does (DESIGN.md §7).
    check('goods_skus_stock_web_not_negative', sql`${t.stockWeb} >= 0`),
    check('goods_skus_stock_store_not_negative', sql`${t.stockStore} >= 0`),
  ],
);

export const goodsImages = pgTable(
  'goods_images',
  {
    id: serial('id').primaryKey(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['main', 'detail'] })
      .notNull()
      .default('main'),
    src: text('src').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('goods_images_goods').on(t.goodsId, t.sort)],
);

/**
 * Marketing activities (spec §3 discount activity, §9): type 6 full-minus (threshold + reduction,
 * per multiple when isNoTop) and type 10 quantity discount (满N件 + fold value).
 */
export const marketingActivities = pgTable('marketing_activities', {
  id: serial('id').primaryKey(),
  mType: smallint('m_type').notNull(),
  mTypeDesc: text('m_type_desc').notNull(),
  labelName: text('label_name').notNull(),
  adWord: text('ad_word').notNull().default(''),
  /** Type 6: threshold in fen; type 10: threshold quantity. */
  threshold: integer('threshold').notNull(),
  /** Type 6: reduction in fen; type 10: the fold value (above 9 a percentage, else tenths). */
  derate: numeric('derate', { precision: 12, scale: 2 }).notNull(),
  isNoTop: boolean('is_no_top').notNull().default(false),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
});

export const marketingActivityGoods = pgTable(
  'marketing_activity_goods',
  {
    activityId: integer('activity_id')
      .notNull()
      .references(() => marketingActivities.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.activityId, t.goodsId] })],
);

export const goodsComments = pgTable(
  'goods_comments',
  {
    id: serial('id').primaryKey(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    nickname: text('nickname').notNull(),
    rating: smallint('rating').notNull(),
    content: text('content').notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    /**
     * A shopper's photos by upload id (issue #12 reviews): read back as public links built when the
     * comments are served, so the link follows the server's paths rather than being frozen here.
     */
    uploadIds: jsonb('upload_ids').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('goods_comments_goods').on(t.goodsId, t.createdAt)],
);
