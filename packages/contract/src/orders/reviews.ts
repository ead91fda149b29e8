import { Type, type Static } from '@sinclair/typebox';
import { CodeEnvelope, Id, TimestampQuery } from '../envelope';
import { AttributeKey, MouldNo } from '../goods';
import { REVIEW_PHOTOS_MAX, REVIEW_RATING_MAX, REVIEW_RATING_MIN } from '../rules/reviews';
import { UploadId } from '../uploads';

// Reviews (issue #12 评价; spec §4: 评价 on successful unreviewed orders). The calls are "not shown"
// in spec §7: designed in the order server's style (DESIGN.md §4), scoped to the token's buyer.
// One review per order line; a published review shows in the goods page's comments (commentgoods),
// its photos public from then on. Another buyer's order number answers 404 (no enumeration).

/** GET the lines of the buyer's order with their review state (the review form). */
export const ReviewLinesQuery = Type.Composite([
  TimestampQuery,
  Type.Object({ orderNo: Type.String({ minLength: 1, maxLength: 40 }) }),
]);
export type ReviewLinesQuery = Static<typeof ReviewLinesQuery>;

const Rating = Type.Integer({ minimum: REVIEW_RATING_MIN, maximum: REVIEW_RATING_MAX });

/** A line's review as it was published (text cleaned and masked, photos as public links). */
export const PublishedReviewSchema = Type.Object(
  {
    rating: Rating,
    content: Type.String(),
    images: Type.Array(Type.String()),
    isAnonymous: Type.Boolean(),
    /** The name the goods page shows (王** when anonymous). */
    nickname: Type.String(),
    createdAt: Type.String({ format: 'date-time' }),
  },
  { additionalProperties: false },
);
export type PublishedReview = Static<typeof PublishedReviewSchema>;

/** One order line and its review, null until reviewed. */
export const ReviewLineSchema = Type.Object(
  {
    /** The line's id: what a review names. */
    lineId: Id,
    goodID: Id,
    mouldNo: MouldNo,
    title: Type.String(),
    thumb: Type.String(),
    attribute: AttributeKey,
    buyNum: Type.Integer(),
    review: Type.Union([Type.Null(), PublishedReviewSchema]),
  },
  { $id: 'ReviewLine', additionalProperties: false },
);
export type ReviewLine = Static<typeof ReviewLineSchema>;

export const ReviewLinesSchema = Type.Object(
  {
    orderNo: Type.String(),
    /** Whether the order may be reviewed: successful (state 4). Reviewed lines stay read-only either way. */
    isReviewable: Type.Boolean(),
    lines: Type.Array(ReviewLineSchema),
  },
  { $id: 'ReviewLines', additionalProperties: false },
);
export type ReviewLines = Static<typeof ReviewLinesSchema>;
export const ReviewLinesResponse = CodeEnvelope(ReviewLinesSchema);

/**
 * One line's review: 1–5 stars, the text (5–500 characters once HTML is removed; banned words are
 * masked as ***), up to 6 photos uploaded with `purpose=review`, and whether to show the name masked.
 */
export const ReviewInput = Type.Object(
  {
    lineId: Id,
    rating: Rating,
    /** Checked by the text rule after cleaning; the schema only bounds what is read. */
    content: Type.String({ maxLength: 4000 }),
    photoIds: Type.Array(UploadId, { maxItems: REVIEW_PHOTOS_MAX }),
    isAnonymous: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type ReviewInput = Static<typeof ReviewInput>;

/**
 * POST reviews of one or several lines of the buyer's successful order, all or nothing. Answers the
 * lines with their reviews. 400 bad input (text, photos, a line not in the order), 404 not the
 * buyer's order, 409 the order is not successful or a line already has its review.
 */
export const ReviewSubmitBody = Type.Object(
  {
    orderNo: Type.String({ minLength: 1, maxLength: 40 }),
    reviews: Type.Array(ReviewInput, { minItems: 1, maxItems: 50 }),
  },
  { additionalProperties: false },
);
export type ReviewSubmitBody = Static<typeof ReviewSubmitBody>;
export const ReviewSubmitResponse = CodeEnvelope(ReviewLinesSchema);
