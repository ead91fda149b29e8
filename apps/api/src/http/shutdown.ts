import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';

/**
 * Graceful shutdown on SIGTERM/SIGINT (issue #17). Closing the app closes the listener (a load
 * balancer's next connection goes to another instance), answers a request arriving on a kept-alive
 * connection with 503 and `Connection: close` (fastify's return503OnClosing), lets the requests in
 * flight finish and closes their connections once answered, then stops the sweepers (their onClose hooks); the database closes last. Requests
 * still running after `graceMs` are cut off and the exit code is 1, so a supervisor can tell.
 */
export function closeOnSignals(app: FastifyInstance, database: Database, graceMs: number): void {
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: refusing new requests, finishing those in flight (at most ${graceMs} ms)`);
    let exitCode = 0;
    // A kept-alive connection (a proxy's pool) whose request was in flight stays open after its answer
    // until the keep-alive timeout (72 s): close each one as soon as it has nothing in flight.
    const closeIdle = setInterval(() => app.server.closeIdleConnections(), 100);
    closeIdle.unref();
    const deadline = setTimeout(() => {
      exitCode = 1;
      app.log.warn(`shutdown: requests still in flight after ${graceMs} ms are cut off`);
      app.server.closeAllConnections();
      // Should a close hook itself hang, the process still ends.
      setTimeout(() => process.exit(1), 5_000).unref();
    }, graceMs);
    deadline.unref();
    try {
      await app.close();
    } catch (error) {
      exitCode = 1;
      app.log.error({ err: error }, 'shutdown: closing the server failed');
    } finally {
      clearTimeout(deadline);
      clearInterval(closeIdle);
    }
    try {
      await database.close();
    } catch (error) {
      exitCode = 1;
      app.log.error({ err: error }, 'shutdown: closing the database failed');
    }
    app.log.info(`shutdown: done (exit ${exitCode})`);
    process.exit(exitCode);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}
