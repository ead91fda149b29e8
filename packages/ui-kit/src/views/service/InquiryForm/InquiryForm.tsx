import type { FormEvent, ReactNode } from 'react';
import { Button } from '../../../primitives/controls/Button/Button';
import { DatePicker } from '../../../primitives/controls/DatePicker/DatePicker';
import {
  PhotoPicker,
  type PhotoPickerItem,
  type PhotoPickerTexts,
} from '../../../primitives/controls/PhotoPicker/PhotoPicker';
import { Select, type SelectOption } from '../../../primitives/controls/Select/Select';
import { TextArea } from '../../../primitives/controls/TextArea/TextArea';
import { TextField } from '../../../primitives/controls/TextField/TextField';
import { EmptyState } from '../../../primitives/feedback/EmptyState/EmptyState';
import * as styles from '../service.css';

/** The inquiry as typed (controlled by the caller); the quantity as its text. */
export type InquiryDraft = {
  company: string;
  contactName: string;
  mobile: string;
  email: string;
  quantity: string;
  budget: string | null;
  purpose: string | null;
  expectedDate: string | null;
  description: string;
};

export type InquiryFormField = keyof InquiryDraft | 'captcha';

export type InquiryFormLabels = {
  title: string;
  intro?: string;
  company: string;
  contactName: string;
  mobile: string;
  email: string;
  quantity: string;
  budget: string;
  budgetPlaceholder: string;
  purpose: string;
  purposePlaceholder: string;
  expectedDate: string;
  calendar: string;
  previousMonth: string;
  nextMonth: string;
  description: string;
  descriptionPlaceholder: string;
  logo: string;
  logoDescription: string;
  logoTexts: PhotoPickerTexts;
  submit: string;
  submitting: string;
};

export type InquiryFormProps = {
  labels: InquiryFormLabels;
  value: InquiryDraft;
  onChange: (change: Partial<InquiryDraft>) => void;
  onSubmit: () => void;
  budgets: readonly SelectOption[];
  purposes: readonly SelectOption[];
  /** The earliest expected date (today, China date, YYYY-MM-DD). */
  minDate: string;
  /** Messages of failed checks by field, already translated. */
  errors?: Partial<Record<InquiryFormField, string>>;
  /** The optional logo (one image) and its upload state. */
  logo: {
    items: readonly PhotoPickerItem[];
    error?: string;
    onAdd: (files: File[]) => void;
    onRemove: (key: string) => void;
    onRetry?: (key: string) => void;
  };
  logoTypes: readonly string[];
  /** The captcha to pass before submitting (the caller's slider). */
  captcha: ReactNode;
  isSubmitting?: boolean;
  /** The failure of the last submit, announced; everything typed stays. */
  errorMessage?: string;
  /** After a submit: the confirmation in place of the form (title, the inquiry number, what happens next). */
  confirmation?: { title: string; number: string; description: string; action?: ReactNode };
};

/**
 * The enterprise customization inquiry (issue #14 企业定制): company and contact, mobile (spec §5)
 * and e-mail, quantity, budget, purpose, the expected date (not before today), a description, an
 * optional logo, then the captcha and the submit; a confirmation with the inquiry number after it.
 */
export function InquiryForm({
  labels,
  value,
  onChange,
  onSubmit,
  budgets,
  purposes,
  minDate,
  errors = {},
  logo,
  logoTypes,
  captcha,
  isSubmitting = false,
  errorMessage,
  confirmation,
}: InquiryFormProps) {
  if (confirmation) {
    return (
      <section className={styles.root} aria-label={labels.title}>
        <h2 className={styles.title}>{labels.title}</h2>
        <div role="status">
          <EmptyState
            title={confirmation.title}
            description={`${confirmation.number} ${confirmation.description}`}
            headingLevel={3}
            action={confirmation.action}
          />
        </div>
      </section>
    );
  }
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isSubmitting) onSubmit();
  };
  const text = (
    field: 'company' | 'contactName' | 'mobile' | 'email' | 'quantity',
    options: { type?: 'email' | 'tel' | 'text'; inputMode?: 'numeric' | 'tel' | 'email'; autoComplete?: string } = {},
  ) => (
    <TextField
      label={labels[field]}
      value={value[field]}
      onChange={(entered) => onChange({ [field]: entered })}
      errorMessage={errors[field]}
      isRequired
      isDisabled={isSubmitting}
      {...options}
    />
  );
  return (
    <form className={styles.root} aria-label={labels.title} onSubmit={handleSubmit} noValidate>
      <h2 className={styles.title}>{labels.title}</h2>
      {labels.intro ? <p className={styles.intro}>{labels.intro}</p> : null}
      <div className={styles.fields}>
        <div className={styles.pair}>
          {text('company', { autoComplete: 'organization' })}
          {text('contactName', { autoComplete: 'name' })}
        </div>
        <div className={styles.pair}>
          {text('mobile', { type: 'tel', inputMode: 'tel', autoComplete: 'tel-national' })}
          {text('email', { type: 'email', inputMode: 'email', autoComplete: 'email' })}
        </div>
        <div className={styles.pair}>
          {text('quantity', { inputMode: 'numeric' })}
          <Select
            label={labels.budget}
            placeholder={labels.budgetPlaceholder}
            options={budgets}
            selectedKey={value.budget}
            onSelectionChange={(budget) => onChange({ budget })}
            errorMessage={errors.budget}
            isRequired
            isDisabled={isSubmitting}
          />
        </div>
        <div className={styles.pair}>
          <Select
            label={labels.purpose}
            placeholder={labels.purposePlaceholder}
            options={purposes}
            selectedKey={value.purpose}
            onSelectionChange={(purpose) => onChange({ purpose })}
            errorMessage={errors.purpose}
            isRequired
            isDisabled={isSubmitting}
          />
          <DatePicker
            label={labels.expectedDate}
            value={value.expectedDate}
            onChange={(expectedDate) => onChange({ expectedDate })}
            minDate={minDate}
            calendarButtonLabel={labels.calendar}
            previousMonthLabel={labels.previousMonth}
            nextMonthLabel={labels.nextMonth}
            errorMessage={errors.expectedDate}
            isRequired
            isDisabled={isSubmitting}
          />
        </div>
        <TextArea
          label={labels.description}
          value={value.description}
          onChange={(description) => onChange({ description })}
          placeholder={labels.descriptionPlaceholder}
          errorMessage={errors.description}
          isDisabled={isSubmitting}
        />
        <PhotoPicker
          label={labels.logo}
          description={labels.logoDescription}
          items={logo.items}
          max={1}
          acceptedTypes={logoTypes}
          texts={labels.logoTexts}
          onAdd={logo.onAdd}
          onRemove={logo.onRemove}
          onRetry={logo.onRetry}
          error={logo.error}
          isDisabled={isSubmitting}
        />
        {captcha}
        {errors.captcha ? <span className={styles.error}>{errors.captcha}</span> : null}
      </div>
      <span role="alert" className={styles.error}>
        {errorMessage ?? ''}
      </span>
      <div className={styles.footer}>
        <Button type="submit" tone="primary" isDisabled={isSubmitting}>
          {isSubmitting ? labels.submitting : labels.submit}
        </Button>
      </div>
    </form>
  );
}
