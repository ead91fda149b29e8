import { useId, type FormEvent } from 'react';
import { Button } from '../../../primitives/controls/Button/Button';
import { Checkbox } from '../../../primitives/controls/Checkbox/Checkbox';
import { TextField } from '../../../primitives/controls/TextField/TextField';
import { RegionSelect, type RegionSelectProps } from '../RegionSelect/RegionSelect';
import type { RegionValue } from '../RegionSelect/regionSelectRules';
import * as styles from './AddressForm.css';

/** The fields of a new address, in the order they are filled in. */
export const addressFormFields = ['consignee', 'mobile', 'province', 'city', 'district', 'detail'] as const;
export type AddressFormField = (typeof addressFormFields)[number];
type TextFieldName = Exclude<AddressFormField, 'province' | 'city' | 'district'>;

/**
 * What the shopper typed and chose (controlled by the caller, so a failed save loses nothing):
 * the region as codes and names (RegionSelect), the rest as text.
 */
export type AddressFormValue = Record<TextFieldName, string> & RegionValue & { isDefault: boolean };

/** Captions of the form (ui-kit never translates). */
export type AddressFormLabels = Record<AddressFormField, string> & {
  /** In a region select while nothing is chosen (请选择). */
  regionPlaceholder: string;
  /** Announced while the regions arrive (正在加载地区…). */
  regionsLoading: string;
  /** Shown when the regions could not be loaded. */
  regionsLoadFailed: string;
  /** Asks for the regions again (重试). */
  regionsRetry: string;
  /** The form's heading (新增收货地址). */
  title: string;
  /** 设为默认地址 */
  isDefault: string;
  /** 保存并使用 */
  submit: string;
  /** 取消 */
  cancel: string;
  /** Read while saving (保存中). */
  saving: string;
};

export type AddressFormProps = {
  labels: AddressFormLabels;
  /** The current input (controlled). */
  value: AddressFormValue;
  /** Called with the whole new value on every change. */
  onChange: (value: AddressFormValue) => void;
  /** Per-field messages of a failed check, already translated (请输入收货人, 请输入正确的手机号码 …). */
  errors?: Partial<Record<AddressFormField, string>>;
  /** Called on submit (button or Enter); the caller checks and saves. */
  onSubmit: () => void;
  /** Called by the cancel button. Leave out when the form cannot be cancelled (first address). */
  onCancel?: () => void;
  /** The save is running: the button waits and every field is kept. */
  isSubmitting?: boolean;
  /** A failure of the save itself (the server's message), shown above the buttons. */
  formError?: string;
  /** The GB/T 2260 tree of the region selects and how its loading goes (RegionSelect). */
  regions: Pick<RegionSelectProps, 'provinces' | 'isLoading' | 'hasLoadFailed' | 'onRetry'>;
};

const autoCompletes: Record<TextFieldName, string> = {
  consignee: 'shipping name',
  mobile: 'shipping tel-national',
  detail: 'shipping street-address',
};

const maxLengths: Record<TextFieldName, number> = {
  consignee: 20,
  mobile: 11,
  detail: 120,
};

/**
 * A mainland shipping address (issue #7 item 3, added inline at checkout; the address book of issue
 * #13): consignee, mobile, province / city / district chosen from the GB/T 2260 tree (RegionSelect)
 * and the street address, each with its own message (spec §5 style), plus "set as default".
 * Controlled: the caller validates and keeps the input through a failed save.
 */
export function AddressForm({
  labels,
  value,
  onChange,
  errors = {},
  onSubmit,
  onCancel,
  isSubmitting = false,
  formError,
  regions,
}: AddressFormProps) {
  const titleId = useId();
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isSubmitting) onSubmit();
  };
  const field = (name: TextFieldName, extra: { type?: 'tel'; inputMode?: 'tel' } = {}) => (
    <TextField
      label={labels[name]}
      value={value[name]}
      onChange={(text) => onChange({ ...value, [name]: text })}
      errorMessage={errors[name]}
      autoComplete={autoCompletes[name]}
      maxLength={maxLengths[name]}
      isRequired
      name={name}
      {...extra}
    />
  );
  return (
    <form className={styles.form} aria-labelledby={titleId} onSubmit={handleSubmit} noValidate>
      <h3 id={titleId} className={styles.title}>
        {labels.title}
      </h3>
      <div className={styles.row}>
        {field('consignee')}
        {field('mobile', { type: 'tel', inputMode: 'tel' })}
      </div>
      <RegionSelect
        {...regions}
        labels={{
          province: labels.province,
          city: labels.city,
          district: labels.district,
          placeholder: labels.regionPlaceholder,
          loading: labels.regionsLoading,
          loadFailed: labels.regionsLoadFailed,
          retry: labels.regionsRetry,
        }}
        value={value}
        onChange={(region) => onChange({ ...value, ...region })}
        errors={{ province: errors.province, city: errors.city, district: errors.district }}
        isDisabled={isSubmitting}
      />
      {field('detail')}
      <Checkbox isSelected={value.isDefault} onChange={(isDefault) => onChange({ ...value, isDefault })}>
        {labels.isDefault}
      </Checkbox>
      {formError ? (
        <p className={styles.formError} role="alert">
          {formError}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" tone="primary" loading={isSubmitting} loadingLabel={labels.saving}>
          {labels.submit}
        </Button>
        {onCancel ? (
          <Button tone="neutral" onPress={onCancel} isDisabled={isSubmitting}>
            {labels.cancel}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
