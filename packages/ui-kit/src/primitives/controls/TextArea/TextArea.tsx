import { TextArea as AriaTextArea, TextField as AriaTextField } from 'react-aria-components';
import { Field } from '../Field/Field';
import * as styles from './TextArea.css';

export type TextAreaProps = {
  /** Visible label, also the accessible name (评价内容). */
  label: string;
  /** Help text under the box, read after the name; a counter fits here (已输入 12/500 字). */
  description?: string;
  /** The message of a failed check, already translated: the box is then invalid. */
  errorMessage?: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Hint shown while empty; never a substitute for the label. */
  placeholder?: string;
  /** Visible lines of text. */
  rows?: number;
  isRequired?: boolean;
  isDisabled?: boolean;
};

/**
 * A multi-line text box with label, help text and error message, on React Aria's TextField. It sets
 * no hard length limit: a form says what is too long, so pasted text is never cut off unseen.
 */
export function TextArea({
  label,
  description,
  errorMessage,
  placeholder,
  rows = 4,
  isRequired = false,
  isDisabled = false,
  ...props
}: TextAreaProps) {
  const isInvalid = Boolean(errorMessage);
  return (
    <AriaTextField
      {...props}
      className={styles.field}
      isInvalid={isInvalid}
      isRequired={isRequired}
      isDisabled={isDisabled}
      validationBehavior="aria"
    >
      <Field label={label} description={description} errorMessage={errorMessage} isRequired={isRequired}>
        <div className={styles.control({ isInvalid, isDisabled })}>
          <AriaTextArea className={styles.textArea} placeholder={placeholder} rows={rows} />
        </div>
      </Field>
    </AriaTextField>
  );
}
