import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { mailOutbox } from '../db/schema';

type MailRow = typeof mailOutbox.$inferSelect;

/** The development mail outbox (issue #14): mails "sent" to a table instead of an inbox. */
export function mailOutboxRepository(db: Db) {
  return {
    async add(message: Omit<MailRow, 'id'>): Promise<void> {
      await db.insert(mailOutbox).values(message);
    },

    /** The newest 20 mails, to `to` when given, newest first. */
    recent(to: string | undefined): Promise<MailRow[]> {
      const query = db.select().from(mailOutbox);
      return (to ? query.where(eq(mailOutbox.to, to)) : query)
        .orderBy(desc(mailOutbox.sentAt), desc(mailOutbox.id))
        .limit(20);
    },
  };
}
