import { AddressForm } from '@mall/ui-kit';
import type { AddressEditor } from '../hooks/useAddressEditor';
import { useRegions } from '../hooks/useCheckout';

export type AddressEditorFormProps = {
  /** The form's state and saving (useAddressEditor). */
  editor: AddressEditor;
  /** Overrides the heading (编辑收货地址 in the address book). */
  title?: string;
  /** Overrides the submit button (保存 in the address book). */
  submit?: string;
  onSubmit: () => void;
  /** Leave out when the form cannot be cancelled (checkout's first address). */
  onCancel?: (() => void) | undefined;
};

/**
 * The one AddressForm of checkout and the address book (issue #13: also what presale and gift
 * recipients fill in), with its GB/T 2260 region tree: asked for when the form opens, never in the
 * first load, with the selects waiting meanwhile and a retry when it fails.
 */
export function AddressEditorForm({ editor, title, submit, onSubmit, onCancel }: AddressEditorFormProps) {
  const regions = useRegions();
  return (
    <AddressForm
      labels={{ ...editor.labels, ...(title ? { title } : {}), ...(submit ? { submit } : {}) }}
      value={editor.draft}
      onChange={editor.change}
      errors={editor.errors}
      onSubmit={onSubmit}
      onCancel={onCancel}
      isSubmitting={editor.isSaving}
      formError={editor.saveError}
      regions={{
        provinces: regions.data?.provinces,
        isLoading: regions.isLoading,
        hasLoadFailed: regions.error !== undefined && !regions.isLoading,
        onRetry: () => void regions.mutate(),
      }}
    />
  );
}
