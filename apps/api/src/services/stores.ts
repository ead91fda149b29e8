import type { StoreChannel } from '@mall/contract/content';
import type { Db } from '../db/database';
import { storesRepository } from '../repositories/stores';

/** The official stores (/onlineOfficialStore): online shops and offline stores, by city. */
export function storeService(db: Db) {
  const repo = storesRepository(db);
  return {
    /** The stores of a channel (all when absent) in an area ('' for every area). */
    list: (filter: { channel?: StoreChannel | undefined; area: string }) => repo.list(filter),
  };
}
