import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/database';

/**
 * The first approvals of large refunds (issue #29 "After-sales": two people above the threshold), read
 * back from the audit trail where the 运营's approval is recorded: each refund's, oldest first, with
 * the actor's name. The only SQL of after-sales beside the refunds' own repository (STYLE.md §7).
 */
export async function firstApprovalRows(db: Db, action: string, refundNos: readonly string[]) {
  return rowsOf<{
    target_id: string;
    staff_id: number;
    staff_code: string;
    staff_name: string | null;
    at: Date | string;
    amount_fen: number | string | null;
    reason: string | null;
  }>(
    await db.execute(sql`
      select a.target_id, a.staff_id, a.staff_code, s.nickname as staff_name, a.at,
        a.diff -> 'firstApproval' -> 'after' ->> 'amountFen' as amount_fen,
        a.diff -> 'firstApproval' -> 'after' ->> 'reason' as reason
      from ops_audit a left join staff s on s.id = a.staff_id
      where a.action = ${action} and a.target_type = 'refund'
        and a.target_id in (${sql.join(
          refundNos.map((no) => sql`${no}`),
          sql`, `,
        )})
      order by a.at, a.id`),
  );
}
