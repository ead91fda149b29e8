import { CardPicker } from '../../../primitives/controls/CardPicker/CardPicker';

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
export function PayMethodPicker({ options, ...props }: PayMethodPickerProps) {
  return <CardPicker {...props} options={options.map((option) => ({ value: option.id, content: option.label }))} />;
}
