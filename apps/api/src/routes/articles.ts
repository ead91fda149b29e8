import {
  ARTICLE_CATEGORY_TITLES_MAX,
  ArticleCategoriesQuery,
  ArticleCategoriesResponse,
  ArticleDetailQuery,
  ArticleDetailResponse,
  ArticleListQuery,
  ArticleListResponse,
  ClauseDetailQuery,
  ClauseDetailResponse,
  contentPaths,
  ErrorBody,
  OK,
  type ArticleCategory,
} from '@mall/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sanitizeHtml } from '../lib/sanitizeHtml';
import { articlesRepository } from '../repositories/articles';
import type { AppContext } from './context';

const tags = ['文章与条款 Articles'];

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

/**
 * Articles, the help centre and clause texts for /article, /helpCenter and /article/detail (spec §1,
 * §3). Spec §7 does not show these calls: they are ours, in its style (DESIGN.md §4). Staff-written
 * bodies are sanitised with an allow-list on the way out (DESIGN.md §9).
 */
export const articleRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, { database, clock, productCode }) => {
  const repo = articlesRepository(database.db);
  const paths = contentPaths(productCode);

  app.get(
    paths.articleList,
    {
      schema: {
        tags,
        summary: '文章列表（kind=article 按发布时间倒序，kind=help 按排序值；可按分类筛选，分页）',
        querystring: ArticleListQuery,
        response: { 200: ArticleListResponse },
      },
    },
    async (request) => {
      const { kind, category = '', pageIndex = 1, pageSize = 10 } = request.query;
      const { total, rows } = await repo.page({ kind, category, at: clock(), limit: pageSize, offset: (pageIndex - 1) * pageSize });
      return { code: OK, msg: 'success', data: { total, list: rows.map((row) => ({ ...row, publishedAt: row.publishedAt.toISOString() })) } };
    },
  );

  app.get(
    paths.articleCategories,
    {
      schema: {
        tags,
        summary: '文章分类及其标题（帮助中心侧栏用 kind=help）',
        querystring: ArticleCategoriesQuery,
        response: { 200: ArticleCategoriesResponse },
      },
    },
    async (request) => ({
      code: OK,
      msg: 'success',
      data: groupByCategory(await repo.titles(request.query.kind, clock(), ARTICLE_CATEGORY_TITLES_MAX)),
    }),
  );

  app.get(
    paths.articleDetail,
    {
      schema: {
        tags,
        summary: '文章详情：按 id，或按 slug（如 contact）；正文已按白名单净化',
        querystring: ArticleDetailQuery,
        response: { 200: ArticleDetailResponse, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const { id, slug } = request.query;
      const by = id !== undefined ? { id } : slug !== undefined ? { slug } : undefined;
      if (!by) return reply.status(400).send({ code: 400, msg: '请求参数有误：需要文章 id 或 slug' });
      const article = await repo.article(by, clock());
      if (!article) return reply.status(404).send({ code: 404, msg: '文章不存在或已下线' });
      return { code: OK, msg: 'success', data: { ...article, publishedAt: article.publishedAt.toISOString(), bodyHtml: sanitizeHtml(article.bodyHtml) } };
    },
  );

  app.get(
    paths.clauseDetail,
    {
      schema: {
        tags,
        summary: '条款正文（不传 clauseVersion 时为当前生效版本；正文已按白名单净化）',
        querystring: ClauseDetailQuery,
        response: { 200: ClauseDetailResponse, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const { clauseKey, clauseVersion } = request.query;
      const clause = await repo.clause(clauseKey, clauseVersion, clock());
      if (!clause) return reply.status(404).send({ code: 404, msg: '条款不存在或该版本尚未发布' });
      return { code: OK, msg: 'success', data: { ...clause, publishedAt: clause.publishedAt.toISOString(), bodyHtml: sanitizeHtml(clause.bodyHtml) } };
    },
  );
};
