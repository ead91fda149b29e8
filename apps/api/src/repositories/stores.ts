import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { StoreChannel } from '@mall/contract/content';
import type { Db } from '../db/database';
import { officialStores } from '../db/schema';

const columns = {
  id: officialStores.id,
  channel: officialStores.channel,
  name: officialStores.name,
  area: officialStores.area,
  address: officialStores.address,
  phone: officialStores.phone,
  hours: officialStores.hours,
  url: officialStores.url,
};

/** The official stores (/onlineOfficialStore): prepared reads, online shops first, then boutiques, each in staff's order (`sort`). */
export function storesRepository(db: Db) {
  // 'online' sorts after 'offline': descending puts the online shops first.
  const order = [desc(officialStores.channel), asc(officialStores.sort), asc(officialStores.id)];
  const channel = sql.placeholder('channel');
  const all = db
    .select(columns)
    .from(officialStores)
    .orderBy(...order)
    .prepare('stores_all');
  const ofChannel = db
    .select(columns)
    .from(officialStores)
    .where(eq(officialStores.channel, channel))
    .orderBy(...order)
    .prepare('stores_channel');
  const ofArea = db
    .select(columns)
    .from(officialStores)
    .where(and(eq(officialStores.channel, channel), eq(officialStores.area, sql.placeholder('area'))))
    .orderBy(...order)
    .prepare('stores_channel_area');

  return {
    /** Stores of a channel (or every channel), optionally of one area; and every area of that channel, in order of first appearance. */
    async list(query: { channel?: StoreChannel; area: string }) {
      const wide =
        query.channel === undefined ? await all.execute() : await ofChannel.execute({ channel: query.channel });
      const areas = [...new Set(wide.map((store) => store.area))];
      const list =
        query.area === ''
          ? wide
          : query.channel === undefined
            ? wide.filter((store) => store.area === query.area)
            : await ofArea.execute({ channel: query.channel, area: query.area });
      return { areas, list };
    },
  };
}
