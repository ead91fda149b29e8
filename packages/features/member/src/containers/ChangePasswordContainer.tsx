import { ChangePasswordForm, type ChangePasswordValue, type Toast } from '@mall/ui-kit';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccountSave } from '../hooks/useAccountSave';
import { useMemberApi } from '../hooks/useMemberApi';
import { checkPasswordChange, passwordChangeBody, type Problems } from '../logic/accountForms';

export type ChangePasswordContainerProps = {
  /** Shows a short message (the app's toast). */
  onToast: Toast;
};

const empty: ChangePasswordValue = { oldPassword: '', password: '', confirm: '' };

/**
 * Change the login password (issue #13 item 2): spec §5 rule and messages, both passwords MD5 on the
 * wire. A wrong old password shows the server's message (it counts against a limit); the entries are
 * kept on any failure. After a change the member's other sessions end; this one stays.
 */
export function ChangePasswordContainer({ onToast }: ChangePasswordContainerProps) {
  const { t } = useTranslation('member');
  const api = useMemberApi();
  const [value, setValue] = useState<ChangePasswordValue>(empty);
  const [errors, setErrors] = useState<Problems<keyof ChangePasswordValue>>({});
  const { save, state } = useAccountSave(t('account.password.failed'));

  const labels = useMemo(
    () => ({
      title: t('account.password.title'),
      intro: t('account.password.intro'),
      oldPassword: t('account.password.oldPassword'),
      oldPasswordPlaceholder: t('account.validation.oldPasswordRequired'),
      password: t('account.password.newPassword'),
      confirm: t('account.password.confirm'),
      passwordPlaceholder: t('account.validation.passwordRule'),
      confirmPlaceholder: t('account.validation.confirmRequired'),
      rule: t('account.password.rule'),
      show: t('account.password.show'),
      hide: t('account.password.hide'),
      submit: t('account.password.submit'),
      saving: t('account.password.saving'),
    }),
    [t],
  );

  const submit = () =>
    save(
      () => {
        const found = checkPasswordChange(value);
        setErrors(found);
        return Object.keys(found).length === 0;
      },
      () => api.changePassword(passwordChangeBody(value)),
      () => {
        setValue(empty);
        onToast(t('account.password.changed'), 'positive');
        return t('account.password.changed');
      },
    );

  return (
    <ChangePasswordForm
      labels={labels}
      value={value}
      onChange={setValue}
      onSubmit={() => void submit()}
      errors={Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, t(key)]))}
      {...state}
    />
  );
}
