import { useState } from 'react';
import { Button as AriaButton, Input, TextField as AriaTextField } from 'react-aria-components';
import { Field } from '../Field/Field';
import { Icon } from '../../media/Icon/Icon';
import * as styles from './PasswordField.css';

/** `current-password` for login, `new-password` for register and reset (lets managers suggest one). */
export const passwordAutoCompletes = ['current-password', 'new-password'] as const;

export type PasswordFieldProps = {
  /** Visible label, also the accessible name (e.g. 密码, 确认密码). */
  label: string;
  /** Help text under the input, e.g. the rule 8~16位数字+字母组合. */
  description?: string;
  /** The message of a failed check, already translated (spec §5). Sets the field invalid. */
  errorMessage?: string;
  /** Accessible name of the toggle while the password is hidden (e.g. 显示密码). */
  showLabel: string;
  /** Accessible name of the toggle while the password is shown (e.g. 隐藏密码). */
  hideLabel: string;
  /** The current password (controlled); pair with `onChange`. */
  value?: string;
  /** The initial password when uncontrolled. */
  defaultValue?: string;
  /** Called with the new password on every keystroke. */
  onChange?: (value: string) => void;
  /** Called when focus leaves the input. */
  onBlur?: () => void;
  /** Autofill hint for password managers (WCAG 1.3.5). */
  autoComplete?: (typeof passwordAutoCompletes)[number];
  /** Hard limit on the number of characters (spec §9: 16). */
  maxLength?: number;
  /** Hint shown while empty; never a substitute for the label. */
  placeholder?: string;
  /** Marks the field required (asterisk, aria-required). */
  isRequired?: boolean;
  /** Greys the field and its toggle out. */
  isDisabled?: boolean;
  /** Name submitted with a native form. */
  name?: string;
  /** Start with the password shown (uncontrolled visibility). */
  defaultVisible?: boolean;
};

/** A password input with a show/hide toggle; the password stays in the field when toggled. */
export function PasswordField({
  label,
  description,
  errorMessage,
  showLabel,
  hideLabel,
  placeholder,
  autoComplete = 'current-password',
  isRequired = false,
  isDisabled = false,
  defaultVisible = false,
  ...props
}: PasswordFieldProps) {
  const [isVisible, setIsVisible] = useState(defaultVisible);
  const isInvalid = Boolean(errorMessage);
  return (
    <AriaTextField
      {...props}
      className={styles.field}
      type={isVisible ? 'text' : 'password'}
      autoComplete={autoComplete}
      isInvalid={isInvalid}
      isRequired={isRequired}
      isDisabled={isDisabled}
      validationBehavior="aria"
    >
      <Field label={label} description={description} errorMessage={errorMessage} isRequired={isRequired}>
        <div className={styles.control({ isInvalid, isDisabled })}>
          <Input
            className={styles.input}
            placeholder={placeholder}
            // No spell checking or auto-capitalising once the password is shown as text.
            spellCheck={false}
            autoCapitalize="off"
            autoCorrect="off"
          />
          <AriaButton
            className={styles.toggle}
            aria-label={isVisible ? hideLabel : showLabel}
            isDisabled={isDisabled}
            onPress={() => setIsVisible((visible) => !visible)}
          >
            <Icon name={isVisible ? 'eyeOff' : 'eye'} />
          </AriaButton>
        </div>
      </Field>
    </AriaTextField>
  );
}
