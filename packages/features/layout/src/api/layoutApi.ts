import {
  contentPaths,
  type Advert,
  type Classify,
  type GoldPrice,
  type MenuItem,
  type Notice,
} from '@mall/contract';
import type { ApiClient } from '@mall/core';

type Envelope<T> = { code: number; msg: string; data: T };

/** The gold-price decoration (spec §7 getGoldPriceDecorate). */
export type GoldPriceDecoration = { imageSrc: string; title: string; copywriting: string; jumpLink: string } | null;

/** One method per call of the layout shell (spec §7 Marketing, content; adverts). */
export function createLayoutApi(client: ApiClient, productCode: string) {
  const paths = contentPaths(productCode);
  const data = async <T>(promise: Promise<Envelope<T>>) => (await promise).data;
  return {
    menus: (menuType: 0 | 1) => data(client.get<Envelope<MenuItem[]>>(paths.menu, { params: { menuType } })),
    notices: () => data(client.get<Envelope<Notice[]>>(paths.notice)),
    // spec §7: "a call with port 4 returns the grey-page flag" (4 is the web platform).
    graying: () => data(client.get<Envelope<{ isGraying: boolean; reason: string }>>(paths.isPageGraying, { params: { port: 4 } })),
    goldPrice: () => data(client.get<Envelope<GoldPrice>>(paths.ctfTodayGoldPrice)),
    goldPriceDecoration: () => data(client.get<Envelope<GoldPriceDecoration>>(paths.goldPriceDecorate)),
    adverts: (tagValue: number) => data(client.get<Envelope<Advert[]>>(paths.getAd, { params: { tagValue } })),
    classifies: () => data(client.get<Envelope<Classify[]>>(paths.classifies)),
  };
}

export type LayoutApi = ReturnType<typeof createLayoutApi>;
