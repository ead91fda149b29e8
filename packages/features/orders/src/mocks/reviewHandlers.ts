import { uploadPaths } from '@mall/contract/uploads';
import { reviewPaths, type ReviewInput, type ReviewLine, type ReviewLines } from '@mall/contract/orders';
import { delay, http, HttpResponse } from 'msw';
import { storyLines } from './data';
import { storyNow } from './handlers';

const paths = reviewPaths('mall');
const uploads = uploadPaths('mall');
const ok = <T>(payload: T) => HttpResponse.json({ code: 200, msg: 'success', data: payload });
const refuse = (status: number, msg: string) => HttpResponse.json({ code: status, msg }, { status });

/** The successful story order the review stories open (the order centre's JY202611100004 has one line). */
export const reviewOrderNo = 'JY202611100004';

const toLine = (lineId: number, line: (typeof storyLines)[keyof typeof storyLines]): ReviewLine => ({
  lineId,
  goodID: line.goodID,
  mouldNo: line.mouldNo,
  title: line.title,
  thumb: line.thumb,
  attribute: line.attribute,
  buyNum: line.buyNum,
  review: null,
});

/** A review published before the story opens. */
export const storyReview = {
  rating: 4,
  content: '大小很均匀，光泽很好。\n搭配衬衫很优雅。',
  images: [storyLines.pearl.thumb],
  isAnonymous: true,
  nickname: '王**',
  createdAt: new Date(storyNow.getTime() - 48 * 3_600_000).toISOString(),
};

export type ReviewsMockOptions = {
  /** The order is not successful yet (its lines cannot be reviewed). */
  notReviewable?: boolean;
  /** The second line was reviewed before. */
  partlyReviewed?: boolean;
  /** The lines never answer (the loading state). */
  linesHang?: boolean;
  /** The submission answers 409 with this message. */
  submitRefusal?: string;
};

/**
 * An in-memory review server for stories: the order's lines (a ring and a pearl pendant), the
 * submission (every line once, the text as sent) and photo uploads (each answered with an id and
 * the chosen file's bytes as its link). `state.submitted` records what was sent, for play functions.
 */
export function createReviewsMock(options: ReviewsMockOptions = {}) {
  const fresh = (): ReviewLine[] => [
    toLine(11, storyLines.ring),
    { ...toLine(12, storyLines.pearl), review: options.partlyReviewed ? storyReview : null },
  ];
  let lines = fresh();
  const state = { submitted: [] as ReviewInput[][] };
  const reset = () => {
    lines = fresh();
    state.submitted.length = 0;
  };
  let uploaded = 0;
  const answer = (): ReviewLines => ({ orderNo: reviewOrderNo, isReviewable: !options.notReviewable, lines });

  const handlers = [
    http.get(`*${paths.lines}`, async ({ request }) => {
      if (options.linesHang) await delay('infinite');
      await delay(50);
      if (new URL(request.url).searchParams.get('orderNo') !== reviewOrderNo) return refuse(404, '订单不存在');
      return ok(answer());
    }),
    http.post(`*${paths.submit}`, async ({ request }) => {
      const body = (await request.json()) as { orderNo: string; reviews: ReviewInput[] };
      state.submitted.push(body.reviews);
      await delay(150);
      if (options.submitRefusal) return refuse(409, options.submitRefusal);
      if (options.notReviewable) return refuse(409, '订单交易成功后才能评价');
      const taken = body.reviews.find((entry) => lines.find((line) => line.lineId === entry.lineId)?.review);
      if (taken) return refuse(409, '该商品已评价，请勿重复提交');
      lines = lines.map((line) => {
        const entry = body.reviews.find((item) => item.lineId === line.lineId);
        if (!entry) return line;
        const review = {
          rating: entry.rating,
          content: entry.content,
          images: entry.photoIds.map((id) => `${uploads.uploadImage}/${id}`),
          isAnonymous: entry.isAnonymous,
          nickname: entry.isAnonymous ? '王**' : '王女士',
          createdAt: storyNow.toISOString(),
        };
        return { ...line, review };
      });
      return ok(answer());
    }),
    http.post(`*${uploads.uploadImage}`, async () => {
      await delay(50);
      uploaded += 1;
      const id = `storyPhoto${String(uploaded).padStart(14, '0')}`;
      return ok({ id, url: `${uploads.uploadImage}/${id}` });
    }),
  ];
  return { handlers, state, reset };
}
