import { useId, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../../primitives/controls/Button/Button';
import * as styles from '../accountForms.css';

export type AccountFormPanelProps = {
  /** The form's heading, also its accessible name (修改登录密码). */
  title: string;
  /** A line under the heading: what the form does or what follows. */
  intro?: string;
  /** Submit (button or Enter), ignored while `isSubmitting`. */
  onSubmit: () => void;
  /** The submission is running. */
  isSubmitting?: boolean;
  /** A failure of the submission itself (the server's message), announced. */
  formError?: string;
  /** A success line, announced politely. */
  successMessage?: string;
  /** The fields. */
  children: ReactNode;
  /** The submit button's text; leave out for a panel that cannot be submitted now. */
  submitLabel?: string;
  /** Read while submitting (提交中). */
  submittingLabel?: string;
  /** Buttons after the submit button (取消). */
  secondaryActions?: ReactNode;
};

/** What a submitting account form tells its panel: the submit and how it went. */
export type AccountFormState = {
  /** Submit (button or Enter); the caller checks and sends. */
  onSubmit: () => void;
  /** The submission is running. */
  isSubmitting?: boolean;
  /** A failure of the submission itself (the server's message, e.g. 原密码错误，还可尝试 4 次). */
  formError?: string;
  /** Shown after the submission went through (密码已修改). */
  successMessage?: string;
};

/** The captions of a one-purpose account form (ui-kit never translates). */
export type AccountFormLabels = {
  /** The form's heading (修改登录密码). */
  title: string;
  /** What the form does or what follows (修改后其他设备上的登录将失效…). */
  intro: string;
  /** The submit button (确认修改). */
  submit: string;
  /** Read while saving (提交中). */
  saving: string;
};

/** The panel's props for a one-purpose form: its captions and its state. */
export function accountFormPanelProps(labels: AccountFormLabels, state: AccountFormState) {
  return {
    title: labels.title,
    intro: labels.intro,
    submitLabel: labels.submit,
    submittingLabel: labels.saving,
    ...state,
  };
}

/**
 * The card every account-information form sits in (issue #13 item 2): heading, intro, fields, the
 * server's failure or a success line, and the buttons. Not exported: the member forms compose it.
 */
export function AccountFormPanel({
  title,
  intro,
  onSubmit,
  isSubmitting = false,
  formError,
  successMessage,
  children,
  submitLabel,
  submittingLabel,
  secondaryActions,
}: AccountFormPanelProps) {
  const titleId = useId();
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isSubmitting) onSubmit();
  };
  return (
    <form className={styles.panel} aria-labelledby={titleId} onSubmit={handleSubmit} noValidate>
      <h2 id={titleId} className={styles.heading}>
        {title}
      </h2>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      {children}
      {formError ? (
        <p className={styles.formError} role="alert">
          {formError}
        </p>
      ) : null}
      {successMessage ? (
        <p className={styles.success} role="status">
          {successMessage}
        </p>
      ) : null}
      <div className={styles.actions}>
        {submitLabel ? (
          <Button type="submit" tone="primary" loading={isSubmitting} loadingLabel={submittingLabel}>
            {submitLabel}
          </Button>
        ) : null}
        {secondaryActions}
      </div>
    </form>
  );
}
