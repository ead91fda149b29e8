import type { UIMatch } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { breadcrumbTrail, isRouteHandle, pageHandle } from './routeHandle';

const match = (id: string, pathname: string, handle?: unknown): UIMatch => ({
  id,
  pathname,
  handle,
  params: {},
  data: undefined,
  loaderData: undefined,
});
const home = { id: 'home', labelKey: 'routes.home', path: '/home' };

describe('route handles', () => {
  it.each([
    [{ titleKey: 'routes.cart' }, true],
    [{ titleKey: 'routes.register', hideFooter: true }, true],
    [{}, false],
    [null, false],
    [undefined, false],
    ['routes.cart', false],
  ])('%j is a route handle: %s', (handle, expected) => {
    expect(isRouteHandle(handle)).toBe(expected);
  });

  it('takes the page handle from the deepest route that has one', () => {
    const matches = [
      match('root', '/'),
      match('myIndex', '/myIndex', { titleKey: 'routes.myIndex' }),
      match('guard', '/myIndex'),
      match('orders', '/myIndex/orderList', { titleKey: 'routes.orderList' }),
    ];
    expect(pageHandle(matches)?.titleKey).toBe('routes.orderList');
    expect(pageHandle([match('root', '/')])).toBeNull();
  });
});

describe('breadcrumbTrail (spec §2: the trail starts with home at /home)', () => {
  it('is home alone on the home page', () => {
    expect(breadcrumbTrail([match('root', '/'), match('home', '/home', { titleKey: 'routes.home' })], home)).toEqual([
      home,
    ]);
  });

  it('goes home › member centre › page in the member centre', () => {
    const matches = [
      match('root', '/'),
      match('myIndex', '/myIndex', { titleKey: 'routes.myIndex' }),
      match('orders', '/myIndex/orderList', { titleKey: 'routes.orderList' }),
    ];
    expect(breadcrumbTrail(matches, home)).toEqual([
      home,
      { id: 'myIndex', labelKey: 'routes.myIndex', path: '/myIndex' },
      { id: 'orders', labelKey: 'routes.orderList', path: '/myIndex/orderList' },
    ]);
  });

  it('uses a shorter breadcrumb label, and leaves out routes that opt out', () => {
    const matches = [
      match('a', '/a', { titleKey: 'long', breadcrumb: 'short' }),
      match('b', '/a/b', { titleKey: 'hidden', breadcrumb: false }),
    ];
    expect(breadcrumbTrail(matches, home)).toEqual([home, { id: 'a', labelKey: 'short', path: '/a' }]);
  });

  it('lets the deeper of two routes on the same path name the step', () => {
    const matches = [match('layout', '/x', { titleKey: 'layout' }), match('page', '/x', { titleKey: 'page' })];
    expect(breadcrumbTrail(matches, home)).toEqual([home, { id: 'page', labelKey: 'page', path: '/x' }]);
  });
});
