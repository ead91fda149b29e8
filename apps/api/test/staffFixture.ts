import { sql } from 'drizzle-orm';
import { aftersalesPaths } from '@mall/contract/ops';
import { opsDefaultRoles, type OpsRoleCode } from '@mall/contract/ops';
import { expect } from 'vitest';
import { rowsOf } from '../src/db/database';
import { staffUidOffset } from '../src/services/staff';
import { auth } from './checkoutFixture';
import type { startTestApp } from './harness';

type TestApp = Awaited<ReturnType<typeof startTestApp>>;

/**
 * Console staff for a test (issue #29): the roles with their default grants, and one staff member per
 * code given with that role, each signed in (a staff session, as ops.test.ts gets one). Returns the
 * idTokens by staff code. Codes are JY7xxxx so they never meet the seed's JY8xxxx.
 */
export async function staffSessions(s: TestApp, people: Record<string, OpsRoleCode>): Promise<Record<string, string>> {
  const db = s.database.db;
  for (const [code, role] of Object.entries(opsDefaultRoles)) {
    await db.execute(sql`insert into ops_roles (code, name) values (${code}, ${role.name}) on conflict do nothing`);
    for (const permission of role.permissions)
      await db.execute(
        sql`insert into ops_role_permissions (role, permission) values (${code}, ${permission}) on conflict do nothing`,
      );
  }
  const tokens: Record<string, string> = {};
  for (const [staffCode, role] of Object.entries(people)) {
    const [row] = rowsOf<{ id: number }>(
      await db.execute(sql`
        insert into staff (staff_code, nickname, email, purchase_limit_fen)
        values (${staffCode}, ${staffCode}, ${`${staffCode.toLowerCase()}@staff.test`}, 0)
        on conflict (staff_code) do update set nickname = excluded.nickname
        returning id`),
    );
    const id = Number(row?.id);
    await db.execute(sql`insert into staff_roles (staff_id, role) values (${id}, ${role}) on conflict do nothing`);
    tokens[staffCode] = (
      await s.app.tokens.startSession({
        uid: staffUidOffset + id,
        uoid: `staff-${id}`,
        isStaff: true,
        staffCode,
        nickname: staffCode,
      })
    ).idToken;
  }
  return tokens;
}

const aftersales = aftersalesPaths('mall');

/**
 * Approves a refund in the console as staff do: the 运营 approves the whole amount asked (with a
 * reason the shopper reads); above the second-approval threshold the 财务 confirms it. Returns the
 * last answer (its status is checked by the caller, or here when `expectOk`).
 */
export async function consoleApprove(
  s: TestApp,
  refundNo: string,
  { operations, finance, amountFen }: { operations: string; finance?: string; amountFen?: number },
) {
  const detail = await s.app.inject({
    method: 'GET',
    url: aftersales.aftersaleDetail,
    query: { refundNo },
    headers: auth(operations),
  });
  if (detail.statusCode !== 200) return detail;
  const asked = (detail.json().data as { refund: { amountFen: number } }).refund.amountFen;
  const amount = amountFen ?? asked;
  const approved = await s.app.inject({
    method: 'POST',
    url: aftersales.aftersaleApprove,
    headers: auth(operations),
    payload: { refundNo, amountFen: amount, reason: '同意退款' },
  });
  if (approved.statusCode !== 200 || approved.json().data.outcome !== 'firstApproval' || !finance) return approved;
  const confirmed = await s.app.inject({
    method: 'POST',
    url: aftersales.aftersaleConfirm,
    headers: auth(finance),
    payload: { refundNo, amountFen: amount },
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return confirmed;
}

/** Refuses a refund in the console with the reason the shopper reads. */
export const consoleRefuse = (s: TestApp, refundNo: string, reason: string, token: string) =>
  s.app.inject({
    method: 'POST',
    url: aftersales.aftersaleRefuse,
    headers: auth(token),
    payload: { refundNo, reason },
  });
