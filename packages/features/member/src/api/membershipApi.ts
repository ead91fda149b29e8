import {
  checkoutPaths,
  membershipPaths,
  type CardLevel,
  type CodeEnvelopeOf,
  type ConsumeRecordPage,
  type PointsRecordPage,
} from '@mall/contract';
import type { ApiClient } from '@mall/core';
import { CallFailed } from './memberApi';

function data<T>(answer: CodeEnvelopeOf<T>): T {
  if (answer.code !== 200) throw new CallFailed(answer.msg);
  return answer.data;
}

/** How many records a page of the membership page holds. */
export const membershipPageSize = 10;

/** The membership page's calls (issue #13; spec §7 Member): card levels, the two records, the exchange rate. */
export function createMembershipApi(client: ApiClient, productCode: string) {
  const paths = membershipPaths(productCode);
  const points = checkoutPaths(productCode);
  return {
    /** spec §7 GET cardLevelList: the levels with threshold and benefits, lowest first. */
    cardLevels: async () => data(await client.get<CodeEnvelopeOf<{ list: CardLevel[] }>>(paths.cardLevelList)).list,
    /** spec §7 POST membershipRecord: one page of the points ledger, newest first. */
    pointsRecord: async (pageIndex: number) =>
      data(
        await client.post<CodeEnvelopeOf<PointsRecordPage>>(paths.membershipRecord, {
          pageIndex,
          pageSize: membershipPageSize,
        }),
      ),
    /** spec §7 POST membershipConsumeRecord: one page of the consumption record, newest first. */
    consumeRecord: async (pageIndex: number) =>
      data(
        await client.post<CodeEnvelopeOf<ConsumeRecordPage>>(paths.membershipConsumeRecord, {
          pageIndex,
          pageSize: membershipPageSize,
        }),
      ),
    /** spec §7 GET crm-point-api/point/exchangeRate: points per 1 元. */
    exchangeRate: async () =>
      data(await client.get<CodeEnvelopeOf<{ pointsExchangeRate: number }>>(points.pointsExchangeRate, { host: 'crm' }))
        .pointsExchangeRate,
  };
}
