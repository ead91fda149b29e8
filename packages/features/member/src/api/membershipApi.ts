import { checkoutCalls } from '@mall/contract/checkout';
import { membershipCalls } from '@mall/contract/member';
import { bindCalls, type ApiClient } from '@mall/core';

/** How many records a page of the membership page holds. */
export const membershipPageSize = 10;

/** The membership page's calls (issue #13; spec §7 Member): card levels, the two records, the exchange rate. */
export function createMembershipApi(client: ApiClient, productCode: string) {
  const membership = bindCalls(client, productCode, membershipCalls);
  const checkout = bindCalls(client, productCode, checkoutCalls);
  return {
    /** spec §7 GET cardLevelList: the levels with threshold and benefits, lowest first. */
    cardLevels: async () => (await membership.cardLevelList({})).list,
    /** spec §7 POST membershipRecord: one page of the points ledger, newest first. */
    pointsRecord: (pageIndex: number) => membership.membershipRecord({ pageIndex, pageSize: membershipPageSize }),
    /** spec §7 POST membershipConsumeRecord: one page of the consumption record, newest first. */
    consumeRecord: (pageIndex: number) =>
      membership.membershipConsumeRecord({ pageIndex, pageSize: membershipPageSize }),
    /** spec §7 GET crm-point-api/point/exchangeRate: points per 1 元. */
    exchangeRate: async () => (await checkout.pointsExchangeRate()).pointsExchangeRate,
  };
}
