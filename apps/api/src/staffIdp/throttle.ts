/**
 * Counts failed sign-ins per key in a sliding window, so nobody can guess staff passwords at
 * speed. In memory: one API instance's view, which is what a development provider needs.
 */
export function failureThrottle({
  limit,
  windowMs,
  now = () => Date.now(),
  maxKeys = 10_000,
}: {
  limit: number;
  windowMs: number;
  now?: () => number;
  maxKeys?: number;
}) {
  const failures = new Map<string, number[]>();
  const recent = (key: string) => {
    const since = now() - windowMs;
    const kept = (failures.get(key) ?? []).filter((at) => at > since);
    if (kept.length === 0) failures.delete(key);
    else failures.set(key, kept);
    return kept;
  };
  return {
    /** True when the key used up its failures for the window. */
    isBlocked: (key: string) => recent(key).length >= limit,
    fail(key: string) {
      if (failures.size >= maxKeys && !failures.has(key)) {
        const oldest = failures.keys().next().value;
        if (oldest !== undefined) failures.delete(oldest);
      }
      failures.set(key, [...recent(key), now()]);
    },
    reset: (key: string) => void failures.delete(key),
  };
}
