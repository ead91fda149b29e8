import type { MemberApi } from '../api/memberApi';
import {
  acceptedClausesStorageKey,
  clausesNotCached,
  isSignedCurrent,
  parseAcceptedClauses,
  requiredClauseKeys,
  withAccepted,
  type ClauseInForce,
} from '../logic/clauses';
import { localStore, type KeyValueStorage } from '@mall/core';

type ClauseApi = Pick<MemberApi, 'batchSignDetails' | 'checkSign' | 'saveSign'>;

/** The required clauses in force, in the order of spec §9, from batchSignDetails. */
export async function requiredClausesInForce(api: Pick<MemberApi, 'batchSignDetails'>): Promise<ClauseInForce[]> {
  const details = await api.batchSignDetails(requiredClauseKeys);
  return requiredClauseKeys.flatMap((key) => {
    const entry = details[key];
    return entry
      ? [
          {
            clauseKey: entry.clauseKey,
            clauseTitle: entry.clauseTitle,
            clauseVersion: entry.clauseVersion,
            clauseUrl: entry.clauseUrl,
          },
        ]
      : [];
  });
}

function saveAccepted(storage: KeyValueStorage, customerId: string, clauses: readonly ClauseInForce[]) {
  if (clauses.length === 0) return;
  const next = withAccepted(parseAcceptedClauses(storage.getItem(acceptedClausesStorageKey)), customerId, clauses);
  storage.setItem(acceptedClausesStorageKey, JSON.stringify(next));
}

/** The clause recording of a sign-in under way (or the last one, settled); the check awaits it. */
let recording: Promise<void> = Promise.resolve();

/**
 * spec §4 "Clause agreement flow": each required clause is checked against the cached accepted
 * version, then against the server (checkSign); the outdated or unaccepted ones are returned.
 * Clauses the server confirms are cached, so the next visit asks nothing.
 */
export async function findClausesToAccept(
  api: ClauseApi,
  customerId: string,
  storage: KeyValueStorage = localStore,
  /** False once the session the check was made for has ended: nothing more is asked of the server. */
  isStillSignedIn: () => boolean = () => true,
): Promise<ClauseInForce[]> {
  // A recording the sign-in started (below) settles first, so its clauses are not asked about again.
  await recording;
  const inForce = await requiredClausesInForce(api);
  // The shopper may have logged out meanwhile: a member call without a login would be answered
  // 401, and the api client would send the visitor to /login, remembering the page they are on.
  if (!isStillSignedIn()) return [];
  const toVerify = clausesNotCached(
    inForce,
    parseAcceptedClauses(storage.getItem(acceptedClausesStorageKey)),
    customerId,
  );
  const answers = await Promise.all(
    toVerify.map(async (clause) => ({
      clause,
      status: await api.checkSign({ clauseKey: clause.clauseKey, customerId, clauseVersion: clause.clauseVersion }),
    })),
  );
  saveAccepted(
    storage,
    customerId,
    answers.filter(({ clause, status }) => isSignedCurrent(clause, status)).map(({ clause }) => clause),
  );
  return answers.filter(({ clause, status }) => !isSignedCurrent(clause, status)).map(({ clause }) => clause);
}

/** spec §4 "Agree records each clause": saveSign for each, then the cache. */
export async function acceptClauses(
  api: Pick<MemberApi, 'saveSign'>,
  customerId: string,
  clauses: readonly ClauseInForce[],
  storage: KeyValueStorage = localStore,
): Promise<void> {
  for (const clause of clauses) {
    await api.saveSign({ clauseKey: clause.clauseKey, customerId, clauseVersion: clause.clauseVersion });
  }
  saveAccepted(storage, customerId, clauses);
}

/**
 * spec §4 "Login completion from cookie … records acceptance of the three required clauses": the
 * shopper ticked both agreement boxes on the login form, so the versions in force are recorded.
 */
export async function recordRequiredClauses(
  api: ClauseApi,
  customerId: string,
  storage: KeyValueStorage = localStore,
): Promise<void> {
  const run = (async () => acceptClauses(api, customerId, await requiredClausesInForce(api), storage))();
  recording = run.catch(() => undefined);
  await run;
}
