import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Text messages the development SMS gateway "sent" (DESIGN.md §5): readable at
 * GET /__dev/sms-outbox?mobile=… outside production, so sign-up and sign-in work with no provider.
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: serial('id').primaryKey(),
    countryNo: text('country_no').notNull(),
    mobile: text('mobile').notNull(),
    purpose: text('purpose').notNull(),
    text: text('text').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sms_outbox_mobile').on(t.mobile, t.sentAt)],
);
