import { Input, TextField as AriaTextField } from 'react-aria-components';
import { Field } from '../Field/Field';
import * as styles from './TextField.css';

/** Input types a TextField renders; each brings its own keyboard and autofill behaviour. */
export const textFieldTypes = ['text', 'email', 'tel', 'url', 'search', 'password'] as const;
/** On-screen keyboard hints for touch devices (the `inputmode` attribute). */
export const textFieldInputModes = ['text', 'numeric', 'decimal', 'tel', 'email', 'url', 'search', 'none'] as const;

export type TextFieldProps = {
  /** Visible label, also the accessible name (e.g. 姓氏). */
  label: string;
  /** Help text under the input, read after the name. */
  description?: string;
  /**
   * The message of a failed check, already translated (spec §5, e.g. 请输入姓氏). When set, the
   * field is invalid: aria-invalid is on and the message is linked through aria-describedby.
   */
  errorMessage?: string;
  /** The current text (controlled); pair with `onChange`. */
  value?: string;
  /** The initial text when uncontrolled. */
  defaultValue?: string;
  /** Called with the new text on every keystroke. */
  onChange?: (value: string) => void;
  /** Called when focus leaves the input (validate on blur). */
  onBlur?: () => void;
  /** The input type; `password` is better served by `PasswordField`. */
  type?: (typeof textFieldTypes)[number];
  /** Autofill hint (WCAG 1.3.5), e.g. `family-name`, `username`, `tel-national`. */
  autoComplete?: string;
  /** Which on-screen keyboard to show on touch devices. */
  inputMode?: (typeof textFieldInputModes)[number];
  /** Hard limit on the number of characters. */
  maxLength?: number;
  /** Hint shown while empty; never a substitute for the label. */
  placeholder?: string;
  /** Marks the field required (asterisk, aria-required); the message comes through `errorMessage`. */
  isRequired?: boolean;
  /** Greys the field out and takes it out of the tab order. */
  isDisabled?: boolean;
  /** Name submitted with a native form. */
  name?: string;
  /** Focus the input when it mounts (first field of a drawer form). */
  autoFocus?: boolean;
};

/** A single-line text input with label, help text and error message, on React Aria's TextField. */
export function TextField({
  label,
  description,
  errorMessage,
  isRequired = false,
  isDisabled = false,
  placeholder,
  type = 'text',
  inputMode,
  ...props
}: TextFieldProps) {
  const isInvalid = Boolean(errorMessage);
  return (
    <AriaTextField
      {...props}
      className={styles.field}
      type={type}
      inputMode={inputMode}
      isInvalid={isInvalid}
      isRequired={isRequired}
      isDisabled={isDisabled}
      // The product checks input itself (spec §5): no browser bubbles, aria-invalid in real time.
      validationBehavior="aria"
    >
      <Field label={label} description={description} errorMessage={errorMessage} isRequired={isRequired}>
        <div className={styles.control({ isInvalid, isDisabled })}>
          <Input className={styles.input} placeholder={placeholder} />
        </div>
      </Field>
    </AriaTextField>
  );
}
