import { asc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { articles, goods, topics } from '../db/schema';

/** What the sitemap lists (issue #16): every on-sale piece, topic and article, with when each last changed. */
export function seoRepository(db: Db) {
  const onSaleGoods = db
    .select({ mouldNo: goods.mouldNo, updatedAt: goods.updatedAt })
    .from(goods)
    .where(eq(goods.isOnSale, true))
    .orderBy(asc(goods.id))
    .prepare('seo_goods');
  const allTopics = db
    .select({ id: topics.id, updatedAt: topics.updatedAt })
    .from(topics)
    .orderBy(asc(topics.id))
    .prepare('seo_topics');
  const allArticles = db
    .select({ id: articles.id, kind: articles.kind, slug: articles.slug, publishedAt: articles.publishedAt })
    .from(articles)
    .where(lte(articles.publishedAt, sql.placeholder('now')))
    .orderBy(asc(articles.id))
    .prepare('seo_articles');
  return {
    goods: () => onSaleGoods.execute(),
    topics: () => allTopics.execute(),
    /** The articles published by `now` (a scheduled one is not shown yet). */
    articles: (now: Date) => allArticles.execute({ now }),
  };
}
