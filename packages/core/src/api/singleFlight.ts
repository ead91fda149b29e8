/**
 * Wraps an async task so that concurrent callers share one run: while a run is in flight every
 * call returns its promise; the next call after it settles starts a new run. Used for the token
 * refresh (spec §7), so a burst of answers asking for a refresh makes one refresh call.
 */
export function singleFlight<T>(task: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | undefined;
  return () => {
    inFlight ??= task().finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  };
}
