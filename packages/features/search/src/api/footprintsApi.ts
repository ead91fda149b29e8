import { footprintPaths, type FootprintList } from '@mall/contract';
import { ensureOk, type ApiClient } from '@mall/core';
import { footprintPageSize } from '../logic/footprints';

type CodeAnswer<T> = { code: number; msg: string; data: T };

/** The member's browsing history (spec §7 userFootPrint list and deleteUserAllFootPrint). */
export function createFootprintsApi(client: ApiClient, productCode: string) {
  const paths = footprintPaths(productCode);
  return {
    /** One page, newest first (off-sale pieces included, marked). */
    list: async (pageIndex: number) =>
      ensureOk(
        await client.get<CodeAnswer<FootprintList>>(paths.list, {
          params: { pageIndex, pageSize: footprintPageSize },
        }),
      ).data,
    /** Forgets every footprint of the member. */
    clear: async () => {
      ensureOk(await client.post<CodeAnswer<null>>(paths.deleteAll, {}));
    },
  };
}
