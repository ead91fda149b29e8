import type { OrderLine } from '@mall/contract';

/** Inline artwork for story goods (no network in stories). */
const thumb = (fill: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200"><rect width="200" height="200" fill="#f8f1e0"/><circle cx="100" cy="104" r="48" fill="none" stroke="${fill}" stroke-width="14"/></svg>`,
  )}`;

const line = (goodID: number, title: string, unitPriceFen: number, fill: string, changes: Partial<OrderLine> = {}) =>
  ({
    goodID,
    mouldNo: `JY${10000 + goodID}`,
    title,
    thumb: thumb(fill),
    attribute: '',
    buyNum: 1,
    unitPriceFen,
    pointProductType: null,
    category: { goldWeight: '3.52克' },
    ...changes,
  }) satisfies OrderLine;

/** Goods of the story orders. */
export const storyLines = {
  ring: line(1, '足金999 古法传承素圈戒指', 358000, '#c9a24a', {
    attribute: 'ringSize:12',
    category: { ringSize: '12号', goldWeight: '3.52克' },
  }),
  bangle: line(2, '足金 福字古法手镯', 1268000, '#b8862b', { category: { goldWeight: '18.20克' } }),
  pendant: line(3, '18K金 一克拉钻石吊坠', 999900, '#8fb3d9', { buyNum: 2 }),
  pearl: line(4, '南洋金珠 单颗耳钉', 268000, '#e6d3a3'),
  pointsGift: line(5, '积分兑换 金缘定制红包', 0, '#a4141d', { pointProductType: 23 }),
} as const;

/** A member, as the app's providers take one (stories set it through `parameters.app.user`). */
export const member = { uid: 1001, nickname: '王女士', cardNo: 'JY88000001' };
