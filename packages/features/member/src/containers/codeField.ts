import type { VerificationCodeFieldProps } from '@mall/core';
import type { ComponentType } from 'react';

/**
 * The captcha and SMS code field the mobile change, the export and the cancellation need (spec §4
 * send-code button). The sign-in feature owns it; the page lends it (features never import each other).
 */
export type CodeFieldProps = VerificationCodeFieldProps;

export type CodeField = ComponentType<CodeFieldProps>;

/** spec §5: a code is 6 digits; an empty one says 请输入验证码. */
export const isSmsCode = (code: string) => /^\d{6}$/.test(code.trim());
