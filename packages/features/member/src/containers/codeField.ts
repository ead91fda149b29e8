import type { CaptchaPass } from '@mall/contract';
import type { ComponentType } from 'react';

/**
 * The captcha and SMS code field the export and the cancellation need (spec §4 send-code button).
 * The sign-in feature owns it; the page lends it (features never import each other), so its props are
 * named here and the auth feature's VerificationCodeField fits them.
 */
export type CodeFieldProps = {
  value: string;
  onChange: (value: string) => void;
  errorMessage?: string;
  /** The call that sends the code with the captcha's pass. */
  send: (pass: CaptchaPass) => Promise<unknown>;
  /** Checked before a send; false stops it (the caller shows why). */
  canSend?: () => boolean;
  onToast: (message: string) => void;
};

export type CodeField = ComponentType<CodeFieldProps>;

/** spec §5: a code is 6 digits; an empty one says 请输入验证码. */
export const isSmsCode = (code: string) => /^\d{6}$/.test(code.trim());
