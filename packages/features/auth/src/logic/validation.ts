import { isValidPhone } from './phone';

/**
 * Message keys of the `auth` namespace for each failed check (spec §5). zh-CN carries the spec's
 * exact texts; validation.test.ts checks them word for word.
 */
export const validationMessages = {
  phoneRequired: 'validation.phoneRequired',
  phoneInvalid: 'validation.phoneInvalid',
  phoneInvalidReset: 'validation.phoneInvalidReset',
  smsCodeRequired: 'validation.smsCodeRequired',
  captchaRequired: 'validation.captchaRequired',
  familyNameRequired: 'validation.familyNameRequired',
  titleRequired: 'validation.titleRequired',
  passwordRule: 'validation.passwordRule',
  confirmRequired: 'validation.confirmRequired',
  confirmMismatch: 'validation.confirmMismatch',
  usernameRequired: 'validation.usernameRequired',
  loginPasswordRequired: 'validation.loginPasswordRequired',
  birthdayInFuture: 'validation.birthdayInFuture',
} as const;

export type ValidationMessage = (typeof validationMessages)[keyof typeof validationMessages];
/** Field name → message key of its first failed check; fields that passed are absent. */
export type FieldErrors<F extends string> = Partial<Record<F, ValidationMessage>>;

/** spec §9: password 8–16 characters, letters and digits mixed (nothing else). */
export const passwordPattern = /^(?=.*\d)(?=.*[A-Za-z])[A-Za-z\d]{8,16}$/;

/** spec §5 phone: required, then the pattern of its calling code (11 digits from 1 on the mainland). */
export function checkPhone(
  number: string,
  countryNum: string,
  form: 'register' | 'login' | 'reset',
): ValidationMessage | undefined {
  if (number.trim() === '') return validationMessages.phoneRequired;
  if (!isValidPhone(number, countryNum)) {
    // spec §5: the reset form says 请输入正确的手机号, the others 请输入正确的11位手机号.
    return form === 'reset' ? validationMessages.phoneInvalidReset : validationMessages.phoneInvalid;
  }
  return undefined;
}

/** spec §5 password (register, reset): 8–16 letters and digits mixed. */
export function checkNewPassword(password: string): ValidationMessage | undefined {
  return passwordPattern.test(password) ? undefined : validationMessages.passwordRule;
}

/** spec §5 confirm password: required, then equal to the password. */
export function checkConfirm(password: string, confirm: string): ValidationMessage | undefined {
  if (confirm === '') return validationMessages.confirmRequired;
  return confirm === password ? undefined : validationMessages.confirmMismatch;
}

/** spec §5 birthday: not after today (ISO dates compare as text). Optional: an empty birthday passes. */
export function checkBirthday(birthday: string | null, today: string): ValidationMessage | undefined {
  if (!birthday) return undefined;
  return birthday > today ? validationMessages.birthdayInFuture : undefined;
}

/** Today as `YYYY-MM-DD` in local time (the DatePicker's format). */
export function isoToday(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function required(value: string, message: ValidationMessage): ValidationMessage | undefined {
  return value.trim() === '' ? message : undefined;
}

function compact<F extends string>(errors: Record<F, ValidationMessage | undefined>): FieldErrors<F> {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== undefined)) as FieldErrors<F>;
}

/** The registration form's values (spec §2 "Registration form"). */
export type RegisterValues = {
  countryNum: string;
  mobile: string;
  smsCode: string;
  isCaptchaPassed: boolean;
  familyName: string;
  /** Title code '1' 先生, '2' 女士, '3' 太太, or '' when none chosen. */
  memberTitle: string;
  /** `YYYY-MM-DD` or null. */
  birthday: string | null;
  password: string;
  confirm: string;
};

export type RegisterField =
  'mobile' | 'smsCode' | 'captcha' | 'familyName' | 'memberTitle' | 'birthday' | 'password' | 'confirm';

/** Every check of the registration form (spec §5), each field's first failed message. */
export function validateRegister(values: RegisterValues, today: string): FieldErrors<RegisterField> {
  return compact<RegisterField>({
    mobile: checkPhone(values.mobile, values.countryNum, 'register'),
    smsCode: required(values.smsCode, validationMessages.smsCodeRequired),
    captcha: values.isCaptchaPassed ? undefined : validationMessages.captchaRequired,
    familyName: required(values.familyName, validationMessages.familyNameRequired),
    memberTitle: values.memberTitle === '' ? validationMessages.titleRequired : undefined,
    birthday: checkBirthday(values.birthday, today),
    password: checkNewPassword(values.password),
    confirm: checkConfirm(values.password, values.confirm),
  });
}

/** The reset-password form's values (spec §2 "Reset-password form"). */
export type ResetValues = {
  countryNum: string;
  mobile: string;
  smsCode: string;
  isCaptchaPassed: boolean;
  password: string;
  confirm: string;
};
export type ResetField = 'mobile' | 'smsCode' | 'captcha' | 'password' | 'confirm';

/** Every check of the reset form (spec §5; its phone message is 请输入正确的手机号). */
export function validateReset(values: ResetValues): FieldErrors<ResetField> {
  return compact<ResetField>({
    mobile: checkPhone(values.mobile, values.countryNum, 'reset'),
    smsCode: required(values.smsCode, validationMessages.smsCodeRequired),
    captcha: values.isCaptchaPassed ? undefined : validationMessages.captchaRequired,
    password: checkNewPassword(values.password),
    confirm: checkConfirm(values.password, values.confirm),
  });
}

/** The phone-code login form (spec §3 "Login form"). The code was sent after a passed captcha. */
export type SmsLoginValues = { countryNum: string; mobile: string; smsCode: string };
export type SmsLoginField = 'mobile' | 'smsCode';

/** spec §5: phone required and valid, code required. */
export function validateSmsLogin(values: SmsLoginValues): FieldErrors<SmsLoginField> {
  return compact<SmsLoginField>({
    mobile: checkPhone(values.mobile, values.countryNum, 'login'),
    smsCode: required(values.smsCode, validationMessages.smsCodeRequired),
  });
}

/** The account login form (spec §3 "Login form"). */
export type PasswordLoginValues = { username: string; password: string; isCaptchaPassed: boolean };
export type PasswordLoginField = 'username' | 'password' | 'captcha';

/** spec §5: 请输入手机号或会员卡号, 请输入登录密码, and the captcha. */
export function validatePasswordLogin(values: PasswordLoginValues): FieldErrors<PasswordLoginField> {
  return compact<PasswordLoginField>({
    username: required(values.username, validationMessages.usernameRequired),
    password: values.password === '' ? validationMessages.loginPasswordRequired : undefined,
    captcha: values.isCaptchaPassed ? undefined : validationMessages.captchaRequired,
  });
}

/** Whether a form's errors are empty. */
export function isValid(errors: Partial<Record<string, unknown>>): boolean {
  return Object.keys(errors).length === 0;
}
