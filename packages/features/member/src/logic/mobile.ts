import { isValidMobile } from '@mall/contract/auth';

/** The new mobile's check (spec §5 phone: 手机号不能为空, then 请输入正确的11位手机号); a message key or undefined. */
export function checkNewMobile(mobile: string): 'account.mobile.required' | 'account.mobile.invalid' | undefined {
  const number = mobile.trim();
  if (number === '') return 'account.mobile.required';
  return isValidMobile('86', number) ? undefined : 'account.mobile.invalid';
}
