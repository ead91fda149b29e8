import { SendCodeButton, type SendCodeButtonProps } from '../../../primitives/controls/SendCodeButton/SendCodeButton';
import { TextField } from '../../../primitives/controls/TextField/TextField';
import * as styles from './SmsCodeInput.css';

export type SmsCodeInputProps = {
  /** The input's label (短信验证码). */
  label: string;
  /** Hint while empty (请输入短信验证码). */
  placeholder: string;
  /** The code typed (controlled). */
  value: string;
  onChange: (value: string) => void;
  /** The failed check, already translated (spec §5). */
  errorMessage?: string;
  /** The send button beside the input: its state, texts and `onSend` (spec §4). */
  sendButton: SendCodeButtonProps;
};

/** The six-digit SMS code with its send button on the same line (spec §2, §4). */
export function SmsCodeInput({ label, placeholder, value, onChange, errorMessage, sendButton }: SmsCodeInputProps) {
  return (
    <div className={styles.row}>
      <div className={styles.input}>
        <TextField
          label={label}
          value={value}
          onChange={onChange}
          placeholder={placeholder}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          errorMessage={errorMessage}
          isRequired
        />
      </div>
      <div className={styles.button}>
        <SendCodeButton {...sendButton} />
      </div>
    </div>
  );
}
