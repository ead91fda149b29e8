/**
 * Membership (issue #13; spec §7 Member): card levels, the points ledger and consumption record, K
 * points. Spec §7 gives membershipRecord and membershipConsumeRecord without a host segment and
 * getUserKPoint under an unnamed server: the latter sits on the common2 server with cardLevelList.
 */
export function membershipPaths(product: string) {
  const common2 = `/${product}-common2-server`;
  return {
    cardLevelList: `${common2}/api/v1/user/cardLevelList`,
    membershipRecord: '/api/user/membershipRecord',
    membershipConsumeRecord: '/api/user/membershipConsumeRecord',
    kPoint: `${common2}/ctf/UserPoint/getUserKPoint`,
  } as const;
}
