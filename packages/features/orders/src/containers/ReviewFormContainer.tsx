import {
  REVIEW_PHOTOS_MAX,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
  maskNickname,
  reviewTextLength,
  uploadImageTypes,
} from '@mall/contract';
import { failureMessage, isApiError, usePhotoUploads, useSession, type PhotoUpload } from '@mall/core';
import { Button, ReviewForm, type ReviewDraft, type ReviewFormLabels, type ReviewFormLine } from '@mall/ui-kit';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReviewLines, useSubmitReviews } from '../hooks/useReviews';
import { emptyDraft, reviewsToSend, type LineDraft, type LineProblems } from '../logic/reviewDraft';
import { useOrderTime } from './orderParts';

/** Where the review page's links lead; the app builds them from its routes. */
export type ReviewHrefs = {
  /** A product page (where a published review shows). */
  goods: (mouldNo: string) => string;
  /** An order's detail page. */
  order: (orderNo: string) => string;
  /** The order centre's list. */
  list: () => string;
};

export type ReviewFormContainerProps = {
  /** The order's number (query orderNo); empty reads as not found. */
  orderNo: string;
  hrefs: ReviewHrefs;
};

type PhotoUploads = ReturnType<typeof usePhotoUploads>;

/**
 * One line's photos: `usePhotoUploads` is a hook per form, and a review form has a photo picker per
 * line, so each line holds its own and hands it up (renders nothing itself).
 */
function LinePhotos({
  lineId,
  onChange,
}: {
  lineId: number;
  onChange: (lineId: number, uploads: PhotoUploads) => void;
}) {
  const uploads = usePhotoUploads('review', REVIEW_PHOTOS_MAX);
  useEffect(() => onChange(lineId, uploads), [lineId, uploads, onChange]);
  return null;
}

const noPhotos = { ids: [], count: 0, isUploading: false, hasFailed: false };

/**
 * /myIndex/orderEvaluate?orderNo (issue #12 评价): the lines of the buyer's successful order, each
 * to rate (stars by keyboard), describe (5–500 characters), illustrate (up to 6 photos, uploaded as
 * chosen) and post anonymously or not; lines reviewed before show read-only. One submit sends every
 * line the shopper started, all or none; a refusal keeps everything typed. Once sent: thanks, and
 * the product page where the review now shows.
 */
export function ReviewFormContainer({ orderNo, hrefs }: ReviewFormContainerProps) {
  const { t } = useTranslation('orders');
  const time = useOrderTime();
  const answer = useReviewLines(orderNo);
  const submitReviews = useSubmitReviews();
  const { nickname } = useSession().user;
  const [drafts, setDrafts] = useState<Record<number, ReviewDraft>>({});
  const [uploads, setUploads] = useState<Record<number, PhotoUploads>>({});
  const [choiceProblems, setChoiceProblems] = useState<Record<number, string>>({});
  const [hasTried, setTried] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);
  const [formError, setFormError] = useState<string>();
  const [sentMouldNo, setSentMouldNo] = useState<string | null>(null);

  const handlePhotos = useCallback((lineId: number, state: PhotoUploads) => {
    setUploads((current) => (current[lineId] === state ? current : { ...current, [lineId]: state }));
  }, []);

  const data = answer.data;
  const open = useMemo(() => (data?.isReviewable ? data.lines.filter((line) => line.review === null) : []), [data]);
  const lineDrafts = useMemo(
    () =>
      new Map<number, LineDraft>(
        open.map((line) => {
          const photos = uploads[line.lineId];
          return [
            line.lineId,
            {
              ...emptyDraft,
              ...drafts[line.lineId],
              photos: photos
                ? {
                    ids: photos.ids,
                    count: photos.photos.length,
                    isUploading: photos.isUploading,
                    hasFailed: photos.hasFailed,
                  }
                : noPhotos,
            },
          ];
        }),
      ),
    [open, drafts, uploads],
  );
  const outcome = useMemo(() => reviewsToSend(lineDrafts), [lineDrafts]);
  const problemsOf = (lineId: number): LineProblems => (hasTried ? (outcome.problems.get(lineId) ?? {}) : {});

  const handleSubmit = async () => {
    setTried(true);
    if (outcome.isEmpty) return setFormError(t('review.errors.nothing'));
    if (outcome.problems.size > 0) return setFormError(t('review.errors.fix'));
    setFormError(undefined);
    setSubmitting(true);
    try {
      const lines = await submitReviews(orderNo, outcome.reviews);
      const first = lines.lines.find((line) => line.lineId === outcome.reviews[0]?.lineId);
      setSentMouldNo(first?.mouldNo ?? '');
    } catch (error) {
      setFormError(t('review.errors.submit', { message: failureMessage(error) || t('review.errors.unknown') }));
    } finally {
      setSubmitting(false);
    }
  };

  const masked = maskNickname(nickname) || t('review.anonymousName');
  const labels: ReviewFormLabels = useMemo(
    () => ({
      title: t('review.title'),
      subtitle: orderNo ? t('review.orderNo', { orderNo }) : undefined,
      rating: t('review.rating'),
      ratingValue: (stars) => t('review.ratingValue', { stars }),
      content: t('review.content'),
      contentPlaceholder: t('review.contentPlaceholder'),
      contentCount: (length, min, max) => t('review.contentCount', { length, min, max }),
      photos: t('review.photos'),
      photosDescription: t('review.photosDescription', { max: REVIEW_PHOTOS_MAX }),
      photoTexts: {
        add: t('review.photo.add'),
        remove: (name) => t('review.photo.remove', { name }),
        retry: t('review.photo.retry'),
        uploading: t('review.photo.uploading'),
        count: (chosen, max) => t('review.photo.count', { chosen, max }),
      },
      anonymous: t('review.anonymous'),
      anonymousDescription: (name) => t('review.anonymousDescription', { name }),
      submit: t('review.submit'),
      submitting: t('review.submitting'),
      reviewed: t('review.reviewed'),
      reviewedAs: (name) => t('review.reviewedAs', { name }),
      image: (position) => t('review.image', { position }),
      loading: t('review.loading'),
    }),
    [orderNo, t],
  );
  const formProps = {
    labels,
    onChange: (lineId: string, change: Partial<ReviewDraft>) => {
      const id = Number(lineId);
      setDrafts((current) => ({ ...current, [id]: { ...emptyDraft, ...current[id], ...change } }));
    },
    onSubmit: () => void handleSubmit(),
    contentLimits: { min: REVIEW_TEXT_MIN, max: REVIEW_TEXT_MAX },
    contentLength: reviewTextLength,
    photoMax: REVIEW_PHOTOS_MAX,
    photoTypes: uploadImageTypes,
    maskedName: masked,
  };

  const isNotFound = !orderNo || (isApiError(answer.error) && answer.error.status === 404);
  if (answer.error && !isNotFound) {
    return (
      <p role="alert">
        {t('review.failed')}{' '}
        <Button tone="link" onPress={() => void answer.mutate()}>
          {t('review.retry')}
        </Button>
      </p>
    );
  }
  if (isNotFound) {
    const notice = {
      title: t('review.notFound.title'),
      description: t('review.notFound.description'),
      links: [{ label: t('review.notFound.action'), href: hrefs.list() }],
    };
    return <ReviewForm {...formProps} lines={[]} notice={notice} />;
  }
  if (!data) return <ReviewForm {...formProps} lines={[]} isLoading />;
  if (sentMouldNo !== null) {
    const notice = {
      title: t('review.thanks.title'),
      description: t('review.thanks.description'),
      links: [
        ...(sentMouldNo ? [{ label: t('review.thanks.viewGoods'), href: hrefs.goods(sentMouldNo) }] : []),
        { label: t('review.thanks.backToOrder'), href: hrefs.order(orderNo) },
      ],
    };
    return <ReviewForm {...formProps} lines={[]} notice={notice} />;
  }
  if (!data.isReviewable && data.lines.every((line) => line.review === null)) {
    const notice = {
      title: t('review.notReviewable.title'),
      description: t('review.notReviewable.description'),
      links: [{ label: t('review.notReviewable.action'), href: hrefs.order(orderNo) }],
    };
    return <ReviewForm {...formProps} lines={[]} notice={notice} />;
  }

  const photoItems = (photos: readonly PhotoUpload[]) =>
    photos.map((photo) => ({
      key: photo.key,
      name: photo.name,
      previewUrl: photo.previewUrl,
      state: photo.state,
      error: photo.state === 'failed' ? photo.message || t('review.photo.failed') : undefined,
    }));
  const lines: ReviewFormLine[] = data.lines.map((line) => {
    const base = {
      id: String(line.lineId),
      title: line.title,
      href: hrefs.goods(line.mouldNo),
      thumb: line.thumb,
      detail: `${t('goods.quantity')} ×${line.buyNum}`,
    };
    if (line.review) {
      return {
        ...base,
        review: { ...line.review, date: time(line.review.createdAt) },
      };
    }
    if (!data.isReviewable) return base;
    const problems = problemsOf(line.lineId);
    const photos = uploads[line.lineId];
    const photoProblem = problems.photos ? t(`review.errors.${problems.photos}`) : undefined;
    return {
      ...base,
      draft: { ...emptyDraft, ...drafts[line.lineId] },
      errors: {
        rating: problems.rating ? t('review.errors.rating') : undefined,
        content: problems.content
          ? t(`review.errors.${problems.content}`, { min: REVIEW_TEXT_MIN, max: REVIEW_TEXT_MAX })
          : undefined,
      },
      photos: photos
        ? {
            items: photoItems(photos.photos),
            error: choiceProblems[line.lineId] ?? photoProblem,
            onAdd: (files: File[]) => {
              const refused = [...new Set(photos.add(files))];
              setChoiceProblems((current) => {
                const { [line.lineId]: _gone, ...rest } = current;
                return refused.length > 0
                  ? { ...rest, [line.lineId]: refused.map((problem) => t(`review.photoProblems.${problem}`)).join(' ') }
                  : rest;
              });
            },
            onRemove: photos.remove,
            onRetry: photos.retry,
          }
        : undefined,
    };
  });

  return (
    <>
      {open.map((line) => (
        <LinePhotos key={line.lineId} lineId={line.lineId} onChange={handlePhotos} />
      ))}
      <ReviewForm {...formProps} lines={lines} isSubmitting={isSubmitting} errorMessage={formError} />
    </>
  );
}
