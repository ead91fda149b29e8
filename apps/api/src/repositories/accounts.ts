import { randomInt } from 'node:crypto';
import { and, asc, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { cardLevels, clauseSigns, clauses, loginTickets, members } from '../db/schema';
import { sqlState } from '../lib/sqlState';

export type MemberRow = typeof members.$inferSelect;

/** Thrown by {@link accountsRepository.createMember} when the phone number already has an account. */
export class DuplicateMobileError extends Error {
  override readonly name = 'DuplicateMobileError';
}

/** Compares clause versions like V1 < V2 < V10 (digits numerically, else as text). */
export function compareClauseVersions(a: string, b: string): number {
  const number = (v: string) => /^\D*(\d+)$/.exec(v)?.[1];
  const left = number(a);
  const right = number(b);
  if (left !== undefined && right !== undefined) return Number(left) - Number(right);
  return a.localeCompare(b);
}

/** The only SQL of the accounts slice: members, card levels, sessions' tickets and clause signs. */
export function accountsRepository(db: Db) {
  return {
    async memberById(id: number): Promise<MemberRow | undefined> {
      const [row] = await db.select().from(members).where(eq(members.id, id)).limit(1);
      return row;
    },

    async memberByMobile(countryNo: string, mobile: string): Promise<MemberRow | undefined> {
      const [row] = await db
        .select()
        .from(members)
        .where(and(eq(members.countryNo, countryNo), eq(members.mobile, mobile), isNull(members.cancelledAt)))
        .limit(1);
      return row;
    },

    /** Account login's username: a mobile number (any calling code) or a card number. */
    async memberByUsername(username: string): Promise<MemberRow | undefined> {
      const [row] = await db
        .select()
        .from(members)
        .where(and(or(eq(members.mobile, username), eq(members.cardNo, username)), isNull(members.cancelledAt)))
        .orderBy(asc(members.id))
        .limit(1);
      return row;
    },

    async cardLevels() {
      return db.select().from(cardLevels).orderBy(asc(cardLevels.level));
    },

    /**
     * A new member at the lowest card level with fresh card, VIP and customer numbers (random
     * digits, retried on the rare collision). A phone that already has an account throws
     * {@link DuplicateMobileError} (the unique index decides, so a race cannot make two).
     */
    async createMember(input: {
      countryNo: string;
      mobile: string;
      passwordHash: string;
      familyName: string;
      memberTitle: number;
      nickname: string;
      /** YYYY-MM-DD, or null when the shopper gave none. */
      birthday: string | null;
      today: string;
      expires: string;
      now: Date;
    }): Promise<MemberRow> {
      const [lowest] = await db
        .select({ level: cardLevels.level })
        .from(cardLevels)
        .orderBy(asc(cardLevels.level))
        .limit(1);
      if (!lowest) throw new Error('no card levels: the database has not been seeded');
      const yy = String(input.now.getUTCFullYear() % 100).padStart(2, '0');
      for (let attempt = 0; ; attempt += 1) {
        const digits = (n: number) => String(randomInt(0, 10 ** n)).padStart(n, '0');
        try {
          const [row] = await db
            .insert(members)
            .values({
              uoid: `C${digits(10)}`,
              mobile: input.mobile,
              countryNo: input.countryNo,
              passwordHash: input.passwordHash,
              nickname: input.nickname,
              familyName: input.familyName,
              memberTitle: input.memberTitle,
              birthday: input.birthday,
              cardNo: `8860${digits(8)}`,
              vipNo: `V${yy}${digits(7)}`,
              cardLevel: lowest.level,
              firstJoinDate: input.today,
              membershipExpirationDate: input.expires,
              createdAt: input.now,
            })
            .returning();
          if (!row) throw new Error('insert returned no member');
          return row;
        } catch (error) {
          if (sqlState(error) !== '23505') throw error;
          if (await this.memberByMobile(input.countryNo, input.mobile))
            throw new DuplicateMobileError('mobile already registered');
          if (attempt >= 5) throw error;
        }
      }
    },

    async setPassword(memberId: number, passwordHash: string): Promise<void> {
      await db.update(members).set({ passwordHash }).where(eq(members.id, memberId));
    },

    /** The member's own profile fields (issue #13); the nickname follows the name and title. */
    async updateProfile(
      memberId: number,
      profile: { familyName: string; memberTitle: number; nickname: string; birthday: string | null },
    ): Promise<void> {
      await db
        .update(members)
        .set(profile)
        .where(and(eq(members.id, memberId), isNull(members.cancelledAt)));
    },

    /**
     * Counts a wrong old password against the password change: at `max` in a row the change is
     * locked until `lockUntil` and the count starts over. The failures so far, and whether it locked.
     */
    async countPasswordFailure(
      memberId: number,
      max: number,
      lockUntil: Date,
    ): Promise<{ failures: number; locked: boolean }> {
      const reachesMax = sql`${members.passwordFailures} + 1 >= ${max}`;
      const [row] = await db
        .update(members)
        .set({
          passwordFailures: sql`case when ${reachesMax} then 0 else ${members.passwordFailures} + 1 end`,
          passwordLockedUntil: sql`case when ${reachesMax} then ${lockUntil.toISOString()}::timestamptz else ${members.passwordLockedUntil} end`,
        })
        .where(eq(members.id, memberId))
        .returning({ failures: members.passwordFailures, lockedUntil: members.passwordLockedUntil });
      const locked = row?.lockedUntil?.getTime() === lockUntil.getTime();
      return { failures: locked ? max : (row?.failures ?? 0), locked };
    },

    /** A new password after the old one was right: the failure count starts over. */
    async changePassword(memberId: number, passwordHash: string): Promise<void> {
      await db
        .update(members)
        .set({ passwordHash, passwordFailures: 0, passwordLockedUntil: null })
        .where(eq(members.id, memberId));
    },

    /** Moves the member to a new mobile; throws {@link DuplicateMobileError} when another account holds it. */
    async changeMobile(memberId: number, countryNo: string, mobile: string): Promise<void> {
      try {
        await db.update(members).set({ countryNo, mobile }).where(eq(members.id, memberId));
      } catch (error) {
        if (sqlState(error) === '23505') throw new DuplicateMobileError('mobile already registered');
        throw error;
      }
    },

    async saveTicket(ticketHash: string, sessionId: string, expiresAt: Date): Promise<void> {
      await db.insert(loginTickets).values({ ticketHash, sessionId, expiresAt });
    },

    /** Spends a login ticket once; the session it names, or undefined when unknown, used or expired. */
    async spendTicket(ticketHash: string, now: Date): Promise<string | undefined> {
      const [row] = await db
        .update(loginTickets)
        .set({ usedAt: now })
        .where(
          and(
            eq(loginTickets.ticketHash, ticketHash),
            sql`${loginTickets.usedAt} is null`,
            gt(loginTickets.expiresAt, now),
          ),
        )
        .returning({ sessionId: loginTickets.sessionId });
      return row?.sessionId;
    },

    async clause(clauseKey: string, clauseVersion: string) {
      const [row] = await db
        .select()
        .from(clauses)
        .where(and(eq(clauses.clauseKey, clauseKey), eq(clauses.clauseVersion, clauseVersion)))
        .limit(1);
      return row;
    },

    /** The current (in force, newest) version of each of these clause keys. */
    async currentClauses(clauseKeys: readonly string[]) {
      if (clauseKeys.length === 0) return [];
      const rows = await db
        .select()
        .from(clauses)
        .where(and(inArray(clauses.clauseKey, [...clauseKeys]), eq(clauses.clauseStatus, 1)))
        .orderBy(asc(clauses.clauseKey), desc(clauses.publishedAt));
      const current = new Map<string, (typeof rows)[number]>();
      for (const row of rows) if (!current.has(row.clauseKey)) current.set(row.clauseKey, row);
      return [...current.values()];
    },

    async signedVersions(memberId: number, clauseKeys: readonly string[]): Promise<Map<string, string>> {
      if (clauseKeys.length === 0) return new Map();
      const rows = await db
        .select({ clauseKey: clauseSigns.clauseKey, clauseVersion: clauseSigns.clauseVersion })
        .from(clauseSigns)
        .where(and(eq(clauseSigns.memberId, memberId), inArray(clauseSigns.clauseKey, [...clauseKeys])));
      return new Map(rows.map((row) => [row.clauseKey, row.clauseVersion]));
    },

    /** Records acceptance of a clause version; an older version never replaces a newer one. */
    async sign(memberId: number, clauseKey: string, clauseVersion: string, now: Date): Promise<string> {
      const existing = (await this.signedVersions(memberId, [clauseKey])).get(clauseKey);
      if (existing !== undefined && compareClauseVersions(existing, clauseVersion) >= 0) return existing;
      await db
        .insert(clauseSigns)
        .values({ memberId, clauseKey, clauseVersion, signedAt: now })
        .onConflictDoUpdate({
          target: [clauseSigns.memberId, clauseSigns.clauseKey],
          set: { clauseVersion, signedAt: now },
        });
      return clauseVersion;
    },
  };
}

export type AccountsRepository = ReturnType<typeof accountsRepository>;
