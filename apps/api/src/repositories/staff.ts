import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { staff } from '../db/schema';

export type StaffRow = typeof staff.$inferSelect;

/** The only code that speaks SQL for staff users (STYLE.md §7). */
export function staffRepository(db: Db) {
  return {
    /** By staff code (any case) or e-mail (any case): what the sign-in form accepts. */
    async byLogin(login: string): Promise<StaffRow | undefined> {
      const value = login.trim();
      const [row] = await db
        .select()
        .from(staff)
        .where(or(eq(staff.staffCode, value.toUpperCase()), eq(sql`lower(${staff.email})`, value.toLowerCase())))
        .limit(1);
      return row;
    },
    async byStaffCode(staffCode: string): Promise<StaffRow | undefined> {
      const [row] = await db.select().from(staff).where(eq(staff.staffCode, staffCode)).limit(1);
      return row;
    },
    async byEmail(email: string): Promise<StaffRow | undefined> {
      const [row] = await db
        .select()
        .from(staff)
        .where(eq(sql`lower(${staff.email})`, email.toLowerCase()))
        .limit(1);
      return row;
    },
  };
}
