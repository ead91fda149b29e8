import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import { singleChoice } from '../../controls/singleChoice';
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
 * The sort orders of a list as a single-choice toggle group (arrow keys move between them, the one
 * in use is pressed and marked by weight and an underline, not colour alone).
 */
export function SortBar({ options, value, onChange, 'aria-label': ariaLabel }: SortBarProps) {
  return (
    <ToggleButtonGroup className={styles.root} aria-label={ariaLabel} {...singleChoice(value, onChange)}>
      {options.map((option) => (
        <ToggleButton key={option.id} id={option.id} className={styles.option}>
          {option.label}
          {option.direction === 'asc' ? <Icon name="arrowUp" size="small" /> : null}
          {option.direction === 'desc' ? (
            <span className={styles.down}>
              <Icon name="arrowUp" size="small" />
            </span>
          ) : null}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
