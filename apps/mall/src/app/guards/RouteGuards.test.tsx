// @vitest-environment jsdom
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RedirectMemoryContext, SessionSnapshotContext, type RedirectMemory, type SessionSnapshot } from '../session';
import { GuestOnly, RequireLogin, RequireStaff } from './RouteGuards';
import { createMemoryStorage, createSessionStore } from '@mall/core';

const visitor: SessionSnapshot = { isLoggedIn: false, isStaff: false };
const customer: SessionSnapshot = { isLoggedIn: true, isStaff: false };
const staff: SessionSnapshot = { isLoggedIn: true, isStaff: true };

function memoryOf(initial: string | null = null): RedirectMemory & { stored: string | null } {
  const memory = {
    stored: initial,
    rememberRedirect: (path: string) => {
      memory.stored = path;
    },
    readRedirect: () => memory.stored,
    forgetRedirect: () => {
      memory.stored = null;
    },
  };
  return memory;
}

const page = (name: string) => <p data-page={name}>{name}</p>;

function createRouter(initialEntry: string) {
  return createMemoryRouter(
    [
      { path: '/home', element: page('home') },
      { path: '/myIndex/accountOverview', element: page('accountOverview') },
      {
        element: <GuestOnly />,
        children: [
          { path: '/login', element: page('login') },
          { path: '/register', element: page('register') },
        ],
      },
      {
        element: <RequireLogin />,
        children: [
          { path: '/cart', element: page('cart') },
          {
            element: <RequireStaff />,
            children: [
              { path: '/myIndex/royalty/index', element: page('royaltyIndex') },
              { path: '/myIndex/royalty/order', element: page('royaltyOrder') },
            ],
          },
        ],
      },
    ],
    { initialEntries: [initialEntry] },
  );
}

let container: HTMLElement;
let root: Root;

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

function tree(router: ReturnType<typeof createRouter>, session: SessionSnapshot, memory: RedirectMemory): ReactNode {
  return (
    <SessionSnapshotContext.Provider value={session}>
      <RedirectMemoryContext.Provider value={memory}>
        <RouterProvider router={router} />
      </RedirectMemoryContext.Provider>
    </SessionSnapshotContext.Provider>
  );
}

async function open<M extends RedirectMemory = ReturnType<typeof memoryOf>>(
  path: string,
  session: SessionSnapshot,
  memory: M = memoryOf() as unknown as M,
) {
  const router = createRouter(path);
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root.render(tree(router, session, memory)));
  const location = () =>
    `${router.state.location.pathname}${router.state.location.search}${router.state.location.hash}`;
  const shown = () => container.querySelector('[data-page]')?.getAttribute('data-page');
  const rerender = async (next: SessionSnapshot) => act(async () => root.render(tree(router, next, memory)));
  return { location, shown, memory, rerender };
}

describe('route guards as layout routes (spec §4)', () => {
  it('send a visitor on a login-required page to /login and remember the target', async () => {
    const view = await open('/cart?from=bag#top', visitor);
    expect(view.location()).toBe('/login');
    expect(view.shown()).toBe('login');
    expect(view.memory.stored).toBe('/cart?from=bag#top');
  });

  it('let a logged-in customer into a login-required page', async () => {
    const view = await open('/cart', customer);
    expect(view.location()).toBe('/cart');
    expect(view.shown()).toBe('cart');
  });

  // spec §4 "A staff-only route for a non-staff user goes to /home"; issue #13: both rights-fund pages.
  it.each<[string, SessionSnapshot, string, string | null, string | null]>([
    ['a customer on the rights-fund index', customer, '/myIndex/royalty/index', '/home', 'home'],
    ['a customer on the rights-fund orders', customer, '/myIndex/royalty/order?page=2', '/home', 'home'],
    ['staff on the rights-fund index', staff, '/myIndex/royalty/index', '/myIndex/royalty/index', 'royaltyIndex'],
    ['staff on the rights-fund orders', staff, '/myIndex/royalty/order', '/myIndex/royalty/order', 'royaltyOrder'],
    ['a visitor on the rights-fund orders (login first)', visitor, '/myIndex/royalty/order', '/login', 'login'],
  ])('staff-only pages: %s', async (_case, session, path, location, shown) => {
    const view = await open(path, session);
    expect(view.location()).toBe(location);
    expect(view.shown()).toBe(shown);
    // Only the login redirect remembers where the user was going.
    expect(view.memory.stored).toBe(session === visitor ? path : null);
  });

  it('send a visitor on a staff-only page to /login first, remembering it', async () => {
    const view = await open('/myIndex/royalty/index', visitor);
    expect(view.location()).toBe('/login');
    expect(view.memory.stored).toBe('/myIndex/royalty/index');
  });

  it('send a logged-in user on login to the remembered page, once', async () => {
    const view = await open('/login', customer, memoryOf('/cart'));
    expect(view.location()).toBe('/cart');
    expect(view.memory.stored).toBeNull();
  });

  it('send a logged-in user on register to account overview when nothing is remembered', async () => {
    const view = await open('/register', customer);
    expect(view.location()).toBe('/myIndex/accountOverview');
  });

  it('refuse a remembered target on another host and go to account overview', async () => {
    const view = await open('/login', customer, memoryOf('//evil.example/cart'));
    expect(view.location()).toBe('/myIndex/accountOverview');
    expect(view.memory.stored).toBeNull();
  });

  it('let a visitor stay on login, and follow the remembered page once the session logs in', async () => {
    const view = await open('/cart', visitor);
    expect(view.location()).toBe('/login');
    await view.rerender(customer);
    expect(view.location()).toBe('/cart');
    expect(view.shown()).toBe('cart');
  });
});

describe('with the real session store of @mall/core as the redirect memory', () => {
  it('remembers the target and follows it after login, however the store answers (its methods return values)', async () => {
    const store = createSessionStore(createMemoryStorage());
    const view = await open('/cart?from=bag', visitor, store);
    expect(view.location()).toBe('/login');
    expect(store.readRedirect()).toBe('/cart?from=bag');
    await view.rerender(customer);
    expect(view.location()).toBe('/cart?from=bag');
    expect(store.readRedirect()).toBeNull();
  });
});
