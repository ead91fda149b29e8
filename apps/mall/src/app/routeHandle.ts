import { useMatches, type UIMatch } from 'react-router-dom';

/** What a route tells the shell about its page (carried in the route's `handle`). */
export type RouteHandle = {
  /** Key in the `app` namespace of the page's name: heading, breadcrumb and document title. */
  titleKey: string;
  /** spec §2: the header is hidden on submitSuccess, payFail and paySuccess. */
  hideHeader?: boolean;
  /** spec §2: the footer is hidden on register. */
  hideFooter?: boolean;
  /**
   * Key of a shorter breadcrumb label than the title, or false to leave the route out of the
   * trail. By default every route with a handle is a step, labelled with its title.
   */
  breadcrumb?: string | false;
};

/** True when a route's `handle` is a `RouteHandle`. */
export function isRouteHandle(handle: unknown): handle is RouteHandle {
  return (
    typeof handle === 'object' && handle !== null && typeof (handle as { titleKey?: unknown }).titleKey === 'string'
  );
}

/** The handle of the deepest matched route that has one: the page being shown. */
export function pageHandle(matches: readonly UIMatch[]): RouteHandle | null {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return null;
}

/** One step of a route's breadcrumb trail, before translation. */
export type TrailStep = { id: string; labelKey: string; path: string };

/**
 * The breadcrumb trail of the matched routes (spec §2: the trail starts with home at /home): home,
 * then every matched route with a handle, in order, skipping those that opt out and home itself.
 */
export function breadcrumbTrail(matches: readonly UIMatch[], home: TrailStep): TrailStep[] {
  const steps: TrailStep[] = [home];
  for (const match of matches) {
    const handle = match.handle;
    if (!isRouteHandle(handle) || handle.breadcrumb === false || match.pathname === home.path) continue;
    const step = { id: match.id, labelKey: handle.breadcrumb ?? handle.titleKey, path: match.pathname };
    // A pathless layout and its page share a path: the deeper one names the step.
    if (steps.length > 1 && steps[steps.length - 1]?.path === step.path) steps[steps.length - 1] = step;
    else steps.push(step);
  }
  return steps;
}

/** The handle of the page being shown, or null on routes without one. */
export function usePageHandle(): RouteHandle | null {
  return pageHandle(useMatches());
}
