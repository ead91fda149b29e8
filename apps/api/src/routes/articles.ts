import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OK } from '@mall/contract';
import { contentRoutes as calls } from '@mall/contract/content';
import { serve } from '../http/serve';
import { articleService } from '../services/articles';
import type { AppContext } from './context';

const tags = ['文章与条款 Articles'];

/**
 * Articles, the help centre and clause texts for /article, /helpCenter and /article/detail (spec §1,
 * §3). Spec §7 does not show these calls: they are ours, in its style (DESIGN.md §4). Staff-written
 * bodies are sanitised with an allow-list on the way out (DESIGN.md §9).
 */
export const articleRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, { database, clock, productCode }) => {
  const articles = articleService(database.db);

  serve(
    app,
    productCode,
    calls.articleList,
    {
      tags,
      summary: '文章列表（kind=article 与 kind=news 按发布时间倒序，kind=help 按排序值；可按分类筛选，分页）',
    },
    async (request) => {
      const { kind, category = '', pageIndex = 1, pageSize = 10 } = request.query;
      return { code: OK, msg: 'success', data: await articles.page({ kind, category, pageIndex, pageSize }, clock()) };
    },
  );

  serve(
    app,
    productCode,
    calls.articleCategories,
    {
      tags,
      summary: '文章分类及其标题（帮助中心侧栏用 kind=help）',
    },
    async (request) => ({
      code: OK,
      msg: 'success',
      data: await articles.categories(request.query.kind, clock()),
    }),
  );

  serve(
    app,
    productCode,
    calls.articleDetail,
    {
      tags,
      summary:
        '文章详情：按 id，或按 slug（如 contact）；传 kind 时只返回该类文章（/detail 只开品牌动态）；正文已按白名单净化',
    },
    async (request, reply) => {
      const { id, slug, kind } = request.query;
      const by = id !== undefined ? { id } : slug !== undefined ? { slug } : undefined;
      if (!by) return reply.status(400).send({ code: 400, msg: '请求参数有误：需要文章 id 或 slug' });
      const article = await articles.article(by, clock(), kind);
      if (!article) return reply.status(404).send({ code: 404, msg: '文章不存在或已下线' });
      return { code: OK, msg: 'success', data: article };
    },
  );

  serve(
    app,
    productCode,
    calls.clauseDetail,
    {
      tags,
      summary: '条款正文（不传 clauseVersion 时为当前生效版本；正文已按白名单净化）',
    },
    async (request, reply) => {
      const { clauseKey, clauseVersion } = request.query;
      const clause = await articles.clause(clauseKey, clauseVersion, clock());
      if (!clause) return reply.status(404).send({ code: 404, msg: '条款不存在或该版本尚未发布' });
      return { code: OK, msg: 'success', data: clause };
    },
  );
};
