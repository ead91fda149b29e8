import { and, asc, count, desc, eq, lte, sql, type SQL } from 'drizzle-orm';
import type { ArticleKind } from '@mall/contract/content';
import type { Db } from '../db/database';
import { articles, clauses } from '../db/schema';

/** Columns of a list row: everything but the body. */
const summaryColumns = {
  id: articles.id,
  kind: articles.kind,
  category: articles.category,
  title: articles.title,
  summary: articles.summary,
  publishedAt: articles.publishedAt,
  cover: articles.coverSrc,
};

const kinds = ['article', 'help', 'news'] as const satisfies readonly ArticleKind[];

/** Articles and news read newest first; help pages in the order staff gave them (`sort`). Ties by id, so pages never overlap. */
const orderOf: Record<ArticleKind, SQL[]> = {
  article: [desc(articles.publishedAt), desc(articles.id)],
  help: [asc(articles.sort), asc(articles.id)],
  news: [desc(articles.publishedAt), desc(articles.id)],
};

/** One prepared statement per kind. */
const perKind = <T>(make: (kind: ArticleKind) => T) =>
  Object.fromEntries(kinds.map((kind) => [kind, make(kind)])) as Record<ArticleKind, T>;

/**
 * The only code that speaks SQL for articles, help pages and clause texts (STYLE.md §7). Every read
 * is a prepared statement (the pattern of repositories/content.ts, measured in bench/api.ts); the
 * list has one per kind (its ORDER BY differs) and per with/without a category (so the category
 * filter can use the `articles_kind_category` index rather than an `or` the planner cannot). An
 * article is visible from its `publishedAt` on: a future date schedules it.
 */
export function articlesRepository(db: Db) {
  const now = sql.placeholder('now');
  const category = sql.placeholder('category');
  const visible = (kind: ArticleKind, byCategory: boolean) =>
    and(
      eq(articles.kind, kind),
      lte(articles.publishedAt, now),
      byCategory ? eq(articles.category, category) : undefined,
    );

  const listOf = (kind: ArticleKind, byCategory: boolean) => {
    const name = `articles_${kind}_${byCategory ? 'category' : 'all'}`;
    return {
      count: db.select({ total: count() }).from(articles).where(visible(kind, byCategory)).prepare(`${name}_count`),
      page: db
        .select(summaryColumns)
        .from(articles)
        .where(visible(kind, byCategory))
        .orderBy(...orderOf[kind])
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .prepare(`${name}_page`),
    };
  };
  const lists = perKind((kind) => ({ all: listOf(kind, false), byCategory: listOf(kind, true) }));

  const titlesOf = (kind: ArticleKind) =>
    db
      .select({ id: articles.id, category: articles.category, title: articles.title })
      .from(articles)
      .where(visible(kind, false))
      .orderBy(...orderOf[kind])
      .limit(sql.placeholder('limit'))
      .prepare(`articles_${kind}_titles`);
  const titles = perKind(titlesOf);

  const articleById = db
    .select({ ...summaryColumns, bodyHtml: articles.bodyHtml })
    .from(articles)
    .where(and(eq(articles.id, sql.placeholder('id')), lte(articles.publishedAt, now)))
    .limit(1)
    .prepare('articles_by_id');
  // /detail opens news only: an id of another kind is not found there.
  const articleByIdOfKind = perKind((kind) =>
    db
      .select({ ...summaryColumns, bodyHtml: articles.bodyHtml })
      .from(articles)
      .where(and(eq(articles.id, sql.placeholder('id')), eq(articles.kind, kind), lte(articles.publishedAt, now)))
      .limit(1)
      .prepare(`articles_by_id_${kind}`),
  );

  const articleBySlug = db
    .select({ ...summaryColumns, bodyHtml: articles.bodyHtml })
    .from(articles)
    .where(and(eq(articles.slug, sql.placeholder('slug')), lte(articles.publishedAt, now)))
    .limit(1)
    .prepare('articles_by_slug');

  const clauseColumns = {
    clauseKey: clauses.clauseKey,
    clauseTitle: clauses.clauseTitle,
    clauseVersion: clauses.clauseVersion,
    bodyHtml: clauses.bodyHtml,
    publishedAt: clauses.publishedAt,
  };
  const clauseKey = sql.placeholder('clauseKey');
  const clauseAtVersion = db
    .select(clauseColumns)
    .from(clauses)
    .where(
      and(
        eq(clauses.clauseKey, clauseKey),
        eq(clauses.clauseVersion, sql.placeholder('clauseVersion')),
        lte(clauses.publishedAt, now),
      ),
    )
    .limit(1)
    .prepare('clauses_at_version');
  // spec §3: clauseStatus 1 marks the version in force; should two be marked, the newest wins.
  const clauseInForce = db
    .select(clauseColumns)
    .from(clauses)
    .where(and(eq(clauses.clauseKey, clauseKey), eq(clauses.clauseStatus, 1), lte(clauses.publishedAt, now)))
    .orderBy(desc(clauses.publishedAt), desc(clauses.id))
    .limit(1)
    .prepare('clauses_in_force');

  return {
    /** One page of visible articles of a kind (optionally of one category) and how many there are in all. */
    async page(query: { kind: ArticleKind; category: string; at: Date; limit: number; offset: number }) {
      const statement = query.category === '' ? lists[query.kind].all : lists[query.kind].byCategory;
      const values = { now: query.at, category: query.category };
      const [[counted], rows] = await Promise.all([
        statement.count.execute(values),
        statement.page.execute({ ...values, limit: query.limit, offset: query.offset }),
      ]);
      return { total: counted?.total ?? 0, rows };
    },

    /** Id, category and title of the visible articles of a kind, in the kind's order, at most `limit`. */
    titles(kind: ArticleKind, at: Date, limit: number) {
      return titles[kind].execute({ now: at, limit });
    },

    /**
     * A visible article with its body, by id or by slug, and when `kind` is given only of that kind
     * (unsanitised: the route cleans it on the way out).
     */
    async article(by: { id: number } | { slug: string }, at: Date, kind?: ArticleKind) {
      const [row] =
        'id' in by
          ? await (kind ? articleByIdOfKind[kind] : articleById).execute({ id: by.id, now: at })
          : await articleBySlug.execute({ slug: by.slug, now: at });
      return row && (kind === undefined || row.kind === kind) ? row : undefined;
    },

    /** A published clause text: that version, or without one the version in force. */
    async clause(key: string, version: string | undefined, at: Date) {
      const [row] =
        version === undefined
          ? await clauseInForce.execute({ clauseKey: key, now: at })
          : await clauseAtVersion.execute({ clauseKey: key, clauseVersion: version, now: at });
      return row;
    },
  };
}

export type ArticlesRepository = ReturnType<typeof articlesRepository>;
