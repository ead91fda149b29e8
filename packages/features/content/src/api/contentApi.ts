import {
  contentCalls,
  type ArticleKind,
  type StoreChannel,
  type Topic,
  type TopicSummary,
} from '@mall/contract/content';
import { ApiError, bindCalls, type ApiClient } from '@mall/core';

export type { TopicSummary };

/** Advert positions of the home page (the server's seed documents them; 3 is the spec's gold advert). */
export const homeAdvertTags = { carousel: 1, floor: 2 } as const;

/** Rows on one page of the article list. */
export const articlePageSize = 10;

/**
 * How a page asks for one article: by id, or by slug for pages linked by meaning (/contact); with a
 * `kind`, an article of another kind is not found (/detail opens brand news only).
 */
export type ArticleRef = ({ id: number } | { slug: string }) & { kind?: ArticleKind };

/** The topic call answers the list without `id` and one topic with it (spec §7 topic). */
const isTopicList = (data: Topic | TopicSummary[]): data is TopicSummary[] => Array.isArray(data);

/** An answer of the other shape than the query asked for: the server broke the contract. */
const wrongShape = (what: string) => new ApiError('business', { msg: `topic: not ${what}` });

/**
 * One method per content call: home (spec §7 getAd, topic), and the calls of the article, help,
 * clause, topic and store pages designed in spec §7's style (DESIGN.md §4), over `contentCalls`.
 */
export function createContentApi(client: ApiClient, productCode: string) {
  const content = bindCalls(client, productCode, contentCalls);
  return {
    adverts: (tagValue: number) => content.getAd({ tagValue }),
    topics: async () => {
      const data = await content.topic({});
      if (!isTopicList(data)) throw wrongShape('the list');
      return data;
    },
    topic: async (id: number) => {
      const data = await content.topic({ id });
      if (isTopicList(data)) throw wrongShape(`topic ${id}`);
      return data;
    },
    articles: (query: { kind: ArticleKind; category: string; pageIndex: number }) =>
      content.articleList({
        kind: query.kind,
        category: query.category,
        pageIndex: query.pageIndex,
        pageSize: articlePageSize,
      }),
    articleCategories: (kind: ArticleKind) => content.articleCategories({ kind }),
    article: (ref: ArticleRef) => content.articleDetail(ref),
    clause: (clauseKey: string, clauseVersion?: string) =>
      content.clauseDetail(clauseVersion ? { clauseKey, clauseVersion } : { clauseKey }),
    stores: (channel: StoreChannel, area: string) => content.storeList({ channel, area }),
  };
}

export type ContentApi = ReturnType<typeof createContentApi>;
