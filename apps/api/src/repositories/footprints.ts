import { FOOTPRINTS_KEPT } from '@mall/contract/footprints';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/database';

/** Footprints (spec §7 userFootPrint): one row per member and piece, newest first, at most FOOTPRINTS_KEPT. */
export function footprintsRepository(db: Db) {
  return {
    /** Records that the member opened the piece now (moving it to the top), then drops the oldest beyond the cap. */
    async record(memberId: number, goodsId: number, at: Date): Promise<void> {
      await db.execute(sql`
        insert into user_footprints (member_id, goods_id, viewed_at) values (${memberId}, ${goodsId}, ${at})
        on conflict (member_id, goods_id) do update set viewed_at = excluded.viewed_at`);
      await db.execute(sql`
        delete from user_footprints f where f.member_id = ${memberId} and (f.goods_id, f.viewed_at) not in (
          select k.goods_id, k.viewed_at from user_footprints k where k.member_id = ${memberId}
          order by k.viewed_at desc, k.goods_id desc limit ${FOOTPRINTS_KEPT})`);
    },

    /**
     * One page of the member's footprints, newest first, and how many there are: pieces taken off
     * sale since stay in the history (the page shows them as such, issue #13).
     */
    async page(
      memberId: number,
      limit: number,
      offset: number,
    ): Promise<{ total: number; rows: { goodsId: number; viewedAt: Date }[] }> {
      const result = await db.execute(sql`
        select f.goods_id, f.viewed_at, count(*) over () as total
        from user_footprints f
        where f.member_id = ${memberId}
        order by f.viewed_at desc, f.goods_id desc
        limit ${limit} offset ${offset}`);
      const rows = rowsOf<{ goods_id: number; viewed_at: Date | string; total: number | string }>(result);
      const total = rows[0] ? Number(rows[0].total) : offset > 0 ? Number(await this.count(memberId)) : 0;
      return { total, rows: rows.map((row) => ({ goodsId: Number(row.goods_id), viewedAt: new Date(row.viewed_at) })) };
    },

    async count(memberId: number): Promise<number> {
      const result = await db.execute(sql`
        select count(*) as total from user_footprints f where f.member_id = ${memberId}`);
      return Number(rowsOf<{ total: number | string }>(result)[0]?.total ?? 0);
    },

    /** Forgets every footprint of the member. */
    async clear(memberId: number): Promise<void> {
      await db.execute(sql`delete from user_footprints where member_id = ${memberId}`);
    },
  };
}
