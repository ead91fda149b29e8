import type { ReactNode } from 'react';
import { Badge } from '../../../primitives/feedback/Badge/Badge';
import { Button } from '../../../primitives/controls/Button/Button';
import { CardPicker } from '../../../primitives/controls/CardPicker/CardPicker';
import * as styles from './AddressPicker.css';

/** One saved address as the picker shows it (already formatted by the caller). */
export type AddressCard = {
  /** The address id handed back on change. */
  id: string;
  /** 收货人 (王女士). */
  consignee: string;
  /** The phone, masked or whole as the caller decides (139****0001). */
  mobile: string;
  /** 省 市 区 and 详细地址 in one line. */
  location: string;
  /** The member's default address: marked with `defaultLabel`. */
  isDefault?: boolean;
};

export type AddressPickerProps = {
  /** The group's visible name (收货地址). */
  label: string;
  /** The member's addresses, the default first (the server's order). */
  addresses: readonly AddressCard[];
  /** The chosen address id (controlled); null before a choice. */
  value: string | null;
  /** Called with the chosen address id (click, tap, arrow keys). */
  onChange: (id: string) => void;
  /** The mark on the default address (默认). */
  defaultLabel: string;
  /** The button that opens the inline form (添加新地址). */
  addLabel: string;
  /** Called by the add button; the caller then shows `form`. */
  onAdd: () => void;
  /** The inline address form (an AddressForm), shown under the cards while adding. */
  form?: ReactNode;
  /** Shown instead of the cards when the member has no address yet (您还没有收货地址，请添加). */
  emptyText: string;
  /** Why the checkout cannot go on without a choice (请选择收货地址). */
  errorMessage?: string;
  /** Blocks every change (while the order is being submitted). */
  isDisabled?: boolean;
};

/**
 * The checkout's address choice (issue #7 item 3): the member's addresses as CardPicker cards (one
 * tab stop, arrow keys move and choose), the default one marked, and "add a new address" opening an
 * inline form below instead of leaving the page, so nothing chosen so far is lost.
 */
export function AddressPicker({ addresses, defaultLabel, addLabel, onAdd, form, ...props }: AddressPickerProps) {
  return (
    <div className={styles.section}>
      <CardPicker
        {...props}
        layout="grid"
        size="large"
        options={addresses.map((address) => ({
          value: address.id,
          content: (
            <>
              <span className={styles.who}>
                <span>{address.consignee}</span>
                <span>{address.mobile}</span>
                {address.isDefault ? <Badge tone="brand">{defaultLabel}</Badge> : null}
              </span>
              <span className={styles.where}>{address.location}</span>
            </>
          ),
        }))}
      />
      {form ?? (
        <div>
          <Button tone="secondary" size="small" onPress={onAdd} isDisabled={props.isDisabled}>
            {addLabel}
          </Button>
        </div>
      )}
    </div>
  );
}
