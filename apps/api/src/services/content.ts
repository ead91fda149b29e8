import { fenToYuan } from '@mall/contract';
import { type GoldPrice } from '@mall/contract/content';
import type { Db } from '../db/database';
import { chinaDate } from '../lib/chinaTime';
import { sanitizeHtml } from '../lib/sanitizeHtml';
import { buildTree } from '../lib/tree';
import { contentRepository } from '../repositories/content';

/** The layout shell's content (spec §7 "Marketing, content"): menus, notices, graying, gold prices, adverts, topics. */
export function contentService(db: Db) {
  const repo = contentRepository(db);
  return {
    /** A menu (0 header, 1 footer) as a tree. */
    async menu(menuType: 0 | 1) {
      const rows = await repo.menus(menuType);
      return buildTree(rows.map(({ menuType: _type, sort: _sort, ...item }) => item));
    },

    notices: (now: Date) => repo.activeNotices(now),

    /** Whether the whole site is grey today (China's date), and why. */
    async graying(now: Date) {
      const day = await repo.grayingOn(chinaDate(now));
      return { isGraying: Boolean(day), reason: day?.reason ?? '' };
    },

    /** Today's gold price with the gold-price advert; undefined before one is published. */
    async goldPrice(now: Date): Promise<GoldPrice | undefined> {
      const [reading, [goldAdvert]] = await Promise.all([repo.currentGoldPrice(now), repo.adverts(3, now)]);
      if (!reading) return undefined;
      return {
        actStatus: reading.actStatus,
        showStatus: reading.showStatus,
        inputTime: reading.inputTime.toISOString(),
        readTime: now.toISOString(),
        copywriting: reading.copywriting,
        todayPriceHK: fenToYuan(reading.todayPriceHK),
        todayPriceTzjt: fenToYuan(reading.todayPriceTzjt),
        todayPriceHgjShi: fenToYuan(reading.todayPriceHgjShi),
        baiJianHJPrice: fenToYuan(reading.baiJianHJPrice),
        homeAdSrc: goldAdvert?.srcLink ?? '',
      };
    },

    /** Daily closing prices of the last `days` days. */
    async goldPriceHistory(now: Date, days: number) {
      const history = await repo.dailyGoldPrices(now, days);
      return history.map((row) => ({
        date: row.day,
        todayPriceHK: fenToYuan(Number(row.hk)),
        todayPriceTzjt: fenToYuan(Number(row.tzjt)),
        baiJianHJPrice: fenToYuan(Number(row.recycle)),
      }));
    },

    async goldPriceDecoration() {
      const row = await repo.goldPriceDecoration();
      if (!row) return null;
      return { imageSrc: row.imageSrc, title: row.title, copywriting: row.copywriting, jumpLink: row.jumpLink };
    },

    adverts: (tagValue: number, now: Date) => repo.adverts(tagValue, now),

    /** The goods classification as a tree. */
    async classifies() {
      const rows = await repo.classifies();
      return buildTree(rows.map(({ sort: _sort, ...item }) => item));
    },

    topics: () => repo.topics(),

    async topic(id: number) {
      const topic = await repo.topic(id);
      if (!topic) return undefined;
      const { sort: _sort, bodyHtml, ...data } = topic;
      // Written by staff, shown to shoppers: sanitised on the way out like articles (issue #4).
      return { ...data, bodyHtml: sanitizeHtml(bodyHtml) };
    },
  };
}
