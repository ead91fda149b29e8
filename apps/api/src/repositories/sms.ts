import { and, desc, eq, gte } from 'drizzle-orm';
import type { Db } from '../db/database';
import { smsOutbox } from '../db/schema';

/** The development SMS outbox (DESIGN.md §5): texts "sent" to a table instead of a phone. */
export function smsOutboxRepository(db: Db) {
  return {
    async add(message: { countryNo: string; mobile: string; purpose: string; text: string; sentAt: Date }) {
      await db.insert(smsOutbox).values(message);
    },

    /** The newest 20 texts to `mobile` sent at or after `since`, newest first. */
    recent(mobile: string, since: Date): Promise<Array<{ purpose: string; text: string; sentAt: Date }>> {
      return db
        .select({ purpose: smsOutbox.purpose, text: smsOutbox.text, sentAt: smsOutbox.sentAt })
        .from(smsOutbox)
        .where(and(eq(smsOutbox.mobile, mobile), gte(smsOutbox.sentAt, since)))
        .orderBy(desc(smsOutbox.sentAt), desc(smsOutbox.id))
        .limit(20);
    },
  };
}
