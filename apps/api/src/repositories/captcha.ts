import { and, count, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { captchaChallenges } from '../db/schema';

/** The built-in slider captcha's challenges and passes (DESIGN.md §5). */
export function captchaRepository(db: Db) {
  return {
    /** Drops challenges that expired before `before`. */
    async purgeExpired(before: Date): Promise<void> {
      await db.delete(captchaChallenges).where(lt(captchaChallenges.expiresAt, before));
    },

    async insert(challenge: {
      lotNumber: string;
      captchaId: string;
      target: number;
      createdAt: Date;
      expiresAt: Date;
      address: string;
    }): Promise<void> {
      await db.insert(captchaChallenges).values(challenge);
    },

    /** How many challenges the address loaded after `since`. */
    async loadedFromSince(address: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(captchaChallenges)
        .where(and(eq(captchaChallenges.address, address), gt(captchaChallenges.createdAt, since)));
      return row?.n ?? 0;
    },

    /**
     * Counts one attempt at a live, unpassed challenge under `maxAttempts`, atomically (parallel
     * guesses cannot exceed the limit); undefined when there is no such challenge.
     */
    async countAttempt(input: { lotNumber: string; captchaId: string; now: Date; maxAttempts: number }) {
      const [row] = await db
        .update(captchaChallenges)
        .set({ attempts: sql`${captchaChallenges.attempts} + 1` })
        .where(
          and(
            eq(captchaChallenges.lotNumber, input.lotNumber),
            eq(captchaChallenges.captchaId, input.captchaId),
            isNull(captchaChallenges.passedAt),
            gt(captchaChallenges.expiresAt, input.now),
            lt(captchaChallenges.attempts, input.maxAttempts),
          ),
        )
        .returning({ target: captchaChallenges.target, attempts: captchaChallenges.attempts });
      return row;
    },

    /** Marks a challenge passed with the hash of its pass token; false when it was passed already. */
    async markPassed(lotNumber: string, passTokenHash: string, now: Date): Promise<boolean> {
      const passed = await db
        .update(captchaChallenges)
        .set({ passedAt: now, passTokenHash })
        .where(and(eq(captchaChallenges.lotNumber, lotNumber), isNull(captchaChallenges.passedAt)))
        .returning({ lotNumber: captchaChallenges.lotNumber });
      return passed.length > 0;
    },

    /** Spends a pass passed after `passedAfter`: exactly one caller can set usedAt. */
    async spendPass(input: { lotNumber: string; passTokenHash: string; passedAfter: Date; now: Date }) {
      const spent = await db
        .update(captchaChallenges)
        .set({ usedAt: input.now })
        .where(
          and(
            eq(captchaChallenges.lotNumber, input.lotNumber),
            eq(captchaChallenges.passTokenHash, input.passTokenHash),
            isNotNull(captchaChallenges.passedAt),
            gt(captchaChallenges.passedAt, input.passedAfter),
            isNull(captchaChallenges.usedAt),
          ),
        )
        .returning({ lotNumber: captchaChallenges.lotNumber });
      return spent.length > 0;
    },
  };
}
