import { contentPaths, type Advert, type CodeEnvelopeOf, type Topic } from '@mall/contract';
import type { ApiClient } from '@mall/core';


/** A topic as listed (no body). */
export type TopicSummary = Omit<Topic, 'bodyHtml'>;

/** Advert positions of the home page (the server's seed documents them; 3 is the spec's gold advert). */
export const homeAdvertTags = { carousel: 1, floor: 2 } as const;

/** One method per content call the home page needs (spec §7 getAd, topic). */
export function createContentApi(client: ApiClient, productCode: string) {
  const paths = contentPaths(productCode);
  return {
    adverts: async (tagValue: number) => (await client.get<CodeEnvelopeOf<Advert[]>>(paths.getAd, { params: { tagValue } })).data,
    topics: async () => (await client.get<CodeEnvelopeOf<TopicSummary[]>>(paths.topic)).data,
  };
}

export type ContentApi = ReturnType<typeof createContentApi>;
