import { and, count, desc, eq, gte } from 'drizzle-orm';
import type { Db } from '../db/database';
import { feedback, inquiries, members, orders } from '../db/schema';
import type { Tx } from './orderBasics';

export type FeedbackRow = typeof feedback.$inferSelect;
export type InquiryRow = typeof inquiries.$inferSelect;

/** A feedback row with its order's number (null when none was named). */
export type FeedbackWithOrder = { row: FeedbackRow; orderNo: string | null };

/** The rows of feedback and enterprise inquiries (issue #14 items 4 and 5). */
export function serviceRepository(db: Db) {
  const withOrder = () =>
    db
      .select({ row: feedback, orderNo: orders.orderNo })
      .from(feedback)
      .leftJoin(orders, eq(orders.id, feedback.orderId));

  return {
    /** Inserts a feedback, or answers undefined when the member already sent one under this key. */
    async insertFeedback(row: typeof feedback.$inferInsert, tx: Tx | Db = db): Promise<FeedbackRow | undefined> {
      const [inserted] = await tx
        .insert(feedback)
        .values(row)
        .onConflictDoNothing({ target: [feedback.memberId, feedback.submitKey] })
        .returning();
      return inserted;
    },

    async feedbackByKey(memberId: number, submitKey: string): Promise<FeedbackRow | undefined> {
      const [row] = await db
        .select()
        .from(feedback)
        .where(and(eq(feedback.memberId, memberId), eq(feedback.submitKey, submitKey)));
      return row;
    },

    /** The member's feedback, newest first. */
    memberFeedback(memberId: number, limit: number): Promise<FeedbackWithOrder[]> {
      return withOrder()
        .where(eq(feedback.memberId, memberId))
        .orderBy(desc(feedback.createdAt), desc(feedback.id))
        .limit(limit);
    },

    /** Every member's feedback for the operator, newest first, with the member's mobile. */
    allFeedback(limit: number) {
      return db
        .select({ row: feedback, orderNo: orders.orderNo, mobile: members.mobile })
        .from(feedback)
        .innerJoin(members, eq(members.id, feedback.memberId))
        .leftJoin(orders, eq(orders.id, feedback.orderId))
        .orderBy(desc(feedback.createdAt), desc(feedback.id))
        .limit(limit);
    },

    /** Moves a feedback to processing or replied; undefined when there is no such feedback. */
    async setFeedbackState(
      feedbackNo: string,
      change: { state: 'processing'; at: Date } | { state: 'replied'; reply: string; at: Date },
    ): Promise<FeedbackRow | undefined> {
      const [row] = await db
        .update(feedback)
        .set(
          change.state === 'processing'
            ? { state: 'processing', processingAt: change.at }
            : { state: 'replied', reply: change.reply, repliedAt: change.at },
        )
        .where(eq(feedback.feedbackNo, feedbackNo))
        .returning();
      return row;
    },

    async feedbackByNo(feedbackNo: string): Promise<FeedbackRow | undefined> {
      const [row] = await db.select().from(feedback).where(eq(feedback.feedbackNo, feedbackNo));
      return row;
    },

    async insertInquiry(row: typeof inquiries.$inferInsert, tx: Tx | Db = db): Promise<InquiryRow> {
      const [inserted] = await tx.insert(inquiries).values(row).returning();
      if (!inserted) throw new Error('the inquiry was not stored');
      return inserted;
    },

    /** How many inquiries the network sent since `since` (the submit limit). */
    async inquiriesSince(ip: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(inquiries)
        .where(and(eq(inquiries.ip, ip), gte(inquiries.createdAt, since)));
      return row?.total ?? 0;
    },

    latestInquiries(limit: number): Promise<InquiryRow[]> {
      return db.select().from(inquiries).orderBy(desc(inquiries.createdAt), desc(inquiries.id)).limit(limit);
    },
  };
}
