import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { goldPriceBasisFor, perGramPrice } from '../lib/goldPricing';
import type {
  brands,
  goods,
  goodsComments,
  goodsImages,
  goodsSkus,
  marketingActivities,
  productGroups,
  productTypes,
  series,
} from '../db/schema';
import { artworkMotifs, mediaUrl, type ArtworkMotif } from '../media/artwork';
import productLines from './data/productLines.json';
import type { GoldPriceRow } from './goldPrices';
import type { Random } from './random';
import { addDays, chinaDate } from './time';

/** The seven catalogue categories of DESIGN.md §5, as stored in `goods.category`. */
export const categories = ['足金/黄金', '钻石', '铂金', 'K金', '翡翠玉石', '珍珠', '金条/金章'] as const;
export type Category = (typeof categories)[number];

/** Mould numbers are `JY` + this letter + five digits, e.g. JYG00001 (the artwork reads the letter too). */
export const categoryLetters: Record<Category, string> = {
  '足金/黄金': 'G',
  钻石: 'D',
  铂金: 'P',
  K金: 'K',
  翡翠玉石: 'J',
  珍珠: 'Z',
  '金条/金章': 'B',
};

/**
 * Product types. Spec §9 category lines: 9 and 4 show the weight, 10 the gold weight, 1 clarity,
 * colour and carat; 2, 3, 5 and 12 show no type line.
 */
export const productTypeRows = [
  { id: 1, name: '钻石镶嵌' },
  { id: 2, name: '彩色宝石' },
  { id: 3, name: '翡翠玉石' },
  { id: 4, name: '铂金' },
  { id: 5, name: '珍珠' },
  { id: 9, name: 'K金' },
  { id: 10, name: '足金' },
  { id: 12, name: '积分礼品' },
] satisfies (typeof productTypes.$inferInsert)[];

/**
 * Product groups. Spec §9: group 1 shows the ring size; 4, 5, 6 and 34 the chain length; the
 * others show no group line.
 */
export const productGroupRows = [
  { id: 1, name: '戒指' },
  { id: 2, name: '手镯' },
  { id: 3, name: '手链' },
  { id: 4, name: '项链' },
  { id: 5, name: '吊坠' },
  { id: 6, name: '套链' },
  { id: 7, name: '耳饰' },
  { id: 8, name: '金条' },
  { id: 9, name: '金章' },
  { id: 10, name: '摆件' },
  { id: 11, name: '转运珠' },
  { id: 34, name: '脚链' },
] satisfies (typeof productGroups.$inferInsert)[];

/** Brands, each with its series (series names are unique across brands). */
export const brandSeries = {
  金缘: ['爱的誓言', '好运连连', '生肖守护'],
  '金缘·古法': ['古法传承', '福满传家'],
  '金缘·臻钻': ['永恒之约', '星耀'],
  '金缘·铂悦': ['铂金时光'],
  '金缘·悦K': ['轻奢日常', '几何光影'],
  '金缘·翠玉': ['翠意', '和田雅韵'],
  '金缘·珠光': ['海韵', '珠光宝语'],
  '金缘·金藏': ['金条典藏', '生肖纪念'],
} as const;
export type BrandName = keyof typeof brandSeries;

/** Rows for the brands table, in a fixed order (ids follow it after `restart identity`). */
export function brandRows(): (typeof brands.$inferInsert)[] {
  return Object.keys(brandSeries).map((name) => ({ name }));
}

/** Rows for the series table, given the inserted brands' ids by name. */
export function seriesRows(brandIds: ReadonlyMap<string, number>): (typeof series.$inferInsert)[] {
  return Object.entries(brandSeries).flatMap(([brand, names]) =>
    names.map((name) => ({ brandId: brandIds.get(brand) as number, name })),
  );
}

/** Which gold price a per-gram piece follows: bars and medals the bar price, jewellery retail (the shared rule of @mall/contract). */
export function goldPriceFor(category: string, price: Pick<GoldPriceRow, 'todayPriceHK' | 'todayPriceTzjt'>): number {
  return price[goldPriceBasisFor(category)];
}

/** A per-gram price in fen: gold weight (mg) × price (fen per gram) rounded half up to the fen, plus labour (@mall/contract pricing.ts, DESIGN.md §7). */
export function perGramPriceFen(goldWeightMg: number, fenPerGram: number, labourFeeFen: number): number {
  return perGramPrice({ goldPriceFenPerGram: fenPerGram, goldWeightMg, labourFeeFen }).totalFen;
}

type SkuDraft = Omit<typeof goodsSkus.$inferInsert, 'goodsId'>;
type ImageDraft = Omit<typeof goodsImages.$inferInsert, 'goodsId'>;

/** One piece before insertion: the goods row plus its SKUs and pictures, keyed by mould number. */
export type GoodsDraft = {
  row: Omit<typeof goods.$inferInsert, 'brandId' | 'seriesId'> & {
    mouldNo: string;
    title: string;
    shopPriceFen: number;
    category: Category;
  };
  brand: BrandName;
  seriesName: string;
  art: ArtworkMotif;
  skus: SkuDraft[];
  images: ImageDraft[];
};

const text = Type.String({ minLength: 1 });
const range = Type.Tuple([Type.Number({ minimum: 0 }), Type.Number({ minimum: 0 })]);

/** One product line: how many pieces, how they are named, priced and sized. */
const LineSchema = Type.Object(
  {
    category: Type.Union(categories.map((category) => Type.Literal(category))),
    typeId: Type.Integer({ minimum: 1 }),
    groupId: Type.Integer({ minimum: 1 }),
    art: Type.Union(artworkMotifs.map((motif) => Type.Literal(motif))),
    brand: Type.Union(Object.keys(brandSeries).map((brand) => Type.Literal(brand as BrandName))),
    series: Type.Array(text, { minItems: 1 }),
    styles: Type.Array(text, { minItems: 1 }),
    /** Distinct titles (`{a|b}` choices expanded); the line takes `count` of them. */
    titles: Type.Array(text, { minItems: 1 }),
    count: Type.Integer({ minimum: 1 }),
    pricing: Type.Union([Type.Literal('per_gram'), Type.Literal('fixed')]),
    /** Weight range in grams (gold weight for per-gram pieces, total weight otherwise). */
    grams: range,
    /** per_gram: labour fee in yuan; fixed: price in yuan. */
    yuan: range,
    variants: Type.Union([
      Type.Literal('ring'),
      Type.Literal('chain'),
      Type.Literal('pendantChain'),
      Type.Literal('none'),
    ]),
    infos: Type.Array(text, { minItems: 1 }),
  },
  { additionalProperties: false },
);
type Line = Static<typeof LineSchema>;

/** `足金{福字|如意}戒指` → 足金福字戒指, 足金如意戒指; a title without braces is itself. */
export function expandChoices(title: string): string[] {
  const match = /^(.*?)\{([^{}]+)\}(.*)$/.exec(title);
  if (!match) return [title];
  const [, head = '', choices = '', tail = ''] = match;
  return choices.split('|').flatMap((choice) => expandChoices(`${head}${choice}${tail}`));
}

const ringSizes = [8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22];
const chainLengths: Record<number, readonly number[]> = { 4: [40, 45, 50], 5: [40, 45], 6: [42, 45], 34: [21, 23, 25] };

/**
 * The product lines, a data table (data/productLines.json), checked as it loads. A title with
 * `{a|b|c}` stands for one title per choice: `足金{福字|如意}戒指` is 足金福字戒指 and 足金如意戒指.
 */
const lines: readonly Line[] = Value.Parse(Type.Array(LineSchema), productLines).map((line) => ({
  ...line,
  titles: line.titles.flatMap(expandChoices),
}));

const diamondClarity = ['VVS1', 'VVS2', 'VS1', 'VS2', 'SI1'] as const;
const diamondColour = ['D', 'E', 'F', 'G', 'H', 'I-J'] as const;

const zodiac = ['鼠', '牛', '虎', '兔', '龙', '蛇', '马', '羊', '猴', '鸡', '狗', '猪'] as const;
/** The zodiac animal of a Chinese year (close enough for titles: 2026 is the Horse). */
export function zodiacOf(year: number): string {
  return zodiac[(((year - 2020) % 12) + 12) % 12] as string;
}

function grams(random: Random, [min, max]: readonly [number, number]): number {
  // Whole hundredths of a gram, so the weight lines print exactly with two decimals.
  return random.int(Math.round(min * 100), Math.round(max * 100)) * 10;
}

function roundYuan(fen: number, step: number): number {
  return Math.max(step, Math.round(fen / (step * 100)) * step * 100);
}

function attributeOf(
  parts: Partial<
    Record<'ringSize' | 'chainLength' | 'customizedSize' | 'customizedStyle' | 'customizedDirection', string>
  >,
): string {
  // `key:value` pairs in a fixed order, joined by ';' (e.g. `ringSize:12`); '' for one-size pieces.
  return (['ringSize', 'chainLength', 'customizedSize', 'customizedStyle', 'customizedDirection'] as const)
    .filter((key) => parts[key])
    .map((key) => `${key}:${parts[key]}`)
    .join(';');
}

function stock(random: Random): { stockWeb: number; stockStore: number } {
  return { stockWeb: random.chance(0.12) ? 0 : random.int(1, 30), stockStore: random.int(0, 12) };
}

function variantsOf(line: Line, random: Random, baseWeightMg: number): SkuDraft[] {
  const perGram = line.pricing === 'per_gram';
  if (line.variants === 'ring') {
    const start = random.int(line.category === '钻石' ? 0 : 1, 5);
    const count = random.int(4, 6);
    return ringSizes.slice(start, start + count).map((size, index) => ({
      attribute: attributeOf({ ringSize: String(size) }),
      ringSize: String(size),
      ...stock(random),
      // Bigger rings take more metal: ~80 mg per size for gold priced by the gram.
      priceDeltaFen: perGram ? 0 : index >= 3 ? (index - 2) * 10_000 : 0,
      goldWeightMg: perGram ? baseWeightMg + index * 80 : null,
    }));
  }
  if (line.variants === 'chain' || (line.variants === 'pendantChain' && random.chance(0.5))) {
    const lengths = chainLengths[line.groupId] ?? [40, 45];
    return lengths.map((length, index) => ({
      attribute: attributeOf({ chainLength: String(length) }),
      chainLength: String(length),
      ...stock(random),
      priceDeltaFen: perGram ? 0 : index * (line.category === '铂金' ? 15_000 : 10_000),
      goldWeightMg: perGram ? Math.round((baseWeightMg * length) / (lengths[0] as number) / 10) * 10 : null,
    }));
  }
  return [{ attribute: '', ...stock(random), priceDeltaFen: 0, goldWeightMg: null }];
}

function fixedPriceFen(
  line: Line,
  random: Random,
  weightMg: number,
): { priceFen: number; diamond?: { clarity: string; colour: string; carat: string } } {
  if (line.typeId === 1) {
    // Diamonds: price by carat, steeper for bigger stones, plus the 18K/PT950 setting.
    const carat = line.groupId === 1 ? random.int(10, 120) / 100 : random.int(5, 50) / 100;
    const clarity = random.pick(diamondClarity);
    const colour = random.pick(diamondColour);
    const priceFen = roundYuan((18_000 * Math.pow(carat, 1.45) + 1_800 + weightMg / 10) * 100, 10) - 100;
    return { priceFen, diamond: { clarity, colour, carat: carat.toFixed(2) } };
  }
  if (line.typeId === 4)
    return { priceFen: roundYuan((weightMg / 1000) * 42_000 + random.int(200, 600) * 100, 10) - 100 };
  if (line.typeId === 9)
    return { priceFen: roundYuan((weightMg / 1000) * 68_000 + random.int(300, 800) * 100, 10) - 100 };
  return { priceFen: roundYuan(random.int(line.yuan[0], line.yuan[1]) * 100, 10) - 100 };
}

function descriptionHtml(title: string, category: string, info: string): string {
  return (
    `<p>${title}，${info.replace(/ · /g, '，')}。金缘珠宝官方商城正品保障，每件商品均附质检证书与电子保单。</p>` +
    `<p>材质类别：${category}。实物克重、尺寸以收到的商品及证书为准，按克计价商品以下单时金价结算。</p>` +
    '<ul><li>支持门店验证与售后服务</li><li>顺丰保价配送，专属礼盒包装</li><li>7天无理由退换（定制、刻字商品除外）</li></ul>'
  );
}

function images(art: ArtworkMotif, mouldNo: string, count: number): ImageDraft[] {
  return Array.from({ length: count }, (_, index) => ({
    // The last view of a four- or five-picture gallery is the detail shot.
    kind: count >= 4 && index === count - 1 ? ('detail' as const) : ('main' as const),
    src: mediaUrl('goods', `${art}-${mouldNo}-${index + 1}`),
    sort: index,
  }));
}

type Counters = Record<string, number>;
function nextMould(counters: Counters, category: Category): string {
  const letter = categoryLetters[category];
  counters[letter] = (counters[letter] ?? 0) + 1;
  return `JY${letter}${String(counters[letter]).padStart(5, '0')}`;
}

/**
 * The catalogue: ≥ 200 pieces over the seven categories, per-gram and fixed-price, ring sizes,
 * chain lengths and customisation, presale and points products, stock including zero.
 */
export function buildCatalogue(random: Random, now: Date, price: GoldPriceRow): GoodsDraft[] {
  const drafts: GoodsDraft[] = [];
  const counters: Counters = {};
  const year = chinaDate(now).year;

  const push = (
    line: Line,
    title: string,
    extra: Partial<GoodsDraft['row']> = {},
    skus?: (base: number) => SkuDraft[],
  ) => {
    const mouldNo = nextMould(counters, line.category);
    const weightMg = grams(random, line.grams);
    const info = random.pick(line.infos);
    const isNew = random.chance(0.15);
    const row: GoodsDraft['row'] = {
      mouldNo,
      title,
      newTitle: isNew ? `【新品】${title}` : title,
      titleInfo: info,
      productTypeId: line.typeId,
      productGroupId: line.groupId,
      category: line.category,
      style: random.pick(line.styles),
      pricingMode: line.pricing,
      shopPriceFen: 0,
      totalWeightMg: weightMg,
      goldWeightMg: line.typeId === 10 ? weightMg : line.typeId === 9 ? Math.round(weightMg * 0.75) : 0,
      isHot: random.chance(0.16),
      isNew,
      descriptionHtml: descriptionHtml(title, line.category, info),
      createdAt: addDays(now, isNew ? -random.int(1, 20) : -random.int(30, 420)),
    };
    if (line.pricing === 'per_gram') {
      row.labourFeeFen = random.int(line.yuan[0], line.yuan[1]) * 100;
      row.shopPriceFen = perGramPriceFen(weightMg, goldPriceFor(line.category, price), row.labourFeeFen);
    } else {
      const fixed = fixedPriceFen(line, random, weightMg);
      row.shopPriceFen = fixed.priceFen;
      if (fixed.diamond)
        Object.assign(row, {
          detailShape: fixed.diamond.clarity,
          detailSize: fixed.diamond.colour,
          detailCount: fixed.diamond.carat,
        });
      // spec §9: a promotion price shows when positive and below the shop price.
      if (random.chance(0.14)) row.marketingPriceFen = roundYuan(row.shopPriceFen * 0.9, 10) - 100;
    }
    // Explicit fields (points prices, custom titles, links) win over the generated ones.
    Object.assign(row, extra);
    drafts.push({
      row,
      brand: line.brand,
      seriesName: random.pick(line.series),
      art: line.art,
      skus: skus ? skus(weightMg) : variantsOf(line, random, weightMg),
      images: images(line.art, mouldNo, random.int(3, 5)),
    });
    return drafts[drafts.length - 1] as GoodsDraft;
  };

  for (const line of lines) {
    const titles = random.sample(line.titles, line.count);
    for (const title of titles) {
      if (line.groupId === 2 && line.typeId === 10 && titles.indexOf(title) < 2) {
        // Customisable bangles: inner diameter × engraving (spec §3 customizedSize / customizedStyle).
        push(line, title.replace('手镯', '定制手镯'), { titleInfo: '黄金手镯 · 古法金 · 可定制圈口与刻字' }, (base) =>
          [54, 56, 58].flatMap((size, index) =>
            ['素面', '刻字'].map((style) => ({
              attribute: attributeOf({ customizedSize: String(size), customizedStyle: style }),
              customizedSize: String(size),
              customizedStyle: style,
              ...stock(random),
              priceDeltaFen: style === '刻字' ? 8_800 : 0,
              goldWeightMg: base + index * 900,
            })),
          ),
        );
      } else {
        push(line, title);
      }
    }
    if (line.typeId === 10 && line.groupId === 4) {
      // A made-to-order name necklace: script × direction, and a link to the customisation page (spec §4 search: linkUrl).
      push(
        line,
        '足金定制名字项链',
        { titleInfo: '黄金项链 · 专属定制 · 足金999', linkUrl: '/enterprise/customization/index', isHot: true },
        (base) =>
          ['楷体', '篆书', '英文花体'].flatMap((style) =>
            ['横排', '竖排'].map((direction) => ({
              attribute: attributeOf({ chainLength: '45', customizedStyle: style, customizedDirection: direction }),
              chainLength: '45',
              customizedStyle: style,
              customizedDirection: direction,
              stockWeb: 99,
              stockStore: 0,
              priceDeltaFen: style === '英文花体' ? 5_000 : 0,
              goldWeightMg: base,
            })),
          ),
      );
    }
  }

  // Bars and medals: priced by the gram at the bar price, with a small labour fee.
  const barLine: Line = {
    category: '金条/金章',
    typeId: 10,
    groupId: 8,
    art: 'bar',
    brand: '金缘·金藏',
    series: ['金条典藏'],
    styles: ['投资', '收藏'],
    titles: [],
    count: 0,
    pricing: 'per_gram',
    grams: [0, 0],
    yuan: [0, 0],
    variants: 'none',
    infos: ['投资金条 · Au9999 · 附证书'],
  };
  const bars: [string, number][] = [
    ...[5, 10, 20, 50, 100, 200, 500].map((g): [string, number] => [`金缘Au9999投资金条${g}g`, g]),
    ...[10, 20, 50].map((g): [string, number] => [`金缘如意金条${g}g`, g]),
    ...[10, 20, 50].map((g): [string, number] => [`金缘福字金条${g}g`, g]),
  ];
  for (const [title, g] of bars) {
    const draft = push(barLine, title, {
      totalWeightMg: g * 1000,
      goldWeightMg: g * 1000,
      isHot: g === 20 || g === 50,
      style: g >= 100 ? '投资' : '收藏',
    });
    draft.row.labourFeeFen = g * (g >= 100 ? 600 : 1_200);
    draft.row.shopPriceFen = perGramPriceFen(g * 1000, price.todayPriceTzjt, draft.row.labourFeeFen);
    if (g === 20 && title.startsWith('金缘Au9999')) draft.row.linkUrl = '/todaygold';
  }
  const medalLine: Line = {
    ...barLine,
    groupId: 9,
    art: 'medal',
    series: ['生肖纪念'],
    infos: ['金章 · 足金999 · 附收藏证书'],
  };
  const medals: [string, number, boolean][] = [
    [`${year}${zodiacOf(year)}年生肖足金金章`, 10, false],
    [`${year}${zodiacOf(year)}年生肖足金金章`, 30, false],
    [`${year + 1}${zodiacOf(year + 1)}年生肖足金金章`, 10, true],
    [`${year + 1}${zodiacOf(year + 1)}年生肖足金金章`, 30, true],
    ['足金福字金章', 5, false],
    ['足金寿字金章', 10, false],
    ['足金囍字金章', 10, false],
    ['足金财神金章', 20, false],
    ['足金平安金章', 5, false],
    ['足金熊猫纪念金章', 15, false],
    ['足金宝宝满月金章', 3, false],
    ['足金状元及第金章', 8, false],
  ];
  for (const [title, g, presell] of medals) {
    const draft = push(medalLine, `${title}${g}g`, { totalWeightMg: g * 1000, goldWeightMg: g * 1000, style: '收藏' });
    draft.row.labourFeeFen = g * 2_800;
    draft.row.shopPriceFen = perGramPriceFen(g * 1000, price.todayPriceTzjt, draft.row.labourFeeFen);
    // The medals' final payment is open now (a presale that can be bought and paid in full today).
    if (presell) presale(draft, random, { start: addDays(now, -1), end: addDays(now, 14) });
  }

  // A few more presale pieces: one diamond ring and one bangle (deposit now, balance later).
  for (const letter of ['D', 'G']) {
    const draft = drafts.find(
      (item) =>
        item.row.mouldNo.charAt(2) === letter &&
        item.row.productGroupId === (letter === 'D' ? 1 : 2) &&
        !item.row.isPresell &&
        !item.row.title.includes('定制'),
    );
    // Their final payment opens in a week: a deposit today, the balance (尾款) later.
    if (draft) presale(draft, random, { start: addDays(now, 7), end: addDays(now, 21) });
  }

  // Points products (spec §9 types 21 and 23): a little cash plus points.
  const pointLines: [Category, number, ArtworkMotif, string, number, number, number][] = [
    ['足金/黄金', 11, 'bead', '积分兑换·足金福字小金豆', 21, 990, 20_000],
    ['珍珠', 7, 'earrings', '积分兑换·淡水珍珠耳钉', 21, 1_990, 12_000],
    ['K金', 7, 'earrings', '积分换购·18K金简约圆圈耳钉', 23, 9_900, 8_000],
    ['足金/黄金', 5, 'pendant', '积分换购·足金平安扣吊坠', 23, 19_900, 15_000],
  ];
  for (const [category, groupId, art, title, pointType, cashFen, points] of pointLines) {
    const line: Line = {
      category,
      typeId: 12,
      groupId,
      art,
      brand: '金缘',
      series: ['好运连连'],
      styles: ['积分礼品'],
      titles: [],
      count: 0,
      pricing: 'fixed',
      grams: [0.3, 1.2],
      yuan: [0, 0],
      variants: 'none',
      infos: ['会员积分专享 · 数量有限'],
    };
    push(line, title, {
      pointProductType: pointType,
      shopPriceFen: cashFen,
      bonusPurchasePoint: points,
      isHot: false,
      marketingPriceFen: null,
    });
  }

  // Sold out: every SKU of a handful of ordinary pieces at zero (spec §4: plus disabled without stock).
  const ordinary = drafts.filter((draft) => !draft.row.isPresell && !draft.row.pointProductType && !draft.row.linkUrl);
  for (const draft of random.sample(ordinary, 10)) {
    for (const sku of draft.skus) Object.assign(sku, { stockWeb: 0, stockStore: 0 });
  }
  // Every ring keeps at least one size at zero, so a sold-out single size is always in the demo.
  for (const draft of drafts.filter((item) => item.row.productGroupId === 1 && item.skus.length > 1)) {
    const sku = draft.skus[random.int(0, draft.skus.length - 1)] as SkuDraft;
    sku.stockWeb = 0;
  }
  return drafts;
}

/** Makes a piece a presale piece with a deposit and its final-payment (尾款) window (spec §3). */
function presale(draft: GoodsDraft, random: Random, window: { start: Date; end: Date }): void {
  draft.row.finalPayStartAt = window.start;
  draft.row.finalPayEndAt = window.end;
  draft.row.isPresell = true;
  draft.row.presellPriceFen = roundYuan(draft.row.shopPriceFen * 0.96, 10) - 100;
  draft.row.depositFen = draft.row.shopPriceFen >= 1_000_000 ? 100_000 : 50_000;
  draft.row.titleInfo = `预售 · 定金¥${draft.row.depositFen / 100}锁定优惠价`;
  draft.row.isNew = true;
  for (const sku of draft.skus) sku.stockWeb = random.int(20, 60);
}

/**
 * The category object of spec §3 for one SKU of a piece (the order item snapshot): weights in grams
 * with two decimals, diamond grading, ring size, chain length (cm) and customisation, only when set.
 */
export function categoryObject(
  row: Pick<GoodsDraft['row'], 'totalWeightMg' | 'goldWeightMg' | 'detailShape' | 'detailSize' | 'detailCount'>,
  sku: Pick<
    SkuDraft,
    'ringSize' | 'chainLength' | 'customizedSize' | 'customizedStyle' | 'customizedDirection' | 'goldWeightMg'
  >,
): Record<string, string> {
  const goldWeightMg = sku.goldWeightMg ?? row.goldWeightMg ?? 0;
  const entries: [string, string | undefined][] = [
    ['totalWeight', row.totalWeightMg ? ((sku.goldWeightMg ?? row.totalWeightMg) / 1000).toFixed(2) : undefined],
    ['goldWeight', goldWeightMg ? (goldWeightMg / 1000).toFixed(2) : undefined],
    ['detailShape', row.detailShape ?? undefined],
    ['detailSize', row.detailSize ?? undefined],
    ['detailCount', row.detailCount ?? undefined],
    ['ringSize', sku.ringSize ?? undefined],
    ['actualLength', sku.chainLength ?? undefined],
    ['customizedSize', sku.customizedSize ?? undefined],
    ['customizedStyle', sku.customizedStyle ?? undefined],
    ['customizedDirection', sku.customizedDirection ?? undefined],
  ];
  return Object.fromEntries(entries.filter((entry): entry is [string, string] => Boolean(entry[1])));
}

const commentNicknames = [
  '金***友',
  'w***8',
  '小***鱼',
  '幸***运',
  '1***6',
  '晴***天',
  'L***a',
  '橙***子',
  '阿***玲',
  'm***y',
  '陈***姐',
  '知***足',
  '柚***子',
  '大***熊',
  'S***n',
];
const commentsGood = [
  '做工很精致，金色很正，戴上显气质，家里人都说好看。',
  '物流很快，包装精美，送给妈妈的生日礼物，她特别喜欢。',
  '克重和描述一致，附带证书和电子保单，官方渠道买得放心。',
  '客服很耐心，帮我选好了尺寸，戴着刚刚好。',
  '第二次回购了，品质一如既往地稳定，细节打磨得很光滑。',
  '实物比图片还要好看，光泽很温润，日常搭配很百搭。',
  '给女朋友的纪念日礼物，拆开的时候她很惊喜，满意！',
  '顺丰保价寄送，第二天就到了，礼盒和手提袋都很有质感。',
  '门店验证过了，和证书信息完全一致，五星好评。',
];
const commentsByCategory: Partial<Record<Category, readonly string[]>> = {
  钻石: ['钻石火彩很好，灯光下闪闪的，求婚成功！', '镶嵌很牢固，爪头不刮毛衣，设计很显钻。'],
  珍珠: ['珍珠光泽很好，几乎看不到瑕疵，颗颗圆润。', '大小很均匀，搭配衬衫和连衣裙都很优雅。'],
  翡翠玉石: ['种水比预期好，颜色很正，附带的证书可以查询。', '玉质细腻，佩戴一段时间越来越润。'],
  '金条/金章': ['金条包装密封完好，编号和证书对得上，适合收藏。', '生肖金章图案很精细，送长辈很有面子。'],
  '足金/黄金': ['古法工艺的哑光质感很高级，分量十足。', '转运珠很小巧，配红绳戴着很可爱。'],
};
const commentsMixed = [
  '整体满意，就是颜色比图片稍浅一点。',
  '款式好看，但是链子稍微有点细，需要小心佩戴。',
  '等了几天才发货，东西本身还不错。',
];

/** Reviews with ratings on about two thirds of the pieces (mostly five stars, a few fours and threes). */
export function buildComments(
  random: Random,
  now: Date,
  drafts: readonly GoodsDraft[],
  goodsIds: ReadonlyMap<string, number>,
): (typeof goodsComments.$inferInsert)[] {
  const rows: (typeof goodsComments.$inferInsert)[] = [];
  for (const draft of drafts) {
    if (draft.row.pointProductType || !random.chance(0.68)) continue;
    const goodsId = goodsIds.get(draft.row.mouldNo) as number;
    const count = random.int(1, 6);
    for (let index = 0; index < count; index += 1) {
      const roll = random.next();
      const rating = roll < 0.72 ? 5 : roll < 0.93 ? 4 : 3;
      const pool = rating === 3 ? commentsMixed : [...commentsGood, ...(commentsByCategory[draft.row.category] ?? [])];
      rows.push({
        goodsId,
        nickname: random.pick(commentNicknames),
        rating,
        content: random.pick(pool),
        images: random.chance(0.2) ? [draft.images[random.int(0, draft.images.length - 1)]?.src as string] : [],
        createdAt: addDays(now, -random.int(1, 200) - random.next()),
      });
    }
  }
  return rows;
}

/** A marketing activity with the mould numbers it applies to. */
export type ActivityDraft = { row: typeof marketingActivities.$inferInsert; mouldNos: string[] };

/**
 * Activities of spec §9: type 6 full-minus (once, and per multiple when isNoTop) and type 10
 * quantity discount (a derate above 9 is a percentage, at or below 9 tenths). Amounts in fen, and
 * kept under ¥100 because `derate` is numeric(6,2) (see the report to the schema owner).
 */
export function buildActivities(random: Random, now: Date, drafts: readonly GoodsDraft[]): ActivityDraft[] {
  const pick = (filter: (draft: GoodsDraft) => boolean, count: number) =>
    random
      .sample(
        drafts.filter((draft) => !draft.row.pointProductType && !draft.row.isPresell && filter(draft)),
        count,
      )
      .map((draft) => draft.row.mouldNo);
  const running = { startsAt: addDays(now, -12), endsAt: addDays(now, 18) };
  return [
    {
      row: {
        mType: 6,
        mTypeDesc: '满减',
        labelName: '每满1000减50',
        adWord: '每满¥1,000立减¥50，上不封顶',
        threshold: 100_000,
        derate: '5000',
        isNoTop: true,
        ...running,
      },
      mouldNos: pick((draft) => draft.row.category === 'K金' || draft.row.category === '珍珠', 30),
    },
    {
      row: {
        mType: 6,
        mTypeDesc: '满减',
        labelName: '满2000减80',
        adWord: '单笔满¥2,000立减¥80',
        threshold: 200_000,
        derate: '8000',
        isNoTop: false,
        ...running,
      },
      mouldNos: pick((draft) => draft.row.category === '钻石' || draft.row.category === '铂金', 30),
    },
    {
      row: {
        mType: 10,
        mTypeDesc: '满件折',
        labelName: '满2件95折',
        adWord: '任选2件享95折',
        threshold: 2,
        derate: '95',
        isNoTop: false,
        ...running,
      },
      mouldNos: pick(
        (draft) =>
          draft.row.pricingMode === 'fixed' && (draft.row.productGroupId === 11 || draft.row.productGroupId === 7),
        20,
      ),
    },
    {
      row: {
        mType: 10,
        mTypeDesc: '满件折',
        labelName: '满3件9折',
        adWord: '任选3件享9折',
        threshold: 3,
        derate: '9',
        isNoTop: false,
        ...running,
      },
      mouldNos: pick(
        (draft) =>
          draft.row.category === '翡翠玉石' || draft.row.productGroupId === 34 || draft.row.category === '珍珠',
        20,
      ),
    },
    {
      // Over: shows that only running activities apply.
      row: {
        mType: 6,
        mTypeDesc: '满减',
        labelName: '满3000减99',
        adWord: '国庆限定：满¥3,000减¥99',
        threshold: 300_000,
        derate: '9900',
        isNoTop: false,
        startsAt: addDays(now, -50),
        endsAt: addDays(now, -5),
      },
      mouldNos: pick((draft) => draft.row.category === '足金/黄金' && draft.row.pricingMode === 'fixed', 8),
    },
  ];
}
