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
import type {
  OpsFeedbackFilter,
  OpsFeedbackRow,
  OpsFeedbackThread,
  OpsInquiryDetail,
  OpsInquiryNote,
  OpsInquiryRow,
  OpsInquiryStatus,
  OpsServiceRefusal,
} from '@mall/contract/ops';
import { type FeedbackSubmitBody, type FeedbackView, type InquirySubmitBody } from '@mall/contract/service';
import { type UploadedImage } from '@mall/contract/uploads';
import type { CaptchaVerifier } from '../adapters';
import type { Db } from '../db/database';
import { chinaDate } from '../lib/chinaTime';
import { plainText } from '../lib/plainText';
import { ownOrder } from '../repositories/checkout';
import { newOrderNo, type Buyer } from '../repositories/orderBasics';
import { serviceRepository, type FeedbackWithOrder, type InquiryRow } from '../repositories/service';
import { claimUploads } from '../repositories/uploads';
import { audit, type OpsStaff, type RequestOrigin } from './opsStaff';

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

/** A console act's outcome: done, or refused for a reason of the contract's (its status and message). */
export type OpsServiceOutcome<T> = { kind: 'done'; value: T } | { kind: 'refused'; reason: OpsServiceRefusal };
const refused = (reason: OpsServiceRefusal) => ({ kind: 'refused', reason }) as const;

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

  /** A feedback as the console's thread (issue #29). */
  const threadOf = async (feedbackNo: string): Promise<OpsFeedbackThread | null> => {
    const found = await repository.feedbackThreadByNo(feedbackNo);
    if (!found) return null;
    const view = viewOf({ row: found.row, orderNo: found.orderNo });
    return {
      feedbackNo: view.feedbackNo,
      type: view.type,
      state: view.state,
      orderNo: view.orderNo,
      memberMobile: masked(found.mobile),
      contact: view.contact,
      photos: view.photos,
      createdAt: view.createdAt,
      messages: [
        { from: 'member' as const, text: view.content, at: view.createdAt },
        ...(view.reply !== null && view.repliedAt !== null
          ? [{ from: 'staff' as const, text: view.reply, at: view.repliedAt }]
          : []),
      ],
    };
  };

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

    /** The console's feedback queue (issue #29): waiting first, newest first; or only waiting / answered. */
    async opsFeedback(filter?: OpsFeedbackFilter): Promise<OpsFeedbackRow[]> {
      const replied = filter === undefined ? undefined : filter === 'answered';
      return (await repository.allFeedback(OPERATOR_LIST_MAX, replied)).map(({ row, orderNo, mobile }) => {
        const view = viewOf({ row, orderNo });
        return {
          feedbackNo: view.feedbackNo,
          type: view.type,
          state: view.state,
          orderNo: view.orderNo,
          memberMobile: masked(mobile),
          content: view.content,
          createdAt: view.createdAt,
          repliedAt: view.repliedAt,
        };
      });
    },

    /** One feedback as a thread: the member's message, then the reply once there is one; null when missing. */
    opsFeedbackThread: threadOf,

    /**
     * Staff reply to a feedback (→ 已回复, once; the member reads it in her 意见反馈), audited in the
     * same transaction. The reply's rule: plain text, not empty, at most FEEDBACK_REPLY_MAX characters.
     */
    async opsReply(
      request: RequestOrigin,
      staff: OpsStaff,
      feedbackNo: string,
      text: string,
    ): Promise<OpsServiceOutcome<OpsFeedbackThread>> {
      const reply = plainText(text).trim();
      if (reply === '') return refused('emptyReply');
      if (visibleLength(reply) > FEEDBACK_REPLY_MAX) return refused('longReply');
      const before = await repository.feedbackByNo(feedbackNo);
      if (!before) return refused('noFeedback');
      if (before.state === 'replied') return refused('alreadyReplied');
      const done = await db.transaction(async (tx) => {
        const row = await repository.replyFeedback(tx, feedbackNo, reply, clock());
        if (!row) return false;
        await audit(tx, request, staff, {
          permission: 'service.reply',
          action: 'feedback.reply',
          targetType: 'feedback',
          targetId: feedbackNo,
          before: { state: before.state },
          after: { state: 'replied', reply },
        });
        return true;
      });
      if (!done) return refused('alreadyReplied');
      const thread = await threadOf(feedbackNo);
      return thread ? { kind: 'done', value: thread } : refused('noFeedback');
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

    /** The console's inquiries, newest first, optionally of one status. */
    async opsInquiries(status?: OpsInquiryStatus): Promise<OpsInquiryRow[]> {
      return (await repository.latestInquiries(OPERATOR_LIST_MAX, status)).map(
        ({ row, assigneeCode, assigneeName }) => {
          const view = inquiryView(row);
          return {
            inquiryNo: view.inquiryNo,
            company: view.company,
            contactName: view.contactName,
            quantity: view.quantity,
            budget: view.budget,
            purpose: view.purpose,
            expectedDate: view.expectedDate,
            status: row.status as OpsInquiryStatus,
            assignee: assigneeCode === null ? null : { staffCode: assigneeCode, nickname: assigneeName ?? '' },
            createdAt: view.createdAt,
          };
        },
      );
    },

    /** One inquiry whole, with its notes and whom it may be assigned to; null when missing. */
    async opsInquiry(inquiryNo: string): Promise<OpsInquiryDetail | null> {
      const found = await repository.inquiryByNo(inquiryNo);
      if (!found) return null;
      const { row, assigneeCode, assigneeName } = found;
      const [notes, assignable] = await Promise.all([
        repository.inquiryNotesOf(row.id),
        repository.staffWithPermission('service.reply'),
      ]);
      return {
        ...inquiryView(row),
        status: row.status as OpsInquiryStatus,
        assignee: assigneeCode === null ? null : { staffCode: assigneeCode, nickname: assigneeName ?? '' },
        notes: notes.map(({ note, staffCode, staffName }) => ({
          id: note.id,
          at: note.at.toISOString(),
          staffCode,
          staffName,
          text: note.text,
        })),
        assignable: assignable.map(({ staffCode, nickname }) => ({ staffCode, nickname })),
      };
    },

    /** Assigns an inquiry to an active staff member who may serve shoppers, audited. */
    async opsAssign(
      request: RequestOrigin,
      staff: OpsStaff,
      inquiryNo: string,
      staffCode: string,
    ): Promise<OpsServiceOutcome<null>> {
      const [assignee] = await repository.staffWithPermission('service.reply', staffCode);
      if (!assignee) return refused('notAssignable');
      return db.transaction(async (tx) => {
        const row = await repository.lockInquiry(tx, inquiryNo);
        if (!row) return refused('noInquiry');
        const was = row.assigneeId === null ? null : (await repository.inquiryByNo(inquiryNo, tx))?.assigneeCode;
        await repository.updateInquiry(tx, row.id, { assigneeId: assignee.id });
        await audit(tx, request, staff, {
          permission: 'service.reply',
          action: 'inquiry.assign',
          targetType: 'inquiry',
          targetId: inquiryNo,
          before: { assignee: was ?? null },
          after: { assignee: assignee.staffCode },
        });
        return { kind: 'done', value: null } as const;
      });
    },

    /** Sets an inquiry's follow-up status, audited. */
    async opsStatus(
      request: RequestOrigin,
      staff: OpsStaff,
      inquiryNo: string,
      status: OpsInquiryStatus,
    ): Promise<OpsServiceOutcome<null>> {
      return db.transaction(async (tx) => {
        const row = await repository.lockInquiry(tx, inquiryNo);
        if (!row) return refused('noInquiry');
        await repository.updateInquiry(tx, row.id, { status });
        await audit(tx, request, staff, {
          permission: 'service.reply',
          action: 'inquiry.status',
          targetType: 'inquiry',
          targetId: inquiryNo,
          before: { status: row.status },
          after: { status },
        });
        return { kind: 'done', value: null } as const;
      });
    },

    /** Adds an internal note to an inquiry, audited. */
    async opsNote(
      request: RequestOrigin,
      staff: OpsStaff,
      inquiryNo: string,
      text: string,
    ): Promise<OpsServiceOutcome<OpsInquiryNote>> {
      const clean = plainText(text).trim();
      if (clean === '') return refused('emptyNote');
      return db.transaction(async (tx) => {
        const row = await repository.lockInquiry(tx, inquiryNo);
        if (!row) return refused('noInquiry');
        const note = await repository.insertInquiryNote(tx, {
          inquiryId: row.id,
          staffId: staff.id,
          text: clean,
          at: clock(),
        });
        await audit(tx, request, staff, {
          permission: 'service.reply',
          action: 'inquiry.note',
          targetType: 'inquiry',
          targetId: inquiryNo,
          before: {},
          after: { note: clean },
        });
        return {
          kind: 'done',
          value: {
            id: note.id,
            at: note.at.toISOString(),
            staffCode: staff.staffCode,
            staffName: staff.nickname,
            text: clean,
          },
        } as const;
      });
    },
  };
}

export type ServiceService = ReturnType<typeof serviceService>;
