import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../db/database';
import { accountSessions, signingKeys } from '../db/schema';

export type SigningKeyRow = typeof signingKeys.$inferSelect;
export type SessionRow = typeof accountSessions.$inferSelect;

/** The idToken signing keys and the sessions tokens name (DESIGN.md §6). */
export function tokensRepository(db: Db) {
  return {
    async signingKey(use: string): Promise<SigningKeyRow | undefined> {
      const [row] = await db.select().from(signingKeys).where(eq(signingKeys.use, use)).limit(1);
      return row;
    },

    /** Stores a key unless one for its use exists already (the first writer wins). */
    async addSigningKey(key: { use: string; kid: string; alg: string; privateJwk: string; publicJwk: string }) {
      await db.insert(signingKeys).values(key).onConflictDoNothing();
    },

    async insertSession(session: {
      id: string;
      uid: number;
      uoid: string;
      isStaff: boolean;
      staffCode: string;
      nickname: string;
      createdAt: Date;
      lastRefreshedAt: Date;
      expiresAt: Date;
    }): Promise<void> {
      await db.insert(accountSessions).values(session);
    },

    /** The session while it is neither revoked nor expired at `now`. */
    async liveSession(id: string, now: Date): Promise<SessionRow | undefined> {
      const [row] = await db
        .select()
        .from(accountSessions)
        .where(and(eq(accountSessions.id, id), isNull(accountSessions.revokedAt), gt(accountSessions.expiresAt, now)))
        .limit(1);
      return row;
    },

    async markRefreshed(id: string, now: Date): Promise<void> {
      await db.update(accountSessions).set({ lastRefreshedAt: now }).where(eq(accountSessions.id, id));
    },

    /** Ends every live session of a member but `except` (after a password reset or change). */
    async revokeMemberSessions(memberId: number, now: Date, except: string | null): Promise<void> {
      await db
        .update(accountSessions)
        .set({ revokedAt: now })
        .where(
          and(
            eq(accountSessions.uid, memberId),
            eq(accountSessions.isStaff, false),
            isNull(accountSessions.revokedAt),
            except === null ? undefined : ne(accountSessions.id, except),
          ),
        );
    },

    async revoke(id: string, now: Date): Promise<void> {
      await db
        .update(accountSessions)
        .set({ revokedAt: now })
        .where(and(eq(accountSessions.id, id), isNull(accountSessions.revokedAt)));
    },
  };
}
export type TokensRepository = ReturnType<typeof tokensRepository>;
