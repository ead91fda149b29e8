import type { FormEvent, ReactNode } from 'react';
import { Button } from '../../primitives/controls/Button/Button';
import { Select, type SelectOption } from '../../primitives/controls/Select/Select';
import * as styles from './service.css';

/** What a service form hands its fields: the draft, its change callback, the checks' messages, and whether it is being sent. */
export type DraftForm<D> = {
  value: D;
  onChange: (change: Partial<D>) => void;
  errors: Partial<Record<string, string>>;
  isSubmitting: boolean;
};

/** The props every service form takes besides its own: the controlled draft, the submit and its outcome. */
export type DraftFormProps<D> = {
  value: D;
  onChange: (change: Partial<D>) => void;
  onSubmit: () => void;
  /** While it is sent: controls disabled, the button says so. */
  isSubmitting?: boolean;
  /** The failure of the last submit, announced; everything typed stays. */
  errorMessage?: string;
};

type DraftSelectProps<D, F extends keyof D & string> = {
  form: DraftForm<D>;
  /** The draft's field the choice is (its message is `errors[field]`). */
  field: F;
  label: string;
  placeholder: string;
  description?: string;
  options: readonly SelectOption[];
  /** A choice the member may leave out (关联订单); required otherwise. */
  isOptional?: boolean;
};

/**
 * A choice of a service form (feedback, inquiry) bound to one field of its draft: required unless
 * said, its check's message under it, and waiting while the form is sent.
 */
export function DraftSelect<D extends { [K in F]: string | null }, F extends keyof D & string>({
  form,
  field,
  label,
  placeholder,
  description,
  options,
  isOptional = false,
}: DraftSelectProps<D, F>) {
  return (
    <Select
      label={label}
      placeholder={placeholder}
      description={description}
      options={options}
      selectedKey={form.value[field]}
      onSelectionChange={(chosen) => form.onChange({ [field]: chosen } as Partial<D>)}
      errorMessage={form.errors[field]}
      isRequired={!isOptional}
      isDisabled={form.isSubmitting}
    />
  );
}

/** The words of a service form's frame (feedback, inquiry): the labels object of each form has them. */
export type DraftFormFrameLabels = {
  /** The form's heading, also its accessible name. */
  title: string;
  intro?: string;
  submit: string;
  submitting: string;
};

type DraftFormFrameProps = {
  labels: DraftFormFrameLabels;
  /** The form's draft: only whether it is being sent is read here. */
  form: { isSubmitting: boolean };
  onSubmit: () => void;
  /** The failure of the last submit, announced; everything typed stays. */
  errorMessage?: string;
  /** A confirmation after a submit, announced politely. */
  statusMessage?: string;
  /** The fields. */
  children: ReactNode;
};

/**
 * The frame of a service form (feedback, inquiry): heading and intro, the fields, the announced
 * failure and confirmation, and the submit button, which says so while the form is sent (a second
 * press then does nothing).
 */
export function DraftFormFrame({
  labels: { title, intro, submit, submitting },
  form: { isSubmitting },
  onSubmit,
  errorMessage,
  statusMessage,
  children,
}: DraftFormFrameProps) {
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isSubmitting) onSubmit();
  };
  return (
    <form className={styles.root} aria-label={title} onSubmit={handleSubmit} noValidate>
      <h2 className={styles.title}>{title}</h2>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      <div className={styles.fields}>{children}</div>
      <span role="alert" className={styles.error}>
        {errorMessage ?? ''}
      </span>
      <span role="status" className={styles.meta}>
        {statusMessage ?? ''}
      </span>
      <div className={styles.footer}>
        <Button type="submit" tone="primary" isDisabled={isSubmitting}>
          {isSubmitting ? submitting : submit}
        </Button>
      </div>
    </form>
  );
}
