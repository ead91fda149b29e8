import type { Db } from '../db/database';
import { footprintsRepository } from '../repositories/footprints';
import { goodsRepository } from '../repositories/goods';
import { activitiesByGoods, toCard } from './catalog';

/** A member's footprints (spec §1 browsing history, §7 userFootPrint). */
export function footprintService(db: Db) {
  const footprints = footprintsRepository(db);
  const goods = goodsRepository(db);
  return {
    /** Records that the member opened a piece (moved to the front when seen before); false for an unknown piece. */
    async record(uid: number, mouldNo: string, now: Date): Promise<boolean> {
      const piece = await goods.byMouldNo(mouldNo);
      if (!piece) return false;
      await footprints.record(uid, piece.goods.id, now);
      return true;
    },

    /**
     * One page, newest first, as product cards priced for today; a piece taken off sale since is
     * still listed, marked so (the page shows 已下架 and offers no purchase).
     */
    async page(uid: number, pageIndex: number, pageSize: number, now: Date) {
      const { total, rows } = await footprints.page(uid, pageSize, (pageIndex - 1) * pageSize);
      const ids = rows.map((row) => row.goodsId);
      const [gold, activityRows] = await Promise.all([goods.currentGoldPrice(now), goods.activities(ids, now)]);
      const cards = new Map((await goods.cardsByIds(ids, gold, { withOffSale: true })).map((card) => [card.id, card]));
      const activities = activitiesByGoods(activityRows);
      const list = rows.flatMap((row) => {
        const card = cards.get(row.goodsId);
        return card
          ? [
              {
                viewedAt: row.viewedAt.toISOString(),
                isOnSale: card.isOnSale,
                goods: toCard(card, activities.get(card.id) ?? []),
              },
            ]
          : [];
      });
      return { total, list };
    },

    clear: (uid: number) => footprints.clear(uid),
  };
}
