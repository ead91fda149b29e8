import {
  feedbackContentMessages,
  feedbackContentProblem,
  FEEDBACK_PHOTOS_MAX,
  FEEDBACK_REPLY_MAX,
  inquiryMessages,
  inquiryProblems,
  visibleLength,
  type FeedbackState,
  type InquiryBudget,
  type InquiryField,
  type InquiryPurpose,
} from '@mall/contract';
import { captchaPassOf } from '@mall/contract/auth';
import {
  type DevFeedbackReplyBody,
  type FeedbackSubmitBody,
  type FeedbackView,
  type InquirySubmitBody,
} from '@mall/contract/service';
import { type UploadedImage } from '@mall/contract/uploads';
import type { CaptchaVerifier } from '../adapters';
import type { Db } from '../db/database';
import { chinaDate } from '../lib/chinaTime';
import { plainText } from '../lib/plainText';
import { ownOrder } from '../repositories/checkout';
import { newOrderNo, type Buyer } from '../repositories/orderBasics';
import { serviceRepository, type FeedbackWithOrder, type InquiryRow } from '../repositories/service';
import { claimUploads } from '../repositories/uploads';

/** Most inquiries one network may send in an hour (issue #14: rate limit submits per IP). */
export const INQUIRIES_PER_HOUR = 10;
/** The member's list shows their latest 50 feedback; the operator's the latest 200. */
const MEMBER_LIST_MAX = 50;
const OPERATOR_LIST_MAX = 200;

/** A call's outcome: done, not theirs or unknown (404), refused as things stand (409), bad input (400), too many (429). */
export type ServiceOutcome<T> =
  | { kind: 'done'; value: T }
  | { kind: 'missing'; msg: string }
  | { kind: 'refused'; msg: string }
  | { kind: 'invalid'; msg: string }
  | { kind: 'limited'; msg: string };

const invalid = (msg: string) => ({ kind: 'invalid', msg }) as const;

/** Thrown inside a transaction to roll it back with an answer. */
class Rollback extends Error {
  constructor(readonly msg: string) {
    super(msg);
  }
}

const newFeedbackNo = (now: Date) => `FB${newOrderNo(now).slice(2)}`;
const newInquiryNo = (now: Date) => `QY${newOrderNo(now).slice(2)}`;

/** Masks a mobile for the operator's list: 139****0001. */
const masked = (mobile: string) => (mobile.length >= 7 ? `${mobile.slice(0, 3)}****${mobile.slice(-4)}` : mobile);

export type ServiceServiceOptions = {
  /** A private photo's short-lived link (services/uploads `linkOf(id, false)`). */
  linkOf: (id: string, isPublic: boolean) => string;
  /** The captcha verifier in front of an inquiry (the one sends and logins use). */
  captcha: CaptchaVerifier;
};

/**
 * Feedback and enterprise inquiries (issue #14 items 4 and 5). Feedback belongs to the token's
 * member: an order they name must be theirs (another's answers 404 and is never linked), the
 * photos their own uploads of purpose 'feedback'; a double submit under one key makes one. An
 * inquiry is a visitor's, behind a captcha pass and a per-network limit, kept for the sales team.
 */
export function serviceService(db: Db, clock: () => Date, options: ServiceServiceOptions) {
  const repository = serviceRepository(db);
  const photosOf = (ids: readonly string[]): UploadedImage[] =>
    ids.map((id) => ({ id, url: options.linkOf(id, false) }));

  const viewOf = ({ row, orderNo }: FeedbackWithOrder): FeedbackView => ({
    feedbackNo: row.feedbackNo,
    type: row.type as FeedbackView['type'],
    state: row.state as FeedbackState,
    orderNo,
    content: row.content,
    contact: row.contact as FeedbackView['contact'],
    photos: photosOf(row.photoIds),
    createdAt: row.createdAt.toISOString(),
    reply: row.reply,
    repliedAt: row.repliedAt?.toISOString() ?? null,
  });

  const inquiryView = (row: InquiryRow) => ({
    inquiryNo: row.inquiryNo,
    company: row.company,
    contactName: row.contactName,
    mobile: row.mobile,
    email: row.email,
    quantity: row.quantity,
    budget: row.budget as InquiryBudget,
    purpose: row.purpose as InquiryPurpose,
    expectedDate: row.expectedDate,
    description: row.description,
    logo: row.logoId ? { id: row.logoId, url: options.linkOf(row.logoId, false) } : null,
    createdAt: row.createdAt.toISOString(),
  });

  return {
    /** Sends a feedback of the member's; the same key answers the first feedback's number. */
    async submitFeedback(
      buyer: Buyer,
      body: FeedbackSubmitBody,
      key: string,
    ): Promise<ServiceOutcome<{ feedbackNo: string }>> {
      if (buyer.memberId === null) return { kind: 'refused', msg: '员工账号不能使用此功能' };
      const memberId = buyer.memberId;
      const earlier = await repository.feedbackByKey(memberId, key);
      if (earlier) return { kind: 'done', value: { feedbackNo: earlier.feedbackNo } };
      const content = plainText(body.content).trim();
      const problem = feedbackContentProblem(content);
      if (problem) return invalid(feedbackContentMessages[problem]);
      const photos = body.photos ?? [];
      if (photos.length > FEEDBACK_PHOTOS_MAX) return invalid(`最多上传${FEEDBACK_PHOTOS_MAX}张图片`);
      const now = clock();
      let orderId: number | null = null;
      const orderNo = body.orderNo?.trim() ?? '';
      if (orderNo !== '') {
        const order = await ownOrder(db, buyer, orderNo, now);
        if (!order) return { kind: 'missing', msg: '订单不存在' };
        orderId = order.id;
      }
      try {
        const feedbackNo = await db.transaction(async (tx) => {
          const row = await repository.insertFeedback(
            {
              feedbackNo: newFeedbackNo(now),
              memberId,
              submitKey: key,
              type: body.type,
              orderId,
              content,
              contact: body.contact,
              photoIds: photos,
              createdAt: now,
            },
            tx,
          );
          // Another request under the same key got there first: it is the one feedback.
          if (!row) return undefined;
          if (!(await claimUploads(tx, buyer, 'feedback', photos, now))) {
            throw new Rollback('图片无效或已被使用，请重新上传');
          }
          return row.feedbackNo;
        });
        const number = feedbackNo ?? (await repository.feedbackByKey(memberId, key))?.feedbackNo;
        if (!number) return { kind: 'refused', msg: '提交处理中，请稍后刷新' };
        return { kind: 'done', value: { feedbackNo: number } };
      } catch (error) {
        if (error instanceof Rollback) return invalid(error.msg);
        throw error;
      }
    },

    /** The member's feedback, newest first, with the replies. */
    async memberFeedback(buyer: Buyer): Promise<FeedbackView[]> {
      if (buyer.memberId === null) return [];
      return (await repository.memberFeedback(buyer.memberId, MEMBER_LIST_MAX)).map(viewOf);
    },

    /** The operator's list: every member's feedback, newest first. */
    async operatorFeedback() {
      return (await repository.allFeedback(OPERATOR_LIST_MAX)).map(({ row, orderNo, mobile }) => ({
        ...viewOf({ row, orderNo }),
        memberMobile: masked(mobile),
      }));
    },

    /** The operator moves a feedback to 处理中 or replies (→ 已回复); a replied one stays as it is. */
    async operatorUpdate(body: DevFeedbackReplyBody): Promise<ServiceOutcome<null>> {
      const row = await repository.feedbackByNo(body.feedbackNo);
      if (!row) return { kind: 'missing', msg: '反馈不存在' };
      if (row.state === 'replied') return { kind: 'refused', msg: '该反馈已回复' };
      const now = clock();
      if (body.state === 'processing') {
        await repository.setFeedbackState(body.feedbackNo, { state: 'processing', at: now });
        return { kind: 'done', value: null };
      }
      const reply = plainText(body.reply ?? '').trim();
      if (reply === '') return invalid('请输入回复内容');
      if (visibleLength(reply) > FEEDBACK_REPLY_MAX) return invalid(`回复内容不能超过${FEEDBACK_REPLY_MAX}个字`);
      await repository.setFeedbackState(body.feedbackNo, { state: 'replied', reply, at: now });
      return { kind: 'done', value: null };
    },

    /**
     * Stores a visitor's inquiry: the fields by the rule (first problem's message), then the network's
     * limit, then the captcha pass (spent only by a well-formed inquiry), then the logo, claimed once.
     */
    async submitInquiry(body: InquirySubmitBody, ip: string): Promise<ServiceOutcome<{ inquiryNo: string }>> {
      const now = clock();
      const input = {
        company: plainText(body.company).trim(),
        contactName: plainText(body.contactName).trim(),
        mobile: body.mobile.trim(),
        email: body.email.trim(),
        quantity: body.quantity ?? null,
        budget: body.budget,
        purpose: body.purpose,
        expectedDate: body.expectedDate,
        description: plainText(body.description).trim(),
      };
      const problems = inquiryProblems(input, chinaDate(now));
      const first = Object.entries(problems)[0] as
        [InquiryField, keyof (typeof inquiryMessages)[InquiryField]] | undefined;
      if (first) return invalid(inquiryMessages[first[0]][first[1]] ?? '请求参数有误');
      if ((await repository.inquiriesSince(ip, new Date(now.getTime() - 3_600_000))) >= INQUIRIES_PER_HOUR) {
        return { kind: 'limited', msg: '提交太频繁，请稍后再试' };
      }
      const passed = await options.captcha.verify(captchaPassOf(body));
      if (!passed.ok) return invalid('滑块验证已失效，请重新验证');
      try {
        const inquiryNo = await db.transaction(async (tx) => {
          const logo = body.logo ?? null;
          if (logo !== null && !(await claimUploads(tx, null, 'inquiry', [logo], now))) {
            throw new Rollback('标志图片无效或已被使用，请重新上传');
          }
          const row = await repository.insertInquiry(
            {
              ...input,
              quantity: input.quantity as number,
              inquiryNo: newInquiryNo(now),
              logoId: logo,
              ip,
              createdAt: now,
            },
            tx,
          );
          return row.inquiryNo;
        });
        return { kind: 'done', value: { inquiryNo } };
      } catch (error) {
        if (error instanceof Rollback) return invalid(error.msg);
        throw error;
      }
    },

    /** The latest inquiries for the sales team. */
    async inquiries() {
      return (await repository.latestInquiries(OPERATOR_LIST_MAX)).map(inquiryView);
    },
  };
}

export type ServiceService = ReturnType<typeof serviceService>;
