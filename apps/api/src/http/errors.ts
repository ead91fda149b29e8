import { sqlState } from '../lib/sqlState';

/**
 * SQLSTATE class 22 (data exception: a value out of range, not a number, too long …) can only come
 * from a value the caller sent that slipped past the schema: the caller's fault, so a 400.
 */
export function isBadInputFromDatabase(error: unknown): boolean {
  return sqlState(error)?.startsWith('22') ?? false;
}

/** Node's socket errors when the database server is down, restarting or out of reach. */
const unreachableErrnos = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * node-postgres's own errors for a lost or never-made connection and its query timeout: they carry
 * no code, only these messages.
 */
const unreachableMessages =
  /^(Connection terminated|timeout expired$|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable|Query read timeout|Cannot use a pool after calling end)/;

/**
 * The database is down, restarting, unreachable or too slow (issue #17): not the caller's fault
 * and not a bug, so a 503 telling them to try again — never a 500 with a stack, never a hang.
 * SQLSTATE class 08 (connection exception), 57P01–57P03 (admin or crash shutdown, cannot connect
 * now), 57014 (cancelled by statement_timeout), 53300 (too many connections); Node's socket errors;
 * node-postgres's connection messages. Looks through drizzle's wrapper (`cause`) and AggregateError.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string') {
    if (unreachableErrnos.has(code) || code.startsWith('08')) return true;
    if (['57P01', '57P02', '57P03', '57014', '53300'].includes(code)) return true;
  }
  if (typeof message === 'string' && unreachableMessages.test(message)) return true;
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}
