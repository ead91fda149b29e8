import { Type, type Static } from '@sinclair/typebox';
import { CodeEnvelope, literalUnion } from '../envelope';
import { contactPreferences, feedbackStates, feedbackTypes } from '../rules/service';
import { UploadedImageSchema, UploadId } from '../uploads';

// Feedback (意见反馈) and enterprise customization inquiries (企业定制), issue #14 items 4 and 5. The
// spec lists the routes (§2 /feedBack, /enterprise/customization/index) and leaves the calls "not
// shown"; designed on the common2 server in the style of spec §7 (DESIGN.md §4). Feedback is the
// token's member's own (an order number that is not theirs answers 404 and is never linked); an
// inquiry is public, behind a captcha pass and a per-network limit. The rules are rules/service.ts.

const IsoTime = Type.String({ format: 'date-time' });

export const FeedbackTypeSchema = literalUnion(feedbackTypes);
export const FeedbackStateSchema = literalUnion(feedbackStates);
export const ContactPreferenceSchema = literalUnion(contactPreferences);

/**
 * POST a feedback. `content` is checked by the rule (10–500 visible characters; longer than the rule
 * here so the rule's message, not the schema's, tells the member); `orderNo` optional, the member's
 * own; `photos` the member's uploads of purpose 'feedback' (≤ 3), each used once. A retry with the
 * same `Idempotency-Key` header answers the first feedback's number and makes no second one.
 */
export const FeedbackSubmitBody = Type.Object(
  {
    type: FeedbackTypeSchema,
    orderNo: Type.Optional(Type.String({ maxLength: 40 })),
    content: Type.String({ maxLength: 4_000 }),
    photos: Type.Optional(Type.Array(UploadId, { maxItems: 10 })),
    contact: ContactPreferenceSchema,
  },
  { additionalProperties: false },
);
export type FeedbackSubmitBody = Static<typeof FeedbackSubmitBody>;
export const FeedbackSubmitResponse = CodeEnvelope(
  Type.Object({ feedbackNo: Type.String() }, { additionalProperties: false }),
);

/** One feedback as the member's list shows it, with the reply once there is one. */
export const FeedbackViewSchema = Type.Object(
  {
    feedbackNo: Type.String(),
    type: FeedbackTypeSchema,
    state: FeedbackStateSchema,
    orderNo: Type.Union([Type.Null(), Type.String()]),
    content: Type.String(),
    contact: ContactPreferenceSchema,
    /** The photos' links (signed, short-lived: feedback photos are the member's own). */
    photos: Type.Array(UploadedImageSchema),
    createdAt: IsoTime,
    reply: Type.Union([Type.Null(), Type.String()]),
    repliedAt: Type.Union([Type.Null(), IsoTime]),
  },
  { $id: 'FeedbackView', additionalProperties: false },
);
export type FeedbackView = Static<typeof FeedbackViewSchema>;
/** GET the member's feedback, newest first (at most the latest 50). */
export const FeedbackListResponse = CodeEnvelope(Type.Array(FeedbackViewSchema));

// ── Enterprise customization inquiries

/** The captcha pass (GeeTest v4 values, the built-in slider's too), as the SMS send carries it. */
const CaptchaFields = {
  captchaId: Type.String({ minLength: 1, maxLength: 64 }),
  lotNumber: Type.String({ minLength: 1, maxLength: 64 }),
  captchaOutput: Type.String({ minLength: 1, maxLength: 512 }),
  passToken: Type.String({ minLength: 1, maxLength: 128 }),
  genTime: Type.String({ minLength: 1, maxLength: 20 }),
};

/**
 * POST an inquiry (public). Texts are checked by the rule (`inquiryProblems`), so the schema lets
 * them through long enough for the rule's message; `quantity` may be left out so its message is the
 * rule's too (not a null: the server's type coercion would read 0 as null); `logo` is an upload of purpose 'inquiry'. One per network per minute, ten per hour.
 */
export const InquirySubmitBody = Type.Object(
  {
    company: Type.String({ maxLength: 400 }),
    contactName: Type.String({ maxLength: 200 }),
    mobile: Type.String({ maxLength: 40 }),
    email: Type.String({ maxLength: 400 }),
    quantity: Type.Optional(Type.Number()),
    budget: Type.String({ maxLength: 40 }),
    purpose: Type.String({ maxLength: 40 }),
    expectedDate: Type.String({ maxLength: 20 }),
    description: Type.String({ maxLength: 4_000 }),
    logo: Type.Optional(UploadId),
    ...CaptchaFields,
  },
  { additionalProperties: false },
);
export type InquirySubmitBody = Static<typeof InquirySubmitBody>;
export const InquirySubmitResponse = CodeEnvelope(
  Type.Object({ inquiryNo: Type.String() }, { additionalProperties: false }),
);
