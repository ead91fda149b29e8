import { memberTitles } from '@mall/contract/auth';
import { birthdayProblem, isValidNewPassword } from '@mall/contract/member';
import { md5 } from 'js-md5';

/**
 * The account-information forms' checks (spec §5, issue #13 item 2). Each answers, per field, the
 * key (in the `member` namespace) of its first failed check; zh-CN carries the spec's exact texts.
 */
export const accountMessages = {
  familyNameRequired: 'account.validation.familyNameRequired',
  titleRequired: 'account.validation.titleRequired',
  birthdayAfterToday: 'account.validation.birthdayAfterToday',
  oldPasswordRequired: 'account.validation.oldPasswordRequired',
  passwordRule: 'account.validation.passwordRule',
  confirmRequired: 'account.validation.confirmRequired',
  confirmMismatch: 'account.validation.confirmMismatch',
} as const;

type Message = (typeof accountMessages)[keyof typeof accountMessages];
/** Field → message key of its first failed check; fields that passed are absent. */
export type Problems<F extends string> = Partial<Record<F, Message>>;

const compact = <F extends string>(found: Record<F, Message | undefined>): Problems<F> =>
  Object.fromEntries(Object.entries(found).filter(([, message]) => message !== undefined)) as Problems<F>;

/** The profile as the form edits it: the title as its dictionary code, the birthday or null. */
export type ProfileDraft = { familyName: string; memberTitle: string | null; birthday: string | null };

/** spec §3: the title code of a member-info title text (先生 → '1'); null when it is none of the list. */
export function titleCodeOf(memberTitleDesc: string): string | null {
  return memberTitles.find((title) => title.extendCNDesc === memberTitleDesc)?.code ?? null;
}

/**
 * spec §5 family name (请输入姓氏) and title (请选择称谓) required; the birthday not after today
 * (spec §5 gives no message; ours says so). A birthday already set is not checked: it cannot change.
 */
export function checkProfile(draft: ProfileDraft, today: string) {
  const birthday = draft.birthday ?? '';
  return compact({
    familyName: draft.familyName.trim() === '' ? accountMessages.familyNameRequired : undefined,
    memberTitle: draft.memberTitle === null ? accountMessages.titleRequired : undefined,
    birthday: birthdayProblem(birthday, '', today) === 'afterToday' ? accountMessages.birthdayAfterToday : undefined,
  });
}

/** The three entries of a password change. */
export type PasswordDraft = { oldPassword: string; password: string; confirm: string };

/**
 * spec §5 for the new password (8–16 letters and digits: 请输入8~16位数字+字母组合密码) and its
 * confirmation (请再次输入登录密码, 两次输入的密码不一致); the old one is only required.
 */
export function checkPasswordChange(draft: PasswordDraft) {
  return compact({
    oldPassword: draft.oldPassword === '' ? accountMessages.oldPasswordRequired : undefined,
    password: isValidNewPassword(draft.password) ? undefined : accountMessages.passwordRule,
    confirm:
      draft.confirm === ''
        ? accountMessages.confirmRequired
        : draft.confirm === draft.password
          ? undefined
          : accountMessages.confirmMismatch,
  });
}

/** Passwords travel MD5-hashed as lower-case hex (spec §5), the old one and the new one alike. */
export function passwordChangeBody(draft: PasswordDraft) {
  return { oldPassword: md5(draft.oldPassword), newPassword: md5(draft.password) };
}
