import { matchRoutes, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import zhCN from '../i18n/zh-CN.json';
import { GuestOnly, RequireLogin, RequireStaff } from './guards/RouteGuards';
import { Layout } from './Layout';
import { paths } from './paths';
import { isRouteHandle, type RouteHandle } from './routeHandle';
import { discoverSignedInRoutes, pagesRouteId, routes as firstLoadRoutes, withSignedInRoutes } from './routes';
import { signedInRoutes } from './signedInRoutes';

/** The table with the signed-in pages patched into the pages group, as React Router does on first need. */
const routes = withSignedInRoutes(firstLoadRoutes, signedInRoutes);

type Access = 'public' | 'login' | 'staff' | 'guest';
type Row = [path: string, access: Access, extra?: Partial<Pick<RouteHandle, 'hideHeader' | 'hideFooter'>>];

// spec §2 "Routes under the root", "Member centre /myIndex" and the route notes.
const underTheLayout: Row[] = [
  [paths.home(), 'public'],
  [paths.cart(), 'login'],
  [paths.goodsList({ keyword: '戒指' }), 'public'],
  [paths.goods('JYG00001'), 'public'],
  [paths.pay([{ goodID: 1, attribute: '', buyNum: 1 }]), 'login'],
  [paths.submitSuccess(), 'login', { hideHeader: true }],
  [paths.payFail(), 'login', { hideHeader: true }],
  [paths.paySuccess(), 'login', { hideHeader: true }],
  [paths.onlineOfficialStore(), 'public'],
  [paths.helpCenter(), 'public'],
  [paths.article(), 'public'],
  [paths.articleDetail(), 'public'],
  [paths.commodityVerification(), 'public'],
  [paths.invoiceManage(), 'login'],
  [paths.electronicGuarantee(), 'login'],
  [paths.feedBack(), 'login'],
  [paths.login(), 'guest'],
  [paths.staffCallback(), 'public'],
  [paths.register(), 'guest', { hideFooter: true }],
  [paths.reset(), 'public'],
  [paths.registerSuccess(), 'public'],
  [paths.topic(12), 'public'],
  [paths.snapshot(), 'public'],
  [paths.gift('token'), 'login'],
  [paths.todaygold(), 'public'],
  [paths.topics(), 'public'],
  [paths.royaltyGoods(), 'public'],
  [paths.enterpriseCustomization(), 'public'],
  [paths.contact(), 'public'],
  [paths.list(), 'public'],
  [paths.detail(), 'public'],
  [paths.myIndex.accountOverview(), 'login'],
  [paths.myIndex.accountInformation(), 'login'],
  [paths.myIndex.address(), 'login'],
  [paths.myIndex.myTracks(), 'login'],
  [paths.myIndex.membership(), 'login'],
  [paths.myIndex.orderList(), 'login'],
  [paths.myIndex.order(), 'login'],
  [paths.myIndex.branchOrder(), 'login'],
  [paths.myIndex.orderEvaluate(), 'login'],
  [paths.myIndex.royaltyIndex(), 'staff'],
  // issue #13: the staff user's rights-fund orders are staff-only too.
  [paths.myIndex.royaltyOrder(), 'staff'],
];

// spec §2: outside the layout.
const outsideTheLayout: Row[] = [
  [paths.customerServiceView(), 'public'],
  [paths.webView(), 'public'],
];

function match(path: string) {
  const matches = matchRoutes(routes, new URL(path, 'https://mall.invalid').pathname) ?? [];
  const leaf = matches.at(-1)?.route;
  const elementTypes = matches.map((entry) => (entry.route.element as { type?: unknown } | undefined)?.type);
  return { matches, leaf, has: (component: unknown) => elementTypes.includes(component) };
}

function translation(key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], zhCN);
}

async function runLoader(route: RouteObject | undefined, url: string): Promise<Response> {
  const loader = route?.loader;
  if (typeof loader !== 'function') throw new Error(`no loader for ${url}`);
  const result: unknown = await loader({
    request: new Request(new URL(url, 'https://mall.invalid')),
    params: {},
    context: undefined,
  } as LoaderFunctionArgs);
  if (!(result instanceof Response)) throw new Error(`${url} did not redirect`);
  return result;
}

describe('the route table (spec §2)', () => {
  it.each([...underTheLayout, ...outsideTheLayout])(
    '%s is a page of its own, a lazy route module with a title',
    (path) => {
      const { leaf } = match(path);
      expect(leaf?.path).not.toBe('*');
      expect(typeof leaf?.lazy).toBe('function');
      expect(leaf?.element).toBeUndefined();
      expect(isRouteHandle(leaf?.handle)).toBe(true);
      expect(typeof translation((leaf?.handle as RouteHandle).titleKey)).toBe('string');
    },
  );

  it.each(underTheLayout)(
    '%s is inside the layout, %s, with the header and footer of spec §2',
    (path, access, extra = {}) => {
      const { leaf, has } = match(path);
      expect(has(Layout)).toBe(true);
      // spec §4, §6: the guards on the way to the page (staff-only pages need login as well).
      expect(has(RequireLogin)).toBe(access === 'login' || access === 'staff');
      expect(has(RequireStaff)).toBe(access === 'staff');
      expect(has(GuestOnly)).toBe(access === 'guest');
      const handle = leaf?.handle as RouteHandle;
      expect(handle.hideHeader === true).toBe(extra.hideHeader === true);
      expect(handle.hideFooter === true).toBe(extra.hideFooter === true);
    },
  );

  it.each(outsideTheLayout)('%s is outside the layout (spec §2)', (path) => {
    const { has } = match(path);
    expect(has(Layout)).toBe(false);
    expect(has(RequireLogin)).toBe(false);
  });

  it.each([['/no/such/page'], ['/d/12/extra'], ['/myIndex/nothing']])(
    '%s falls through to the not-found page',
    (path) => {
      const { leaf, has } = match(path);
      expect(leaf?.path).toBe('*');
      expect(typeof leaf?.lazy).toBe('function');
      expect(has(Layout)).toBe(true);
    },
  );

  it.each([
    ['/', '/home'],
    ['/myIndex', '/myIndex/accountOverview'],
    // spec §2 path rewrites
    ['/d/12', '/d?id=12'],
    ['/s/JYG00001', '/goods?mouldNo=JYG00001'],
    [`/c/anything?wd=${encodeURIComponent('戒指')}`, `/goodsList?keyword=${encodeURIComponent('戒指')}`],
    ['/c/anything', '/goodsList'],
  ])('%s redirects to %s, replacing the old entry in the history', async (url, expected) => {
    const response = await runLoader(match(url).leaf, url);
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe(expected);
    expect(response.headers.get('X-Remix-Replace')).toBe('true');
  });

  // issue #14: no route of spec §2 shows 即将开放 once the issue is done.
  it.each([...underTheLayout, ...outsideTheLayout])(
    '%s has a page module of its own (issue #14: no route shows 即将开放)',
    (path) => {
      expect(match(path).leaf?.lazy).toBeTypeOf('function');
    },
  );

  it('asks for login on /myIndex before its index redirect lands (spec §2: /myIndex requires login)', () => {
    expect(match(paths.myIndex.root()).has(RequireLogin)).toBe(true);
  });
});

describe('the first load’s table and the signed-in pages discovered on navigation (issue #16)', () => {
  const signedIn = underTheLayout.filter(([, access]) => access === 'login' || access === 'staff');
  const isPublic = [...underTheLayout, ...outsideTheLayout].filter(
    ([, access]) => access === 'public' || access === 'guest',
  );

  it.each(signedIn.filter(([path]) => path !== paths.commodityVerification()))(
    '%s is not in the first load’s table: it lands on the not-found route until discovered',
    (path) => {
      const leaf = (matchRoutes(firstLoadRoutes, new URL(path, 'https://mall.invalid').pathname) ?? []).at(-1)?.route;
      expect(leaf?.path).toBe('*');
    },
  );

  it.each(isPublic.filter(([path]) => path !== paths.commodityVerification()))(
    '%s is in the first load’s table (a server-rendered or public page needs no discovery)',
    (path) => {
      const leaf = (matchRoutes(firstLoadRoutes, new URL(path, 'https://mall.invalid').pathname) ?? []).at(-1)?.route;
      expect(leaf?.path).not.toBe('*');
    },
  );

  it('patches the signed-in pages into the pages group once, however many navigations ask', async () => {
    const discover = discoverSignedInRoutes();
    const calls: [string | null, RouteObject[]][] = [];
    const patch = (routeId: string | null, children: RouteObject[]) => void calls.push([routeId, children]);
    const ask = (path: string) =>
      discover({ path, patch, matches: [], signal: new AbortController().signal, fetcherKey: undefined });
    await Promise.all([ask('/cart'), ask('/myIndex/orderList')]);
    await ask('/no/such/page');
    expect(calls).toEqual([[pagesRouteId, signedInRoutes]]);
  });
});
