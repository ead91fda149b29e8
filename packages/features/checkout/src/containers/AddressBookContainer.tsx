import { ADDRESSES_MAX, type Address } from '@mall/contract/checkout';
import { addressLocation, failureMessage, maskMobile } from '@mall/core';
import { AddressBook, Button, ConfirmDialog, Skeleton, type AddressBookLabels, type Toast } from '@mall/ui-kit';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddressEditor } from '../hooks/useAddressEditor';
import { useAddresses, useCheckoutApi } from '../hooks/useCheckout';
import { draftOfAddress } from '../logic/address';
import { AddressEditorForm } from './AddressEditorForm';

export type AddressBookContainerProps = {
  /** Shows a short message (the app's toast). */
  onToast: Toast;
};

type Mode = { kind: 'add' } | { kind: 'edit'; id: number } | null;

/**
 * The member's address book (issue #13 /myIndex/address): list, add, edit, delete (after a confirm
 * that keeps its reason on failure) and set default, at most ADDRESSES_MAX, on the same calls and the
 * same AddressForm as checkout, so a change here is the choice there.
 */
export function AddressBookContainer({ onToast }: AddressBookContainerProps) {
  const { t } = useTranslation('checkout');
  const api = useCheckoutApi();
  const addresses = useAddresses();
  const editor = useAddressEditor();
  const [mode, setMode] = useState<Mode>(null);
  const [busyId, setBusyId] = useState<number>();
  const [removing, setRemoving] = useState<Address | null>(null);
  const [isRemoving, setIsRemoving] = useState(false);
  const [removeError, setRemoveError] = useState<string>();
  const list = useMemo(() => addresses.data ?? [], [addresses.data]);

  const labels: AddressBookLabels = useMemo(
    () => ({
      count: (count: number, max: number) => t('book.count', { count, max }),
      add: t('book.add'),
      full: t('book.full', { max: ADDRESSES_MAX }),
      defaultMark: t('address.default'),
      edit: t('book.edit'),
      editFor: (consignee: string) => t('book.editFor', { consignee }),
      remove: t('book.remove'),
      removeFor: (consignee: string) => t('book.removeFor', { consignee }),
      setDefault: t('book.setDefault'),
      setDefaultFor: (consignee: string) => t('book.setDefaultFor', { consignee }),
      empty: t('book.empty'),
    }),
    [t],
  );

  if (!addresses.data) {
    return addresses.error ? (
      <p role="alert">
        {t('address.loadFailed')}{' '}
        <Button tone="link" onPress={() => void addresses.mutate()}>
          {t('book.retry')}
        </Button>
      </p>
    ) : (
      <Skeleton lines={4} />
    );
  }

  const save = async () => {
    if (!mode) return;
    const saved = await editor.save(mode.kind === 'edit' ? mode.id : undefined);
    if (!saved) return;
    setMode(null);
    onToast(t(mode.kind === 'edit' ? 'book.updated' : 'book.added'), 'positive');
  };

  const setDefault = async (address: Address) => {
    setBusyId(address.id);
    try {
      await api.saveAddress({ id: address.id, ...draftOfAddress(address), isDefault: true });
      await addresses.mutate();
      onToast(t('book.defaultSet'), 'positive');
    } catch (error) {
      onToast(failureMessage(error) || t('book.defaultFailed'), 'critical');
    } finally {
      setBusyId(undefined);
    }
  };

  const remove = async () => {
    if (!removing) return;
    setIsRemoving(true);
    setRemoveError(undefined);
    try {
      await api.deleteAddress(removing.id);
      await addresses.mutate();
      setRemoving(null);
      onToast(t('book.removed'), 'positive');
    } catch (error) {
      setRemoveError(failureMessage(error) || t('book.removeFailed'));
    } finally {
      setIsRemoving(false);
    }
  };

  const byId = (id: string) => list.find((address) => String(address.id) === id);

  return (
    <>
      <AddressBook
        addresses={list.map((address) => ({
          id: String(address.id),
          consignee: address.consignee,
          mobile: maskMobile(address.mobile),
          location: addressLocation(address),
          isDefault: address.isDefault,
        }))}
        labels={labels}
        max={ADDRESSES_MAX}
        busyId={busyId === undefined ? undefined : String(busyId)}
        onAdd={() => {
          editor.reset();
          setMode({ kind: 'add' });
        }}
        onEdit={(id) => {
          const address = byId(id);
          if (!address) return;
          editor.reset(draftOfAddress(address));
          setMode({ kind: 'edit', id: address.id });
        }}
        onRemove={(id) => {
          setRemoveError(undefined);
          setRemoving(byId(id) ?? null);
        }}
        onSetDefault={(id) => {
          const address = byId(id);
          if (address) void setDefault(address);
        }}
        form={
          mode ? (
            <AddressEditorForm
              editor={editor}
              title={t(mode.kind === 'edit' ? 'book.editTitle' : 'address.form.title')}
              submit={t('book.save')}
              onSubmit={() => void save()}
              onCancel={() => setMode(null)}
            />
          ) : undefined
        }
      />
      <ConfirmDialog
        isOpen={removing !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setRemoving(null);
        }}
        title={t('book.removeTitle')}
        message={
          removing ? t('book.removeMessage', { consignee: removing.consignee, where: addressLocation(removing) }) : ''
        }
        confirmLabel={t('book.removeConfirm')}
        cancelLabel={t('book.keep')}
        tone="danger"
        isPending={isRemoving}
        pendingLabel={t('book.removing')}
        errorMessage={removeError}
        onConfirm={() => void remove()}
      />
    </>
  );
}
