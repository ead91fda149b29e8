import { RadioButtonRow } from '../../controls/RadioButtonRow/RadioButtonRow';
import { Icon } from '../../media/Icon/Icon';
import * as styles from './SortBar.css';

/** Which way an option sorts, drawn as an arrow after its label. */
export const sortDirections = ['none', 'asc', 'desc'] as const;

export type SortOption = {
  /** Stable id, what `value` and `onChange` speak in (the spec's orderType). */
  id: string;
  /** The visible label and accessible name (综合, 新品, 价格从低到高). */
  label: string;
  /** An arrow after the label for a price or date order. */
  direction?: (typeof sortDirections)[number];
};

export type SortBarProps = {
  /** The orders on offer, in order. */
  options: readonly SortOption[];
  /** The id of the order in use. */
  value: string;
  /** Called with the id of the order chosen (not for the one in use). */
  onChange: (id: string) => void;
  /** Accessible name of the group (排序). */
  'aria-label': string;
};

/**
 * The sort orders of a list as a single choice that always has one chosen (RadioButtonRow: a radio
 * group of native buttons, not React Aria's, issue #16), the order in use checked and marked by
 * weight and an underline, not colour alone. Pressing (click, tap, Enter, Space) chooses; pressing
 * the order in use again changes nothing. Keyboard: one tab stop (the order in use, then the one
 * focused last); ArrowLeft/ArrowRight move focus one order, stopping at the ends, Home/End to the
 * first and last, without choosing (each choice reloads the list); ArrowUp/ArrowDown scroll the page
 * as ever; Tab leaves the group.
 */
export function SortBar({ options, value, onChange, 'aria-label': ariaLabel }: SortBarProps) {
  return (
    <RadioButtonRow
      aria-label={ariaLabel}
      orientation="horizontal"
      tone="outlined"
      value={value}
      onChange={onChange}
      options={options.map((option) => ({
        id: option.id,
        content: (
          <>
            {option.label}
            {option.direction === 'asc' ? <Icon name="arrowUp" size="small" /> : null}
            {option.direction === 'desc' ? (
              <span className={styles.down}>
                <Icon name="arrowUp" size="small" />
              </span>
            ) : null}
          </>
        ),
      }))}
    />
  );
}
