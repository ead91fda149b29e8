import { AuthForm, Button, LoginView, PasswordField, TextField, type LoginTabId, type Toast } from '@mall/ui-kit';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthApi } from '../hooks/useAuthApi';
import { useCaptcha } from '../hooks/useCaptcha';
import { withoutErrorParam } from '../logic/completion';
import { hashPassword } from '../logic/registration';
import {
  isValid,
  validatePasswordLogin,
  validateSmsLogin,
  type FieldErrors,
  type PasswordLoginField,
  type SmsLoginField,
} from '../logic/validation';
import { CaptchaField, useAgreementGate } from './formParts';
import { usePhoneCodeForm } from './phoneCodeForm';

/** The current page as the login's return address: path, query and hash of this origin, without ?error. */
function defaultReturnPath(): string {
  return withoutErrorParam(`${window.location.pathname}${window.location.search}${window.location.hash}`);
}

type SharedProps = {
  /** Shows a toast (spec §8: SMS send failure). */
  onToast: Toast;
  /** Where the login returns to: an internal path (the server allow-lists it). Default: this page. */
  returnPath?: () => string;
};

/** spec §2 login view, phone-code tab: phone, captcha + send (smsType 1), code, agreements. */
function SmsLoginForm({ onToast, returnPath = defaultReturnPath }: SharedProps) {
  const { t } = useTranslation('auth');
  const api = useAuthApi();
  const { phone, smsCode, setErrors, fields } = usePhoneCodeForm<SmsLoginField>('login', onToast);
  const agreements = useAgreementGate();

  function handleSubmit() {
    // spec §4 login submit: validate, then both agreements, then the browser form post.
    const found = validateSmsLogin({ countryNum: phone.countryCode, mobile: phone.number, smsCode });
    setErrors(found);
    if (!isValid(found) || !agreements.gate()) return;
    const back = returnPath();
    api.postSmsLogin({
      mobile: phone.number.trim(),
      countryNo: phone.countryCode,
      smsCode: smsCode.trim(),
      success_redirect_uri: back,
      failure_redirect_uri: back,
    });
  }

  return (
    <AuthForm submitLabel={t('login.submit')} onSubmit={handleSubmit}>
      {fields}
      {agreements.element}
    </AuthForm>
  );
}

/** spec §2 login view, account tab: phone or card number, password (MD5), captcha, agreements. */
function PasswordLoginForm({
  returnPath = defaultReturnPath,
  onForgotPassword,
}: Pick<SharedProps, 'returnPath'> & { onForgotPassword: () => void }) {
  const { t } = useTranslation('auth');
  const api = useAuthApi();
  const captcha = useCaptcha();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<PasswordLoginField>>({});
  const agreements = useAgreementGate();

  function handleSubmit() {
    const found = validatePasswordLogin({ username, password, isCaptchaPassed: captcha.isPassed });
    setErrors(found);
    if (!isValid(found) || !agreements.gate()) return;
    const pass = captcha.takePass();
    if (!pass) return;
    const back = returnPath();
    api.postPasswordLogin({
      username: username.trim(),
      password: hashPassword(password),
      ...pass,
      success_redirect_uri: back,
      failure_redirect_uri: back,
    });
  }

  return (
    <AuthForm
      submitLabel={t('login.submit')}
      onSubmit={handleSubmit}
      footerAction={
        // spec §2: the forgot-password link is on the account tab only.
        <Button tone="link" onPress={onForgotPassword}>
          {t('login.forgot')}
        </Button>
      }
    >
      <TextField
        label={t('fields.username')}
        value={username}
        onChange={setUsername}
        placeholder={t('fields.usernamePlaceholder')}
        autoComplete="username"
        maxLength={32}
        errorMessage={errors.username && t(errors.username)}
        isRequired
      />
      <PasswordField
        label={t('fields.password')}
        value={password}
        onChange={setPassword}
        showLabel={t('fields.showPassword')}
        hideLabel={t('fields.hidePassword')}
        autoComplete="current-password"
        maxLength={16}
        errorMessage={errors.password && t(errors.password)}
        isRequired
      />
      <CaptchaField flow={captcha} errorMessage={errors.captcha && t(errors.captcha)} />
      {agreements.element}
    </AuthForm>
  );
}

export type LoginContainerProps = SharedProps & {
  /** `popup` inside the login drawer, `page` at /login (spec §2). */
  variant: 'popup' | 'page';
  /** The staff tab's content: the staff sign-in action belongs to another feature (composed by the app). */
  staffContent: ReactNode;
  /** The registration tab: the register drawer in pop-up mode, /register in page mode (spec §2). */
  onRegister: () => void;
  /** The forgot-password link: the reset drawer or /reset. */
  onForgotPassword: () => void;
  /** The tab selected first (spec §2: phone-code login). */
  defaultTab?: LoginTabId;
  /** The selected tab when the owner shows the title (the login drawer, spec §2); pair with `onSelectTab`. */
  selectedTab?: LoginTabId;
  onSelectTab?: (id: LoginTabId) => void;
};

/**
 * The login view wired to the server (spec §2, §4, §7): phone-code and account sign-in post a real
 * browser form to `{sso}/login/sms` / `{sso}/login/password`, which redirects back here with a
 * one-time ticket (LoginCompletion finishes) or with `?error` (LoginErrorDialog explains).
 */
export function LoginContainer({
  variant,
  staffContent,
  onRegister,
  onForgotPassword,
  onToast,
  returnPath,
  defaultTab = 'phoneCode',
  selectedTab,
  onSelectTab,
}: LoginContainerProps) {
  const { t } = useTranslation('auth');
  const [ownTab, setOwnTab] = useState<LoginTabId>(defaultTab);
  const tab = selectedTab ?? ownTab;
  const setTab = (id: LoginTabId) => {
    setOwnTab(id);
    onSelectTab?.(id);
  };
  return (
    <LoginView
      variant={variant}
      tabsLabel={t('tabs.label')}
      selectedTab={tab}
      onSelectTab={(id) => {
        if (id === 'register') onRegister();
        else setTab(id);
      }}
      tabs={[
        {
          id: 'phoneCode',
          label: t('tabs.phoneCode'),
          content: <SmsLoginForm onToast={onToast} returnPath={returnPath} />,
        },
        {
          id: 'account',
          label: t('tabs.account'),
          content: <PasswordLoginForm returnPath={returnPath} onForgotPassword={onForgotPassword} />,
        },
        {
          id: 'register',
          label: t('tabs.register'),
          content: (
            <Button tone="primary" isBlock onPress={onRegister}>
              {t('register.submit')}
            </Button>
          ),
        },
        { id: 'staff', label: t('tabs.staff'), content: staffContent },
      ]}
    />
  );
}
