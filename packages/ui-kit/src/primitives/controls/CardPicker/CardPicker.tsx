import type { ReactNode } from 'react';
import { Label, Radio, RadioGroup, Text } from 'react-aria-components';
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
 * A single choice drawn as cards, on React Aria's RadioGroup: one tab stop, the arrow keys move
 * and choose (skipping cards that cannot be chosen), each card is a radio named by its content,
 * with a focus ring for the keyboard. Domain-free: the pickers of addresses, attributes and pay
 * methods bring only what their cards say.
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
  return (
    <RadioGroup
      className={styles.group({ size })}
      value={value}
      onChange={onChange}
      isDisabled={isDisabled}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      orientation={layout === 'inline' ? 'horizontal' : 'vertical'}
    >
      <Label className={styles.label({ size })}>{label}</Label>
      {options.length === 0 && emptyText ? <p className={styles.empty}>{emptyText}</p> : null}
      <div className={styles.cards({ layout, size })}>
        {options.map((option) => (
          <Radio
            key={option.value}
            value={option.value}
            isDisabled={option.isDisabled}
            className={styles.card({ layout, size, isUnavailable: Boolean(option.isDisabled) })}
          >
            {option.content}
          </Radio>
        ))}
      </div>
      {description && !errorMessage ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
      {errorMessage ? (
        <Text slot="errorMessage" className={styles.error}>
          {errorMessage}
        </Text>
      ) : null}
    </RadioGroup>
  );
}
