import type { FormEvent } from 'react';
import { Button } from '../../../primitives/controls/Button/Button';
import { CardPicker } from '../../../primitives/controls/CardPicker/CardPicker';
import { TextField } from '../../../primitives/controls/TextField/TextField';
import * as styles from '../invoice.css';

/** The request as typed (controlled by the caller). */
export type InvoiceDraft = {
  titleType: 'personal' | 'company';
  title: string;
  taxId: string;
  bankName: string;
  bankAccount: string;
  address: string;
  phone: string;
  email: string;
};

export type InvoiceDraftField = Exclude<keyof InvoiceDraft, 'titleType'>;

export type InvoiceRequestFormLabels = {
  title: string;
  /** The order and the amount the invoice will carry, already worded (订单 JY… · 开票金额 ¥1,026.14). */
  summary: string;
  titleType: string;
  personal: string;
  company: string;
  personalTitle: string;
  companyTitle: string;
  taxId: string;
  taxIdHint: string;
  bankName: string;
  bankAccount: string;
  address: string;
  phone: string;
  email: string;
  emailHint: string;
  submit: string;
  submitting: string;
  cancel?: string;
};

export type InvoiceRequestFormProps = {
  labels: InvoiceRequestFormLabels;
  value: InvoiceDraft;
  onChange: (change: Partial<InvoiceDraft>) => void;
  onSubmit: () => void;
  onCancel?: () => void;
  /** Messages of failed checks by field, already translated (the contract's invoice messages). */
  errors?: Partial<Record<InvoiceDraftField, string>>;
  isSubmitting?: boolean;
  /** The failure of the last submit, announced; everything typed stays. */
  errorMessage?: string;
};

/**
 * The invoice request (issue #14 发票管理): 个人 or 单位; a person's name, or the company's name and
 * its 18-character credit code with optional bank, account, registered address and telephone; the
 * e-mail the invoice goes to. The amount is shown, never typed.
 */
export function InvoiceRequestForm({
  labels,
  value,
  onChange,
  onSubmit,
  onCancel,
  errors = {},
  isSubmitting = false,
  errorMessage,
}: InvoiceRequestFormProps) {
  const isCompany = value.titleType === 'company';
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isSubmitting) onSubmit();
  };
  const field = (
    name: InvoiceDraftField,
    label: string,
    options: {
      isRequired?: boolean;
      description?: string;
      type?: 'email' | 'tel' | 'text';
      inputMode?: 'numeric' | 'tel' | 'email';
      autoComplete?: string;
    } = {},
  ) => (
    <TextField
      label={label}
      value={value[name]}
      onChange={(entered) => onChange({ [name]: entered })}
      errorMessage={errors[name]}
      isDisabled={isSubmitting}
      {...options}
    />
  );
  return (
    <form className={styles.root} aria-label={labels.title} onSubmit={handleSubmit} noValidate>
      <h2 className={styles.title}>{labels.title}</h2>
      <p className={styles.meta}>{labels.summary}</p>
      <div className={styles.fields}>
        <CardPicker
          label={labels.titleType}
          options={[
            { value: 'personal', content: labels.personal },
            { value: 'company', content: labels.company },
          ]}
          value={value.titleType}
          onChange={(chosen) => onChange({ titleType: chosen === 'company' ? 'company' : 'personal' })}
          isDisabled={isSubmitting}
        />
        {field('title', isCompany ? labels.companyTitle : labels.personalTitle, {
          isRequired: true,
          autoComplete: isCompany ? 'organization' : 'name',
        })}
        {isCompany ? (
          <>
            {field('taxId', labels.taxId, { isRequired: true, description: labels.taxIdHint })}
            <div className={styles.pair}>
              {field('bankName', labels.bankName)}
              {field('bankAccount', labels.bankAccount, { inputMode: 'numeric' })}
            </div>
            <div className={styles.pair}>
              {field('address', labels.address, { autoComplete: 'street-address' })}
              {field('phone', labels.phone, { type: 'tel', inputMode: 'tel' })}
            </div>
          </>
        ) : null}
        {field('email', labels.email, {
          isRequired: true,
          description: labels.emailHint,
          type: 'email',
          inputMode: 'email',
          autoComplete: 'email',
        })}
      </div>
      <span role="alert" className={styles.error}>
        {errorMessage ?? ''}
      </span>
      <div className={styles.actions}>
        {onCancel && labels.cancel ? (
          <Button tone="secondary" onPress={onCancel} isDisabled={isSubmitting}>
            {labels.cancel}
          </Button>
        ) : null}
        <Button type="submit" tone="primary" isDisabled={isSubmitting}>
          {isSubmitting ? labels.submitting : labels.submit}
        </Button>
      </div>
    </form>
  );
}
