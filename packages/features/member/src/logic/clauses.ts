/**
 * Clause re-consent (spec §4 "Clause agreement flow"): for logged-in non-staff users, after 1 s,
 * each required clause is checked against the cached accepted version, then against the server;
 * outdated or unaccepted clauses are collected and the change notice shows.
 */

/** spec §9 "Required clauses: personal information statement V2, reward plan terms V2, user agreement" (keys as seeded). */
export const requiredClauseKeys = ['personalInfoStatement', 'rewardPlanTerms', 'userAgreement'] as const;

/** spec §4: the check starts 1 s after the session is known. */
export const clauseCheckDelayMs = 1000;

/** spec §4: the local cache of accepted versions. Not among the keys kept across logout (spec §9). */
export const acceptedClausesStorageKey = 'agreementIsCheckList';

/** A clause in force, as the clause calls describe it (spec §3 legal clause). */
export type ClauseInForce = {
  clauseKey: string;
  clauseTitle: string;
  clauseVersion: string;
  /** Where its text reads: /article/detail?clauseKey=…&clauseVersion=… */
  clauseUrl: string;
};

/** The accepted versions per customer id, then per clause key. */
export type AcceptedClauses = Record<string, Record<string, string>>;

/** spec §4, §6: only logged-in customers are asked; staff are exempt from clause prompts. */
export function shouldCheckClauses(session: { isLoggedIn: boolean; isStaff: boolean }): boolean {
  return session.isLoggedIn && !session.isStaff;
}

/** Reads the cache; anything damaged reads as empty (the server is then asked). */
export function parseAcceptedClauses(raw: string | null): AcceptedClauses {
  if (!raw) return {};
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return {};
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const accepted: AcceptedClauses = {};
  for (const [customerId, versions] of Object.entries(value)) {
    if (typeof versions !== 'object' || versions === null || Array.isArray(versions)) continue;
    const kept = Object.entries(versions).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
    accepted[customerId] = Object.fromEntries(kept);
  }
  return accepted;
}

/** The clauses whose version in force is not the one cached as accepted by this customer (spec §4 first step). */
export function clausesNotCached(
  clauses: readonly ClauseInForce[],
  accepted: AcceptedClauses,
  customerId: string,
): ClauseInForce[] {
  const mine = accepted[customerId] ?? {};
  return clauses.filter((clause) => mine[clause.clauseKey] !== clause.clauseVersion);
}

/** The server's answer to checkSign for one clause (spec §7: data.clauseStatus, clauseVersion). */
export type SignStatus = { clauseStatus: number; clauseVersion: string };

/**
 * Whether the server's answer means the customer accepted the version in force: status 1 and the
 * same version. Anything else (0, a missing record, an older version) is outdated or unaccepted.
 */
export function isSignedCurrent(clause: Pick<ClauseInForce, 'clauseVersion'>, status: SignStatus | null): boolean {
  return status !== null && status.clauseStatus === 1 && status.clauseVersion === clause.clauseVersion;
}

/** The cache after the customer accepted (or the server confirmed) these clauses. */
export function withAccepted(
  accepted: AcceptedClauses,
  customerId: string,
  clauses: readonly Pick<ClauseInForce, 'clauseKey' | 'clauseVersion'>[],
): AcceptedClauses {
  const mine = { ...accepted[customerId] };
  for (const clause of clauses) mine[clause.clauseKey] = clause.clauseVersion;
  return { ...accepted, [customerId]: mine };
}

/** Where a clause text is read in the app (the app's clause page for this key and version). */
export type ClauseHref = (clause: { clauseKey: string; clauseVersion: string }) => string;

/**
 * The reading link of a clause: the server's clauseUrl when it is a path of this site, else the
 * app's clause page from `clauseHref` (an off-site or missing url is never followed).
 */
export function clauseReadingHref(
  clause: Pick<ClauseInForce, 'clauseKey' | 'clauseVersion' | 'clauseUrl'>,
  clauseHref: ClauseHref,
): string {
  if (clause.clauseUrl.startsWith('/') && !clause.clauseUrl.startsWith('//')) return clause.clauseUrl;
  return clauseHref({ clauseKey: clause.clauseKey, clauseVersion: clause.clauseVersion });
}
