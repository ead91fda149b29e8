import {
  maskBannedWords,
  maskNickname,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
  reviewRefusal,
  reviewTextProblem,
  type ReviewRefusal as ReviewRefusalReason,
  type ReviewTextProblem,
} from '@mall/contract';
import { type ReviewInput, type ReviewLines } from '@mall/contract/orders';
import type { Db } from '../db/database';
import { plainText } from '../lib/sanitizeHtml';
import { reviewBannedWords } from '../lib/reviewBannedWords';
import { ownOrder } from '../repositories/checkout';
import { type Buyer, type OrderRow } from '../repositories/orderBasics';
import { reviewRepository, type NewReview, type ReviewLineRow } from '../repositories/reviews';
import { claimUploads, publishUploads } from '../repositories/uploads';

/** The order state a review needs: transaction successful (spec §4: 评价 on successful orders). */
const SUCCESSFUL = 4;

/** How the goods page names a reviewer who gave no usable nickname. */
const anonymousName = '匿名用户';
const memberName = '金缘会员';

/** The outcome of a submission: the lines with their reviews, not the buyer's order (404), or refused. */
export type ReviewChange =
  { kind: 'done'; lines: ReviewLines } | { kind: 'missing' } | { kind: 'refused'; status: 400 | 409; msg: string };

/** A refusal thrown inside the transaction, so everything written is rolled back (all or nothing). */
class ReviewRefusal extends Error {
  constructor(
    readonly status: 400 | 409,
    msg: string,
  ) {
    super(msg);
  }
}

const textMessages: Record<ReviewTextProblem, string> = {
  empty: '请填写评价内容',
  short: `评价内容至少 ${REVIEW_TEXT_MIN} 个字`,
  long: `评价内容不能超过 ${REVIEW_TEXT_MAX} 个字`,
};
const notSuccessful = '订单交易成功后才能评价';
/** The server's word for each reason an order takes no review (contract reviewRefusal). */
const refusalMessages: Record<ReviewRefusalReason, string> = {
  notSuccessful,
  refunded: '该订单的商品已全部退款，无需评价',
};
const alreadyReviewed = (title: string) => `「${title}」已评价，请勿重复提交`;

/** Whether every line of an order has its review (评价 then goes): none of an order without lines. */
export function isEveryLineReviewed(lineCount: number, reviewedCount: number): boolean {
  return lineCount > 0 && reviewedCount >= lineCount;
}

/**
 * Reviews (issue #12 评价; spec §4: 评价 on successful unreviewed orders): the lines of the buyer's
 * order with their reviews, and the submission of reviews of one or several lines at once, all or
 * nothing. The text is kept as plain text (markup removed) with banned words masked; the photos are
 * the buyer's own review uploads, claimed once and published; an anonymous reviewer is shown masked.
 * `photoLink` gives a published photo's public link.
 */
export function reviewService(db: Db, clock: () => Date, photoLink: (id: string) => string) {
  const repository = reviewRepository(db);

  const lineAnswer = (line: ReviewLineRow): ReviewLines['lines'][number] => ({
    lineId: line.lineId,
    goodID: line.goodsId,
    mouldNo: line.mouldNo,
    title: line.title,
    thumb: line.thumb,
    attribute: line.attribute,
    buyNum: line.qty,
    review: line.review && {
      rating: line.review.rating,
      content: line.review.content,
      images: [...line.review.images, ...line.review.uploadIds.map(photoLink)],
      isAnonymous: line.review.isAnonymous,
      nickname: line.review.nickname,
      createdAt: line.review.createdAt.toISOString(),
    },
  });

  const answerOf = async (row: OrderRow): Promise<ReviewLines> => ({
    orderNo: row.orderNo,
    isReviewable: reviewRefusal(row) === null,
    lines: (await repository.lines(row.id)).map(lineAnswer),
  });

  /** The name the goods page shows: the nickname, or its first character and ** when anonymous. */
  const shownName = (nickname: string, isAnonymous: boolean) =>
    isAnonymous ? maskNickname(nickname) || anonymousName : nickname.trim() || memberName;

  return {
    /** The lines of the buyer's order with their reviews; undefined when the order is not theirs. */
    async lines(buyer: Buyer, orderNo: string): Promise<ReviewLines | undefined> {
      const row = await ownOrder(db, buyer, orderNo, clock());
      return row ? answerOf(row) : undefined;
    },

    /**
     * Reviews of lines of the buyer's successful order, written together or not at all: a line not
     * in the order, a text outside 5–500 characters once cleaned, or a photo that is not the buyer's
     * unused review photo is a 400; an order that is not successful, or a line reviewed already
     * (also by a submit racing this one), a 409.
     */
    async submit(
      buyer: Buyer,
      nickname: string,
      orderNo: string,
      reviews: readonly ReviewInput[],
    ): Promise<ReviewChange> {
      const now = clock();
      const row = await ownOrder(db, buyer, orderNo, now);
      if (!row) return { kind: 'missing' };
      const refusal = reviewRefusal(row);
      if (refusal) return { kind: 'refused', status: 409, msg: refusalMessages[refusal] };
      const lines = new Map((await repository.lines(row.id)).map((line) => [line.lineId, line]));
      const drafts: (NewReview & { title: string })[] = [];
      for (const review of reviews) {
        const line = lines.get(review.lineId);
        if (!line) return { kind: 'refused', status: 400, msg: '评价的商品不在该订单中' };
        if (drafts.some((draft) => draft.orderItemId === line.lineId)) {
          return { kind: 'refused', status: 400, msg: `「${line.title}」只能评价一次` };
        }
        if (line.review) return { kind: 'refused', status: 409, msg: alreadyReviewed(line.title) };
        const text = plainText(review.content);
        const problem = reviewTextProblem(text);
        if (problem) return { kind: 'refused', status: 400, msg: `「${line.title}」${textMessages[problem]}` };
        drafts.push({
          orderId: row.id,
          orderItemId: line.lineId,
          goodsId: line.goodsId,
          title: line.title,
          rating: review.rating,
          content: maskBannedWords(text, reviewBannedWords),
          uploadIds: review.photoIds,
          nickname: shownName(nickname, review.isAnonymous),
          isAnonymous: review.isAnonymous,
          now,
        });
      }
      const photoIds = drafts.flatMap((draft) => draft.uploadIds);
      try {
        await db.transaction(async (tx) => {
          if ((await repository.lockedOrderState(tx, row.id)) !== SUCCESSFUL) {
            throw new ReviewRefusal(409, notSuccessful);
          }
          // The reviews first: a submit racing this one waits on the line's key here, then finds it taken.
          for (const draft of drafts) {
            if (!(await repository.insert(tx, draft))) throw new ReviewRefusal(409, alreadyReviewed(draft.title));
          }
          if (!(await claimUploads(tx, buyer, 'review', photoIds, now))) {
            throw new ReviewRefusal(400, '图片无效或已被使用，请重新上传');
          }
          await publishUploads(tx, photoIds, now);
        });
      } catch (error) {
        if (error instanceof ReviewRefusal) return { kind: 'refused', status: error.status, msg: error.message };
        throw error;
      }
      return { kind: 'done', lines: await answerOf(row) };
    },
  };
}

export type ReviewService = ReturnType<typeof reviewService>;
