import type { ReactNode } from 'react';
import { useRovingFocus } from '../rovingFocus';
import * as styles from './RadioButtonRow.css';

/** outlined: bordered buttons (a list's sort orders); quiet: text buttons (the footer's languages). */
export const radioButtonRowTones = ['outlined', 'quiet'] as const;

export type RadioButtonOption = {
  /** Stable id, what `value` and `onChange` speak in. */
  id: string;
  /**
   * What the button shows, which is also its accessible name: the caller's text with any mark it
   * adds (an arrow after a sort order, a `lang` around a language's own name).
   */
  content: ReactNode;
};

/** The group's accessible name: a string, or the id of a visible caption. */
type GroupName =
  { 'aria-label': string; 'aria-labelledby'?: undefined } | { 'aria-labelledby': string; 'aria-label'?: undefined };

export type RadioButtonRowProps = GroupName & {
  /** The choices, in order. */
  options: readonly RadioButtonOption[];
  /** The id of the choice in use. */
  value: string;
  /** Called with the id of the choice pressed (not for the one in use). */
  onChange: (id: string) => void;
  /**
   * horizontal: the group says so (aria-orientation) and only ArrowLeft/ArrowRight move, leaving
   * ArrowUp/ArrowDown to scroll the page. Left out: all four arrows move, as in a radio group.
   */
  orientation?: 'horizontal';
  /** The buttons' look (radioButtonRowTones); outlined when left out. */
  tone?: (typeof radioButtonRowTones)[number];
  /** Id of a message about the choice (a choice that failed). */
  'aria-describedby'?: string;
};

/**
 * A single choice that always has one chosen, as a row of buttons: a radio group of native buttons,
 * the one in use checked (aria-checked) and marked by weight and an underline, not colour alone.
 * Pressing (click, tap, Enter, Space) chooses; pressing the one in use again changes nothing.
 * Keyboard (useRovingFocus): one tab stop (the one in use, then the one focused last); the arrows
 * move focus one button, stopping at the ends, Home/End to the first and last, without choosing
 * (a choice may reload a list or a page's texts); Tab leaves the group.
 *
 * Plain buttons rather than React Aria's ToggleButtonGroup (issue #16): the sort bar and the footer
 * are in the first load of server-rendered pages, and the group brought React Aria's press, hover,
 * focus-scope and toolbar code into it and into hydration. The roles and states are the ones React
 * Aria drew (radiogroup, radio, aria-checked).
 */
export function RadioButtonRow({
  options,
  value,
  onChange,
  orientation,
  tone = 'outlined',
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  'aria-describedby': ariaDescribedBy,
}: RadioButtonRowProps) {
  const roving = useRovingFocus(
    options.map((option) => option.id),
    value,
    orientation ?? 'both',
  );
  return (
    <div
      role="radiogroup"
      aria-label={ariaLabel}
      aria-labelledby={ariaLabelledBy}
      aria-describedby={ariaDescribedBy}
      aria-orientation={orientation}
      className={styles.row({ tone })}
      {...roving.groupProps}
    >
      {options.map((option) => {
        const isChosen = option.id === value;
        return (
          <button
            key={option.id}
            // type="button": a tap before the page's scripts run is replayed once they do (earlyClicks).
            type="button"
            role="radio"
            aria-checked={isChosen}
            className={styles.option({ tone })}
            {...roving.itemProps(option.id)}
            onClick={() => {
              if (!isChosen) onChange(option.id);
            }}
          >
            {option.content}
          </button>
        );
      })}
    </div>
  );
}
