import { Type, type Static } from '@sinclair/typebox';
import { CodeEnvelope, literalUnion } from '../envelope';
import {
  contactPreferences,
  feedbackStates,
  feedbackTypes,
  FEEDBACK_REPLY_MAX,
  inquiryBudgets,
  inquiryPurposes,
} from '../rules/service';
import { UploadedImageSchema } from '../uploads';
import { OPS_NOTE_MAX } from './permissions';

// The console's shopper service (issue #29 "Shopper service"; permission service.reply, 客服): the
// members' feedback as threads (the member's message, then staff's reply, which the member reads in
// her 意见反馈 as before), and the enterprise-customization inquiries with their follow-up (assignee,
// status, internal notes). Replaces the development desk at /__dev/feedback and /__dev/inquiries.

const IsoTime = Type.String({ format: 'date-time' });
const FeedbackNo = Type.String({ minLength: 1, maxLength: 40 });
const InquiryNo = Type.String({ minLength: 1, maxLength: 40 });

/** The feedback queue's filter: waiting (已提交, 处理中) or answered (已回复). */
export const opsFeedbackFilters = ['waiting', 'answered'] as const;
export type OpsFeedbackFilter = (typeof opsFeedbackFilters)[number];

/** An inquiry's follow-up status: 新咨询 → 已联系 → 已报价 → 已关闭 (staff may set any). */
export const opsInquiryStatuses = ['new', 'contacted', 'quoted', 'closed'] as const;
export type OpsInquiryStatus = (typeof opsInquiryStatuses)[number];

/** The feedback queue: waiting first, newest first within each (at most 200). */
export const OpsFeedbackQuery = Type.Object(
  {
    state: Type.Optional(literalUnion(opsFeedbackFilters)),
    timestamp: Type.Optional(Type.String({ maxLength: 20 })),
  },
  { additionalProperties: false },
);
export type OpsFeedbackQuery = Static<typeof OpsFeedbackQuery>;

export const OpsFeedbackRowSchema = Type.Object(
  {
    feedbackNo: Type.String(),
    type: literalUnion(feedbackTypes),
    state: literalUnion(feedbackStates),
    orderNo: Type.Union([Type.Null(), Type.String()]),
    /** The member's mobile, masked (139****0001). */
    memberMobile: Type.String(),
    content: Type.String(),
    createdAt: IsoTime,
    repliedAt: Type.Union([Type.Null(), IsoTime]),
  },
  { $id: 'OpsFeedbackRow', additionalProperties: false },
);
export type OpsFeedbackRow = Static<typeof OpsFeedbackRowSchema>;
export const OpsFeedbackListResponse = CodeEnvelope(Type.Array(OpsFeedbackRowSchema));

export const OpsFeedbackRef = Type.Object(
  { feedbackNo: FeedbackNo, timestamp: Type.Optional(Type.String({ maxLength: 20 })) },
  { additionalProperties: false },
);

/** One message of a feedback thread: the member's, or staff's reply. */
export const OpsThreadMessageSchema = Type.Object(
  {
    from: literalUnion(['member', 'staff'] as const),
    text: Type.String(),
    at: IsoTime,
  },
  { additionalProperties: false },
);
export type OpsThreadMessage = Static<typeof OpsThreadMessageSchema>;

/** One feedback as a thread, with its photos and how the member would like to hear back. */
export const OpsFeedbackThreadSchema = Type.Object(
  {
    feedbackNo: Type.String(),
    type: literalUnion(feedbackTypes),
    state: literalUnion(feedbackStates),
    orderNo: Type.Union([Type.Null(), Type.String()]),
    memberMobile: Type.String(),
    contact: literalUnion(contactPreferences),
    photos: Type.Array(UploadedImageSchema),
    createdAt: IsoTime,
    messages: Type.Array(OpsThreadMessageSchema),
  },
  { $id: 'OpsFeedbackThread', additionalProperties: false },
);
export type OpsFeedbackThread = Static<typeof OpsFeedbackThreadSchema>;
export const OpsFeedbackThreadResponse = CodeEnvelope(OpsFeedbackThreadSchema);

/** Reply to a feedback (→ 已回复; the member reads it in her 意见反馈; once). */
export const OpsFeedbackReplyBody = Type.Object(
  { feedbackNo: FeedbackNo, reply: Type.String({ maxLength: FEEDBACK_REPLY_MAX * 4 }) },
  { additionalProperties: false },
);
export type OpsFeedbackReplyBody = Static<typeof OpsFeedbackReplyBody>;

/** The inquiries, newest first (at most 200), optionally of one status. */
export const OpsInquiryQuery = Type.Object(
  {
    status: Type.Optional(literalUnion(opsInquiryStatuses)),
    timestamp: Type.Optional(Type.String({ maxLength: 20 })),
  },
  { additionalProperties: false },
);
export type OpsInquiryQuery = Static<typeof OpsInquiryQuery>;

const Assignee = Type.Union([
  Type.Null(),
  Type.Object({ staffCode: Type.String(), nickname: Type.String() }, { additionalProperties: false }),
]);

export const OpsInquiryRowSchema = Type.Object(
  {
    inquiryNo: Type.String(),
    company: Type.String(),
    contactName: Type.String(),
    quantity: Type.Integer(),
    budget: literalUnion(inquiryBudgets),
    purpose: literalUnion(inquiryPurposes),
    expectedDate: Type.String(),
    status: literalUnion(opsInquiryStatuses),
    assignee: Assignee,
    createdAt: IsoTime,
  },
  { $id: 'OpsInquiryRow', additionalProperties: false },
);
export type OpsInquiryRow = Static<typeof OpsInquiryRowSchema>;
export const OpsInquiryListResponse = CodeEnvelope(Type.Array(OpsInquiryRowSchema));

export const OpsInquiryRef = Type.Object(
  { inquiryNo: InquiryNo, timestamp: Type.Optional(Type.String({ maxLength: 20 })) },
  { additionalProperties: false },
);

export const OpsInquiryNoteSchema = Type.Object(
  { id: Type.Integer(), at: IsoTime, staffCode: Type.String(), staffName: Type.String(), text: Type.String() },
  { additionalProperties: false },
);
export type OpsInquiryNote = Static<typeof OpsInquiryNoteSchema>;

/** One inquiry whole: the visitor's fields, the follow-up, the notes, and who it may be assigned to. */
export const OpsInquiryDetailSchema = Type.Object(
  {
    inquiryNo: Type.String(),
    company: Type.String(),
    contactName: Type.String(),
    mobile: Type.String(),
    email: Type.String(),
    quantity: Type.Integer(),
    budget: literalUnion(inquiryBudgets),
    purpose: literalUnion(inquiryPurposes),
    expectedDate: Type.String(),
    description: Type.String(),
    logo: Type.Union([Type.Null(), UploadedImageSchema]),
    createdAt: IsoTime,
    status: literalUnion(opsInquiryStatuses),
    assignee: Assignee,
    notes: Type.Array(OpsInquiryNoteSchema),
    /** Active staff whose roles grant service.reply: whom it may be assigned to. */
    assignable: Type.Array(
      Type.Object({ staffCode: Type.String(), nickname: Type.String() }, { additionalProperties: false }),
    ),
  },
  { $id: 'OpsInquiryDetail', additionalProperties: false },
);
export type OpsInquiryDetail = Static<typeof OpsInquiryDetailSchema>;
export const OpsInquiryDetailResponse = CodeEnvelope(OpsInquiryDetailSchema);

export const OpsInquiryAssignBody = Type.Object(
  { inquiryNo: InquiryNo, staffCode: Type.String({ minLength: 1, maxLength: 32 }) },
  { additionalProperties: false },
);
export type OpsInquiryAssignBody = Static<typeof OpsInquiryAssignBody>;
export const OpsInquiryStatusBody = Type.Object(
  { inquiryNo: InquiryNo, status: literalUnion(opsInquiryStatuses) },
  { additionalProperties: false },
);
export type OpsInquiryStatusBody = Static<typeof OpsInquiryStatusBody>;
export const OpsInquiryNoteBody = Type.Object(
  { inquiryNo: InquiryNo, text: Type.String({ minLength: 1, maxLength: OPS_NOTE_MAX }) },
  { additionalProperties: false },
);
export type OpsInquiryNoteBody = Static<typeof OpsInquiryNoteBody>;
export const OpsServiceDoneResponse = CodeEnvelope(Type.Null());
export const OpsInquiryNoteResponse = CodeEnvelope(OpsInquiryNoteSchema);

/** The service calls' refusals: status, code and the Chinese message the console shows. */
export const opsServiceRefusals = {
  noFeedback: { status: 404, code: 40431, msg: '反馈不存在' },
  alreadyReplied: { status: 409, code: 40931, msg: '该反馈已回复' },
  emptyReply: { status: 400, code: 40031, msg: '请输入回复内容' },
  longReply: { status: 400, code: 40032, msg: `回复内容不能超过${FEEDBACK_REPLY_MAX}个字` },
  noInquiry: { status: 404, code: 40432, msg: '咨询不存在' },
  notAssignable: { status: 400, code: 40033, msg: '该员工不存在或没有客服权限' },
  emptyNote: { status: 400, code: 40034, msg: '请输入备注内容' },
} as const;
export type OpsServiceRefusal = keyof typeof opsServiceRefusals;
