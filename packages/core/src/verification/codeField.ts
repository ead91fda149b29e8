import type { CaptchaPass } from '@mall/contract/auth';

/**
 * The props of the captcha + SMS code field (spec §4 send-code button, §5 a passed captcha before a
 * send) that the sign-in feature owns and lends, through the page, to calls beyond sign-in (issue #13:
 * mobile change, data export, account cancellation). Named here, below both features, so the one
 * that renders it and the ones that receive it agree on one shape.
 */
export type VerificationCodeFieldProps = {
  /** The code typed (controlled). */
  value: string;
  onChange: (value: string) => void;
  /** The code's failed check, already translated (spec §5 请输入验证码). */
  errorMessage?: string;
  /** The call that sends the code with the captcha's pass (to the member's own mobile, or a new one). */
  send: (pass: CaptchaPass) => Promise<unknown>;
  /** Checked before a send; false stops it (the caller shows why, e.g. the new mobile's rule). */
  canSend?: () => boolean;
  /** Shows a short message (spec §8: 发送失败…). */
  onToast: (message: string) => void;
};
