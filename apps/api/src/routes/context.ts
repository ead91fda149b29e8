import type { Database } from '../db/database';
import type { AccountService } from '../services/accounts';

/** What every route group gets from the app: the database, the clock and the product code. */
export type AppContext = {
  database: Database;
  /** Now, injectable so tests can stand on any day. */
  clock: () => Date;
  /** The spec's `{product}` path segment. */
  productCode: string;
};

/** What each account route group gets from routes/auth: the one account service and the product code. */
export type AccountRouteOptions = { accounts: AccountService; productCode: string };
