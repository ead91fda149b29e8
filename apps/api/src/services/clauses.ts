import type { Db } from '../db/database';
import { accountsRepository, compareClauseVersions } from '../repositories/accounts';

/** Whether a signed version covers `version`: the same or a newer one (V1 < V2 < V10). */
const covers = (signed: string, version: string) => signed !== '' && compareClauseVersions(signed, version) >= 0;

/** Clause consent (spec §4 clause agreement flow, §7 "Clauses") of members. */
export function clauseService(db: Db) {
  const repo = accountsRepository(db);
  return {
    /** The member's consent to a clause version; undefined when that clause version does not exist. */
    async check(memberId: number, clauseKey: string, clauseVersion: string) {
      if (!(await repo.clause(clauseKey, clauseVersion))) return undefined;
      const signed = (await repo.signedVersions(memberId, [clauseKey])).get(clauseKey) ?? '';
      return { clauseStatus: covers(signed, clauseVersion) ? 1 : 0, clauseVersion: signed };
    },

    /**
     * Records consent (never replacing a newer one): the version now signed, or undefined for an
     * unknown clause version.
     */
    async sign(memberId: number, clauseKey: string, clauseVersion: string, now: Date): Promise<string | undefined> {
      if (!(await repo.clause(clauseKey, clauseVersion))) return undefined;
      return repo.sign(memberId, clauseKey, clauseVersion, now);
    },

    /**
     * The current version of each existing clause with the member's consent (none for visitors and
     * staff: memberId null).
     */
    async current(clauseKeys: readonly string[], memberId: number | null) {
      const keys = [...new Set(clauseKeys)];
      const current = await repo.currentClauses(keys);
      const signed = memberId !== null ? await repo.signedVersions(memberId, keys) : new Map<string, string>();
      return current.map((clause) => {
        const signedVersion = signed.get(clause.clauseKey) ?? '';
        return {
          clauseKey: clause.clauseKey,
          clauseTitle: clause.clauseTitle,
          clauseVersion: clause.clauseVersion,
          clauseUrl: clause.clauseUrl,
          clauseStatus: covers(signedVersion, clause.clauseVersion) ? 1 : 0,
          signedVersion,
        };
      });
    },
  };
}
