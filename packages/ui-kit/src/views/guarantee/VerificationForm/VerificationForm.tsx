import type { FormEvent } from 'react';
import { Button } from '../../../primitives/controls/Button/Button';
import { TextField } from '../../../primitives/controls/TextField/TextField';
import * as styles from '../guarantee.css';

export type VerificationFormLabels = {
  /** The form's name (商品验证). */
  title: string;
  intro: string;
  /** 证书编号 */
  certNo: string;
  placeholder: string;
  submit: string;
  submitting: string;
};

export type VerificationFormProps = {
  labels: VerificationFormLabels;
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  isSubmitting?: boolean;
  /** A message under the field (请输入证书编号). */
  errorMessage?: string;
};

/** The certificate look-up form of the public verification page (issue #14 商品验证). */
export function VerificationForm({
  labels,
  value,
  onChange,
  onSubmit,
  isSubmitting = false,
  errorMessage,
}: VerificationFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isSubmitting) onSubmit();
  };
  return (
    <form className={styles.form} aria-label={labels.title} onSubmit={submit} noValidate>
      <p className={styles.meta}>{labels.intro}</p>
      <TextField
        label={labels.certNo}
        value={value}
        onChange={onChange}
        placeholder={labels.placeholder}
        maxLength={40}
        autoComplete="off"
        errorMessage={errorMessage}
        isRequired
      />
      <div>
        <Button type="submit" loading={isSubmitting} loadingLabel={labels.submitting}>
          {labels.submit}
        </Button>
      </div>
    </form>
  );
}
