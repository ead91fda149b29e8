import { PasswordField } from '../../../primitives/controls/PasswordField/PasswordField';
import { PasswordPair, type PasswordPairLabels } from '../../../primitives/controls/PasswordPair/PasswordPair';
import { AccountFormPanel } from '../AccountFormPanel/AccountFormPanel';

/** The three entries of a password change. */
export type ChangePasswordValue = {
  /** The password in use now. */
  oldPassword: string;
  /** The new password. */
  password: string;
  /** The new password typed again. */
  confirm: string;
};

/** Captions of the form (ui-kit never translates). */
export type ChangePasswordFormLabels = PasswordPairLabels & {
  /** The form's heading (修改登录密码). */
  title: string;
  /** What happens after a change (修改后其他设备上的登录将失效…). */
  intro: string;
  /** 原密码 */
  oldPassword: string;
  /** 请输入原密码 */
  oldPasswordPlaceholder: string;
  /** The rule under the new password (8~16位数字+字母组合). */
  rule: string;
  /** 确认修改 */
  submit: string;
  /** Read while saving (提交中). */
  saving: string;
};

export type ChangePasswordFormProps = {
  labels: ChangePasswordFormLabels;
  /** The entries (controlled, so a failed change keeps them). */
  value: ChangePasswordValue;
  /** Called with all three entries whenever one changes. */
  onChange: (value: ChangePasswordValue) => void;
  /** Submit (button or Enter); the caller checks, hashes and sends. */
  onSubmit: () => void;
  /** Per-field messages of a failed check, already translated (spec §5). */
  errors?: Partial<Record<keyof ChangePasswordValue, string>>;
  /** The change is running. */
  isSubmitting?: boolean;
  /** A failure of the change itself (the server's message, e.g. 原密码错误，还可尝试 4 次). */
  formError?: string;
  /** Shown after a change went through (密码已修改). */
  successMessage?: string;
};

/**
 * Change the login password (issue #13 item 2): the old password, then the new one twice, with
 * the spec §5 rule under it. The caller checks the rule and the match, and shows what the server said.
 */
export function ChangePasswordForm({
  labels,
  value,
  onChange,
  onSubmit,
  errors = {},
  isSubmitting = false,
  formError,
  successMessage,
}: ChangePasswordFormProps) {
  return (
    <AccountFormPanel
      title={labels.title}
      intro={labels.intro}
      onSubmit={onSubmit}
      isSubmitting={isSubmitting}
      formError={formError}
      successMessage={successMessage}
      submitLabel={labels.submit}
      submittingLabel={labels.saving}
    >
      <PasswordField
        label={labels.oldPassword}
        placeholder={labels.oldPasswordPlaceholder}
        showLabel={labels.show}
        hideLabel={labels.hide}
        autoComplete="current-password"
        value={value.oldPassword}
        onChange={(oldPassword) => onChange({ ...value, oldPassword })}
        errorMessage={errors.oldPassword}
        maxLength={16}
        isRequired
        name="oldPassword"
      />
      <PasswordPair
        labels={labels}
        value={{ password: value.password, confirm: value.confirm }}
        onChange={(pair) => onChange({ ...value, ...pair })}
        errors={{ password: errors.password, confirm: errors.confirm }}
        description={labels.rule}
        maxLength={16}
      />
    </AccountFormPanel>
  );
}
