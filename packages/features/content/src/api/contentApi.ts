import {
  contentPaths,
  type Advert,
  type Article,
  type ArticleCategory,
  type ArticleKind,
  type ArticleSummary,
  type ClauseText,
  type CodeEnvelopeOf,
  type StoreChannel,
  type StoreList,
  type Topic,
} from '@mall/contract';
import type { ApiClient } from '@mall/core';

/** A topic as listed (no body). */
export type TopicSummary = Omit<Topic, 'bodyHtml'>;

/** Advert positions of the home page (the server's seed documents them; 3 is the spec's gold advert). */
export const homeAdvertTags = { carousel: 1, floor: 2 } as const;

/** Rows on one page of the article list. */
export const articlePageSize = 10;

/**
 * How a page asks for one article: by id, or by slug for pages linked by meaning (/contact); with a
 * `kind`, an article of another kind is not found (/detail opens brand news only).
 */
export type ArticleRef = ({ id: number } | { slug: string }) & { kind?: ArticleKind };

/**
 * One method per content call: home (spec §7 getAd, topic), and the calls of the article, help,
 * clause, topic and store pages designed in spec §7's style (DESIGN.md §4).
 */
export function createContentApi(client: ApiClient, productCode: string) {
  const paths = contentPaths(productCode);
  return {
    adverts: async (tagValue: number) =>
      (await client.get<CodeEnvelopeOf<Advert[]>>(paths.getAd, { params: { tagValue } })).data,
    topics: async () => (await client.get<CodeEnvelopeOf<TopicSummary[]>>(paths.topic)).data,
    topic: async (id: number) => (await client.get<CodeEnvelopeOf<Topic>>(paths.topic, { params: { id } })).data,
    articles: async (query: { kind: ArticleKind; category: string; pageIndex: number }) =>
      (
        await client.get<CodeEnvelopeOf<{ total: number; list: ArticleSummary[] }>>(paths.articleList, {
          params: { kind: query.kind, category: query.category, pageIndex: query.pageIndex, pageSize: articlePageSize },
        })
      ).data,
    articleCategories: async (kind: ArticleKind) =>
      (await client.get<CodeEnvelopeOf<ArticleCategory[]>>(paths.articleCategories, { params: { kind } })).data,
    article: async (ref: ArticleRef) =>
      (await client.get<CodeEnvelopeOf<Article>>(paths.articleDetail, { params: ref })).data,
    clause: async (clauseKey: string, clauseVersion?: string) =>
      (
        await client.get<CodeEnvelopeOf<ClauseText>>(paths.clauseDetail, {
          params: clauseVersion ? { clauseKey, clauseVersion } : { clauseKey },
        })
      ).data,
    stores: async (channel: StoreChannel, area: string) =>
      (await client.get<CodeEnvelopeOf<StoreList>>(paths.storeList, { params: { channel, area } })).data,
  };
}

export type ContentApi = ReturnType<typeof createContentApi>;
