/** The PostgreSQL SQLSTATE behind an error, looking through drizzle's wrapper (`cause`). */
export function sqlState(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * SQLSTATE class 22 (data exception: a value out of range, not a number, too long …) can only come
 * from a value the caller sent that slipped past the schema: the caller's fault, so a 400.
 */
export function isBadInputFromDatabase(error: unknown): boolean {
  return sqlState(error)?.startsWith('22') ?? false;
}
