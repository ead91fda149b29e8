import type { ArticleKind, StoreChannel } from '@mall/contract/content';
import type { ArticleRef } from './contentApi';

/**
 * SWR keys of the content feature; the first element is the domain (STYLE.md §5). The adverts and
 * the clause texts, which other features fetch too, use core's `sharedKeys`.
 */
export const contentKeys = {
  topics: () => ['content', 'topics'] as const,
  topic: (id: number) => ['content', 'topic', id] as const,
  articles: (kind: ArticleKind, category: string, pageIndex: number) =>
    ['content', 'articles', kind, category, pageIndex] as const,
  articleCategories: (kind: ArticleKind) => ['content', 'articleCategories', kind] as const,
  article: (ref: ArticleRef) =>
    ['content', 'article', 'id' in ref ? `id:${ref.id}` : `slug:${ref.slug}`, ref.kind ?? ''] as const,
  stores: (channel: StoreChannel, area: string) => ['content', 'stores', channel, area] as const,
};
