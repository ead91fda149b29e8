import { footprintsCalls } from '@mall/contract/footprints';
import { bindCalls, type ApiClient } from '@mall/core';
import { footprintPageSize } from '../logic/footprints';

/** The member's browsing history (spec §7 userFootPrint list and deleteUserAllFootPrint). */
export function createFootprintsApi(client: ApiClient, productCode: string) {
  const footprints = bindCalls(client, productCode, footprintsCalls);
  return {
    /** One page, newest first (off-sale pieces included, marked). */
    list: (pageIndex: number) => footprints.list({ pageIndex, pageSize: footprintPageSize }),
    /** Forgets every footprint of the member. */
    clear: async () => {
      await footprints.deleteAll({});
    },
  };
}
