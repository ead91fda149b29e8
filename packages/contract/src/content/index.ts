// @mall/contract/content: the layout shell, home, articles, clauses and stores (spec §7 "Marketing,
// content") — their calls and their schemas.
import { pathsOf } from '../call';
import { contentCalls } from './calls';

export * from './schemas';
export * from './articles';
export * from './stores';
export { contentCalls, contentRoutes } from './calls';

/** The content calls' paths (tests, mocks and the server's own links). */
export const contentPaths = (productCode: string) => pathsOf(contentCalls, productCode);
