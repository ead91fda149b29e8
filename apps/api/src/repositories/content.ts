import { and, asc, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/database';
import {
  adverts,
  classifies,
  goldPriceDecorations,
  goldPrices,
  grayingDays,
  menus,
  notices,
  topics,
} from '../db/schema';

/**
 * The only code that speaks SQL for the layout shell and content calls (STYLE.md §7). The hot reads
 * are prepared once per repository: drizzle then skips rebuilding the SQL on every request, which
 * was most of a request's cost on PostgreSQL (bench/api.ts).
 */
export function contentRepository(db: Db) {
  const now = sql.placeholder('now');
  const menusByType = db
    .select()
    .from(menus)
    .where(eq(menus.menuType, sql.placeholder('menuType')))
    .orderBy(asc(menus.sort), asc(menus.id))
    .prepare('content_menus');
  const noticesInForce = db
    .select({ id: notices.id, content: notices.content, jumpLink: notices.jumpLink })
    .from(notices)
    .where(
      and(eq(notices.isEnabled, true), lte(notices.startsAt, now), or(isNull(notices.endsAt), gt(notices.endsAt, now))),
    )
    .orderBy(asc(notices.sort), asc(notices.id))
    .prepare('content_notices');
  const latestGoldPrice = db
    .select()
    .from(goldPrices)
    .where(and(lte(goldPrices.inputTime, now), eq(goldPrices.showStatus, 1)))
    .orderBy(desc(goldPrices.inputTime))
    .limit(1)
    .prepare('content_gold_price');
  const advertsAt = db
    .select({
      id: adverts.id,
      tagValue: adverts.tagValue,
      title: adverts.title,
      srcLink: adverts.srcLink,
      jumpLink: adverts.jumpLink,
      isVideo: adverts.isVideo,
    })
    .from(adverts)
    .where(
      and(
        eq(adverts.tagValue, sql.placeholder('tagValue')),
        or(isNull(adverts.startsAt), lte(adverts.startsAt, now)),
        or(isNull(adverts.endsAt), gt(adverts.endsAt, now)),
      ),
    )
    .orderBy(asc(adverts.sort), asc(adverts.id))
    .prepare('content_adverts');
  const allClassifies = db
    .select()
    .from(classifies)
    .orderBy(asc(classifies.sort), asc(classifies.id))
    .prepare('content_classifies');

  return {
    menus(menuType: 0 | 1) {
      return menusByType.execute({ menuType });
    },

    activeNotices(at: Date) {
      return noticesInForce.execute({ now: at });
    },

    async grayingOn(day: string) {
      const [row] = await db
        .select({ reason: grayingDays.reason })
        .from(grayingDays)
        .where(and(lte(grayingDays.startsOn, day), sql`${grayingDays.endsOn} >= ${day}`))
        .limit(1);
      return row;
    },

    async currentGoldPrice(at: Date) {
      const [row] = await latestGoldPrice.execute({ now: at });
      return row;
    },

    /** The last shown reading of each China-time day, newest first. */
    async dailyGoldPrices(at: Date, days: number) {
      const result = await db.execute(sql`
        select distinct on (day) day, hk, tzjt, recycle from (
          select to_char(${goldPrices.inputTime} at time zone 'Asia/Shanghai', 'YYYY-MM-DD') as day,
                 ${goldPrices.todayPriceHK} as hk, ${goldPrices.todayPriceTzjt} as tzjt,
                 ${goldPrices.baiJianHJPrice} as recycle, ${goldPrices.inputTime} as input_time
          from ${goldPrices}
          where ${goldPrices.inputTime} <= ${at} and ${goldPrices.showStatus} = 1
        ) readings
        order by day desc, input_time desc
        limit ${days}`);
      return rowsOf<{ day: string; hk: number; tzjt: number; recycle: number }>(result);
    },

    async goldPriceDecoration() {
      const [row] = await db
        .select()
        .from(goldPriceDecorations)
        .where(eq(goldPriceDecorations.isEnabled, true))
        .orderBy(desc(goldPriceDecorations.id))
        .limit(1);
      return row;
    },

    adverts(tagValue: number, at: Date) {
      return advertsAt.execute({ tagValue, now: at });
    },

    classifies() {
      return allClassifies.execute();
    },

    topics() {
      return db
        .select({
          id: topics.id,
          title: topics.title,
          subtitle: topics.subtitle,
          coverSrc: topics.coverSrc,
          isHomeFloor: topics.isHomeFloor,
          mouldNos: topics.mouldNos,
        })
        .from(topics)
        .orderBy(asc(topics.sort), asc(topics.id));
    },

    async topic(id: number) {
      const [row] = await db
        .select({
          id: topics.id,
          title: topics.title,
          subtitle: topics.subtitle,
          coverSrc: topics.coverSrc,
          bodyHtml: topics.bodyHtml,
          mouldNos: topics.mouldNos,
          isHomeFloor: topics.isHomeFloor,
          sort: topics.sort,
        })
        .from(topics)
        .where(eq(topics.id, id))
        .limit(1);
      return row;
    },
  };
}

export type ContentRepository = ReturnType<typeof contentRepository>;
