import { Label, Radio, RadioGroup } from 'react-aria-components';
import * as styles from './PayMethodPicker.css';

/** One way to pay (微信支付, 支付宝, 银联). */
export type PayMethodOption = { id: string; label: string };

export type PayMethodPickerProps = {
  /** The group's visible name (支付方式). */
  label: string;
  options: readonly PayMethodOption[];
  /** The chosen method (controlled). */
  value: string;
  onChange: (id: string) => void;
  /** While the payment is being created. */
  isDisabled?: boolean;
};

/** The payment method choice before 去支付 (issue #7 item 5): one tab stop, arrow keys choose. */
export function PayMethodPicker({ label, options, value, onChange, isDisabled = false }: PayMethodPickerProps) {
  return (
    <RadioGroup className={styles.group} value={value} onChange={onChange} isDisabled={isDisabled} orientation="horizontal">
      <Label className={styles.label}>{label}</Label>
      <div className={styles.options}>
        {options.map((option) => (
          <Radio key={option.id} value={option.id} className={styles.option}>
            {option.label}
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}
