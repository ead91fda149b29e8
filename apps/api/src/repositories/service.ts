import { and, asc, count, desc, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import {
  feedback,
  inquiries,
  inquiryNotes,
  members,
  opsRolePermissions,
  orders,
  staff,
  staffRoles,
} from '../db/schema';
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

    /**
     * Every member's feedback for the console, with the member's mobile: waiting (not replied) first,
     * newest first within each; `replied` narrows it to the answered (true) or the waiting (false).
     */
    allFeedback(limit: number, replied?: boolean) {
      const isReplied = eq(feedback.state, 'replied');
      return db
        .select({ row: feedback, orderNo: orders.orderNo, mobile: members.mobile })
        .from(feedback)
        .innerJoin(members, eq(members.id, feedback.memberId))
        .leftJoin(orders, eq(orders.id, feedback.orderId))
        .where(replied === undefined ? undefined : replied ? isReplied : ne(feedback.state, 'replied'))
        .orderBy(sql`(${feedback.state} = 'replied')`, desc(feedback.createdAt), desc(feedback.id))
        .limit(limit);
    },

    /** One feedback with its order's number and the member's mobile. */
    async feedbackThreadByNo(feedbackNo: string) {
      const [found] = await db
        .select({ row: feedback, orderNo: orders.orderNo, mobile: members.mobile })
        .from(feedback)
        .innerJoin(members, eq(members.id, feedback.memberId))
        .leftJoin(orders, eq(orders.id, feedback.orderId))
        .where(eq(feedback.feedbackNo, feedbackNo));
      return found;
    },

    /** Replies to a feedback not yet replied (row locked by the update); undefined when replied or missing. */
    async replyFeedback(tx: Tx, feedbackNo: string, reply: string, at: Date): Promise<FeedbackRow | undefined> {
      const [row] = await tx
        .update(feedback)
        .set({ state: 'replied', reply, repliedAt: at })
        .where(and(eq(feedback.feedbackNo, feedbackNo), ne(feedback.state, 'replied')))
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

    /** The latest inquiries, optionally of one status, with the assignee's code and name. */
    latestInquiries(limit: number, status?: string) {
      return db
        .select({ row: inquiries, assigneeCode: staff.staffCode, assigneeName: staff.nickname })
        .from(inquiries)
        .leftJoin(staff, eq(staff.id, inquiries.assigneeId))
        .where(status === undefined ? undefined : eq(inquiries.status, status))
        .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
        .limit(limit);
    },

    /** One inquiry with its assignee's code and name, its row locked when read in a transaction. */
    async inquiryByNo(inquiryNo: string, tx: Tx | Db = db) {
      const [found] = await tx
        .select({ row: inquiries, assigneeCode: staff.staffCode, assigneeName: staff.nickname })
        .from(inquiries)
        .leftJoin(staff, eq(staff.id, inquiries.assigneeId))
        .where(eq(inquiries.inquiryNo, inquiryNo));
      return found;
    },

    async lockInquiry(tx: Tx, inquiryNo: string): Promise<InquiryRow | undefined> {
      const [row] = await tx.select().from(inquiries).where(eq(inquiries.inquiryNo, inquiryNo)).for('update');
      return row;
    },

    async updateInquiry(tx: Tx, id: number, change: { status?: string; assigneeId?: number }): Promise<void> {
      await tx.update(inquiries).set(change).where(eq(inquiries.id, id));
    },

    /** An inquiry's notes, oldest first, with their writers. */
    inquiryNotesOf(inquiryId: number) {
      return db
        .select({ note: inquiryNotes, staffCode: staff.staffCode, staffName: staff.nickname })
        .from(inquiryNotes)
        .innerJoin(staff, eq(staff.id, inquiryNotes.staffId))
        .where(eq(inquiryNotes.inquiryId, inquiryId))
        .orderBy(asc(inquiryNotes.at), asc(inquiryNotes.id));
    },

    async insertInquiryNote(tx: Tx, row: typeof inquiryNotes.$inferInsert) {
      const [inserted] = await tx.insert(inquiryNotes).values(row).returning();
      if (!inserted) throw new Error('the note was not stored');
      return inserted;
    },

    /** Active staff whose roles grant `permission` (whom an inquiry may be assigned to), by staff code. */
    async staffWithPermission(permission: string, staffCode?: string) {
      const holders = db
        .select({ staffId: staffRoles.staffId })
        .from(staffRoles)
        .innerJoin(opsRolePermissions, eq(opsRolePermissions.role, staffRoles.role))
        .where(eq(opsRolePermissions.permission, permission));
      return db
        .select({ id: staff.id, staffCode: staff.staffCode, nickname: staff.nickname })
        .from(staff)
        .where(
          and(
            eq(staff.isActive, true),
            inArray(staff.id, holders),
            staffCode === undefined ? undefined : eq(staff.staffCode, staffCode),
          ),
        )
        .orderBy(staff.staffCode);
    },
  };
}
