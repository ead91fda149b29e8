import { PasswordField } from '../../../primitives/controls/PasswordField/PasswordField';
import { PasswordPair, type PasswordPairLabels } from '../../../primitives/controls/PasswordPair/PasswordPair';
import {
  AccountFormPanel,
  accountFormPanelProps,
  type AccountFormLabels,
  type AccountFormState,
} from '../AccountFormPanel/AccountFormPanel';

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
export type ChangePasswordFormLabels = PasswordPairLabels &
  AccountFormLabels & {
    /** 原密码 */
    oldPassword: string;
    /** 请输入原密码 */
    oldPasswordPlaceholder: string;
    /** The rule under the new password (8~16位数字+字母组合). */
    rule: string;
  };

export type ChangePasswordFormProps = AccountFormState & {
  labels: ChangePasswordFormLabels;
  /** The entries (controlled, so a failed change keeps them). */
  value: ChangePasswordValue;
  /** Called with all three entries whenever one changes. */
  onChange: (value: ChangePasswordValue) => void;
  /** Per-field messages of a failed check, already translated (spec §5). */
  errors?: Partial<Record<keyof ChangePasswordValue, string>>;
};

/**
 * Change the login password (issue #13 item 2): the old password, then the new one twice, with
 * the spec §5 rule under it. The caller checks the rule and the match, and shows what the server said.
 */
export function ChangePasswordForm({ labels, value, onChange, errors = {}, ...state }: ChangePasswordFormProps) {
  return (
    <AccountFormPanel {...accountFormPanelProps(labels, state)}>
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
