import { isValidMobile, type MemberInfo } from '@mall/contract/auth';
import {
  birthdayProblem,
  PASSWORD_CHANGE_FAILURES_MAX,
  PASSWORD_CHANGE_LOCK_MINUTES,
  type BirthdayProblem,
  type ProfileUpdateBody,
} from '@mall/contract/member';
import type { CaptchaValues } from '../adapters';
import type { Db } from '../db/database';
import { chinaDate } from '../lib/chinaTime';
import { passwordPepper } from '../env';
import { hashPassword, verifyPassword } from '../lib/password';
import { hasControlOrBackslash } from '../lib/text';
import { accountsRepository, DuplicateMobileError } from '../repositories/accounts';
import { titleText, type AccountService, type CodeRefusal } from './accounts';
import { memberInfoOf } from './member';

/** Who asks: the token's member and the session the request came with. */
export type Caller = { uid: number; sessionId: string };

/** A family name is plain text: no markup, no control characters (as registration asks). */
export function isPlainName(name: string): boolean {
  return name !== '' && !hasControlOrBackslash(name) && !/[<>]/.test(name);
}

/**
 * The member's own account information (issue #13 item 2): the profile (family name, title, a
 * birthday set once), the password (old one checked, wrong ones counted and locked like a sign-in
 * guard, other sessions ended) and the mobile (an SMS code to the new number). Answers name what
 * failed; the routes word it.
 */
export function accountInformationService(db: Db, clock: () => Date, accounts: AccountService) {
  const repo = accountsRepository(db);
  const pepper = passwordPepper(process.env);

  const liveMember = async (uid: number) => {
    const member = await repo.memberById(uid);
    return member && !member.cancelledAt ? member : undefined;
  };

  return {
    /** Saves family name, title and (while none is set) the birthday; the member info after it. */
    async updateProfile(
      uid: number,
      body: ProfileUpdateBody,
    ): Promise<
      { info: MemberInfo } | { refused: 'notFound' | 'familyName' } | { refused: 'birthday'; problem: BirthdayProblem }
    > {
      const member = await liveMember(uid);
      if (!member) return { refused: 'notFound' };
      const familyName = body.familyName.trim();
      if (!isPlainName(familyName)) return { refused: 'familyName' };
      const now = clock();
      const today = chinaDate(now);
      const problem = birthdayProblem(body.birthday, member.birthday ?? '', today);
      if (problem) return { refused: 'birthday', problem };
      await repo.updateProfile(uid, {
        familyName,
        memberTitle: body.memberTitle,
        nickname: `${familyName}${titleText[body.memberTitle] ?? ''}`,
        birthday: member.birthday ?? (body.birthday === '' ? null : body.birthday),
      });
      const saved = await repo.memberById(uid);
      if (!saved) return { refused: 'notFound' };
      return { info: memberInfoOf(saved, await repo.cardLevels(), today) };
    },

    /**
     * Changes the password after the old one (both MD5 hex). A wrong old password counts; at
     * PASSWORD_CHANGE_FAILURES_MAX in a row the change is locked for PASSWORD_CHANGE_LOCK_MINUTES.
     * Every other session of the member ends; the caller's stays.
     */
    async changePassword(caller: Caller, oldPassword: string, newPassword: string) {
      const member = await liveMember(caller.uid);
      if (!member) return { refused: 'notFound' } as const;
      const now = clock();
      if (member.passwordLockedUntil && member.passwordLockedUntil > now) {
        return {
          refused: 'locked',
          retryAfter: Math.ceil((member.passwordLockedUntil.getTime() - now.getTime()) / 1000),
        } as const;
      }
      const matches = member.passwordHash ? await verifyPassword(member.passwordHash, oldPassword, pepper) : false;
      if (!matches) {
        const lockUntil = new Date(now.getTime() + PASSWORD_CHANGE_LOCK_MINUTES * 60_000);
        const counted = await repo.countPasswordFailure(member.id, PASSWORD_CHANGE_FAILURES_MAX, lockUntil);
        if (counted.locked) return { refused: 'locked', retryAfter: PASSWORD_CHANGE_LOCK_MINUTES * 60 } as const;
        return { refused: 'wrongOld', left: PASSWORD_CHANGE_FAILURES_MAX - counted.failures } as const;
      }
      if (oldPassword.toLowerCase() === newPassword.toLowerCase()) return { refused: 'same' } as const;
      await repo.changePassword(member.id, await hashPassword(newPassword, pepper));
      await accounts.endSessions(member.id, caller.sessionId);
      return { ok: true } as const;
    },

    /** Sends a change-mobile code (smsType 4) to a new number no account holds, behind a captcha pass. */
    async sendMobileCode(
      uid: number,
      input: { countryNo: string; mobile: string; ip: string; captcha: CaptchaValues },
    ) {
      const member = await liveMember(uid);
      if (!member) return { refused: 'notFound' } as const;
      if (!isValidMobile(input.countryNo, input.mobile)) return { refused: 'mobile' } as const;
      if (input.countryNo === member.countryNo && input.mobile === member.mobile) return { refused: 'same' } as const;
      if (await repo.memberByMobile(input.countryNo, input.mobile)) return { refused: 'taken' } as const;
      return accounts.sendCode({ ...input, smsType: 4 });
    },

    /** Moves the member to the new number once its code checks out; a number another account holds is refused. */
    async changeMobile(
      uid: number,
      input: { countryNo: string; mobile: string; code: string },
    ): Promise<
      { ok: true } | { refused: 'notFound' | 'mobile' | 'same' | 'taken' } | { refused: 'code'; reason: CodeRefusal }
    > {
      const member = await liveMember(uid);
      if (!member) return { refused: 'notFound' };
      const { countryNo, mobile } = input;
      if (!isValidMobile(countryNo, mobile)) return { refused: 'mobile' };
      if (countryNo === member.countryNo && mobile === member.mobile) return { refused: 'same' };
      if (await repo.memberByMobile(countryNo, mobile)) return { refused: 'taken' };
      const checked = await accounts.checkCode(countryNo, mobile, 4, input.code);
      if (!checked.ok) return { refused: 'code', reason: checked.reason };
      try {
        await repo.changeMobile(uid, countryNo, mobile);
      } catch (error) {
        if (error instanceof DuplicateMobileError) return { refused: 'taken' };
        throw error;
      }
      return { ok: true };
    },
  };
}

export type AccountInformationService = ReturnType<typeof accountInformationService>;
