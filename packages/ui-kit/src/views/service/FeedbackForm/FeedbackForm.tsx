import type { FormEvent } from 'react';
import { Button } from '../../../primitives/controls/Button/Button';
import {
  PhotoPicker,
  type PhotoPickerItem,
  type PhotoPickerTexts,
} from '../../../primitives/controls/PhotoPicker/PhotoPicker';
import { Select, type SelectOption } from '../../../primitives/controls/Select/Select';
import { TextArea } from '../../../primitives/controls/TextArea/TextArea';
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
  photos: string;
  photosDescription: string;
  photoTexts: PhotoPickerTexts;
  contact: string;
  contactPlaceholder: string;
  submit: string;
  submitting: string;
};

export type FeedbackFormProps = {
  labels: FeedbackFormLabels;
  value: FeedbackDraft;
  onChange: (change: Partial<FeedbackDraft>) => void;
  onSubmit: () => void;
  /** The kinds of feedback (商品质量, 物流配送, …). */
  types: readonly SelectOption[];
  /** The member's own orders to relate it to (optional; the first may be "none"). */
  orders: readonly SelectOption[];
  /** How the member would like to hear back. */
  contacts: readonly SelectOption[];
  /** Messages of failed checks, already translated. */
  errors?: { type?: string; content?: string; contact?: string };
  /** The photos and their upload states, with the picker's callbacks. */
  photos: {
    items: readonly PhotoPickerItem[];
    error?: string;
    onAdd: (files: File[]) => void;
    onRemove: (key: string) => void;
    onRetry?: (key: string) => void;
  };
  photoMax: number;
  photoTypes: readonly string[];
  /** Characters the content needs and allows (10, 500), and how the rule counts them. */
  contentLimits: { min: number; max: number };
  contentLength: (content: string) => number;
  /** While it is sent: controls disabled, the button says so. */
  isSubmitting?: boolean;
  /** The failure of the last submit, announced; everything typed stays. */
  errorMessage?: string;
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
  photoMax,
  photoTypes,
  contentLimits,
  contentLength,
  isSubmitting = false,
  errorMessage,
  statusMessage,
}: FeedbackFormProps) {
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isSubmitting) onSubmit();
  };
  return (
    <form className={styles.root} aria-label={labels.title} onSubmit={handleSubmit} noValidate>
      <h2 className={styles.title}>{labels.title}</h2>
      {labels.intro ? <p className={styles.intro}>{labels.intro}</p> : null}
      <div className={styles.fields}>
        <div className={styles.pair}>
          <Select
            label={labels.type}
            placeholder={labels.typePlaceholder}
            options={types}
            selectedKey={value.type}
            onSelectionChange={(type) => onChange({ type })}
            errorMessage={errors.type}
            isRequired
            isDisabled={isSubmitting}
          />
          <Select
            label={labels.order}
            placeholder={labels.orderPlaceholder}
            description={labels.orderDescription}
            options={orders}
            selectedKey={value.orderNo}
            onSelectionChange={(orderNo) => onChange({ orderNo })}
            isDisabled={isSubmitting}
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
        <PhotoPicker
          label={labels.photos}
          description={labels.photosDescription}
          items={photos.items}
          max={photoMax}
          acceptedTypes={photoTypes}
          texts={labels.photoTexts}
          onAdd={photos.onAdd}
          onRemove={photos.onRemove}
          onRetry={photos.onRetry}
          error={photos.error}
          isDisabled={isSubmitting}
        />
        <Select
          label={labels.contact}
          placeholder={labels.contactPlaceholder}
          options={contacts}
          selectedKey={value.contact}
          onSelectionChange={(contact) => onChange({ contact })}
          errorMessage={errors.contact}
          isRequired
          isDisabled={isSubmitting}
        />
      </div>
      <span role="alert" className={styles.error}>
        {errorMessage ?? ''}
      </span>
      <span role="status" className={styles.meta}>
        {statusMessage ?? ''}
      </span>
      <div className={styles.footer}>
        <Button type="submit" tone="primary" isDisabled={isSubmitting}>
          {isSubmitting ? labels.submitting : labels.submit}
        </Button>
      </div>
    </form>
  );
}
