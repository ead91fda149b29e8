import { useId, type ReactNode } from 'react';
import { visuallyHidden } from '../../../styles/utilities.css';
import * as styles from './CardPicker.css';

/** inline: short cards side by side, wrapping; grid: equal columns of cards whose lines stack. */
export const cardPickerLayouts = ['inline', 'grid'] as const;

/** The size of the whole group: its cards, the space between them and the weight of its label. */
export const cardPickerSizes = ['small', 'medium', 'large'] as const;

/** One card of the picker. */
export type CardPickerOption = {
  /** Handed back on change; unique within the picker. */
  value: string;
  /** What the card shows; its text is also the radio's accessible name. */
  content: ReactNode;
  /** This option cannot be chosen (sold out): shown dashed and muted, skipped by the arrow keys. */
  isDisabled?: boolean;
};

export type CardPickerProps = {
  /** The group's visible name, also its accessible name (支付方式). */
  label: string;
  /** The cards in display order. */
  options: readonly CardPickerOption[];
  /** The chosen option's value (controlled); null before a choice. */
  value: string | null;
  /** Called with the value of a newly chosen card (click, tap, arrow keys), never for the one in use. */
  onChange: (value: string) => void;
  /** inline (the default) for short choices, grid for cards with several lines. */
  layout?: (typeof cardPickerLayouts)[number];
  /** small for choices beside a product, medium (the default) for a form, large for a section of its own. */
  size?: (typeof cardPickerSizes)[number];
  /** A hint under the cards, announced with the group; hidden while `errorMessage` shows. */
  description?: string;
  /** Marks the group and its cards invalid and says why (请选择手寸). */
  errorMessage?: string;
  /** Shown in place of the cards when there are none. */
  emptyText?: string;
  /** Blocks every change for now (while an order is submitted): the cards grey out. */
  isDisabled?: boolean;
};

/**
 * A single choice drawn as cards, on the browser's own radio buttons (issue #16: no React Aria
 * RadioGroup on the server-rendered product page, so fewer bytes and less hydration work): radios
 * sharing a name give one tab stop, arrow keys that move and choose and skip cards that cannot be
 * chosen, without script. Each card is a label around a visually hidden radio, so the whole card is
 * the click target and the radio is named by the card's content; the focus ring for the keyboard is
 * drawn on the card. Domain-free: the pickers of addresses, attributes and pay methods bring only
 * what their cards say.
 */
export function CardPicker({
  label,
  options,
  value,
  onChange,
  layout = 'inline',
  size = 'medium',
  description,
  errorMessage,
  emptyText,
  isDisabled = false,
}: CardPickerProps) {
  // One id for the server's markup and the client's: the radios' shared name and the ids they point at.
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = errorMessage ? `${id}-error` : description ? `${id}-description` : undefined;
  return (
    <div
      role="radiogroup"
      className={styles.group({ size })}
      aria-labelledby={labelId}
      aria-describedby={hintId}
      aria-invalid={errorMessage ? true : undefined}
      aria-disabled={isDisabled || undefined}
      aria-orientation={layout === 'inline' ? 'horizontal' : 'vertical'}
    >
      <span id={labelId} className={styles.label({ size })}>
        {label}
      </span>
      {options.length === 0 && emptyText ? <p className={styles.empty}>{emptyText}</p> : null}
      <div className={styles.cards({ layout, size })}>
        {options.map((option) => (
          <label
            key={option.value}
            className={styles.card({ layout, size, isUnavailable: Boolean(option.isDisabled) })}
          >
            {/* In a 1px box, as React Aria drew it, rather than clipped itself: a clipped radio has no
                box on screen, and tools that act on it there (Playwright's check()) find it out of view. */}
            <span className={visuallyHidden}>
              <input
                type="radio"
                className={styles.radio}
                name={id}
                value={option.value}
                checked={option.value === value}
                disabled={isDisabled || option.isDisabled}
                aria-describedby={hintId}
                // The browser fires change only for a radio that becomes checked (a click on the
                // chosen card fires none); the guard holds the promise even if the page and `value` disagree.
                onChange={() => {
                  if (option.value !== value) onChange(option.value);
                }}
              />
            </span>
            {option.content}
          </label>
        ))}
      </div>
      {description && !errorMessage ? (
        <span id={hintId} className={styles.description}>
          {description}
        </span>
      ) : null}
      {errorMessage ? (
        <span id={hintId} className={styles.error}>
          {errorMessage}
        </span>
      ) : null}
    </div>
  );
}
