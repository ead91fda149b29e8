import type { goldPrices } from '../db/schema';
import type { Random } from './random';
import { addHours, chinaTime } from './time';

/** Days of readings, today included. */
export const goldPriceDays = 60;

/** The seed's gold price for one day, in fen per gram (spec §3 gold price; units 元/克). */
export type GoldPriceRow = typeof goldPrices.$inferInsert & {
  inputTime: Date;
  todayPriceHK: number;
  todayPriceTzjt: number;
  todayPriceHgjShi: number;
  baiJianHJPrice: number;
};

const copywriting = [
  '今日金价仅供参考，以门店及商城结算页实际价格为准。',
  '足金饰品按克计价：金价 × 克重 + 工费，下单前价格随金价实时更新。',
  '金价每日上午10点更新，节假日照常公布。',
] as const;

/**
 * Sixty daily readings ending today, published at 10:00 China time (today's moved to just before
 * `now` when the seed runs earlier in the morning, so the newest reading is never in the future).
 * Retail pure gold (todayPriceHK) walks around ¥1,000/g with a slight upward drift, quoted in whole
 * yuan as Chinese jewellers do; bars sit ~¥40 lower, the value-add service price between the two,
 * and recycling ~8.5 % under retail.
 */
export function buildGoldPrices(random: Random, now: Date): GoldPriceRow[] {
  const rows: GoldPriceRow[] = [];
  let retailYuan = random.int(968, 985);
  for (let offset = -(goldPriceDays - 1); offset <= 0; offset += 1) {
    if (offset > -(goldPriceDays - 1))
      retailYuan = Math.min(1_090, Math.max(920, retailYuan + Math.round(random.normal(0.7, 7))));
    const published = chinaTime(now, offset, 10, random.int(0, 5));
    const inputTime = published.getTime() > now.getTime() ? addHours(now, -1 / 60) : published;
    const barYuan = retailYuan - random.int(36, 46);
    rows.push({
      inputTime,
      todayPriceHK: retailYuan * 100,
      todayPriceTzjt: barYuan * 100,
      todayPriceHgjShi: (barYuan + random.int(12, 20)) * 100,
      baiJianHJPrice: Math.round(retailYuan * 0.915) * 100,
      copywriting: random.pick(copywriting),
      actStatus: 1,
      showStatus: 1,
    });
  }
  return rows;
}
