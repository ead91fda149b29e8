import { useId, type ReactNode } from 'react';
import { Button } from '../../../primitives/controls/Button/Button';
import { Price } from '../../../primitives/data/Price/Price';
import { QuantityStepper } from '../../../primitives/controls/QuantityStepper/QuantityStepper';
import * as styles from './GoodsSummary.css';

/** How much is left of the chosen piece. */
export const stockStates = ['inStock', 'low', 'soldOut'] as const;

/** Every visible string and accessible name of the summary (ui-kit never translates). */
export type GoodsSummaryLabels = {
  /** Caption before the price (商城价). */
  price: string;
  /** Announced before a struck shop price (原价). */
  original: string;
  /** Announced before a promotional price (现价). */
  current: string;
  /** Caption of the quantity stepper (数量). */
  quantity: string;
  /** 减少数量 */
  decrease: string;
  /** 增加数量 */
  increase: string;
  /** The add-to-bag button (加入购物袋). */
  addToBag: string;
  /** Announced while adding (加入中). */
  adding: string;
};

export type GoodsSummaryProps = {
  /** The piece's title, the page's h1. */
  title: string;
  /** A line under the title (titleInfo). */
  subtitle?: string;
  /** Brand and series, composed by the caller (金缘·古法 · 古法传承). */
  brandLine?: string;
  /** Strings and names. */
  labels: GoodsSummaryLabels;
  /** The shop price of the chosen attribute, in fen. */
  priceFen: number;
  /** The promotional price, in fen; shown only when positive and below the shop price (spec §9). */
  promoFen?: number | null;
  /** The price is being confirmed for the chosen attribute: the row is marked busy (aria-busy). */
  isPriceLoading?: boolean;
  /** Stock state of the chosen attribute, for the colour of `stockText`. */
  stockState: (typeof stockStates)[number];
  /** The stock as text (有货 / 仅剩2件 / 已售罄). */
  stockText: string;
  /** Pieces in stock of the chosen attribute (caps the quantity). */
  stock: number;
  /** The category lines (spec §9), already translated: 金重 3.52克. */
  lines?: readonly { label: string; value: string }[];
  /** The promotions (a MarketingBadges). */
  promotions?: ReactNode;
  /** The attribute choices (AttributePickers). */
  options?: ReactNode;
  /** The per-gram price breakdown (a PriceBreakdown). */
  breakdown?: ReactNode;
  /** The chosen quantity. */
  quantity: number;
  /** Called with the new quantity. */
  onQuantityChange: (quantity: number) => void;
  /**
   * Called by the add-to-bag button. Without it there is no button: `unavailableNote` says why
   * (the bag is not open yet), rather than a button that does nothing.
   */
  onAddToBag?: () => void;
  /** Shown instead of the button when `onAddToBag` is missing (购物袋即将开放). */
  unavailableNote?: string;
  /** The button shows progress. */
  isAdding?: boolean;
  /** An error under the button (请选择手寸, the server's message). */
  errorMessage?: string;
};

/**
 * The buying column of the product page: title, brand and series, the price (promo rule of spec
 * §9), promotions, category lines (spec §9), the attribute choices, stock, quantity and the
 * add-to-bag button. Sold out disables quantity and the button.
 */
export function GoodsSummary({
  title,
  subtitle,
  brandLine,
  labels,
  priceFen,
  promoFen,
  isPriceLoading = false,
  stockState,
  stockText,
  stock,
  lines = [],
  promotions,
  options,
  breakdown,
  quantity,
  onQuantityChange,
  onAddToBag,
  unavailableNote,
  isAdding = false,
  errorMessage,
}: GoodsSummaryProps) {
  const stockId = useId();
  const errorId = useId();
  const isSoldOut = stockState === 'soldOut';
  return (
    <div className={styles.root}>
      <div className={styles.heading}>
        <h1 className={styles.title}>{title}</h1>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        {brandLine ? <p className={styles.brand}>{brandLine}</p> : null}
      </div>
      <div className={styles.priceRow} aria-busy={isPriceLoading || undefined}>
        <span className={styles.caption}>{labels.price}</span>
        {promoFen != null ? (
          <Price
            fen={priceFen}
            promoFen={promoFen}
            originalLabel={labels.original}
            currentLabel={labels.current}
            size="large"
          />
        ) : (
          <Price fen={priceFen} size="large" />
        )}
      </div>
      {promotions}
      {breakdown}
      {lines.length > 0 ? (
        <dl className={styles.lines}>
          {lines.map((line) => (
            <div key={line.label} className={styles.line}>
              <dt className={styles.caption}>{line.label}</dt>
              <dd className={styles.lineValue}>{line.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {options}
      <div className={styles.buyRow}>
        <QuantityStepper
          value={quantity}
          onChange={onQuantityChange}
          stock={stock}
          label={labels.quantity}
          isLabelVisible
          decreaseLabel={labels.decrease}
          increaseLabel={labels.increase}
          isDisabled={isSoldOut}
          aria-describedby={stockId}
        />
        <span id={stockId} role="status" className={styles.stock({ state: stockState })}>
          {stockText}
        </span>
      </div>
      {onAddToBag ? (
        <Button
          tone="primary"
          size="large"
          onPress={onAddToBag}
          isDisabled={isSoldOut}
          loading={isAdding}
          loadingLabel={labels.adding}
          aria-describedby={errorMessage ? errorId : undefined}
        >
          {labels.addToBag}
        </Button>
      ) : unavailableNote ? (
        <p className={styles.note}>{unavailableNote}</p>
      ) : null}
      {errorMessage ? (
        <p id={errorId} role="alert" className={styles.error}>
          {errorMessage}
        </p>
      ) : null}
    </div>
  );
}
