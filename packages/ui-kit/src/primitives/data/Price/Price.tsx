import { visuallyHidden } from '../../../styles/utilities.css';
import { displayPrice, formatFen } from './priceRules';
import * as styles from './Price.css';

export const priceSizes = ['small', 'medium', 'large'] as const;

type PriceBaseProps = {
  /** The shop price (商城价) in integer fen: 1288800 shows as 12,888.00. */
  fen: number;
  /** The currency sign before the figures. A symbol, not copy, so it has a default. */
  currency?: string;
  /** small in lists and the bag, medium on product cards, large on the product page. */
  size?: (typeof priceSizes)[number];
  /** The price is a starting price (several specifications): shows `fromLabel` after it (spec §9). */
  isFrom?: boolean;
  /** The starting-price suffix shown when `isFrom` is set (e.g. 起). */
  fromLabel?: string;
};

type PricePromoProps =
  | {
      /** No promotional price. */
      promoFen?: null;
      /** Announced before the struck shop price when a promotion applies (e.g. 原价). */
      originalLabel?: string;
      /** Announced before the promotional price when a promotion applies (e.g. 现价). */
      currentLabel?: string;
    }
  | {
      /**
       * The promotional price in integer fen. It is shown, with the shop price struck through,
       * only when positive and below the shop price (spec §9); otherwise it is ignored.
       */
      promoFen: number;
      /** Announced before the struck shop price (e.g. 原价): screen readers do not voice the strike. */
      originalLabel: string;
      /** Announced before the promotional price (e.g. 现价). */
      currentLabel: string;
    };

export type PriceProps = PriceBaseProps & PricePromoProps;

/** Splits an amount so the minus sign goes before the currency sign (-¥5.00), never after it. */
function signed(fen: number) {
  return { sign: fen < 0 ? '-' : '', figures: formatFen(Math.abs(fen)) };
}

/**
 * A price in yuan from integer fen (DESIGN.md §7), in tabular figures and the price colour. When a
 * promotion applies (spec §9), the promotional price leads and the shop price follows struck
 * through, each preceded by a visually hidden label so that both are announced for what they are.
 */
export function Price({
  fen,
  promoFen,
  currency = '¥',
  size,
  isFrom = false,
  fromLabel,
  originalLabel,
  currentLabel,
}: PriceProps) {
  const { currentFen, struckFen } = displayPrice({ shopFen: fen, promoFen });
  const shown = signed(currentFen);
  const struck = struckFen === null ? null : signed(struckFen);
  return (
    <span className={styles.root({ size })}>
      <span className={styles.current}>
        {struck && currentLabel ? <span className={visuallyHidden}>{currentLabel}</span> : null}
        <span className={styles.affix({ size })}>
          {shown.sign}
          {currency}
        </span>
        {shown.figures}
        {isFrom && fromLabel ? <span className={`${styles.affix({ size })} ${styles.from}`}>{fromLabel}</span> : null}
      </span>
      {struck ? (
        <del className={styles.struck({ size })}>
          {originalLabel ? <span className={visuallyHidden}>{originalLabel}</span> : null}
          {struck.sign}
          {currency}
          {struck.figures}
        </del>
      ) : null}
    </span>
  );
}
