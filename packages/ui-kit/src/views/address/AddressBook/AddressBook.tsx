import type { ReactNode } from 'react';
import { Badge } from '../../../primitives/feedback/Badge/Badge';
import { Button } from '../../../primitives/controls/Button/Button';
import type { AddressCard } from '../AddressPicker/AddressPicker';
import * as picker from '../AddressPicker/AddressPicker.css';
import * as styles from './AddressBook.css';

export type AddressBookLabels = {
  /** How many are kept of how many allowed (已保存 3 个，最多 20 个). */
  count: (count: number, max: number) => string;
  /** The add button (新增收货地址). */
  add: string;
  /** Why add is not offered at the limit (最多保存 20 个地址，请先删除不用的地址). */
  full: string;
  /** The mark on the default address (默认). */
  defaultMark: string;
  /** Each card's buttons, naming its consignee for assistive technology (编辑 王女士的地址). */
  edit: string;
  editFor: (consignee: string) => string;
  remove: string;
  removeFor: (consignee: string) => string;
  setDefault: string;
  setDefaultFor: (consignee: string) => string;
  /** Shown when there is no address yet (您还没有收货地址). */
  empty: string;
};

export type AddressBookProps = {
  addresses: readonly AddressCard[];
  labels: AddressBookLabels;
  /** Most addresses a member may keep (spec: 20). */
  max: number;
  onAdd: () => void;
  onEdit: (id: string) => void;
  onRemove: (id: string) => void;
  onSetDefault: (id: string) => void;
  /** The add or edit form (an AddressForm), shown above the list while open; the buttons wait meanwhile. */
  form?: ReactNode;
  /** The id of the address being changed (set default): its buttons wait. */
  busyId?: string;
};

/**
 * The member's address book (issue #13 /myIndex/address): every saved address as a card (who, the
 * phone, where, 默认), each with 编辑, 删除 and — for the others — 设为默认; 新增收货地址 until the
 * limit, then the reason instead. Adding and editing open the same AddressForm checkout uses.
 */
export function AddressBook({
  addresses,
  labels,
  max,
  onAdd,
  onEdit,
  onRemove,
  onSetDefault,
  form,
  busyId,
}: AddressBookProps) {
  const isFull = addresses.length >= max;
  const isFormOpen = form !== undefined && form !== null;
  return (
    <div className={styles.root}>
      <div className={styles.toolbar}>
        <span className={styles.count}>{labels.count(addresses.length, max)}</span>
        {isFull ? (
          <span className={styles.full}>{labels.full}</span>
        ) : (
          <Button tone="primary" size="small" onPress={onAdd} isDisabled={isFormOpen}>
            {labels.add}
          </Button>
        )}
      </div>
      {form}
      {addresses.length === 0 ? (
        <p className={styles.empty}>{labels.empty}</p>
      ) : (
        <ul className={styles.list}>
          {addresses.map((address) => {
            const isBusy = busyId === address.id;
            const isWaiting = isFormOpen || (busyId !== undefined && !isBusy);
            return (
              <li key={address.id} className={styles.card({ isDefault: Boolean(address.isDefault) })}>
                <article aria-label={address.consignee} className={styles.body}>
                  <span className={picker.who}>
                    <span>{address.consignee}</span>
                    <span>{address.mobile}</span>
                    {address.isDefault ? <Badge tone="brand">{labels.defaultMark}</Badge> : null}
                  </span>
                  <span className={picker.where}>{address.location}</span>
                  <span className={styles.actions}>
                    <Button
                      tone="link"
                      size="small"
                      aria-label={labels.editFor(address.consignee)}
                      isDisabled={isWaiting || isBusy}
                      onPress={() => onEdit(address.id)}
                    >
                      {labels.edit}
                    </Button>
                    <Button
                      tone="link"
                      size="small"
                      aria-label={labels.removeFor(address.consignee)}
                      isDisabled={isWaiting || isBusy}
                      onPress={() => onRemove(address.id)}
                    >
                      {labels.remove}
                    </Button>
                    {address.isDefault ? null : (
                      <Button
                        tone="link"
                        size="small"
                        aria-label={labels.setDefaultFor(address.consignee)}
                        isDisabled={isWaiting}
                        loading={isBusy}
                        loadingLabel={labels.setDefault}
                        onPress={() => onSetDefault(address.id)}
                      >
                        {labels.setDefault}
                      </Button>
                    )}
                  </span>
                </article>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
