import {
  contentPaths,
  type Advert,
  type Classify,
  type CodeEnvelopeOf,
  type GoldPrice,
  type Graying,
  type MenuItem,
  type Notice,
} from '@mall/contract';
import type { ApiClient } from '@mall/core';

/** One method per call of the layout shell (spec §7 Marketing, content; adverts). */
export function createLayoutApi(client: ApiClient, productCode: string) {
  const paths = contentPaths(productCode);
  const data = async <T>(promise: Promise<CodeEnvelopeOf<T>>) => (await promise).data;
  return {
    menus: (menuType: 0 | 1) => data(client.get<CodeEnvelopeOf<MenuItem[]>>(paths.menu, { params: { menuType } })),
    notices: () => data(client.get<CodeEnvelopeOf<Notice[]>>(paths.notice)),
    // spec §7: "a call with port 4 returns the grey-page flag" (4 is the web platform).
    graying: () => data(client.get<CodeEnvelopeOf<Graying>>(paths.isPageGraying, { params: { port: 4 } })),
    goldPrice: () => data(client.get<CodeEnvelopeOf<GoldPrice>>(paths.ctfTodayGoldPrice)),
    adverts: (tagValue: number) => data(client.get<CodeEnvelopeOf<Advert[]>>(paths.getAd, { params: { tagValue } })),
    classifies: () => data(client.get<CodeEnvelopeOf<Classify[]>>(paths.classifies)),
  };
}

export type LayoutApi = ReturnType<typeof createLayoutApi>;
