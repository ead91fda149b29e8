import { describe, expect, it } from 'vitest';
import { buildCatalogue, categories, categoryObject, expandChoices, perGramPriceFen } from './catalog';
import { buildArticles, buildGrayingDays, qingmingDay } from './content';
import { renderArtwork } from '../media/artwork';
import { buildGoldPrices } from './goldPrices';
import { createRandom } from './random';
import { chinaDate, chinaTime } from './time';

const now = new Date('2026-11-20T02:30:00.000Z');

describe('createRandom: the seed never uses Math.random', () => {
  it('repeats the same sequence for the same label and another for another label', () => {
    const draw = (label: string) => Array.from({ length: 5 }, createRandom(label).next);
    expect(draw('a')).toEqual(draw('a'));
    expect(draw('a')).not.toEqual(draw('b'));
  });

  it('keeps forks independent of how much the parent drew', () => {
    const quiet = createRandom('root');
    const busy = createRandom('root');
    busy.next();
    busy.next();
    expect(quiet.fork('orders').next()).toBe(busy.fork('orders').next());
  });

  it('draws integers inside the inclusive range and samples without repeats', () => {
    const random = createRandom('range');
    const values = Array.from({ length: 500 }, () => random.int(3, 7));
    expect(new Set(values)).toEqual(new Set([3, 4, 5, 6, 7]));
    expect(new Set(random.sample([1, 2, 3, 4, 5, 6], 4)).size).toBe(4);
  });
});

describe('China time (UTC+8, no daylight saving)', () => {
  it.each([
    ['2026-11-19T15:59:59.000Z', { year: 2026, month: 11, day: 19 }],
    ['2026-11-19T16:00:00.000Z', { year: 2026, month: 11, day: 20 }],
    ['2026-12-31T16:30:00.000Z', { year: 2027, month: 1, day: 1 }],
  ])('%s is %j in China', (instant, expected) => {
    expect(chinaDate(new Date(instant))).toEqual(expected);
  });

  it('places 10:00 China time at 02:00 UTC, across month ends', () => {
    expect(chinaTime(new Date('2026-12-01T03:00:00.000Z'), -1, 10).toISOString()).toBe('2026-11-30T02:00:00.000Z');
  });
});

describe('gold prices: 60 daily readings around ¥1,000/g (spec §3)', () => {
  it.each([
    ['after 10:00 China time', now],
    ['before 10:00 China time', new Date('2026-11-19T23:30:00.000Z')],
  ])('never publishes in the future when the seed runs %s', (_case, at) => {
    const rows = buildGoldPrices(createRandom('gold'), at);
    expect(rows).toHaveLength(60);
    expect(rows.every((row) => row.inputTime.getTime() <= at.getTime())).toBe(true);
    expect(chinaDate(rows[59]?.inputTime as Date)).toEqual(chinaDate(at));
  });

  it('orders retail > value-add service > bars > recycling, in whole yuan, within a believable band', () => {
    for (const row of buildGoldPrices(createRandom('gold'), now)) {
      expect(row.todayPriceHK).toBeGreaterThan(row.todayPriceHgjShi);
      expect(row.todayPriceHgjShi).toBeGreaterThan(row.todayPriceTzjt);
      expect(row.todayPriceTzjt).toBeGreaterThan(row.baiJianHJPrice);
      expect(row.todayPriceHK % 100).toBe(0);
      expect(row.todayPriceHK).toBeGreaterThanOrEqual(92_000);
      expect(row.todayPriceHK).toBeLessThanOrEqual(109_000);
    }
  });
});

describe('perGramPriceFen: gold weight × price per gram, rounded to the fen, plus labour (DESIGN.md §7)', () => {
  it.each([
    [5_000, 100_000, 12_000, 512_000],
    [2_270, 97_700, 14_000, 235_779],
    [1, 97_750, 0, 98],
    [1_005, 100_050, 0, 100_550],
  ])('%i mg at %i fen/g + %i fen → %i fen', (mg, fenPerGram, labour, expected) => {
    expect(perGramPriceFen(mg, fenPerGram, labour)).toBe(expected);
  });
});

describe('buildArticles: brand news for /list and /detail (issue #14)', () => {
  const news = buildArticles(now)
    .map(({ row }) => row)
    .filter((row) => row.kind === 'news');

  it('has a handful of releases, each with a cover that the artwork route draws', () => {
    expect(news.length).toBeGreaterThanOrEqual(5);
    for (const row of news) {
      const match = /^\/media\/article\/(.+)\.svg$/.exec(row.coverSrc ?? '');
      expect(match, row.title).not.toBeNull();
      expect(renderArtwork('article', decodeURIComponent(match?.[1] ?? '')), row.title).not.toBeNull();
    }
  });

  it('publishes them on distinct days in the past, newest first in copy order', () => {
    const times = news.map((row) => row.publishedAt.getTime());
    expect(times.every((time) => time < now.getTime())).toBe(true);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(new Set(times).size).toBe(times.length);
  });
});

describe('buildCatalogue', () => {
  const price = buildGoldPrices(createRandom('gold'), now)[59];
  const drafts = buildCatalogue(createRandom('catalogue'), now, price as NonNullable<typeof price>);

  it('has ≥ 200 pieces in all seven categories with unique mould numbers and titles', () => {
    expect(drafts.length).toBeGreaterThanOrEqual(200);
    expect(new Set(drafts.map((draft) => draft.row.category))).toEqual(new Set(categories));
    expect(new Set(drafts.map((draft) => draft.row.mouldNo)).size).toBe(drafts.length);
    expect(new Set(drafts.map((draft) => draft.row.title)).size).toBe(drafts.length);
  });

  it('gives every piece 3–5 pictures and SKUs with distinct attributes', () => {
    for (const draft of drafts) {
      expect(draft.images.length).toBeGreaterThanOrEqual(3);
      expect(draft.images.length).toBeLessThanOrEqual(5);
      expect(draft.skus.length).toBeGreaterThan(0);
      expect(new Set(draft.skus.map((sku) => sku.attribute)).size).toBe(draft.skus.length);
    }
  });

  it('is the same for the same seed', () => {
    const again = buildCatalogue(createRandom('catalogue'), now, price as NonNullable<typeof price>);
    expect(again.map((draft) => [draft.row.mouldNo, draft.row.title, draft.row.shopPriceFen])).toEqual(
      drafts.map((draft) => [draft.row.mouldNo, draft.row.title, draft.row.shopPriceFen]),
    );
  });
});

describe('categoryObject: the spec §3 category object of an order line', () => {
  it.each([
    [
      { totalWeightMg: 3_270, goldWeightMg: 0, detailShape: '', detailSize: '', detailCount: '' },
      { ringSize: '11' },
      { totalWeight: '3.27', ringSize: '11' },
    ],
    [
      { totalWeightMg: 2_000, goldWeightMg: 0, detailShape: 'VS1', detailSize: 'F', detailCount: '0.30' },
      {},
      { totalWeight: '2.00', detailShape: 'VS1', detailSize: 'F', detailCount: '0.30' },
    ],
    [
      { totalWeightMg: 14_650, goldWeightMg: 14_650 },
      { chainLength: '45', goldWeightMg: 16_480 },
      { totalWeight: '16.48', goldWeight: '16.48', actualLength: '45' },
    ],
  ])('%j + %j → %j', (row, sku, expected) => {
    expect(categoryObject(row, sku)).toEqual(expected);
  });
});

describe('grey days (spec §1)', () => {
  it.each([
    [2024, 4],
    [2025, 4],
    [2026, 5],
    [2027, 5],
    [2028, 4],
    [2030, 5],
  ])('清明 %i falls on 4月%i日', (year, day) => {
    expect(qingmingDay(year)).toBe(day);
  });

  it('lists 清明节 and 国家公祭日 of the seed year', () => {
    expect(buildGrayingDays(now).map((row) => row.startsOn)).toEqual(['2026-04-05', '2026-12-13']);
    expect(buildGrayingDays(new Date('2027-01-02T00:00:00.000Z')).map((row) => row.startsOn)).toEqual([
      '2027-04-05',
      '2027-12-13',
    ]);
  });
});

describe('expandChoices (the product lines table, data/productLines.json)', () => {
  it.each([
    ['足金{福字|如意}戒指', ['足金福字戒指', '足金如意戒指']],
    ['PT950素圈戒指', ['PT950素圈戒指']],
    ['{18K|PT950}{心形|水滴}吊坠', ['18K心形吊坠', '18K水滴吊坠', 'PT950心形吊坠', 'PT950水滴吊坠']],
  ])('%s', (title, titles) => {
    expect(expandChoices(title)).toEqual(titles);
  });
});
