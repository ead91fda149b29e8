import { Button, Group, Input, Label, NumberField } from 'react-aria-components';
import { visuallyHidden } from '../../../styles/utilities.css';
import { Icon } from '../../media/Icon/Icon';
import { Spinner } from '../../feedback/Spinner/Spinner';
import { canDecrease, canIncrease, clampQuantity, MIN_QUANTITY } from './quantityRules';
import * as styles from './QuantityStepper.css';

export const quantityStepperSizes = ['small', 'medium'] as const;

// Whole pieces, no grouping: "1200" rather than "1,200" keeps typing simple. Stable identity, so
// React Aria does not reformat the input on every render.
const formatOptions: Intl.NumberFormatOptions = { maximumFractionDigits: 0, useGrouping: false };

export type QuantityStepperProps = {
  /** The quantity (buyNum), a whole number from 1 to `stock`. Controlled. */
  value: number;
  /**
   * Called with the new quantity after a press of minus or plus, an arrow key, or on blur / Enter
   * after typing (already a whole number clamped to 1..stock). Not called when nothing changed.
   */
  onChange: (value: number) => void;
  /** Pieces in stock. Plus is disabled unless stock is above the quantity (spec §4); 0 disables the field. */
  stock: number;
  /** Name of the number input (e.g. 购买数量); visually hidden unless `isLabelVisible`. */
  label: string;
  /** Show `label` above the field instead of only announcing it. */
  isLabelVisible?: boolean;
  /** Accessible name of the minus button (e.g. 减少数量). */
  decreaseLabel: string;
  /** Accessible name of the plus button (e.g. 增加数量). */
  increaseLabel: string;
  /** Blocks every change (an invalid bag line). */
  isDisabled?: boolean;
  /**
   * The server is confirming the last change: the field turns read-only (focus stays), the
   * buttons are disabled, and `loadingLabel` is announced.
   */
  loading?: boolean;
  /** Announced while loading (e.g. 更新中). */
  loadingLabel?: string;
  /** small in the bag drawer, medium on the product page. */
  size?: (typeof quantityStepperSizes)[number];
  /** Id of an element that describes the field further (e.g. 库存 3 件). */
  'aria-describedby'?: string;
};

/**
 * The quantity stepper of the bag and the product page: minus, a number input and plus, on React
 * Aria's NumberField (arrow keys, Home/End, typing). Minus and plus follow spec §4 (Cart quantity);
 * a typed quantity is clamped to 1..stock when the field commits (blur or Enter).
 */
export function QuantityStepper({
  value,
  onChange,
  stock,
  label,
  isLabelVisible = false,
  decreaseLabel,
  increaseLabel,
  isDisabled = false,
  loading = false,
  loadingLabel,
  size,
  'aria-describedby': ariaDescribedby,
}: QuantityStepperProps) {
  const isOutOfStock = stock < MIN_QUANTITY;

  function handleChange(next: number) {
    // An emptied input commits NaN: React Aria then shows the current value again.
    if (Number.isNaN(next)) return;
    const quantity = clampQuantity(next, stock);
    if (quantity !== value) onChange(quantity);
  }

  return (
    <span className={styles.root}>
      <NumberField
        className={styles.field}
        value={value}
        onChange={handleChange}
        minValue={MIN_QUANTITY}
        // Never below the value itself: React Aria would silently show a quantity the bag does not
        // hold when stock has dropped under it. A change from there is clamped to stock in handleChange.
        maxValue={Math.max(MIN_QUANTITY, stock, value)}
        step={1}
        formatOptions={formatOptions}
        isDisabled={isDisabled || isOutOfStock}
        isReadOnly={loading}
        // A scroll of the page over the bag must not change quantities.
        isWheelDisabled
        decrementAriaLabel={decreaseLabel}
        incrementAriaLabel={increaseLabel}
        aria-describedby={ariaDescribedby}
      >
        <Label className={isLabelVisible ? styles.label : visuallyHidden}>{label}</Label>
        <Group className={styles.group({ size })}>
          {/* spec §4: the rules can only disable a button; React Aria still disables it when read-only or at the bound. */}
          <Button slot="decrement" className={styles.button({ size })} isDisabled={!canDecrease(value) || undefined}>
            <Icon name="minus" size="small" />
          </Button>
          <Input className={styles.input} />
          <Button
            slot="increment"
            className={styles.button({ size })}
            isDisabled={!canIncrease(value, stock) || undefined}
          >
            <Icon name="plus" size="small" />
          </Button>
        </Group>
      </NumberField>
      {loading ? <Spinner size="small" label={loadingLabel ?? ''} /> : null}
    </span>
  );
}
