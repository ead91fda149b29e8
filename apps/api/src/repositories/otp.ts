import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { otpCodes } from '../db/schema';

export type OtpRow = typeof otpCodes.$inferSelect;

/** One-time SMS codes (DESIGN.md §6): each row is one send, which the hourly limits count. */
export function otpRepository(db: Db) {
  const phone = (countryNo: string, mobile: string) =>
    and(eq(otpCodes.countryNo, countryNo), eq(otpCodes.mobile, mobile));
  return {
    /** When the phone was last sent a code (any purpose). */
    async lastSentAt(countryNo: string, mobile: string): Promise<Date | undefined> {
      const [last] = await db
        .select({ sentAt: otpCodes.sentAt })
        .from(otpCodes)
        .where(phone(countryNo, mobile))
        .orderBy(desc(otpCodes.sentAt))
        .limit(1);
      return last?.sentAt;
    },

    /** The phone's sends after `since`, oldest first. */
    async sentSince(countryNo: string, mobile: string, since: Date): Promise<Date[]> {
      const rows = await db
        .select({ sentAt: otpCodes.sentAt })
        .from(otpCodes)
        .where(and(phone(countryNo, mobile), gt(otpCodes.sentAt, since)))
        .orderBy(otpCodes.sentAt);
      return rows.map((row) => row.sentAt);
    },

    /** How many codes went out to requests from `ip` after `since`. */
    async countFromIpSince(ip: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(otpCodes)
        .where(and(eq(otpCodes.ip, ip), gt(otpCodes.sentAt, since)));
      return row?.n ?? 0;
    },

    async purgeSentBefore(before: Date): Promise<void> {
      await db.delete(otpCodes).where(lt(otpCodes.sentAt, before));
    },

    async insert(code: {
      countryNo: string;
      mobile: string;
      smsType: number;
      codeHash: string;
      salt: string;
      ip: string;
      sentAt: Date;
      expiresAt: Date;
    }): Promise<void> {
      await db.insert(otpCodes).values(code);
    },

    /** The newest code of a phone and purpose (only it counts). */
    async latest(countryNo: string, mobile: string, smsType: number): Promise<OtpRow | undefined> {
      const [row] = await db
        .select()
        .from(otpCodes)
        .where(and(phone(countryNo, mobile), eq(otpCodes.smsType, smsType)))
        .orderBy(desc(otpCodes.sentAt), desc(otpCodes.id))
        .limit(1);
      return row;
    },

    /** Counts a wrong check, atomically; the count after it. */
    async countFailedCheck(id: number): Promise<number> {
      const [row] = await db
        .update(otpCodes)
        .set({ failedChecks: sql`${otpCodes.failedChecks} + 1` })
        .where(eq(otpCodes.id, id))
        .returning({ failedChecks: otpCodes.failedChecks });
      return row?.failedChecks ?? 0;
    },

    /**
     * Spends a code: only one caller can, and only while it is unused, unexpired and under
     * `maxWrongChecks` wrong checks.
     */
    async spend(id: number, now: Date, maxWrongChecks: number): Promise<boolean> {
      const spent = await db
        .update(otpCodes)
        .set({ usedAt: now })
        .where(
          and(
            eq(otpCodes.id, id),
            isNull(otpCodes.usedAt),
            gt(otpCodes.expiresAt, now),
            lt(otpCodes.failedChecks, maxWrongChecks),
          ),
        )
        .returning({ id: otpCodes.id });
      return spent.length > 0;
    },
  };
}
