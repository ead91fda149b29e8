import type { FormEvent, ReactNode } from 'react';
import { Button } from '../../../primitives/controls/Button/Button';
import * as styles from './AuthForm.css';

export type AuthFormProps = {
  /** The fields, top to bottom (phone, captcha, code, …, agreements). */
  children: ReactNode;
  /** The large submit button's text (登录, 立即注册, 确认). */
  submitLabel: string;
  /** Submit (button or Enter); the browser's own validation and submission are held back. */
  onSubmit: () => void;
  /** The submission is running: the button is disabled. */
  isSubmitting?: boolean;
  /** A note at the start of the line under the button (已有账号？). */
  footerNote?: string;
  /** A link-button on the line under the button (忘记密码, 立即登录). */
  footerAction?: ReactNode;
};

/**
 * The sign-in, registration and reset forms' frame (spec §2): fields stacked at the gutter, the
 * large block submit button, and an optional line of links under it.
 */
export function AuthForm({
  children,
  submitLabel,
  onSubmit,
  isSubmitting = false,
  footerNote,
  footerAction,
}: AuthFormProps) {
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate>
      {children}
      <Button type="submit" tone="primary" size="large" isBlock isDisabled={isSubmitting}>
        {submitLabel}
      </Button>
      {footerNote || footerAction ? (
        <div className={styles.footer}>
          {footerNote ? <span>{footerNote}</span> : null}
          {footerAction}
        </div>
      ) : null}
    </form>
  );
}
