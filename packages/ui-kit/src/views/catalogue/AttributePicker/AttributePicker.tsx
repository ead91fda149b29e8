import { CardPicker } from '../../../primitives/controls/CardPicker/CardPicker';
import * as styles from './AttributePicker.css';

/** One choice of the picker (a ring size, a chain length, a customisation). */
export type AttributeOption = {
  /** The value handed back on change (the goods' attribute string). */
  id: string;
  /** What the shopper reads (12号, 45cm). */
  label: string;
  /** Not choosable, e.g. sold out. */
  isDisabled?: boolean;
  /** Why it is not choosable (已售罄), shown and announced with the label. */
  disabledReason?: string;
};

export type AttributePickerProps = {
  /** The group's visible name (手寸, 链长, 定制). */
  label: string;
  /** The choices in display order. */
  options: readonly AttributeOption[];
  /** The chosen option's id (controlled); null before a choice. */
  value: string | null;
  /** Called with the chosen option's id (click, tap, arrow keys). */
  onChange: (id: string) => void;
  /** A hint under the choices (请选择手寸). */
  description?: string;
  /** Marks the group in the error colour with `errorMessage`, e.g. add to bag without a choice. */
  errorMessage?: string;
  /** Blocks every change (while the price is confirmed). */
  isDisabled?: boolean;
};

/**
 * Attribute choices of a product as small cards on CardPicker (one tab stop, arrow keys move and
 * choose): ring size, chain length or a customisation. Sold-out choices stay visible but disabled,
 * with the reason read as part of their name.
 */
export function AttributePicker({ options, ...props }: AttributePickerProps) {
  return (
    <CardPicker
      {...props}
      size="small"
      options={options.map((option) => ({
        value: option.id,
        isDisabled: option.isDisabled,
        content: (
          <>
            <span>{option.label}</span>
            {option.isDisabled && option.disabledReason ? (
              <span className={styles.reason}>{option.disabledReason}</span>
            ) : null}
          </>
        ),
      }))}
    />
  );
}
