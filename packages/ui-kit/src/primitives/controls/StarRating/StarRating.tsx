import { Radio, RadioGroup } from 'react-aria-components';
import { Field } from '../Field/Field';
import * as styles from './StarRating.css';

export type StarRatingProps = {
  /** Visible label, also the group's accessible name (评分). */
  label: string;
  /** The chosen stars, or null while none is chosen (controlled). */
  value: number | null;
  onChange: (value: number) => void;
  /** How many stars there are (5). */
  max?: number;
  /** Each star's accessible name, also shown beside the stars for the chosen one (n => `${n} 星`). */
  valueLabel: (value: number) => string;
  /** The message of a failed check (请选择评分): the group is then invalid. */
  errorMessage?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
};

/**
 * A star rating that is a radio group (React Aria's RadioGroup): Tab reaches the chosen star (or the
 * first), the arrow keys move and choose, each star is named (1 星 … 5 星) and the stars up to the
 * chosen one are filled. Pointer users click a star.
 */
export function StarRating({
  label,
  value,
  onChange,
  max = 5,
  valueLabel,
  errorMessage,
  isRequired = false,
  isDisabled = false,
}: StarRatingProps) {
  const isInvalid = Boolean(errorMessage);
  return (
    <RadioGroup
      className={styles.root}
      orientation="horizontal"
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(Number(next))}
      isInvalid={isInvalid}
      isRequired={isRequired}
      isDisabled={isDisabled}
      validationBehavior="aria"
    >
      {/* The chosen rating in words is the description, read after the group's name. */}
      <Field
        label={label}
        description={value === null ? undefined : valueLabel(value)}
        errorMessage={errorMessage}
        isRequired={isRequired}
      >
        <div className={styles.stars}>
          {Array.from({ length: max }, (_, index) => index + 1).map((stars) => (
            <Radio key={stars} value={String(stars)} aria-label={valueLabel(stars)} className={styles.star}>
              <span className={styles.glyph({ isFilled: value !== null && stars <= value })} aria-hidden="true">
                ★
              </span>
            </Radio>
          ))}
        </div>
      </Field>
    </RadioGroup>
  );
}
