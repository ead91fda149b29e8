import { PageFrame } from './PageFrame';

/**
 * The route module of every page whose capability comes with a later issue (spec §2 routes): the
 * shared frame with the route's title, breadcrumb and an "opening soon" notice. Each issue swaps
 * its routes to their own page module.
 */
export function UpcomingPage() {
  return <PageFrame />;
}

export default UpcomingPage;
