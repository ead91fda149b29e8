import { ARTICLE_CATEGORY_TITLES_MAX, type ArticleCategory, type ArticleKind } from '@mall/contract/content';
import type { Db } from '../db/database';
import { sanitizeHtml } from '../lib/sanitizeHtml';
import { articlesRepository } from '../repositories/articles';

/** Titles grouped by category, categories in the order of their first title (the rows' order is kept). */
export function groupByCategory(rows: readonly { id: number; category: string; title: string }[]): ArticleCategory[] {
  const groups = new Map<string, ArticleCategory>();
  for (const { id, category, title } of rows) {
    const group = groups.get(category) ?? { category, articles: [] };
    group.articles.push({ id, title });
    groups.set(category, group);
  }
  return [...groups.values()];
}

/** A list row as shoppers get it: the publication time as ISO text, the cover only when there is one. */
function summaryOf<T extends { publishedAt: Date; cover: string | null }>({ cover, ...row }: T) {
  return { ...row, publishedAt: row.publishedAt.toISOString(), ...(cover ? { cover } : {}) };
}

/** A text as shoppers get it: the publication time as ISO text, the staff-written body sanitised. */
function published<T extends { publishedAt: Date; bodyHtml: string }>(text: T) {
  return { ...text, publishedAt: text.publishedAt.toISOString(), bodyHtml: sanitizeHtml(text.bodyHtml) };
}

/**
 * Articles, the help centre and clause texts as published at `now` (spec §1, §3). Staff-written
 * bodies are sanitised with an allow-list on the way out (DESIGN.md §9).
 */
export function articleService(db: Db) {
  const repo = articlesRepository(db);
  return {
    async page(query: { kind: ArticleKind; category: string; pageIndex: number; pageSize: number }, now: Date) {
      const { kind, category, pageIndex, pageSize } = query;
      const offset = (pageIndex - 1) * pageSize;
      const { total, rows } = await repo.page({ kind, category, at: now, limit: pageSize, offset });
      return { total, list: rows.map(summaryOf) };
    },

    /** The categories of a kind with their titles. */
    async categories(kind: ArticleKind, now: Date): Promise<ArticleCategory[]> {
      return groupByCategory(await repo.titles(kind, now, ARTICLE_CATEGORY_TITLES_MAX));
    },

    /** One article by id or slug; with `kind`, only an article of that kind (/detail opens news only). */
    async article(by: { id: number } | { slug: string }, now: Date, kind?: ArticleKind) {
      const article = await repo.article(by, now, kind);
      return article && { ...summaryOf(article), bodyHtml: sanitizeHtml(article.bodyHtml) };
    },

    /** A clause's text: the version asked for, else the one in force. */
    async clause(clauseKey: string, clauseVersion: string | undefined, now: Date) {
      const clause = await repo.clause(clauseKey, clauseVersion, now);
      return clause && published(clause);
    },
  };
}
