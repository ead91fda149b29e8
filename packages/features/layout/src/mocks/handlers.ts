import { contentPaths } from '@mall/contract/content';
import { delay, http, HttpResponse } from 'msw';
import * as data from './data';

const paths = contentPaths('mall');
const ok = <T>(payload: T) => HttpResponse.json({ code: 200, msg: 'success', data: payload });

/** MSW handlers answering the layout calls like the reference server does (stories, tests). */
export const layoutHandlers = {
  default: [
    http.get(paths.menu, ({ request }) =>
      ok(new URL(request.url).searchParams.get('menuType') === '1' ? data.footerMenus : data.headerMenus),
    ),
    http.get(paths.notice, () => ok(data.notices)),
    http.get(paths.isPageGraying, () => ok({ isGraying: false, reason: '' })),
    http.get(paths.ctfTodayGoldPrice, () => ok(data.goldPrice)),
    http.get(paths.goldPriceDecorate, () => ok(null)),
    http.get(paths.getAd, () => ok(data.goldAdverts)),
    http.get(paths.classifies, () => ok(data.classifies)),
  ],
  noNotices: [http.get(paths.notice, () => ok([]))],
  greyDay: [http.get(paths.isPageGraying, () => ok({ isGraying: true, reason: '国家公祭日' }))],
  goldPriceLoading: [
    http.get(paths.ctfTodayGoldPrice, async () => {
      await delay('infinite');
      return ok(data.goldPrice);
    }),
  ],
  goldPriceFailing: [
    http.get(paths.ctfTodayGoldPrice, () => HttpResponse.json({ code: 500, msg: '服务繁忙' }, { status: 500 })),
  ],
};
