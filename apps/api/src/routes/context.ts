import type { Database } from '../db/database';

/** What every route group gets from the app: the database, the clock and the product code. */
export type AppContext = {
  database: Database;
  /** Now, injectable so tests can stand on any day. */
  clock: () => Date;
  /** The spec's `{product}` path segment. */
  productCode: string;
};
