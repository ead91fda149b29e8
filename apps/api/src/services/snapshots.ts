import type { TradeSnapshot } from '@mall/contract/orders';
import type { Db } from '../db/database';
import { sanitizeHtml } from '../lib/sanitizeHtml';
import type { Buyer } from '../repositories/orderBasics';
import { ownSnapshot } from '../repositories/snapshots';

/**
 * Trade snapshots (issue #12; contract snapshot.ts): the buyer's own order line as it was sold,
 * from the snapshot written with the order, never from today's goods.
 */
export function snapshotService(db: Db) {
  return {
    /** The snapshot of the buyer's line of this piece; undefined when the order or line is not theirs. */
    async ofLine(buyer: Buyer, query: { orderNo: string; goodsId: number; attribute?: string | undefined }) {
      const row = await ownSnapshot(db, buyer, query.orderNo, query.goodsId, query.attribute);
      if (!row) return undefined;
      const { doc } = row;
      const answer: TradeSnapshot = {
        orderNo: row.orderNo,
        orderedAt: row.orderedAt.toISOString(),
        goodsId: row.goodsId,
        ...doc,
        // Written by staff when it was sold, shown to the shopper now: sanitised on the way out (issue #4).
        descriptionHtml: sanitizeHtml(doc.descriptionHtml),
      };
      return answer;
    },
  };
}
