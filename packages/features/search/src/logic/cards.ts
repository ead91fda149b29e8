import { yuanToFen } from '@mall/contract';
import { type GoodsCard, type MarketingLabel } from '@mall/contract/goods';
import type { ProductCardData } from '@mall/ui-kit';

/** A discount label read for display (spec §9). */
export type DiscountLabel =
  | { kind: 'quantity'; pieces: number; fold: string; percentPaid: number }
  | { kind: 'fullMinus'; threshold: string; reduction: string; isPerMultiple: boolean };

/**
 * The share of the price paid under a quantity discount, in percent (spec §9: a value above 9 is
 * a percentage, otherwise tenths): 95 → 95, 9 → 90, 8.5 → 85.
 */
export function foldPercent(value: number): number {
  return value > 9 ? value : Math.round(value * 10 * 100) / 100;
}

/** Yuan without trailing zero decimals, as labels write them: "2000.00" → "2000", "88.50" → "88.5". */
export function shortYuan(yuan: string): string {
  return yuan.includes('.') ? yuan.replace(/\.?0+$/, '') : yuan;
}

/**
 * Reads a marketing label (spec §3 labels; spec §9 marketing types 6 full-minus and 10 quantity
 * discount). Type 10 is 满N件 plus the fold value (满2件95折, 满3件9折); type 6 is 满X减Y (每满 when
 * IsNoTop). Returns null for a label that cannot be read.
 */
export function readDiscountLabel(label: MarketingLabel): DiscountLabel | null {
  if (label.MType === 10) {
    const pieces = Number.parseInt(label.Price, 10);
    const value = Number.parseFloat(label.DerateMoney);
    if (!(pieces > 0) || !(value > 0) || value >= 100) return null;
    return { kind: 'quantity', pieces, fold: shortYuan(label.DerateMoney), percentPaid: foldPercent(value) };
  }
  if (!/^\d+(\.\d+)?$/.test(label.Price) || !/^\d+(\.\d+)?$/.test(label.DerateMoney)) return null;
  return {
    kind: 'fullMinus',
    threshold: shortYuan(label.Price),
    reduction: shortYuan(label.DerateMoney),
    isPerMultiple: label.IsNoTop,
  };
}

/** Joins brand and series for a card's second line, leaving out blanks. */
export function brandLine(brandName: string, seriesName: string): string | undefined {
  const parts = [brandName, seriesName].map((part) => part.trim()).filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : undefined;
}

/**
 * A goods card of the contract as the ui-kit ProductCard takes it: prices in fen (the promo price
 * is passed through; the card shows it only when positive and below the shop price, spec §9), 起
 * when the sizes differ in price, labels worded by `wordLabel`.
 */
export function toProductCard(
  card: GoodsCard,
  wordLabel: (label: DiscountLabel) => string,
  productHref: (mouldNo: string) => string,
): ProductCardData {
  const labels = card.labels.flatMap((label) => {
    const read = readDiscountLabel(label);
    return read ? [wordLabel(read)] : [];
  });
  return {
    id: String(card.goodsId),
    href: productHref(card.mouldNo),
    thumb: card.srcLink || card.thumb,
    title: card.newTitle || card.title,
    subtitle: brandLine(card.brandName, card.seriesName),
    shopFen: card.shopPriceFen,
    promoFen: yuanToFen(card.marketingPrice),
    isFrom: card.hasPriceRange,
    labels: [...new Set(labels)],
    isHot: card.isHot,
    isNew: card.isNew,
  };
}
