import { shopperText, thumbnailRow, visuallyHidden } from '../../../styles/utilities.css';
import { RatingStars } from '../../../primitives/data/RatingStars/RatingStars';
import { EmptyState } from '../../../primitives/feedback/EmptyState/EmptyState';
import { Image } from '../../../primitives/media/Image/Image';
import { Pagination, type PaginationLabels } from '../../../primitives/navigation/Pagination/Pagination';
import { Skeleton } from '../../../primitives/feedback/Skeleton/Skeleton';
import type { headingLevels } from '../../../primitives/typography/Text/Text';
import * as styles from './CommentList.css';

/** The highest rating. */
export const maxRating = 5;

/** One shopper's review. */
export type GoodsComment = {
  id: string | number;
  /** The reviewer, already masked by the server (王**). */
  nickname: string;
  /** 1 to 5 stars. */
  rating: number;
  content: string;
  /** When it was written, formatted by the caller. */
  date: string;
  /** Photos the reviewer attached. */
  images?: readonly string[];
};

export type CommentListProps = {
  /** The section's heading (商品评价). */
  title: string;
  /** Outline level of the heading. */
  headingLevel?: (typeof headingLevels)[number];
  /** The reviews of the current page. */
  comments: readonly GoodsComment[];
  /** The rating as text for screen readers (rating => `${rating}星，满分5星`). */
  ratingLabel: (rating: number) => string;
  /** The alt text of a review photo (position => `晒单图片${position}`). */
  imageLabel: (position: number) => string;
  /** The current page, 1-based. */
  page: number;
  /** How many pages of reviews there are. */
  pageCount: number;
  /** Called with the page to show. */
  onPageChange: (page: number) => void;
  /** Names of the pagination controls. */
  paginationLabels: PaginationLabels;
  /** Shown when there is no review (暂无评价). */
  emptyTitle: string;
  /** Placeholders while the page loads, with `loadingLabel` announced. */
  loading?: boolean;
  /** Announced while loading (评价加载中). */
  loadingLabel?: string;
};

/**
 * Shoppers' reviews of a piece, paged: nickname, date, a star rating (drawn for the eye, read as
 * text by screen readers), the text and any photos.
 */
export function CommentList({
  title,
  headingLevel = 2,
  comments,
  ratingLabel,
  imageLabel,
  page,
  pageCount,
  onPageChange,
  paginationLabels,
  emptyTitle,
  loading = false,
  loadingLabel,
}: CommentListProps) {
  const HeadingTag = `h${headingLevel}` as const;
  return (
    <section className={styles.root} aria-busy={loading || undefined} aria-label={title}>
      <HeadingTag className={styles.title}>{title}</HeadingTag>
      {loading ? (
        <div>
          {loadingLabel ? (
            <span role="status" className={visuallyHidden}>
              {loadingLabel}
            </span>
          ) : null}
          <Skeleton lines={3} />
        </div>
      ) : comments.length === 0 ? (
        <EmptyState title={emptyTitle} headingLevel={Math.min(headingLevel + 1, 4) as (typeof headingLevels)[number]} />
      ) : (
        <>
          <ul className={styles.list}>
            {comments.map((comment) => {
              const rating = Math.max(0, Math.min(maxRating, Math.round(comment.rating)));
              return (
                <li key={comment.id} className={styles.item}>
                  <div className={styles.meta}>
                    <span className={styles.nickname}>{comment.nickname}</span>
                    <RatingStars rating={rating} max={maxRating} label={ratingLabel(rating)} />
                    <span className={styles.date}>{comment.date}</span>
                  </div>
                  <p className={shopperText}>{comment.content}</p>
                  {comment.images && comment.images.length > 0 ? (
                    <ul className={thumbnailRow}>
                      {comment.images.map((src, index) => (
                        <li key={`${src}-${index}`} className={styles.photo}>
                          <Image src={src} alt={imageLabel(index + 1)} ratio="1/1" />
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              );
            })}
          </ul>
          <Pagination page={page} pageCount={pageCount} onChange={onPageChange} labels={paginationLabels} />
        </>
      )}
    </section>
  );
}
