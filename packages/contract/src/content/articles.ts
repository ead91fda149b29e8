import { Type, type Static } from '@sinclair/typebox';
import { CodeEnvelope, Id, TimestampQuery } from '../envelope';

// Articles, the help centre and clause texts (spec §1 routes /helpCenter, /article, /article/detail;
// spec §3 legal clause). Spec §7 does not show these calls: designed by us in its style (DESIGN.md §4).

/**
 * `article`: brand stories and jewellery knowledge (/article, newest first); `help`: help-centre pages
 * (in `sort` order); `news`: the brand's news releases with a cover picture (/list, /detail, newest first).
 */
export const ArticleKind = Type.Union([Type.Literal('article'), Type.Literal('help'), Type.Literal('news')], {
  examples: ['help'],
});
export type ArticleKind = Static<typeof ArticleKind>;

/** Largest page of the article list. */
export const ARTICLE_PAGE_SIZE_MAX = 50;
/** Last page index the article list answers: deep paging is refused rather than scanned. */
export const ARTICLE_PAGE_INDEX_MAX = 1000;
/** Most titles the categories call lists (the help-centre sidebar is far shorter). */
export const ARTICLE_CATEGORY_TITLES_MAX = 500;

/** A category name; '' (or absent) means every category. No control characters. */
const Category = Type.String({ maxLength: 50, pattern: '^[^\\u0000-\\u001f\\u007f]*$', examples: ['购物指南'] });

/** articleList query: one kind, optionally one category, a bounded page. */
export const ArticleListQuery = Type.Composite([
  TimestampQuery,
  Type.Object({
    kind: ArticleKind,
    category: Type.Optional(Category),
    /** 1-based page number, default 1. */
    pageIndex: Type.Optional(Type.Integer({ minimum: 1, maximum: ARTICLE_PAGE_INDEX_MAX, default: 1 })),
    /** Rows per page, default 10. */
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: ARTICLE_PAGE_SIZE_MAX, default: 10 })),
  }),
]);
export type ArticleListQuery = Static<typeof ArticleListQuery>;

/** One row of the article list: everything but the body. */
export const ArticleSummarySchema = Type.Object(
  {
    id: Type.Integer(),
    kind: ArticleKind,
    category: Type.String(),
    title: Type.String(),
    summary: Type.String(),
    /** ISO 8601. */
    publishedAt: Type.String({ format: 'date-time' }),
    /** The cover picture on the serving origin (news); absent when the article has none. */
    cover: Type.Optional(Type.String()),
  },
  { $id: 'ArticleSummary', additionalProperties: false },
);
export type ArticleSummary = Static<typeof ArticleSummarySchema>;

/** `total` counts every match, `list` is the requested page (empty past the last page). */
export const ArticleListResponse = CodeEnvelope(
  Type.Object(
    { total: Type.Integer({ minimum: 0 }), list: Type.Array(ArticleSummarySchema) },
    { additionalProperties: false },
  ),
);

/** articleCategories query: the kind whose categories to list (the help-centre sidebar asks for `help`). */
export const ArticleCategoriesQuery = Type.Composite([TimestampQuery, Type.Object({ kind: ArticleKind })]);

/** A category with its titles, in the kind's order; categories come in the order of their first title. */
export const ArticleCategorySchema = Type.Object(
  {
    category: Type.String(),
    articles: Type.Array(Type.Object({ id: Type.Integer(), title: Type.String() }, { additionalProperties: false })),
  },
  { $id: 'ArticleCategory', additionalProperties: false },
);
export type ArticleCategory = Static<typeof ArticleCategorySchema>;
export const ArticleCategoriesResponse = CodeEnvelope(Type.Array(ArticleCategorySchema));

/** A page's stable name (`contact`, `brand-story`, …): lower-case words joined by hyphens. */
export const ArticleSlug = Type.String({ pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', maxLength: 64, examples: ['contact'] });

/**
 * articleDetail query: by `id`, or by `slug` for pages the mall links to by meaning (/contact). One of
 * the two is required. With `kind`, an article of another kind is not found (/detail opens news only).
 */
export const ArticleDetailQuery = Type.Composite([
  TimestampQuery,
  Type.Object({ id: Type.Optional(Id), slug: Type.Optional(ArticleSlug), kind: Type.Optional(ArticleKind) }),
]);

/** One article in full; `bodyHtml` is sanitised by the server (allow-list) before it is sent. */
export const ArticleSchema = Type.Composite([ArticleSummarySchema, Type.Object({ bodyHtml: Type.String() })], {
  additionalProperties: false,
});
export type Article = Static<typeof ArticleSchema>;
/** The article, HTTP 404 `{ code: 404, msg: '文章不存在或已下线' }`, or HTTP 400 when neither id nor slug is given. */
export const ArticleDetailResponse = CodeEnvelope(ArticleSchema);

/** A clause key as the clause calls use it (`userAgreement`, `personalInfoStatement`, …). */
export const ClauseKey = Type.String({ pattern: '^[A-Za-z][A-Za-z0-9]{0,63}$', examples: ['userAgreement'] });
/** A clause version (`V1`, `V2`, …). */
export const ClauseVersion = Type.String({ pattern: '^[A-Za-z0-9][A-Za-z0-9._-]{0,31}$', examples: ['V2'] });

/** clauseDetail query: without `clauseVersion`, the version in force (clauseStatus 1). */
export const ClauseDetailQuery = Type.Composite([
  TimestampQuery,
  Type.Object({ clauseKey: ClauseKey, clauseVersion: Type.Optional(ClauseVersion) }),
]);

/** A clause text for /article/detail?clauseKey=…&clauseVersion=… (the seed's clauseUrl). */
export const ClauseTextSchema = Type.Object(
  {
    clauseKey: Type.String(),
    clauseTitle: Type.String(),
    clauseVersion: Type.String(),
    /** Sanitised by the server (allow-list) before it is sent. */
    bodyHtml: Type.String(),
    /** ISO 8601. */
    publishedAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'ClauseText', additionalProperties: false },
);
export type ClauseText = Static<typeof ClauseTextSchema>;
/** The clause text, or HTTP 404 `{ code: 404, msg: '条款不存在或该版本尚未发布' }`. */
export const ClauseDetailResponse = CodeEnvelope(ClauseTextSchema);
