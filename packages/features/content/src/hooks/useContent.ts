import type { ArticleKind, StoreChannel } from '@mall/contract/content';
import { sharedKeys, useBoundApi } from '@mall/core';
import useSWR from 'swr';
import { contentKeys } from '../api/keys';
import { createContentApi, type ArticleRef } from '../api/contentApi';

/** The content api bound to the app's client and product code. */
export function useContentApi() {
  return useBoundApi(createContentApi);
}

/** Adverts of one position. */
export function useAdverts(tagValue: number) {
  const api = useContentApi();
  return useSWR(sharedKeys.adverts(tagValue), () => api.adverts(tagValue));
}

/** Every topic (summaries); the home shows the ones marked as floors. */
export function useTopics() {
  const api = useContentApi();
  return useSWR(contentKeys.topics(), () => api.topics());
}

/** One topic in full (/d?id=…); no call without an id. */
export function useTopic(id: number | undefined) {
  const api = useContentApi();
  return useSWR(id === undefined ? null : contentKeys.topic(id), () => api.topic(id as number));
}

/** One page of articles or help pages, optionally of one category; the previous page stays on show while the next loads. */
export function useArticles(kind: ArticleKind, category: string, pageIndex: number) {
  const api = useContentApi();
  // No previous list while another category or page loads: the old rows under the new filter
  // would open articles of the filter just left.
  return useSWR(contentKeys.articles(kind, category, pageIndex), () => api.articles({ kind, category, pageIndex }));
}

/** Categories with their titles (the help-centre sidebar, the article category filter). */
export function useArticleCategories(kind: ArticleKind) {
  const api = useContentApi();
  return useSWR(contentKeys.articleCategories(kind), () => api.articleCategories(kind));
}

/** One article by id or slug; no call without one. */
export function useArticle(ref: ArticleRef | undefined) {
  const api = useContentApi();
  return useSWR(ref === undefined ? null : contentKeys.article(ref), () => api.article(ref as ArticleRef));
}

/** A clause text: that version, or ('' ) the version in force. */
export function useClause(clauseKey: string, clauseVersion: string) {
  const api = useContentApi();
  return useSWR(sharedKeys.clause(clauseKey, clauseVersion), () => api.clause(clauseKey, clauseVersion || undefined));
}

/** The official stores of a channel, optionally of one area. */
export function useStores(channel: StoreChannel, area: string) {
  const api = useContentApi();
  return useSWR(contentKeys.stores(channel, area), () => api.stores(channel, area), { keepPreviousData: true });
}
