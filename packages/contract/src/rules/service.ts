/**
 * Feedback (意见反馈) and enterprise customization inquiries (企业定制) (issue #14 items 4 and 5; the
 * spec lists the routes in §2 and leaves their calls "not shown"). Pure and shared: the mall's forms
 * and the server apply the same limits, so the form never lets through what the server refuses. No
 * TypeBox here, so the mall imports the rules without the schemas.
 *
 * Feedback states: submitted (已提交) → processing (处理中) → replied (已回复); the operator may
 * reply straight from submitted.
 */

/** What the feedback is about (codes the mall translates: 商品质量, 物流配送, 售后服务, 网站建议, 其他). */
export const feedbackTypes = ['quality', 'logistics', 'afterSales', 'website', 'other'] as const;
export type FeedbackType = (typeof feedbackTypes)[number];

export const feedbackStates = ['submitted', 'processing', 'replied'] as const;
export type FeedbackState = (typeof feedbackStates)[number];

/** How the member would like to hear back: 无需联系, 电话联系, 短信通知. */
export const contactPreferences = ['none', 'phone', 'sms'] as const;
export type ContactPreference = (typeof contactPreferences)[number];

/** The feedback text's length, in characters as the member sees them (10–500). */
export const FEEDBACK_CONTENT_MIN = 10;
export const FEEDBACK_CONTENT_MAX = 500;
/** At most 3 photos to one feedback. */
export const FEEDBACK_PHOTOS_MAX = 3;
/** The operator's reply: at most 1000 characters. */
export const FEEDBACK_REPLY_MAX = 1000;

const graphemes = typeof Intl.Segmenter === 'function' ? new Intl.Segmenter('zh', { granularity: 'grapheme' }) : null;

/**
 * The length of a text as a reader counts it: one per user-perceived character (grapheme cluster),
 * so 中 is one, an emoji with its skin tone or a family emoji is one, and é written as e + accent is
 * one. Code points are the fallback where Intl.Segmenter is missing. The mall's counter and the
 * server's check both use this, so they never disagree.
 */
export function visibleLength(text: string): number {
  if (!graphemes) return [...text].length;
  let count = 0;
  for (const _segment of graphemes.segment(text)) count += 1;
  return count;
}

export type FeedbackContentProblem = 'tooShort' | 'tooLong';

/**
 * The content rule (issue #14: 10–500 characters): counted after trimming the surrounding white
 * space, in visible characters ({@link visibleLength}).
 */
export function feedbackContentProblem(content: string): FeedbackContentProblem | null {
  const length = visibleLength(content.trim());
  if (length < FEEDBACK_CONTENT_MIN) return 'tooShort';
  if (length > FEEDBACK_CONTENT_MAX) return 'tooLong';
  return null;
}

// ── Enterprise customization inquiries

/** The budget ranges the form offers (per piece, yuan): under 500, 500–2,000, 2,000–5,000, 5,000–20,000, above. */
export const inquiryBudgets = ['under500', '500to2000', '2000to5000', '5000to20000', 'over20000'] as const;
export type InquiryBudget = (typeof inquiryBudgets)[number];

/** What the pieces are for: 企业礼品, 纪念金章, 周年庆典, 员工奖励, 其他. */
export const inquiryPurposes = ['corporateGift', 'medal', 'anniversary', 'staffAward', 'other'] as const;
export type InquiryPurpose = (typeof inquiryPurposes)[number];

export const INQUIRY_QUANTITY_MIN = 1;
export const INQUIRY_QUANTITY_MAX = 100_000;
export const INQUIRY_COMPANY_MAX = 100;
export const INQUIRY_NAME_MAX = 30;
export const INQUIRY_EMAIL_MAX = 100;
export const INQUIRY_DESCRIPTION_MAX = 1000;

/** A plain e-mail address: something@host.tld, no spaces (the form's and the server's rule). */
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** The mainland mobile rule of spec §5: 11 digits starting with 1. */
const mobilePattern = /^1\d{10}$/;
/** A calendar day, YYYY-MM-DD. */
const dayPattern = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

export type InquiryField =
  'company' | 'contactName' | 'mobile' | 'email' | 'quantity' | 'budget' | 'purpose' | 'expectedDate' | 'description';

export type InquiryProblem = 'required' | 'tooLong' | 'mobile' | 'email' | 'quantity' | 'dateFormat' | 'datePast';

export type InquiryInput = {
  company: string;
  contactName: string;
  mobile: string;
  email: string;
  quantity: number | null;
  budget: string;
  purpose: string;
  expectedDate: string;
  description: string;
};

/**
 * What is wrong with an inquiry, field by field (empty when nothing): company, contact name, mobile
 * (spec §5: 11 digits starting with 1), e-mail, quantity (1–100,000), budget and purpose from their
 * lists, the expected date not before `today` (the China date, YYYY-MM-DD) and an optional description.
 */
export function inquiryProblems(input: InquiryInput, today: string): Partial<Record<InquiryField, InquiryProblem>> {
  const problems: Partial<Record<InquiryField, InquiryProblem>> = {};
  const text = (field: InquiryField, value: string, max: number, required = true) => {
    const length = visibleLength(value.trim());
    if (required && length === 0) problems[field] = 'required';
    else if (length > max) problems[field] = 'tooLong';
  };
  text('company', input.company, INQUIRY_COMPANY_MAX);
  text('contactName', input.contactName, INQUIRY_NAME_MAX);
  if (input.mobile.trim() === '') problems.mobile = 'required';
  else if (!mobilePattern.test(input.mobile.trim())) problems.mobile = 'mobile';
  const email = input.email.trim();
  if (email === '') problems.email = 'required';
  else if (email.length > INQUIRY_EMAIL_MAX || !emailPattern.test(email)) problems.email = 'email';
  if (input.quantity === null) problems.quantity = 'required';
  else if (
    !Number.isInteger(input.quantity) ||
    input.quantity < INQUIRY_QUANTITY_MIN ||
    input.quantity > INQUIRY_QUANTITY_MAX
  )
    problems.quantity = 'quantity';
  if (!(inquiryBudgets as readonly string[]).includes(input.budget)) problems.budget = 'required';
  if (!(inquiryPurposes as readonly string[]).includes(input.purpose)) problems.purpose = 'required';
  if (input.expectedDate === '') problems.expectedDate = 'required';
  else if (!dayPattern.test(input.expectedDate) || Number.isNaN(Date.parse(`${input.expectedDate}T00:00:00Z`)))
    problems.expectedDate = 'dateFormat';
  else if (input.expectedDate < today) problems.expectedDate = 'datePast';
  text('description', input.description, INQUIRY_DESCRIPTION_MAX, false);
  return problems;
}

/**
 * The message of each problem in Chinese (the server's 400 and the mall's zh-CN text say the same).
 * The mobile message is spec §5's.
 */
export const inquiryMessages: Record<InquiryField, Partial<Record<InquiryProblem, string>>> = {
  company: { required: '请输入公司名称', tooLong: `公司名称不能超过${INQUIRY_COMPANY_MAX}个字` },
  contactName: { required: '请输入联系人姓名', tooLong: `联系人姓名不能超过${INQUIRY_NAME_MAX}个字` },
  mobile: { required: '手机号不能为空', mobile: '请输入正确的11位手机号' },
  email: { required: '请输入电子邮箱', email: '请输入正确的电子邮箱' },
  quantity: {
    required: '请输入定制数量',
    quantity: `定制数量须为${INQUIRY_QUANTITY_MIN}~${INQUIRY_QUANTITY_MAX}之间的整数`,
  },
  budget: { required: '请选择预算范围' },
  purpose: { required: '请选择定制用途' },
  expectedDate: {
    required: '请选择期望交付日期',
    dateFormat: '请选择期望交付日期',
    datePast: '期望交付日期不能早于今天',
  },
  description: { tooLong: `需求描述不能超过${INQUIRY_DESCRIPTION_MAX}字` },
};

/** The feedback content messages in Chinese (server 400s; the mall's zh-CN says the same). */
export const feedbackContentMessages: Record<FeedbackContentProblem, string> = {
  tooShort: `反馈内容至少${FEEDBACK_CONTENT_MIN}个字`,
  tooLong: `反馈内容不能超过${FEEDBACK_CONTENT_MAX}个字`,
};
