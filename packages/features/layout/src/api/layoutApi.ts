import { contentCalls } from '@mall/contract/content';
import { bindCalls, type ApiClient } from '@mall/core';

/** One method per call of the layout shell (spec §7 Marketing, content; adverts), over `contentCalls`. */
export function createLayoutApi(client: ApiClient, productCode: string) {
  const content = bindCalls(client, productCode, contentCalls);
  return {
    menus: (menuType: 0 | 1) => content.menu({ menuType }),
    notices: () => content.notice(),
    // spec §7: "a call with port 4 returns the grey-page flag" (4 is the web platform).
    graying: () => content.isPageGraying({ port: 4 }),
    goldPrice: () => content.ctfTodayGoldPrice(),
    adverts: (tagValue: number) => content.getAd({ tagValue }),
    classifies: () => content.classifies(),
  };
}

export type LayoutApi = ReturnType<typeof createLayoutApi>;
