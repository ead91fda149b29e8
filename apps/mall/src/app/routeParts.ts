import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { segments } from './paths';
import type { RouteHandle } from './routeHandle';

type PageModule = { default: ComponentType };
export type Lazy = NonNullable<Extract<RouteObject['lazy'], (...args: never[]) => unknown>>;

/** A lazy route module: the page's code is fetched when the route is first visited. */
export const lazyPage =
  (load: () => Promise<PageModule>): Lazy =>
  async () => ({ Component: (await load()).default });

/** A page route: its path, its handle (title key `routes.<name>` unless given) and its module. */
export function page(name: keyof typeof segments, handle: Partial<RouteHandle>, lazy: Lazy): RouteObject {
  return { path: segments[name], handle: { titleKey: `routes.${name}`, ...handle } satisfies RouteHandle, lazy };
}
