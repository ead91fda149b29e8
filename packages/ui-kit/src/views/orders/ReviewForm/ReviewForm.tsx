import type { FormEvent } from 'react';
import { Link } from 'react-aria-components';
import { shopperText, thumbnailRow, visuallyHidden } from '../../../styles/utilities.css';
import { RatingStars } from '../../../primitives/data/RatingStars/RatingStars';
import { Button } from '../../../primitives/controls/Button/Button';
import { button } from '../../../primitives/controls/Button/Button.css';
import { Checkbox } from '../../../primitives/controls/Checkbox/Checkbox';
import {
  PhotoPicker,
  type PhotoPickerItem,
  type PhotoPickerTexts,
} from '../../../primitives/controls/PhotoPicker/PhotoPicker';
import { StarRating } from '../../../primitives/controls/StarRating/StarRating';
import { TextArea } from '../../../primitives/controls/TextArea/TextArea';
import { EmptyState } from '../../../primitives/feedback/EmptyState/EmptyState';
import { Skeleton } from '../../../primitives/feedback/Skeleton/Skeleton';
import { Box } from '../../../primitives/layout/Box/Box';
import { Inline } from '../../../primitives/layout/Inline/Inline';
import { Stack } from '../../../primitives/layout/Stack/Stack';
import { Image } from '../../../primitives/media/Image/Image';
import * as styles from './ReviewForm.css';

/** What the shopper has entered for a line (controlled by the caller). */
export type ReviewDraft = { rating: number | null; content: string; isAnonymous: boolean };

/** A line's review as published: shown read-only. */
export type PublishedReviewView = {
  rating: number;
  content: string;
  images: readonly string[];
  /** The name the goods page shows (王** when anonymous). */
  nickname: string;
  /** When it was published, formatted by the caller. */
  date: string;
};

/** One order line in the form: editable (`draft`) or already reviewed (`review`). */
export type ReviewFormLine = {
  /** The line's id: what `onChange` receives. */
  id: string;
  title: string;
  /** The product page; the title links there when set. */
  href?: string;
  thumb?: string;
  /** The chosen attribute and quantity, already worded (圈口 12 · ×1). */
  detail?: string;
  /** The published review: the line is read-only. */
  review?: PublishedReviewView;
  /** The draft of a line still to review. */
  draft?: ReviewDraft;
  /** Messages of failed checks, already translated. */
  errors?: { rating?: string; content?: string };
  /** The line's photos and their upload states, with the picker's callbacks. */
  photos?: {
    items: readonly PhotoPickerItem[];
    error?: string;
    onAdd: (files: File[]) => void;
    onRemove: (key: string) => void;
    onRetry?: (key: string) => void;
  };
};

/** A message in place of the form, with links on (the product page, the order). */
export type ReviewFormNotice = {
  title: string;
  description?: string;
  /** Real links drawn as buttons; the first is the main way on. */
  links?: readonly { label: string; href: string }[];
};

/** Every word the form shows (ui-kit never translates). */
export type ReviewFormLabels = {
  /** The form's heading (评价晒单). */
  title: string;
  /** Under the heading (订单号 JY…). */
  subtitle?: string;
  rating: string;
  /** A star's name (n => `${n} 星`). */
  ratingValue: (stars: number) => string;
  content: string;
  contentPlaceholder: string;
  /** The counter under the text (count, min, max => 已输入 12/500 字（至少 5 字）). */
  contentCount: (count: number, min: number, max: number) => string;
  photos: string;
  photosDescription: string;
  photoTexts: PhotoPickerTexts;
  anonymous: string;
  /** Under the anonymous box (勾选后商品页显示为 王**). */
  anonymousDescription: (masked: string) => string;
  submit: string;
  submitting: string;
  /** A reviewed line's badge (已评价). */
  reviewed: string;
  /** Who a published review shows as (发布为 王**). */
  reviewedAs: (nickname: string) => string;
  /** A published photo's alternative text (position => 晒单图片 1). */
  image: (position: number) => string;
  /** Announced while the lines load. */
  loading: string;
};

export type ReviewFormProps = {
  labels: ReviewFormLabels;
  lines: readonly ReviewFormLine[];
  /** Called with a line's id and what changed. */
  onChange: (lineId: string, change: Partial<ReviewDraft>) => void;
  onSubmit: () => void;
  /** While the reviews are sent: every control is disabled and the button says so. */
  isSubmitting?: boolean;
  /** The failure of the last submit, shown and announced; everything typed stays. */
  errorMessage?: string;
  /** Characters the text needs and allows (5, 500). */
  contentLimits: { min: number; max: number };
  /** The length of a text as the rule counts it. */
  contentLength: (content: string) => number;
  /** Most photos a line carries (6) and the accepted types. */
  photoMax: number;
  photoTypes: readonly string[];
  /** How an anonymous reviewer shows (王**), for the anonymous box's hint. */
  maskedName: string;
  /** While the order's lines load: placeholders. */
  isLoading?: boolean;
  /** Instead of the form: nothing to review, or the thank-you once sent (title, text, the ways on). */
  notice?: ReviewFormNotice;
};

/**
 * The review form of an order (issue #12 评价; /myIndex/orderEvaluate): per line its picture and
 * title, then either the published review (read-only) or a star rating (a radio group: arrow keys),
 * the text with its counter, the photo picker and the anonymous box. One submit sends every line
 * the shopper filled; a failure keeps everything typed and says why.
 */
export function ReviewForm({
  labels,
  lines,
  onChange,
  onSubmit,
  isSubmitting = false,
  errorMessage,
  contentLimits,
  contentLength,
  photoMax,
  photoTypes,
  maskedName,
  isLoading = false,
  notice,
}: ReviewFormProps) {
  const hasDrafts = lines.some((line) => line.draft && !line.review);
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isSubmitting) onSubmit();
  };
  const header = (
    <Stack space="xsmall">
      <h2 className={styles.title}>{labels.title}</h2>
      {labels.subtitle ? <p className={styles.subtitle}>{labels.subtitle}</p> : null}
    </Stack>
  );
  if (notice) {
    return (
      <section className={styles.root} aria-label={labels.title}>
        {header}
        <EmptyState
          title={notice.title}
          description={notice.description}
          headingLevel={3}
          action={
            notice.links && notice.links.length > 0 ? (
              <Inline space="medium" justify="center">
                {notice.links.map((link, index) => (
                  <Link
                    key={link.href}
                    href={link.href}
                    className={`${button({ tone: index === 0 ? 'primary' : 'secondary', size: 'medium' })} ${styles.noticeLink}`}
                  >
                    {link.label}
                  </Link>
                ))}
              </Inline>
            ) : undefined
          }
        />
      </section>
    );
  }
  if (isLoading) {
    return (
      <section className={styles.root} aria-label={labels.title} aria-busy="true">
        {header}
        <span role="status" className={visuallyHidden}>
          {labels.loading}
        </span>
        <Skeleton lines={4} />
      </section>
    );
  }
  return (
    <form className={styles.root} aria-label={labels.title} onSubmit={handleSubmit} noValidate>
      {header}
      <Box as="ul" display="flex" flexDirection="column" gap="large">
        {lines.map((line) => {
          return (
            <Box
              as="li"
              key={line.id}
              display="flex"
              flexDirection="column"
              gap="gutter"
              padding="gutter"
              border="standard"
              borderRadius="large"
              background="surface"
            >
              <div className={styles.goods}>
                <span className={styles.thumb}>
                  <Image src={line.thumb} alt="" ratio="1/1" width={64} height={64} />
                </span>
                <Box display="flex" flexDirection="column" gap="xsmall" minWidth={0}>
                  <h3 className={styles.goodsTitle}>
                    {line.href ? (
                      <Link className={styles.goodsLink} href={line.href}>
                        {line.title}
                      </Link>
                    ) : (
                      line.title
                    )}
                  </h3>
                  {line.detail ? <p className={styles.detail}>{line.detail}</p> : null}
                </Box>
                {line.review ? <span className={styles.badge}>{labels.reviewed}</span> : null}
              </div>
              {line.review ? (
                <Stack space="small">
                  <div className={styles.meta}>
                    <RatingStars rating={line.review.rating} label={labels.ratingValue(line.review.rating)} />
                    <span>{labels.reviewedAs(line.review.nickname)}</span>
                    <span className={styles.date}>{line.review.date}</span>
                  </div>
                  <p className={shopperText}>{line.review.content}</p>
                  {line.review.images.length > 0 ? (
                    <ul className={thumbnailRow}>
                      {line.review.images.map((src, index) => (
                        <li key={src} className={styles.photo}>
                          <Image src={src} alt={labels.image(index + 1)} ratio="1/1" />
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </Stack>
              ) : line.draft ? (
                <Stack space="gutter">
                  <StarRating
                    label={labels.rating}
                    value={line.draft.rating}
                    onChange={(rating) => onChange(line.id, { rating })}
                    valueLabel={labels.ratingValue}
                    errorMessage={line.errors?.rating}
                    isRequired
                    isDisabled={isSubmitting}
                  />
                  <TextArea
                    label={labels.content}
                    value={line.draft.content}
                    onChange={(content) => onChange(line.id, { content })}
                    placeholder={labels.contentPlaceholder}
                    description={labels.contentCount(
                      contentLength(line.draft.content),
                      contentLimits.min,
                      contentLimits.max,
                    )}
                    errorMessage={line.errors?.content}
                    isRequired
                    isDisabled={isSubmitting}
                  />
                  {line.photos ? (
                    <PhotoPicker
                      label={labels.photos}
                      description={labels.photosDescription}
                      items={line.photos.items}
                      max={photoMax}
                      acceptedTypes={photoTypes}
                      texts={labels.photoTexts}
                      onAdd={line.photos.onAdd}
                      onRemove={line.photos.onRemove}
                      onRetry={line.photos.onRetry}
                      error={line.photos.error}
                      isDisabled={isSubmitting}
                    />
                  ) : null}
                  <Checkbox
                    isSelected={line.draft.isAnonymous}
                    onChange={(isAnonymous) => onChange(line.id, { isAnonymous })}
                    isDisabled={isSubmitting}
                  >
                    {labels.anonymous}
                    <span className={styles.hint}>{labels.anonymousDescription(maskedName)}</span>
                  </Checkbox>
                </Stack>
              ) : null}
            </Box>
          );
        })}
      </Box>
      <span role="alert" className={styles.error}>
        {errorMessage ?? ''}
      </span>
      {hasDrafts ? (
        <Box display="flex" justifyContent="flex-end">
          <Button type="submit" tone="primary" isDisabled={isSubmitting}>
            {isSubmitting ? labels.submitting : labels.submit}
          </Button>
        </Box>
      ) : null}
    </form>
  );
}
