import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Header (type 0) and footer (type 1) menus, a tree by pid (spec §3 navigation menu item). */
export const menus = pgTable(
  'menus',
  {
    id: serial('id').primaryKey(),
    menuType: smallint('menu_type').notNull(),
    pid: integer('pid'),
    title: text('title').notNull(),
    jumpLink: text('jump_link').notNull().default(''),
    srcLink: text('src_link').notNull().default(''),
    adName: text('ad_name').notNull().default(''),
    adToLink: text('ad_to_link').notNull().default(''),
    isAdVideo: boolean('is_ad_video').notNull().default(false),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('menus_type_sort').on(t.menuType, t.sort)],
);

/** The rotating top notices (spec §2), shown between their start and end. */
export const notices = pgTable('notices', {
  id: serial('id').primaryKey(),
  content: text('content').notNull(),
  jumpLink: text('jump_link').notNull().default(''),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  sort: integer('sort').notNull().default(0),
  isEnabled: boolean('is_enabled').notNull().default(true),
});

/** Days the whole mall is shown in grey (spec §1), inclusive, in China Standard Time. */
export const grayingDays = pgTable('graying_days', {
  id: serial('id').primaryKey(),
  startsOn: date('starts_on').notNull(),
  endsOn: date('ends_on').notNull(),
  reason: text('reason').notNull().default(''),
});

/** Gold price readings (spec §3), prices in fen per gram; the newest shown reading is current. */
export const goldPrices = pgTable(
  'gold_prices',
  {
    id: serial('id').primaryKey(),
    inputTime: timestamp('input_time', { withTimezone: true }).notNull(),
    todayPriceHK: integer('today_price_hk').notNull(),
    todayPriceTzjt: integer('today_price_tzjt').notNull(),
    todayPriceHgjShi: integer('today_price_hgj_shi').notNull(),
    baiJianHJPrice: integer('bai_jian_hj_price').notNull(),
    copywriting: text('copywriting').notNull().default(''),
    actStatus: smallint('act_status').notNull().default(1),
    showStatus: smallint('show_status').notNull().default(1),
  },
  (t) => [index('gold_prices_input_time').on(t.inputTime)],
);

/** Decoration of the gold-price pop-up (background art, copy, link). */
export const goldPriceDecorations = pgTable('gold_price_decorations', {
  id: serial('id').primaryKey(),
  imageSrc: text('image_src').notNull(),
  title: text('title').notNull(),
  copywriting: text('copywriting').notNull().default(''),
  jumpLink: text('jump_link').notNull().default(''),
  isEnabled: boolean('is_enabled').notNull().default(true),
});

/** Adverts by position (tagValue; 3 is the gold advert, spec §7). */
export const adverts = pgTable(
  'adverts',
  {
    id: serial('id').primaryKey(),
    tagValue: integer('tag_value').notNull(),
    title: text('title').notNull(),
    srcLink: text('src_link').notNull(),
    jumpLink: text('jump_link').notNull().default(''),
    isVideo: boolean('is_video').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
  },
  (t) => [index('adverts_tag_sort').on(t.tagValue, t.sort)],
);

/** Category tree for the category pop-up (classifies). */
export const classifies = pgTable('classifies', {
  id: serial('id').primaryKey(),
  pid: integer('pid'),
  name: text('name').notNull(),
  keyword: text('keyword').notNull().default(''),
  iconSrc: text('icon_src').notNull().default(''),
  sort: integer('sort').notNull().default(0),
});

/** Topic pages (/d?id) and home floors; goods listed by mould number. */
export const topics = pgTable('topics', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  subtitle: text('subtitle').notNull().default(''),
  coverSrc: text('cover_src').notNull(),
  /** Sanitised when written and again when shown. */
  bodyHtml: text('body_html').notNull().default(''),
  mouldNos: jsonb('mould_nos').$type<string[]>().notNull().default([]),
  isHomeFloor: boolean('is_home_floor').notNull().default(false),
  sort: integer('sort').notNull().default(0),
  /** Last change of the row (the sitemap's lastmod, issue #16); kept by the `touch_updated_at` trigger (migration 0025_sitemap_lastmod). */
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Articles, help-centre pages and brand news. */
export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    /** A stable name for pages the mall links to by meaning (e.g. `contact` for /contact); unique when set. */
    slug: text('slug').unique(),
    kind: text('kind', { enum: ['article', 'help', 'news'] }).notNull(),
    category: text('category').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    bodyHtml: text('body_html').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    sort: integer('sort').notNull().default(0),
    /** The list's cover picture (news); null when the article has none. */
    coverSrc: text('cover_src'),
  },
  (t) => [index('articles_kind_category').on(t.kind, t.category, t.sort)],
);

/** Versioned legal clauses (spec §3). */
export const clauses = pgTable(
  'clauses',
  {
    id: serial('id').primaryKey(),
    clauseKey: text('clause_key').notNull(),
    clauseTitle: text('clause_title').notNull(),
    clauseVersion: text('clause_version').notNull(),
    clauseUrl: text('clause_url').notNull(),
    clauseStatus: smallint('clause_status').notNull().default(1),
    bodyHtml: text('body_html').notNull(),
    isRequired: boolean('is_required').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('clauses_key_version').on(t.clauseKey, t.clauseVersion)],
);

/** Hot (1) and hint (2) keywords (spec §3 search data). */
export const searchKeywords = pgTable('search_keywords', {
  id: serial('id').primaryKey(),
  word: text('word').notNull(),
  kind: smallint('kind').notNull(),
  sort: integer('sort').notNull().default(0),
});

/** Words that must not be shown back to shoppers (recent searches show them as ***). */
export const bannedWords = pgTable('banned_words', {
  id: serial('id').primaryKey(),
  word: text('word').notNull().unique(),
});

/**
 * The house's official stores (/onlineOfficialStore): its official shops on other platforms
 * (`online`, with their address on the web) and its own boutiques by city (`offline`).
 */
export const officialStores = pgTable(
  'official_stores',
  {
    id: serial('id').primaryKey(),
    channel: text('channel', { enum: ['online', 'offline'] }).notNull(),
    name: text('name').notNull(),
    /** Online: the platform (天猫, 京东, …); offline: the city. */
    area: text('area').notNull(),
    address: text('address').notNull().default(''),
    phone: text('phone').notNull().default(''),
    hours: text('hours').notNull().default(''),
    /** Online: the shop's web address; offline: ''. */
    url: text('url').notNull().default(''),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('official_stores_channel_area').on(t.channel, t.area, t.sort)],
);
