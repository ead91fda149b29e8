import { useState, type FormEvent } from 'react';
import { Button } from '../../../primitives/controls/Button/Button';
import { StarRating } from '../../../primitives/controls/StarRating/StarRating';
import { TextArea } from '../../../primitives/controls/TextArea/TextArea';
import { countCharacters } from '../Composer/composerRules';
import * as styles from '../chat.css';

/** What the shopper thought of the conversation (issue #15: 1–5 and a remark). */
export type ChatRating = { stars: number; remark: string };

export type RatingPanelLabels = {
  /** The heading and the form's name (请为本次服务评分). */
  title: string;
  /** The stars' group (服务评分) and each star's name (4 星). */
  stars: string;
  starValue: (stars: number) => string;
  /** The remark box (补充评价（选填）) and its counter (12/200). */
  remark: string;
  remarkCount: (count: number, max: number) => string;
  remarkTooLong: (max: number) => string;
  /** Submitting without stars (请选择评分). */
  starsRequired: string;
  submit: string;
  submitting: string;
  /** After it is sent (感谢您的评价！) and a line under it. */
  thanks: string;
  thanksDescription?: string;
};

export type RatingPanelProps = {
  labels: RatingPanelLabels;
  onSubmit: (rating: ChatRating) => void;
  /** The longest remark in characters. */
  remarkMaxLength?: number;
  isSubmitting?: boolean;
  /** The rating was stored: the thanks replace the form. */
  isSubmitted?: boolean;
  /** The failure of the last submit, announced; the stars and the remark stay. */
  errorMessage?: string;
};

/**
 * End and rate (issue #15): 1–5 stars as a radio group (arrow keys), an optional remark within its
 * limit, submit; then thanks. The rating is required, the remark is not.
 */
export function RatingPanel({
  labels,
  onSubmit,
  remarkMaxLength = 200,
  isSubmitting = false,
  isSubmitted = false,
  errorMessage,
}: RatingPanelProps) {
  const [stars, setStars] = useState<number | null>(null);
  const [remark, setRemark] = useState('');
  const [isChecked, setChecked] = useState(false);
  if (isSubmitted) {
    return (
      <section className={styles.panel} aria-label={labels.thanks}>
        <h2 className={styles.title} role="status">
          {labels.thanks}
        </h2>
        {labels.thanksDescription ? <p className={styles.text}>{labels.thanksDescription}</p> : null}
      </section>
    );
  }
  const remarkCount = countCharacters(remark);
  const isRemarkTooLong = remarkCount > remarkMaxLength;
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (isSubmitting || stars === null || isRemarkTooLong) return;
    onSubmit({ stars, remark: remark.trim() });
  };
  return (
    <form className={`${styles.panel} ${styles.form}`} aria-label={labels.title} onSubmit={handleSubmit} noValidate>
      <h2 className={styles.title}>{labels.title}</h2>
      <StarRating
        label={labels.stars}
        value={stars}
        onChange={setStars}
        valueLabel={labels.starValue}
        errorMessage={isChecked && stars === null ? labels.starsRequired : undefined}
        isRequired
        isDisabled={isSubmitting}
      />
      <TextArea
        label={labels.remark}
        value={remark}
        onChange={setRemark}
        rows={3}
        description={labels.remarkCount(remarkCount, remarkMaxLength)}
        errorMessage={isRemarkTooLong ? labels.remarkTooLong(remarkMaxLength) : undefined}
        isDisabled={isSubmitting}
      />
      <span role="alert" className={styles.error}>
        {errorMessage ?? ''}
      </span>
      <div className={styles.actions}>
        <Button type="submit" tone="primary" loading={isSubmitting} loadingLabel={labels.submitting}>
          {isSubmitting ? labels.submitting : labels.submit}
        </Button>
      </div>
    </form>
  );
}
