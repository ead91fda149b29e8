import type { CallBody } from '@mall/contract';
import type { authCalls } from '@mall/contract/auth';
import { md5 } from 'js-md5';
import { countryNoOf } from './phone';
import type { RegisterValues } from './validation';

/** spec §9: join branch 60580, join type 28, fixed on every web registration. */
export const joinBranch = 60580;
export const joinType = 28;

/** spec §3 title dictionary: the fixed default list (the dictionary lookup result is ignored). */
export const memberTitles = [
  { code: '1', key: 'titles.mr' },
  { code: '2', key: 'titles.ms' },
  { code: '3', key: 'titles.mrs' },
] as const;

/** spec §3 "Registration payload". */
export type RegisterPayload = CallBody<typeof authCalls.register>;

/** The title a form chose (the validation requires one of spec §3's codes '1', '2', '3'). */
function titleOf(code: string): RegisterPayload['memberTitle'] {
  if (code === '2') return 2;
  if (code === '3') return 3;
  return 1;
}

/** Passwords travel MD5-hashed, as lower-case hex (spec §5). */
export function hashPassword(password: string): string {
  return md5(password);
}

/** Builds the registration payload of spec §3 from a valid form: password MD5, joinBranch 60580, joinType 28. */
export function registrationPayload(values: RegisterValues): RegisterPayload {
  return {
    mobile: values.mobile.trim(),
    password: hashPassword(values.password),
    smsCode: values.smsCode.trim(),
    familyName: values.familyName.trim(),
    memberTitle: titleOf(values.memberTitle),
    countryNo: countryNoOf(values.countryNum),
    birthday: values.birthday ?? '',
    joinBranch,
    joinType,
  };
}
