import { Type, type Static } from '@sinclair/typebox';
import { CodeEnvelope, Id, TimestampQuery } from '../envelope';
import { GoodsCardSchema } from '../goods/schemas';

/** A decimal amount in yuan with two places ("1012.50"): exact on the wire, shown as 元/克. */
export const YuanString = Type.String({ pattern: '^-?\\d+\\.\\d{2}$', examples: ['1012.50'] });

// --- Menus (menuType 0 header, 1 footer; spec §3 navigation menu item). Path designed by us. ---

export const MenuQuery = Type.Composite([
  TimestampQuery,
  Type.Object({ menuType: Type.Union([Type.Literal(0), Type.Literal(1)]) }),
]);

export interface MenuItem {
  id: number;
  pid: number;
  title: string;
  jumpLink: string;
  srcLink: string;
  adName: string;
  adToLink: string;
  isAdVideo: boolean;
  children: MenuItem[];
}
export const MenuItemSchema = Type.Recursive(
  (This) =>
    Type.Object(
      {
        id: Type.Integer(),
        pid: Type.Integer(),
        title: Type.String(),
        jumpLink: Type.String(),
        srcLink: Type.String(),
        adName: Type.String(),
        adToLink: Type.String(),
        isAdVideo: Type.Boolean(),
        children: Type.Array(This),
      },
      { additionalProperties: false },
    ),
  { $id: 'MenuItem' },
);
export const MenuResponse = CodeEnvelope(Type.Array(MenuItemSchema));

// --- Top notices (spec §2). ---

export const NoticeSchema = Type.Object(
  { id: Type.Integer(), content: Type.String(), jumpLink: Type.String() },
  { additionalProperties: false },
);
export type Notice = Static<typeof NoticeSchema>;
export const NoticeResponse = CodeEnvelope(Type.Array(NoticeSchema));

// --- Grey page flag (spec §1, §7 isPageGraying; "port 4" is the web platform). ---

export const GrayingQuery = Type.Composite([
  TimestampQuery,
  Type.Object({ port: Type.Optional(Type.Integer({ minimum: 0, maximum: 99 })) }),
]);
export const GrayingSchema = Type.Object(
  { isGraying: Type.Boolean(), reason: Type.String() },
  { additionalProperties: false },
);
export type Graying = Static<typeof GrayingSchema>;
export const GrayingResponse = CodeEnvelope(GrayingSchema);

// --- Gold price (spec §3). ---

export const GoldPriceSchema = Type.Object(
  {
    actStatus: Type.Integer(),
    showStatus: Type.Integer(),
    /** When the price was set, ISO 8601. */
    inputTime: Type.String(),
    /** When this answer was read, ISO 8601. */
    readTime: Type.String(),
    copywriting: Type.String(),
    /** Retail pure gold, 元/克. */
    todayPriceHK: YuanString,
    /** Gold bars and medals, 元/克. */
    todayPriceTzjt: YuanString,
    /** Gold value-add service, 元/克. */
    todayPriceHgjShi: YuanString,
    /** Recycling, 元/克. */
    baiJianHJPrice: YuanString,
    /** The gold advert image (tagValue 3), '' when none. */
    homeAdSrc: Type.String(),
  },
  { $id: 'GoldPrice', additionalProperties: false },
);
export type GoldPrice = Static<typeof GoldPriceSchema>;

/** ctfTodayGoldPrice: the current reading, for the header pop-up. */
export const CtfTodayGoldPriceResponse = CodeEnvelope(GoldPriceSchema);

/** todayGoldPrice: the current reading plus the daily history, for /todaygold. */
export const GoldPriceHistoryPoint = Type.Object(
  {
    date: Type.String({ format: 'date' }),
    todayPriceHK: YuanString,
    todayPriceTzjt: YuanString,
    baiJianHJPrice: YuanString,
  },
  { additionalProperties: false },
);
export const TodayGoldPriceQuery = Type.Composite([
  TimestampQuery,
  Type.Object({ days: Type.Optional(Type.Integer({ minimum: 1, maximum: 365 })) }),
]);
export const TodayGoldPriceSchema = Type.Composite(
  [GoldPriceSchema, Type.Object({ history: Type.Array(GoldPriceHistoryPoint) })],
  {
    additionalProperties: false,
  },
);
/** todayGoldPrice's answer: the current reading plus the daily history. */
export type TodayGoldPrice = Static<typeof TodayGoldPriceSchema>;
export const TodayGoldPriceResponse = CodeEnvelope(TodayGoldPriceSchema);

export const GoldPriceDecorateSchema = Type.Object(
  { imageSrc: Type.String(), title: Type.String(), copywriting: Type.String(), jumpLink: Type.String() },
  { additionalProperties: false },
);
/** The picture and words around the gold price (spec §7 getGoldPriceDecorate); the call answers null when there are none. */
export type GoldPriceDecoration = Static<typeof GoldPriceDecorateSchema>;
export const GoldPriceDecorateResponse = CodeEnvelope(Type.Union([GoldPriceDecorateSchema, Type.Null()]));

// --- Adverts (getAd; tagValue 3 is the gold advert). ---

export const AdvertQuery = Type.Composite([
  TimestampQuery,
  Type.Object({ tagValue: Type.Integer({ minimum: 0, maximum: 999 }) }),
]);
export const AdvertSchema = Type.Object(
  {
    id: Type.Integer(),
    tagValue: Type.Integer(),
    title: Type.String(),
    srcLink: Type.String(),
    jumpLink: Type.String(),
    isVideo: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type Advert = Static<typeof AdvertSchema>;
export const AdvertResponse = CodeEnvelope(Type.Array(AdvertSchema));

// --- Classifies (category pop-up). ---

export interface Classify {
  id: number;
  pid: number;
  name: string;
  keyword: string;
  iconSrc: string;
  children: Classify[];
}
export const ClassifySchema = Type.Recursive(
  (This) =>
    Type.Object(
      {
        id: Type.Integer(),
        pid: Type.Integer(),
        name: Type.String(),
        keyword: Type.String(),
        iconSrc: Type.String(),
        children: Type.Array(This),
      },
      { additionalProperties: false },
    ),
  { $id: 'Classify' },
);
export const ClassifyResponse = CodeEnvelope(Type.Array(ClassifySchema));

// --- Topics (home floors and /d?id). ---

export const TopicQuery = Type.Composite([TimestampQuery, Type.Object({ id: Type.Optional(Id) })]);
export const TopicSummarySchema = Type.Object(
  {
    id: Type.Integer(),
    title: Type.String(),
    subtitle: Type.String(),
    coverSrc: Type.String(),
    isHomeFloor: Type.Boolean(),
    mouldNos: Type.Array(Type.String()),
  },
  { additionalProperties: false },
);
export const TopicSchema = Type.Composite(
  [
    TopicSummarySchema,
    Type.Object({
      bodyHtml: Type.String(),
      /**
       * The pieces it presents that are on sale today, as the goods list shows them (picture, title, price, labels,
       * link), in the topic's order (issue #31 item 2); a piece taken off sale is left out.
       */
      pieces: Type.Array(GoodsCardSchema),
    }),
  ],
  { additionalProperties: false },
);
export type Topic = Static<typeof TopicSchema>;
/** A topic as the list and the home floors show it (no story, no pieces' cards). */
export type TopicSummary = Static<typeof TopicSummarySchema>;
/** Without `id`: every topic (summaries); with `id`: that topic in full, or code 404. */
export const TopicResponse = CodeEnvelope(Type.Union([TopicSchema, Type.Array(TopicSummarySchema)]));
