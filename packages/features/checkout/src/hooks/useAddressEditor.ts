import type { Address } from '@mall/contract/checkout';
import { isApiError } from '@mall/core';
import type { AddressFormField } from '@mall/ui-kit';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  emptyAddressDraft,
  toAddressInput,
  validateAddress,
  type AddressDraft,
  type AddressErrors,
} from '../logic/address';
import { useAddresses, useCheckoutApi } from './useCheckout';

/**
 * One address form's state and saving, shared by checkout (a new address while paying) and the
 * address book (add and edit): the draft, the spec-style messages once a save was tried (then they
 * follow the typing), the server's refusal in the shopper's words, and the list asked again after a
 * save. A failed save keeps everything typed.
 */
export function useAddressEditor() {
  const { t } = useTranslation('checkout');
  const api = useCheckoutApi();
  const addresses = useAddresses();
  const [draft, setDraft] = useState<AddressDraft>(emptyAddressDraft);
  const [draftErrors, setDraftErrors] = useState<AddressErrors | null>(null);
  const [saveError, setSaveError] = useState<string | undefined>();
  const [isSaving, setSaving] = useState(false);

  const labels = useMemo(
    () => ({
      title: t('address.form.title'),
      consignee: t('address.form.consignee'),
      mobile: t('address.form.mobile'),
      province: t('address.form.province'),
      city: t('address.form.city'),
      district: t('address.form.district'),
      regionPlaceholder: t('address.form.regionPlaceholder'),
      regionsLoading: t('address.form.regionsLoading'),
      regionsLoadFailed: t('address.form.regionsLoadFailed'),
      regionsRetry: t('address.form.regionsRetry'),
      detail: t('address.form.detail'),
      isDefault: t('address.form.isDefault'),
      submit: t('address.form.submit'),
      cancel: t('address.form.cancel'),
      saving: t('address.form.saving'),
    }),
    [t],
  );

  const errors = draftErrors
    ? (Object.fromEntries(
        Object.entries(draftErrors).map(([field, key]) => [field, t(`address.errors.${key}`)]),
      ) as Partial<Record<AddressFormField, string>>)
    : undefined;

  /** Starts over with `next` (a new address, or the one to edit). */
  const reset = (next: AddressDraft = emptyAddressDraft) => {
    setDraft(next);
    setDraftErrors(null);
    setSaveError(undefined);
  };

  const change = (next: AddressDraft) => {
    setDraft(next);
    if (draftErrors) setDraftErrors(validateAddress(next));
  };

  /** Checks and saves the draft, as a new address or over `id`: the saved address, or undefined (the form says why). */
  const save = async (id?: number): Promise<Address | undefined> => {
    const found = validateAddress(draft);
    setDraftErrors(found);
    setSaveError(undefined);
    if (Object.keys(found).length > 0) return undefined;
    setSaving(true);
    try {
      const saved = await api.saveAddress({ ...toAddressInput(draft), ...(id === undefined ? {} : { id }) });
      await addresses.mutate();
      reset();
      return saved;
    } catch (error) {
      setSaveError(isApiError(error) && error.msg ? error.msg : t('address.saveFailed'));
      return undefined;
    } finally {
      setSaving(false);
    }
  };

  return { draft, errors, saveError, isSaving, labels, change, save, reset };
}

/** One address form's state and saving (useAddressEditor). */
export type AddressEditor = ReturnType<typeof useAddressEditor>;
