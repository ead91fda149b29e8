import type { ReactNode } from 'react';
import { DatePicker } from '../../../primitives/controls/DatePicker/DatePicker';
import { PhotoPicker, type PhotoPickerProps } from '../../../primitives/controls/PhotoPicker/PhotoPicker';
import type { SelectOption } from '../../../primitives/controls/Select/Select';
import { TextArea } from '../../../primitives/controls/TextArea/TextArea';
import { TextField } from '../../../primitives/controls/TextField/TextField';
import { EmptyState } from '../../../primitives/feedback/EmptyState/EmptyState';
import { DraftFormFrame, DraftSelect, type DraftFormProps } from '../formParts';
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
  submit: string;
  submitting: string;
};

export type InquiryFormProps = DraftFormProps<InquiryDraft> & {
  labels: InquiryFormLabels;
  budgets: readonly SelectOption[];
  purposes: readonly SelectOption[];
  /** The earliest expected date (today, China date, YYYY-MM-DD). */
  minDate: string;
  /** Messages of failed checks by field, already translated. */
  errors?: Partial<Record<InquiryFormField, string>>;
  /** The optional logo's picker (one image; its label, texts and upload state), as the refund form takes it. */
  logo: PhotoPickerProps;
  /** The captcha to pass before submitting (the caller's slider). */
  captcha: ReactNode;
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
  const form = { value, onChange, errors, isSubmitting };
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
    <DraftFormFrame labels={labels} form={form} onSubmit={onSubmit} errorMessage={errorMessage}>
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
        <DraftSelect
          form={form}
          field="budget"
          label={labels.budget}
          placeholder={labels.budgetPlaceholder}
          options={budgets}
        />
      </div>
      <div className={styles.pair}>
        <DraftSelect
          form={form}
          field="purpose"
          label={labels.purpose}
          placeholder={labels.purposePlaceholder}
          options={purposes}
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
      <PhotoPicker {...logo} isDisabled={isSubmitting || logo.isDisabled} />
      {captcha}
      {errors.captcha ? <span className={styles.error}>{errors.captcha}</span> : null}
    </DraftFormFrame>
  );
}
