import { reviewTextProblem, type ReviewTextProblem } from '@mall/contract';
import { type ReviewInput } from '@mall/contract/orders';

/** What the shopper has entered for one line, with where its photos stand. */
export type LineDraft = {
  rating: number | null;
  content: string;
  isAnonymous: boolean;
  /** The uploaded photos' ids, and whether some are still uploading or failed. */
  photos: { ids: readonly string[]; count: number; isUploading: boolean; hasFailed: boolean };
};

/** Why a line cannot be sent yet (each maps to a message at its field). */
export type LineProblems = {
  rating?: 'missing';
  content?: ReviewTextProblem;
  photos?: 'uploading' | 'failed';
};

/** An empty draft: no stars, no text, not anonymous, no photos. */
export const emptyDraft: LineDraft = {
  rating: null,
  content: '',
  isAnonymous: false,
  photos: { ids: [], count: 0, isUploading: false, hasFailed: false },
};

/** Whether the shopper began this line's review (stars, text or a photo); untouched lines are not sent. */
export function isStarted(draft: LineDraft): boolean {
  return draft.rating !== null || draft.content.trim() !== '' || draft.photos.count > 0;
}

/**
 * A started line's problems (issue #12: stars 1–5 and 5–500 characters, the rule the server applies;
 * photos must have finished uploading). Empty when the line can be sent.
 */
export function lineProblems(draft: LineDraft): LineProblems {
  const problems: LineProblems = {};
  if (draft.rating === null) problems.rating = 'missing';
  const text = reviewTextProblem(draft.content);
  if (text) problems.content = text;
  if (draft.photos.hasFailed) problems.photos = 'failed';
  else if (draft.photos.isUploading) problems.photos = 'uploading';
  return problems;
}

/**
 * What one submit sends: every started line, when none has a problem. `problems` holds each
 * started line's problems; `isEmpty` says no line was started (nothing to send).
 */
export function reviewsToSend(drafts: ReadonlyMap<number, LineDraft>): {
  reviews: ReviewInput[];
  problems: Map<number, LineProblems>;
  isEmpty: boolean;
} {
  const reviews: ReviewInput[] = [];
  const problems = new Map<number, LineProblems>();
  for (const [lineId, draft] of drafts) {
    if (!isStarted(draft)) continue;
    const found = lineProblems(draft);
    if (Object.keys(found).length > 0) problems.set(lineId, found);
    else {
      reviews.push({
        lineId,
        rating: draft.rating as number,
        content: draft.content.trim(),
        photoIds: [...draft.photos.ids],
        isAnonymous: draft.isAnonymous,
      });
    }
  }
  return { reviews: problems.size > 0 ? [] : reviews, problems, isEmpty: reviews.length === 0 && problems.size === 0 };
}
