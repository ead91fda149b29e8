import { Type, type Static } from '@sinclair/typebox';
import { Md5Hex } from '../auth/schemas';
import { CodeEnvelope, TimestampQuery } from '../envelope';

/*
 * Account information (issue #13 item 2): the member's own profile, password, mobile, the export of
 * everything held about them and the cancellation of the account (the PIPL rights). Member info
 * and cancelAccount / isCanExportUserinfo / sendVerificationCode / exportUserInfo are spec §7 paths;
 * the profile, password and mobile calls are designed in the CRM member API's style (DESIGN.md §4).
 * Every call acts on the token's member: no body names a member.
 */

/** spec §5 / §9: a new password is 8–16 characters of letters and digits, both present. */
export const passwordRulePattern = /^(?=.*\d)(?=.*[A-Za-z])[A-Za-z\d]{8,16}$/;

/** Whether a typed password fits the spec §5 rule (the server only ever sees its MD5). */
export function isValidNewPassword(password: string): boolean {
  return passwordRulePattern.test(password);
}

/** Why a profile's birthday cannot be taken (spec §5: not after today; issue #13: set once). */
export type BirthdayProblem = 'format' | 'afterToday' | 'locked';

/**
 * The birthday rule of the profile (spec §5 "not after today"; issue #13 "once set it cannot be
 * changed by the member"): '' keeps what is there; a real day from 1900 to today is taken only
 * while none is set, or when it is the one already set. Dates are `YYYY-MM-DD` (China time).
 */
export function birthdayProblem(next: string, current: string, today: string): BirthdayProblem | null {
  if (next === '' || next === current) return null;
  const day = new Date(`${next}T00:00:00Z`);
  if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== next || next < '1900-01-01') return 'format';
  if (next > today) return 'afterToday';
  return current === '' ? null : 'locked';
}

// --- Profile -------------------------------------------------------------------------------------

/** POST crm-member-api/member/update: family name, title and (once) birthday of the token's member. */
export const ProfileUpdateBody = Type.Object(
  {
    familyName: Type.String({ minLength: 1, maxLength: 20, description: '姓氏' }),
    memberTitle: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)], {
      description: '称谓：1 先生，2 女士，3 太太',
    }),
    birthday: Type.String({
      pattern: '^(\\d{4}-\\d{2}-\\d{2})?$',
      description: '生日 YYYY-MM-DD，不晚于今天；一经设置不可修改（空字符串表示不填写或保持不变）',
    }),
  },
  { additionalProperties: false },
);
export type ProfileUpdateBody = Static<typeof ProfileUpdateBody>;

// --- Password ------------------------------------------------------------------------------------

/** Wrong old passwords allowed before the change is locked, and for how long. */
export const PASSWORD_CHANGE_FAILURES_MAX = 5;
export const PASSWORD_CHANGE_LOCK_MINUTES = 15;

/** POST crm-member-api/member/changePassword: both passwords as MD5 hex (spec §5). */
export const ChangePasswordBody = Type.Object(
  { oldPassword: Md5Hex, newPassword: Md5Hex },
  { additionalProperties: false },
);
export type ChangePasswordBody = Static<typeof ChangePasswordBody>;
/** Changed: every other session of the member ends; the caller's stays. */
export const AccountDoneResponse = CodeEnvelope(Type.Null());

// --- Verification by SMS -------------------------------------------------------------------------

/** The captcha pass in front of every send (DESIGN.md §6), named as /auth/gt/send/sms names it. */
const CaptchaFields = {
  captchaId: Type.String({ minLength: 1, maxLength: 64 }),
  captchaOutput: Type.String({ minLength: 1, maxLength: 512 }),
  genTime: Type.String({ minLength: 1, maxLength: 20 }),
  lotNumber: Type.String({ minLength: 1, maxLength: 64 }),
  passToken: Type.String({ minLength: 1, maxLength: 512 }),
};
const SmsCode = Type.String({ pattern: '^\\d{6}$', description: '6 位短信验证码' });
const Mobile = Type.String({ pattern: '^\\d{5,15}$', description: '手机号（不含区号）' });
const CountryNo = Type.Union([Type.Literal('86'), Type.Literal('852'), Type.Literal('853'), Type.Literal('886')], {
  description: '国家/地区区号',
});

/** Where a code sent by sendVerificationCode may be spent: its own purpose only. */
export const verificationPurposes = ['export', 'cancel', 'points'] as const;
export type VerificationPurpose = (typeof verificationPurposes)[number];

/** GET sendVerificationCode: a code to the member's own mobile for the export, the cancellation or the points-password lock. */
export const SendVerificationQuery = Type.Composite([
  TimestampQuery,
  Type.Object({
    purpose: Type.Union([Type.Literal('export'), Type.Literal('cancel'), Type.Literal('points')], {
      description: 'export 导出个人信息，cancel 注销账户，points 解锁积分密码（错误次数过多后）',
    }),
    ...CaptchaFields,
  }),
]);
export type SendVerificationQuery = Static<typeof SendVerificationQuery>;
/** Sent: the masked number it went to and the seconds to wait before another. */
export const SendVerificationResponse = CodeEnvelope(
  Type.Object(
    { mobile: Type.String({ description: '掩码后的手机号' }), expiresIn: Type.Integer(), cooldown: Type.Integer() },
    { additionalProperties: false },
  ),
);

// --- Mobile --------------------------------------------------------------------------------------

/** POST crm-member-api/member/mobile/sendCode: a code to the NEW number, behind a captcha pass. */
export const MobileSendCodeBody = Type.Object(
  { mobile: Mobile, countryNo: Type.Optional(CountryNo), ...CaptchaFields },
  { additionalProperties: false },
);
export type MobileSendCodeBody = Static<typeof MobileSendCodeBody>;
/** POST crm-member-api/member/mobile/change: the new number and the code it received. */
export const MobileChangeBody = Type.Object(
  { mobile: Mobile, countryNo: Type.Optional(CountryNo), smsCode: SmsCode },
  { additionalProperties: false },
);
export type MobileChangeBody = Static<typeof MobileChangeBody>;
export const MobileChangeResponse = CodeEnvelope(
  Type.Object({ mobile: Type.String({ description: '掩码后的新手机号' }) }, { additionalProperties: false }),
);

// --- Export my data (PIPL right of access and portability) ------------------------------------------

/** GET isCanExportUserinfo: whether the member may export now, and where the code would go. */
export const ExportStatusResponse = CodeEnvelope(
  Type.Object(
    {
      isCan: Type.Boolean({ description: '是否可以导出' }),
      mobile: Type.String({ description: '验证码将发送到的手机号（掩码）' }),
    },
    { additionalProperties: false },
  ),
);

/** GET exportUserInfo: the code sendVerificationCode sent (purpose export); spent by this call. */
export const ExportQuery = Type.Composite([TimestampQuery, Type.Object({ smsCode: SmsCode })]);

/**
 * The bundle of everything held about the member, as one zip in the answer's body (never a file at
 * a URL): `data.json` (all of it, nested) and one CSV per table (UTF-8 with BOM, for spreadsheets).
 */
export const ExportResponse = CodeEnvelope(
  Type.Object(
    {
      fileName: Type.String({ description: '建议的文件名，如 金缘珠宝-个人信息-20261201.zip' }),
      zipBase64: Type.String({ description: 'zip 文件内容（Base64）：data.json 与各表的 CSV' }),
      files: Type.Array(Type.String(), { description: 'zip 内的文件名' }),
    },
    { additionalProperties: false },
  ),
);

// --- Cancel the account (PIPL right to erasure) ------------------------------------------------------

/** Why an account cannot be cancelled now: an order awaits payment, or a refund is still open. */
export const cancelBlockers = ['unpaidOrder', 'openRefund'] as const;
export type CancelBlocker = (typeof cancelBlockers)[number];

/** GET cancelAccount/check: what is lost with the account, and what stands in the way. */
export const CancelCheckResponse = CodeEnvelope(
  Type.Object(
    {
      mobile: Type.String({ description: '验证码将发送到的手机号（掩码）' }),
      availablePoint: Type.Integer({ description: '将清零的可用积分' }),
      giftCardBalance: Type.String({ description: '将作废的礼品卡余额（元）' }),
      cardLevelName: Type.String({ description: '将失去的会员等级' }),
      blockers: Type.Array(
        Type.Union([Type.Literal('unpaidOrder'), Type.Literal('openRefund')], {
          description: 'unpaidOrder 有待付款订单；openRefund 有处理中的退款/售后',
        }),
      ),
    },
    { additionalProperties: false },
  ),
);

/** POST cancelAccount: the code sendVerificationCode sent (purpose cancel). */
export const CancelAccountBody = Type.Object({ smsCode: SmsCode }, { additionalProperties: false });
