import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Facts about this database itself, e.g. which seed version it holds. */
export const meta = pgTable('meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
