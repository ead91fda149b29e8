import type { FastifyInstance } from 'fastify';

/**
 * Runs `sweep` every `seconds` in this process (0 or less: never), one run at a time, until the app
 * closes; a failed run is logged and the next interval tries again. The sweeps themselves are safe
 * with many processes (skip locked, conditional updates), so every instance may run its own.
 */
export function everyInterval(
  app: FastifyInstance,
  seconds: number,
  sweep: () => Promise<void>,
  failure: string,
): void {
  if (seconds <= 0) return;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweep()
      .catch((error: unknown) => app.log.warn({ err: error }, failure))
      .finally(() => {
        running = false;
      });
  }, seconds * 1000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
