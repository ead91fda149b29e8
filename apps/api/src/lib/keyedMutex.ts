/**
 * Runs work for one key at a time, in arrival order (in this process). Used where a check and the
 * write it guards must not interleave, e.g. an SMS cooldown. Keys are forgotten when idle.
 */
export function keyedMutex() {
  const tails = new Map<string, Promise<unknown>>();
  return async function serialize<T>(key: string, work: () => Promise<T>): Promise<T> {
    const previous = tails.get(key) ?? Promise.resolve();
    const run = previous.then(work, work);
    const tail = run.catch(() => undefined);
    tails.set(key, tail);
    try {
      return await run;
    } finally {
      if (tails.get(key) === tail) tails.delete(key);
    }
  };
}
