import { useId, type FormEvent } from 'react';
import { TextArea, TextField as AriaTextField } from 'react-aria-components';
import { Button } from '../../../primitives/controls/Button/Button';
import { Checkbox } from '../../../primitives/controls/Checkbox/Checkbox';
import { Field } from '../../../primitives/controls/Field/Field';
import * as fieldStyles from '../../../primitives/controls/Field/Field.css';
import { PhotoPicker, type PhotoPickerProps } from '../../../primitives/controls/PhotoPicker/PhotoPicker';
import { QuantityStepper } from '../../../primitives/controls/QuantityStepper/QuantityStepper';
import { Select } from '../../../primitives/controls/Select/Select';
import { TextField } from '../../../primitives/controls/TextField/TextField';
import * as styles from './RefundForm.css';

/** One order line the shopper may ask a refund for. */
export type RefundFormLine = {
  /** Stable key of the line (the feature's). */
  id: string;
  title: string;
  thumb: string;
  /** Already worded: 单价 ¥3,580.00 · 可退 2 件. */
  meta: string;
  /** Most pieces that may still be refunded. */
  maxQty: number;
};

/** What the shopper has entered; the feature keeps it, so a failed submit loses nothing. */
export type RefundFormValues = {
  /** The chosen reason's id, or null. */
  reason: string | null;
  /** The chosen pieces per line id; a line absent from the map is not chosen. */
  quantities: Readonly<Record<string, number>>;
  /** The amount as typed, in yuan (1026.14). */
  amount: string;
  description: string;
};

/** The fields a message can belong to. */
export const refundFormFields = ['reason', 'lines', 'amount', 'description', 'photos'] as const;
export type RefundFormField = (typeof refundFormFields)[number];

/** Every word the form shows (ui-kit never translates). */
export type RefundFormTexts = {
  reason: string;
  reasonPlaceholder: string;
  /** The lines' group (退款商品). */
  lines: string;
  /** The quantity field's name for a line (title => `${title} 退款数量`). */
  quantity: (title: string) => string;
  increase: string;
  decrease: string;
  amount: string;
  /** Under the amount: the most it may be (最多可退 ¥2,052.28). */
  amountHint: string;
  description: string;
  descriptionPlaceholder: string;
  /** The description's counter (12/200). */
  counter: (count: number, max: number) => string;
  submit: string;
  /** Announced while the application is sent (提交中). */
  submitting: string;
  cancel: string;
};

export type RefundFormProps = {
  texts: RefundFormTexts;
  /** The reasons of the kind of refund (申请退款 before shipment, 申请售后 after), in display order. */
  reasons: readonly { id: string; label: string }[];
  lines: readonly RefundFormLine[];
  value: RefundFormValues;
  onChange: (value: RefundFormValues) => void;
  /** The messages of failed checks, already translated, per field. */
  errors?: Partial<Record<RefundFormField, string>>;
  /** Longest description, in characters. */
  descriptionMax: number;
  /** The photo picker, wired by the feature to the uploads (its label, items, texts, handlers). */
  photos: PhotoPickerProps;
  /** The application is on its way: the fields are locked and the button says so. */
  isSubmitting?: boolean;
  /** The server's refusal, shown above the buttons and announced; the fields keep what was entered. */
  serverError?: string;
  onSubmit: () => void;
  /** 取消: leave without applying. */
  onCancel?: () => void;
};

/**
 * The refund or after-sales application (issue #12): the reason, the lines with their quantities
 * (the whole order by default), the amount with its maximum, a description with its counter and up
 * to three photos. Controlled: the feature checks the values with the shared rules and passes the
 * messages; a failed submit keeps every value. A native form, so Enter in the amount submits it.
 */
export function RefundForm({
  texts,
  reasons,
  lines,
  value: values,
  onChange,
  errors = {},
  descriptionMax,
  photos,
  isSubmitting = false,
  serverError,
  onSubmit,
  onCancel,
}: RefundFormProps) {
  const linesErrorId = useId();
  const set = (change: Partial<RefundFormValues>) => onChange({ ...values, ...change });
  const setQuantity = (id: string, qty: number | null) => {
    const quantities = { ...values.quantities };
    if (qty === null) delete quantities[id];
    else quantities[id] = qty;
    set({ quantities });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isSubmitting) onSubmit();
  };
  const descriptionLength = [...values.description].length;

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={isSubmitting}>
      <Select
        label={texts.reason}
        placeholder={texts.reasonPlaceholder}
        options={reasons}
        selectedKey={values.reason}
        onSelectionChange={(id) => set({ reason: id })}
        errorMessage={errors.reason}
        isRequired
        isDisabled={isSubmitting}
      />
      <fieldset className={styles.lines} aria-describedby={errors.lines ? linesErrorId : undefined}>
        <legend className={styles.legend}>{texts.lines}</legend>
        {lines.map((line) => {
          const qty = values.quantities[line.id];
          return (
            <div key={line.id} className={styles.line}>
              <Checkbox
                isSelected={qty !== undefined}
                onChange={(isSelected) => setQuantity(line.id, isSelected ? line.maxQty : null)}
                isDisabled={isSubmitting || line.maxQty === 0}
                isInvalid={Boolean(errors.lines)}
              >
                <span className={styles.lineTitle}>{line.title}</span>
              </Checkbox>
              <img className={styles.thumb} src={line.thumb} alt="" />
              <span className={styles.lineText}>
                <span className={styles.lineMeta}>{line.meta}</span>
              </span>
              {qty !== undefined && line.maxQty > 1 ? (
                <QuantityStepper
                  value={qty}
                  stock={line.maxQty}
                  onChange={(next) => setQuantity(line.id, next)}
                  label={texts.quantity(line.title)}
                  increaseLabel={texts.increase}
                  decreaseLabel={texts.decrease}
                  isDisabled={isSubmitting}
                  size="small"
                />
              ) : (
                <span />
              )}
            </div>
          );
        })}
        {errors.lines ? (
          <p id={linesErrorId} className={styles.groupError}>
            {errors.lines}
          </p>
        ) : null}
      </fieldset>
      <TextField
        label={texts.amount}
        description={texts.amountHint}
        value={values.amount}
        onChange={(amount) => set({ amount })}
        inputMode="decimal"
        errorMessage={errors.amount}
        isRequired
        isDisabled={isSubmitting}
      />
      <AriaTextField
        className={fieldStyles.field}
        value={values.description}
        onChange={(description) => set({ description })}
        isInvalid={Boolean(errors.description)}
        isDisabled={isSubmitting}
        validationBehavior="aria"
      >
        <Field label={texts.description} errorMessage={errors.description}>
          <div
            className={`${fieldStyles.control({ isInvalid: Boolean(errors.description) })} ${styles.textAreaControl}`}
          >
            <TextArea className={styles.textArea} placeholder={texts.descriptionPlaceholder} rows={4} />
          </div>
        </Field>
        <span className={styles.counter} aria-live="polite">
          {texts.counter(descriptionLength, descriptionMax)}
        </span>
      </AriaTextField>
      <PhotoPicker {...photos} error={errors.photos ?? photos.error} isDisabled={isSubmitting || photos.isDisabled} />
      <p role="alert" className={serverError ? styles.serverError : undefined}>
        {serverError ?? ''}
      </p>
      <div className={styles.actions}>
        {onCancel ? (
          <Button tone="secondary" onPress={onCancel} isDisabled={isSubmitting}>
            {texts.cancel}
          </Button>
        ) : null}
        <Button tone="primary" type="submit" loading={isSubmitting} loadingLabel={texts.submitting}>
          {texts.submit}
        </Button>
      </div>
    </form>
  );
}
