import { PasswordField } from '../PasswordField/PasswordField';

/** The two entries of a new password (register, reset, change): what is typed, and typed again. */
export type PasswordPairValue = {
  /** The new password. */
  password: string;
  /** The same password typed again. */
  confirm: string;
};

/** The pair's texts, already translated. */
export type PasswordPairLabels = {
  /** The first field's label (密码, 新密码). */
  password: string;
  /** The second field's label (确认密码). */
  confirm: string;
  /** Hint in the first field while empty (请输入8~16位数字+字母组合). */
  passwordPlaceholder?: string;
  /** Hint in the second field while empty (请再次输入密码). */
  confirmPlaceholder?: string;
  /** Accessible name of each field's toggle while hidden (显示密码). */
  show: string;
  /** Accessible name of each field's toggle while shown (隐藏密码). */
  hide: string;
};

export type PasswordPairProps = {
  /** The texts of both fields. */
  labels: PasswordPairLabels;
  /** Both entries (controlled). */
  value: PasswordPairValue;
  /** Called with both entries whenever either changes. */
  onChange: (value: PasswordPairValue) => void;
  /** The failed check of each field, already translated (spec §5); sets that field invalid. */
  errors?: Partial<Record<keyof PasswordPairValue, string | undefined>>;
  /** Help text under the first field (the rule, e.g. 8~16位数字+字母组合). */
  description?: string;
  /** Hard limit on each entry (spec §9: 16). */
  maxLength?: number;
  /** Marks both fields required. Default true. */
  isRequired?: boolean;
  /** Greys both fields out. */
  isDisabled?: boolean;
};

/**
 * A new password and its confirmation: two password fields that password managers recognise as a
 * new password (`autocomplete="new-password"`), each with its own show/hide toggle and error.
 * Whether the two match is the caller's rule; this only shows what the rule says.
 */
export function PasswordPair({
  labels,
  value,
  onChange,
  errors = {},
  description,
  maxLength,
  isRequired = true,
  isDisabled = false,
}: PasswordPairProps) {
  const shared = {
    showLabel: labels.show,
    hideLabel: labels.hide,
    autoComplete: 'new-password',
    maxLength,
    isRequired,
    isDisabled,
  } as const;
  return (
    <>
      <PasswordField
        {...shared}
        label={labels.password}
        description={description}
        placeholder={labels.passwordPlaceholder}
        value={value.password}
        onChange={(password) => onChange({ ...value, password })}
        errorMessage={errors.password}
      />
      <PasswordField
        {...shared}
        label={labels.confirm}
        placeholder={labels.confirmPlaceholder}
        value={value.confirm}
        onChange={(confirm) => onChange({ ...value, confirm })}
        errorMessage={errors.confirm}
      />
    </>
  );
}
