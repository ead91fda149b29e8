import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { goods } from './catalog';
import { members } from './people';

/**
 * Footprints (spec §1 "footprints (browsing history)", §7 userFootPrint): which pieces a member
 * opened, once per piece, with the last time. Only the newest FOOTPRINTS_KEPT per member are kept.
 */
export const userFootprints = pgTable(
  'user_footprints',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.goodsId] }),
    index('user_footprints_member_viewed').on(t.memberId, t.viewedAt),
  ],
);
