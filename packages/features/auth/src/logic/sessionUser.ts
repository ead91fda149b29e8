import type { UserInfoDto } from '@mall/contract/auth';
import type { UserInfo } from '@mall/core';

/** The session's user info (spec §3) from the server's user info and token. */
export function sessionUser(userInfo: UserInfoDto, idToken: string): Partial<UserInfo> {
  return {
    uid: userInfo.uid,
    uoid: userInfo.uoid,
    nickname: userInfo.nickname,
    cardNo: userInfo.cardNo,
    vipNo: userInfo.vipNo,
    isStaff: userInfo.isStaff,
    staffCode: userInfo.staffCode,
    idToken,
  };
}
