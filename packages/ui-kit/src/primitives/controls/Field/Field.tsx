import type { ReactNode } from 'react';
import { FieldError, Label, Text } from 'react-aria-components';
import { Icon } from '../../media/Icon/Icon';
import * as styles from './Field.css';

export type FieldProps = {
  /** Visible label; React Aria links it to the control inside the surrounding field. */
  label: string;
  /** Help text under the control, linked through aria-describedby (e.g. 8~16位数字+字母组合). */
  description?: string;
  /**
   * The message of a failed check, already translated (e.g. 请输入正确的11位手机号). Shown under the
   * control and linked through aria-describedby. The surrounding field must be marked invalid.
   */
  errorMessage?: string;
  /** Adds a visual asterisk to the label; the field itself announces "required". */
  isRequired?: boolean;
  /** The control (input box, select trigger, date input) between label and help text. */
  children: ReactNode;
};

/**
 * Internal layout shared by the form primitives: label, control, description and error, in that
 * order. It renders React Aria's `Label`, `Text slot="description"` and `FieldError`, so it must sit
 * inside a React Aria field (`TextField`, `Select`, `DatePicker` …), which wires ids and
 * aria-describedby. Give the field root the `field` class from Field.css.
 */
export function Field({ label, description, errorMessage, isRequired = false, children }: FieldProps) {
  return (
    <>
      <Label className={styles.label}>
        {label}
        {isRequired ? (
          <span className={styles.requiredMark} aria-hidden="true">
            *
          </span>
        ) : null}
      </Label>
      {children}
      {description ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
      {/* Only our own message: React Aria's built-in (translated) validation text is never shown. */}
      {errorMessage ? (
        <FieldError className={styles.error}>
          <span className={styles.errorIcon}>
            <Icon name="warning" size="small" />
          </span>
          <span>{errorMessage}</span>
        </FieldError>
      ) : null}
    </>
  );
}
