import { createHash, randomBytes } from 'node:crypto';
import { isValidMobile, type LoginErrorCode, type UserInfoDto } from '@mall/contract/auth';
import {
  builtinCaptcha,
  devOutboxSms,
  geetestVerifier,
  type CaptchaValues,
  type CaptchaVerifier,
  type SmsGateway,
} from '../adapters';
import type { Db } from '../db/database';
import { passwordPepper, type ServerEnv } from '../env';
import { chinaDate } from '../lib/chinaTime';
import { keyedMutex } from '../lib/keyedMutex';
import { hasControlOrBackslash } from '../lib/text';
import { hashPassword, verifyPassword } from '../lib/password';
import { accountsRepository, DuplicateMobileError, type MemberRow } from '../repositories/accounts';
import { otpService, type CheckVerdict, type SmsType } from './otp';
import type { SessionSubject, TokenService } from './tokens';

/** Seconds the login ticket (and its cookie, `loginTicketCookie`) stays valid. */
export const loginTicketTtlSeconds = 60;

export type { MemberRow } from '../repositories/accounts';

const sha256hex = (value: string) => createHash('sha256').update(value).digest('hex');

/** Titles of spec §3 (先生=1, 女士=2, 太太=3). */
export const titleText: Record<number, string> = { 1: '先生', 2: '女士', 3: '太太' };

/** The user info of spec §3 for a session's subject (and the member's card, when a member). */
export function userInfoOf(subject: SessionSubject, member: MemberRow | undefined): UserInfoDto {
  return {
    uid: subject.uid,
    uoid: subject.uoid,
    nickname: subject.nickname,
    cardNo: member?.cardNo ?? '',
    vipNo: member?.vipNo ?? '',
    isStaff: subject.isStaff,
    staffCode: subject.staffCode,
    cardLevel: member?.cardLevel ?? 0,
  };
}

const subjectOf = (member: MemberRow): SessionSubject => ({
  uid: member.id,
  uoid: member.uoid,
  isStaff: false,
  staffCode: '',
  nickname: member.nickname,
});

/** A signed-in member, or the login error code of spec §7 that says why not. */
export type SignIn = { member: MemberRow } | { refused: LoginErrorCode };

/** A failed SMS code check. */
export type CodeRefusal = Extract<CheckVerdict, { ok: false }>['reason'];

/** The registration form after the contract's schema (spec §5). */
export type Registration = {
  countryNo: string;
  mobile: string;
  smsCode: string;
  password: string;
  familyName: string;
  memberTitle: number;
  birthday: string;
};

export type AccountServiceOptions = {
  db: Db;
  clock: () => Date;
  env: ServerEnv;
  tokens: TokenService;
  /** The SMS gateway; the development outbox when not given. */
  sms?: SmsGateway | undefined;
  /** The captcha verifier for sends and logins; chosen by `captcha.provider` when not given. */
  captcha?: CaptchaVerifier | undefined;
};

/**
 * The captcha in front of sends, logins and public forms (DESIGN.md §5): the one given, else the
 * provider `captcha.provider` names; `builtin` is the built-in slider's challenges either way.
 */
export function captchaOf(options: {
  db: Db;
  clock: () => Date;
  env: ServerEnv;
  captcha?: CaptchaVerifier | undefined;
}) {
  const { db, clock, env } = options;
  const { captcha: config } = env.runtimeConfig;
  const builtin = builtinCaptcha({
    db,
    clock,
    captchaId: config.captchaId,
    secret: passwordPepper(process.env),
    loadsPerAddress: env.captchaLoadsPerAddress,
  });
  const captcha: CaptchaVerifier =
    options.captcha ??
    (config.provider === 'geetest'
      ? geetestVerifier({ captchaId: config.captchaId, captchaKey: env.captchaKey })
      : builtin);
  return { builtin, captcha };
}

/**
 * Members' accounts (spec §5, §7; DESIGN.md §5, §6): the captcha in front of SMS codes and
 * password sign-in, sign-in by SMS code or password with a one-time ticket, the ticket exchange,
 * registration and password reset. Answers name what failed; the routes word it.
 */
export async function accountService(options: AccountServiceOptions) {
  const { db, clock, env, tokens } = options;
  const { runtimeConfig } = env;
  const repo = accountsRepository(db);
  const pepper = passwordPepper(process.env);
  const { builtin, captcha } = captchaOf({ db, clock, env, captcha: options.captcha });
  const otp = otpService({
    db,
    clock,
    sms: options.sms ?? devOutboxSms(db, clock),
    secret: pepper,
    serialize: keyedMutex(),
    cooldownSeconds: env.otpCooldownSeconds,
  });
  // Verified when an account does not exist, so a wrong password and an unknown account take the same time.
  const dummyHash = await hashPassword(randomBytes(16).toString('hex'), pepper);

  return {
    /**
     * Ends every session of a member but `except` (the caller's own, after a password change): at once on this
     * instance too (the token service remembers live sessions for a second).
     */
    endSessions: (memberId: number, except?: string) => tokens.revokeMemberSessions(memberId, except),

    /** The built-in slider captcha's challenges, or null when another provider is configured. */
    builtinCaptcha: runtimeConfig.captcha.provider === 'builtin' ? builtin : null,

    /** Sends an SMS code to a valid mobile number behind a valid captcha pass, within the send limits. */
    async sendCode(input: { countryNo: string; mobile: string; smsType: SmsType; ip: string; captcha: CaptchaValues }) {
      const { countryNo, mobile, smsType, ip } = input;
      if (!isValidMobile(countryNo, mobile)) return { refused: 'mobile' } as const;
      const passed = await captcha.verify(input.captcha);
      if (!passed.ok) return { refused: 'captcha', reason: passed.reason } as const;
      return otp.send({ countryNo, mobile, smsType, ip, brand: runtimeConfig.brand.name });
    },

    /** Spends an SMS code of this phone and purpose (single use, the wrong-check limit of DESIGN.md §6). */
    checkCode(countryNo: string, mobile: string, smsType: SmsType, code: string): Promise<CheckVerdict> {
      return otp.check({ countryNo, mobile, smsType, code });
    },

    /** Sign-in by SMS code (smsType 1): the member, or what failed. */
    async smsSignIn(countryNo: string, mobile: string, code: string): Promise<SignIn> {
      if (!isValidMobile(countryNo, mobile)) return { refused: 'invalidInput' };
      const checked = await otp.check({ countryNo, mobile, smsType: 1, code });
      if (!checked.ok) return { refused: checked.reason === 'tooMany' ? 'tooManyAttempts' : 'badSmsCode' };
      // Only the phone's holder gets this far, so saying "not registered" reveals nothing to others.
      const member = await repo.memberByMobile(countryNo, mobile);
      return member ? { member } : { refused: 'notRegistered' };
    },

    /**
     * Sign-in by mobile number or card number and password (MD5 hex) behind a captcha pass. The
     * same argon2 work whether or not the account exists (no account enumeration by timing).
     */
    async passwordSignIn(username: string, password: string, pass: CaptchaValues): Promise<SignIn> {
      if (!(await captcha.verify(pass)).ok) return { refused: 'captcha' };
      const member = username ? await repo.memberByUsername(username.trim()) : undefined;
      const matches = await verifyPassword(member?.passwordHash ?? dummyHash, password, pepper);
      if (!member || !member.passwordHash || !matches) return { refused: 'badCredentials' };
      return { member };
    },

    /** Starts the member's session and leaves a one-time ticket for it (stored hashed), worth one exchange. */
    async issueTicket(member: MemberRow): Promise<string> {
      const { sessionId } = await tokens.startSession(subjectOf(member));
      const ticket = randomBytes(24).toString('base64url');
      await repo.saveTicket(sha256hex(ticket), sessionId, new Date(clock().getTime() + loginTicketTtlSeconds * 1000));
      return ticket;
    },

    /** Spends a ticket for the user info and an idToken of its session; null when it is unknown, used or late. */
    async exchangeTicket(ticket: string): Promise<{ userInfo: UserInfoDto; idToken: string } | null> {
      const sessionId = await repo.spendTicket(sha256hex(ticket), clock());
      const issued = sessionId ? await tokens.issueFor(sessionId) : null;
      if (!issued) return null;
      const member = issued.subject.isStaff ? undefined : await repo.memberById(issued.subject.uid);
      return { userInfo: userInfoOf(issued.subject, member), idToken: issued.idToken };
    },

    /**
     * Registers a member (spec §5) at the lowest card level, signed in at once. The family name
     * must be plain text; a birthday, when given, a real day between 1900 and today.
     */
    async register(form: Registration) {
      if (!isValidMobile(form.countryNo, form.mobile)) return { refused: 'mobile' } as const;
      const familyName = form.familyName.trim();
      const plain = familyName !== '' && !hasControlOrBackslash(familyName) && !/[<>]/.test(familyName);
      if (!plain) return { refused: 'familyName' } as const;
      // spec §5 asks only that a birthday is not after today: a shopper may leave it out ('').
      const today = chinaDate(clock());
      if (form.birthday !== '') {
        const birthday = new Date(`${form.birthday}T00:00:00Z`);
        const isDay = !Number.isNaN(birthday.getTime()) && birthday.toISOString().slice(0, 10) === form.birthday;
        if (!isDay || form.birthday < '1900-01-01') {
          return { refused: 'birthday' } as const;
        }
        if (form.birthday > today) return { refused: 'birthdayAfterToday' } as const;
      }
      const { countryNo, mobile } = form;
      const checked = await otp.check({ countryNo, mobile, smsType: 2, code: form.smsCode });
      if (!checked.ok) return { refused: 'code', reason: checked.reason } as const;
      let member: MemberRow;
      try {
        member = await repo.createMember({
          countryNo: form.countryNo,
          mobile: form.mobile,
          passwordHash: await hashPassword(form.password, pepper),
          familyName,
          memberTitle: form.memberTitle,
          nickname: `${familyName}${titleText[form.memberTitle] ?? ''}`,
          birthday: form.birthday === '' ? null : form.birthday,
          today,
          expires: `${Number(today.slice(0, 4)) + 1}-12-31`,
          now: clock(),
        });
      } catch (error) {
        if (error instanceof DuplicateMobileError) return { refused: 'duplicate' } as const;
        throw error;
      }
      const { idToken } = await tokens.startSession(subjectOf(member));
      return { member, userInfo: userInfoOf(subjectOf(member), member), idToken };
    },

    /** Sets a new password (MD5 hex) after an SMS code (smsType 3); every session of the member ends. */
    async resetPassword(input: { countryNo: string; mobile: string; code: string; newPassword: string }) {
      const { countryNo, mobile } = input;
      if (!isValidMobile(countryNo, mobile)) return { refused: 'mobile' } as const;
      const checked = await otp.check({ countryNo, mobile, smsType: 3, code: input.code });
      if (!checked.ok) return { refused: 'code', reason: checked.reason } as const;
      const member = await repo.memberByMobile(countryNo, mobile);
      if (!member) return { refused: 'notRegistered' } as const;
      await repo.setPassword(member.id, await hashPassword(input.newPassword, pepper));
      await tokens.revokeMemberSessions(member.id);
      return { uid: member.id } as const;
    },
  };
}

export type AccountService = Awaited<ReturnType<typeof accountService>>;
