import { call, routeSchemas } from '../call';
import { ErrorBody, TimestampQuery } from '../envelope';
import { MemberInfoResponse, RetryLaterBody, SendSmsResponse } from '../auth/schemas';
import {
  AccountDoneResponse,
  CancelAccountBody,
  CancelCheckResponse,
  ChangePasswordBody,
  ExportQuery,
  ExportResponse,
  ExportStatusResponse,
  MobileChangeBody,
  MobileChangeResponse,
  MobileSendCodeBody,
  ProfileUpdateBody,
  SendVerificationQuery,
  SendVerificationResponse,
} from './account';
import {
  CardLevelListQuery,
  CardLevelListResponse,
  ConsumeRecordResponse,
  KPointBody,
  KPointResponse,
  MembershipPageOptionalBody,
  PointsRecordResponse,
} from './membership';

const crm = { host: 'crm' } as const;
const common2 = '/{product}-common2-server';

/**
 * Account information (issue #13 item 2): the profile, password and mobile beside member info on
 * the CRM host (designed in its style); spec §7's user calls on the common2 server for the export
 * and the cancellation (spec §7 names them; their payloads are designed, see account.ts).
 */
export const accountCalls = {
  /** Saves family name, title and (once) birthday; the member info after it. */
  memberUpdate: call<{ body: typeof ProfileUpdateBody; response: typeof MemberInfoResponse }>()({
    method: 'POST',
    path: '/crm-member-api/member/update',
    envelope: 'code',
    ...crm,
  }),
  /** Changes the password (both MD5); the member's other sessions end. */
  changePassword: call<{ body: typeof ChangePasswordBody; response: typeof AccountDoneResponse }>()({
    method: 'POST',
    path: '/crm-member-api/member/changePassword',
    envelope: 'code',
    ...crm,
  }),
  /** A change-mobile code to the NEW number, behind a captcha pass. */
  mobileSendCode: call<{ body: typeof MobileSendCodeBody; response: typeof SendSmsResponse }>()({
    method: 'POST',
    path: '/crm-member-api/member/mobile/sendCode',
    envelope: 'code',
    ...crm,
  }),
  /** Moves the member to the new number with its code; the masked new number. */
  mobileChange: call<{ body: typeof MobileChangeBody; response: typeof MobileChangeResponse }>()({
    method: 'POST',
    path: '/crm-member-api/member/mobile/change',
    envelope: 'code',
    ...crm,
  }),
  /** spec §7 isCanExportUserinfo: whether the member may export, and the masked mobile. */
  isCanExportUserinfo: call<{ query: typeof TimestampQuery; response: typeof ExportStatusResponse }>()({
    method: 'GET',
    path: `${common2}/api/v1/user/isCanExportUserinfo`,
    envelope: 'code',
  }),
  /** spec §7 sendVerificationCode: a code to the member's own mobile (export or cancel). */
  sendVerificationCode: call<{ query: typeof SendVerificationQuery; response: typeof SendVerificationResponse }>()({
    method: 'GET',
    path: `${common2}/api/v1/user/sendVerificationCode`,
    envelope: 'code',
  }),
  /** spec §7 exportUserInfo: the zip of everything held about the member, after the export code. */
  exportUserInfo: call<{ query: typeof ExportQuery; response: typeof ExportResponse }>()({
    method: 'GET',
    path: `${common2}/api/v1/user/exportUserInfo`,
    envelope: 'code',
  }),
  /** What a cancellation takes away and what stands in its way. */
  cancelAccountCheck: call<{ query: typeof TimestampQuery; response: typeof CancelCheckResponse }>()({
    method: 'GET',
    path: `${common2}/api/user/cancelAccount/check`,
    envelope: 'code',
  }),
  /** spec §7 cancelAccount with the cancel code: the account is erased and every session ends. */
  cancelAccount: call<{ body: typeof CancelAccountBody; response: typeof AccountDoneResponse }>()({
    method: 'POST',
    path: `${common2}/api/user/cancelAccount`,
    envelope: 'code',
  }),
};

/**
 * Membership (issue #13; spec §7 Member): card levels, the points ledger and consumption record, K
 * points. Spec §7 gives membershipRecord and membershipConsumeRecord without a host segment and
 * getUserKPoint under an unnamed server: the latter sits on the common2 server with cardLevelList.
 */
export const membershipCalls = {
  /** spec §7 cardLevelList: the levels with threshold and benefits, lowest first. */
  cardLevelList: call<{ query: typeof CardLevelListQuery; response: typeof CardLevelListResponse }>()({
    method: 'GET',
    path: `${common2}/api/v1/user/cardLevelList`,
    envelope: 'code',
  }),
  /** spec §7 membershipRecord: one page of the points ledger, newest first. */
  membershipRecord: call<{ body: typeof MembershipPageOptionalBody; response: typeof PointsRecordResponse }>()({
    method: 'POST',
    path: '/api/user/membershipRecord',
    envelope: 'code',
  }),
  /** spec §7 membershipConsumeRecord: one page of the consumption record, newest first. */
  membershipConsumeRecord: call<{
    body: typeof MembershipPageOptionalBody;
    response: typeof ConsumeRecordResponse;
  }>()({
    method: 'POST',
    path: '/api/user/membershipConsumeRecord',
    envelope: 'code',
  }),
  /** spec §7 getUserKPoint. */
  kPoint: call<{ body: typeof KPointBody; response: typeof KPointResponse }>()({
    method: 'POST',
    path: `${common2}/ctf/UserPoint/getUserKPoint`,
    envelope: 'code',
  }),
};

/** The answers of an account call: its success, and bad input, no session, staff, no member, conflict, wait (429). */
const accountAnswers = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
/** A member's own call refused: no session, staff, no member. */
const member = { 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/** The account calls with the schemas the server checks them by. */
export const accountRoutes = routeSchemas(accountCalls, {
  memberUpdate: {
    body: ProfileUpdateBody,
    response: { 200: MemberInfoResponse, ...accountAnswers, 429: ErrorBody },
  },
  changePassword: {
    body: ChangePasswordBody,
    response: { 200: AccountDoneResponse, ...accountAnswers, 429: RetryLaterBody },
  },
  mobileSendCode: {
    body: MobileSendCodeBody,
    response: { 200: SendSmsResponse, ...accountAnswers, 429: RetryLaterBody },
  },
  mobileChange: {
    body: MobileChangeBody,
    response: { 200: MobileChangeResponse, ...accountAnswers, 429: ErrorBody },
  },
  isCanExportUserinfo: { querystring: TimestampQuery, response: { 200: ExportStatusResponse, ...member } },
  sendVerificationCode: {
    querystring: SendVerificationQuery,
    response: { 200: SendVerificationResponse, 400: ErrorBody, 429: RetryLaterBody, ...member },
  },
  exportUserInfo: {
    querystring: ExportQuery,
    response: { 200: ExportResponse, 400: ErrorBody, 429: ErrorBody, ...member },
  },
  cancelAccountCheck: { querystring: TimestampQuery, response: { 200: CancelCheckResponse, ...member } },
  cancelAccount: {
    body: CancelAccountBody,
    response: { 200: AccountDoneResponse, 400: ErrorBody, 409: ErrorBody, 429: ErrorBody, ...member },
  },
});

/** Staff have no membership (403); no session is 401. */
const refusals = { 401: ErrorBody, 403: ErrorBody };

/** The membership calls with the schemas the server checks them by. */
export const membershipRoutes = routeSchemas(membershipCalls, {
  cardLevelList: { querystring: CardLevelListQuery, response: { 200: CardLevelListResponse, ...refusals } },
  membershipRecord: { body: MembershipPageOptionalBody, response: { 200: PointsRecordResponse, ...refusals } },
  membershipConsumeRecord: {
    body: MembershipPageOptionalBody,
    response: { 200: ConsumeRecordResponse, ...refusals },
  },
  kPoint: { body: KPointBody, response: { 200: KPointResponse, ...refusals } },
});
