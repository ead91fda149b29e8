// @mall/contract/footprints: the member's browsing history (spec §7 "Footprints and adverts") — its
// calls and their schemas.
import { pathsOf } from '../call';
import { footprintsCalls } from './calls';

export * from './schemas';
export { footprintsCalls, footprintsRoutes } from './calls';

/** The footprint calls' paths (tests and mocks). */
export const footprintPaths = (productCode: string) => pathsOf(footprintsCalls, productCode);
