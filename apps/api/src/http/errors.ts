import { sqlState } from '../lib/sqlState';

/**
 * SQLSTATE class 22 (data exception: a value out of range, not a number, too long …) can only come
 * from a value the caller sent that slipped past the schema: the caller's fault, so a 400.
 */
export function isBadInputFromDatabase(error: unknown): boolean {
  return sqlState(error)?.startsWith('22') ?? false;
}
