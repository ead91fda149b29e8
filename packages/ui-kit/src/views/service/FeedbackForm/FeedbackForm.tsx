import { PhotoPicker, type PhotoPickerProps } from '../../../primitives/controls/PhotoPicker/PhotoPicker';
import type { SelectOption } from '../../../primitives/controls/Select/Select';
import { TextArea } from '../../../primitives/controls/TextArea/TextArea';
import { DraftFormFrame, DraftSelect, type DraftFormProps } from '../formParts';
import * as styles from '../service.css';

/** What the member has entered (controlled by the caller). */
export type FeedbackDraft = { type: string | null; orderNo: string | null; content: string; contact: string | null };

/** Every word the form shows (ui-kit never translates). */
export type FeedbackFormLabels = {
  title: string;
  intro?: string;
  type: string;
  typePlaceholder: string;
  order: string;
  orderPlaceholder: string;
  orderDescription?: string;
  content: string;
  contentPlaceholder: string;
  /** The live counter (count, min, max => 已输入 12/500 字（至少 10 字）). */
  contentCount: (count: number, min: number, max: number) => string;
  contact: string;
  contactPlaceholder: string;
  submit: string;
  submitting: string;
};

export type FeedbackFormProps = DraftFormProps<FeedbackDraft> & {
  labels: FeedbackFormLabels;
  /** The kinds of feedback (商品质量, 物流配送, …). */
  types: readonly SelectOption[];
  /** The member's own orders to relate it to (optional; the first may be "none"). */
  orders: readonly SelectOption[];
  /** How the member would like to hear back. */
  contacts: readonly SelectOption[];
  /** Messages of failed checks, already translated. */
  errors?: { type?: string; content?: string; contact?: string };
  /** The photo picker (up to three; its label, texts and upload states), as the refund form takes it. */
  photos: PhotoPickerProps;
  /** Characters the content needs and allows (10, 500), and how the rule counts them. */
  contentLimits: { min: number; max: number };
  contentLength: (content: string) => number;
  /** A confirmation after a submit (反馈已提交), announced politely. */
  statusMessage?: string;
};

/**
 * The feedback form (issue #14 意见反馈; /feedBack): the kind, an optional order of the member's,
 * the text with its live counter, up to three photos and how to hear back. A failed submit keeps
 * everything typed and says why.
 */
export function FeedbackForm({
  labels,
  value,
  onChange,
  onSubmit,
  types,
  orders,
  contacts,
  errors = {},
  photos,
  contentLimits,
  contentLength,
  isSubmitting = false,
  errorMessage,
  statusMessage,
}: FeedbackFormProps) {
  const form = { value, onChange, errors, isSubmitting };
  return (
    <DraftFormFrame
      labels={labels}
      form={form}
      onSubmit={onSubmit}
      errorMessage={errorMessage}
      statusMessage={statusMessage}
    >
      <div className={styles.pair}>
        <DraftSelect
          form={form}
          field="type"
          label={labels.type}
          placeholder={labels.typePlaceholder}
          options={types}
        />
        <DraftSelect
          form={form}
          field="orderNo"
          label={labels.order}
          placeholder={labels.orderPlaceholder}
          description={labels.orderDescription}
          options={orders}
          isOptional
        />
      </div>
      <TextArea
        label={labels.content}
        value={value.content}
        onChange={(content) => onChange({ content })}
        placeholder={labels.contentPlaceholder}
        description={labels.contentCount(contentLength(value.content), contentLimits.min, contentLimits.max)}
        errorMessage={errors.content}
        isRequired
        isDisabled={isSubmitting}
      />
      <PhotoPicker {...photos} isDisabled={isSubmitting || photos.isDisabled} />
      <DraftSelect
        form={form}
        field="contact"
        label={labels.contact}
        placeholder={labels.contactPlaceholder}
        options={contacts}
      />
    </DraftFormFrame>
  );
}
