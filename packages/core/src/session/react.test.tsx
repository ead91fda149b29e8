// @vitest-environment jsdom
import { act, createContext, use, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSessionStore, type SessionStore } from './createSessionStore';
import { createMemoryStorage } from './memoryStorage';
import { SessionProvider, useSession, useSessionAfterHydration, useSessionStore } from './react';

let root: Root | undefined;

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
});

function render(node: ReactNode): HTMLElement {
  const container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  act(() => root!.render(node));
  return container;
}

function Greeting() {
  const { user, isLoggedIn, isStaff } = useSession();
  const store = useSessionStore();
  return (
    <p>
      {isLoggedIn ? `您好，${user.nickname}` : '请登录'}
      {isStaff ? `（员工 ${user.staffCode}）` : ''}
      <button type="button" onClick={() => store.logout()}>
        退出登录
      </button>
    </p>
  );
}

describe('SessionProvider and useSession (spec §3, §6)', () => {
  it.each([
    ['a visitor', {}, '请登录'],
    ['a member', { uid: 1001, nickname: '王女士', idToken: 't' }, '您好，王女士'],
    [
      'a staff user',
      { uid: 9001, nickname: '林晓', idToken: 't', isStaff: true, staffCode: 'JY80001' },
      '您好，林晓（员工 JY80001）',
    ],
  ])('renders %s (spec §6)', (_case, user, text) => {
    const store = createSessionStore(createMemoryStorage());
    store.set(user);
    const container = render(
      <SessionProvider store={store}>
        <Greeting />
      </SessionProvider>,
    );
    expect(container.querySelector('p')?.textContent).toBe(`${text}退出登录`);
  });

  it('re-renders on login and logout', () => {
    const store = createSessionStore(createMemoryStorage());
    const container = render(
      <SessionProvider store={store}>
        <Greeting />
      </SessionProvider>,
    );
    expect(container.textContent).toContain('请登录');
    act(() => store.set({ uid: 1001, nickname: '王女士', idToken: 't' }));
    expect(container.textContent).toContain('您好，王女士');
    act(() => container.querySelector('button')!.click());
    expect(container.textContent).toContain('请登录');
  });

  it('throws outside the provider', () => {
    const container = document.body.appendChild(document.createElement('div'));
    root = createRoot(container, { onUncaughtError: () => undefined });
    expect(() => act(() => root!.render(<Greeting />))).toThrow(/outside SessionProvider/);
  });

  it('renders a visitor on the server and hydrates as one, then shows the stored member (issue #16)', () => {
    const store = createSessionStore(createMemoryStorage());
    store.set({ uid: 1001, nickname: '王女士', idToken: 't' });
    const node = (
      <SessionProvider store={store}>
        <Greeting />
      </SessionProvider>
    );
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(node);
    expect(container.textContent).toContain('请登录');
    const recoverable: unknown[] = [];
    act(() => {
      root = hydrateRoot(container, node, { onRecoverableError: (error) => void recoverable.push(error) });
    });
    expect(recoverable).toEqual([]);
    expect(container.textContent).toContain('您好，王女士');
  });

  it('hydrates a visitor’s page without drawing it a second time (issue #16)', () => {
    let renders = 0;
    function Counted() {
      renders += 1;
      return <>{useSession().isLoggedIn ? '您好' : '请登录'}</>;
    }
    const store = createSessionStore(createMemoryStorage());
    const node = (
      <SessionProvider store={store}>
        <Counted />
      </SessionProvider>
    );
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(node);
    renders = 0;
    act(() => {
      root = hydrateRoot(container, node);
    });
    expect(container.textContent).toBe('请登录');
    expect(renders).toBe(1);
  });

  describe('useSessionAfterHydration: the session in a context around the page (issue #16)', () => {
    const SignedIn = createContext(false);
    function Part() {
      return <p>{use(SignedIn) ? '您好，王女士' : '请登录'}</p>;
    }
    function Bridge({ isHydrating, children }: { isHydrating: boolean; children: ReactNode }) {
      return <SignedIn value={useSessionAfterHydration(isHydrating).isLoggedIn}>{children}</SignedIn>;
    }

    it('hydrates a server-drawn page as the visitor it was drawn for, then shows the stored member in it', () => {
      // The server knows no stored session: it draws the visitor's page.
      const page = (store: SessionStore) => (
        <SessionProvider store={store}>
          <Bridge isHydrating>
            <Part />
          </Bridge>
        </SessionProvider>
      );
      const container = document.body.appendChild(document.createElement('div'));
      container.innerHTML = renderToString(page(createSessionStore(createMemoryStorage())));
      const drawn = container.querySelector('p');
      expect(drawn?.textContent).toBe('请登录');
      const browser = createSessionStore(createMemoryStorage());
      browser.set({ uid: 1001, nickname: '王女士', idToken: 't' });
      const recoverable: unknown[] = [];
      act(() => {
        root = hydrateRoot(container, page(browser), { onRecoverableError: (error) => void recoverable.push(error) });
      });
      expect(recoverable).toEqual([]);
      expect(container.querySelector('p')).toBe(drawn);
      expect(drawn?.textContent).toBe('您好，王女士');
    });

    it('shows later changes at once, and a page drawn in the browser starts from the stored session', () => {
      const store = createSessionStore(createMemoryStorage());
      store.set({ uid: 1001, nickname: '王女士', idToken: 't' });
      const container = render(
        <SessionProvider store={store}>
          <Bridge isHydrating={false}>
            <Part />
          </Bridge>
        </SessionProvider>,
      );
      expect(container.textContent).toBe('您好，王女士');
      act(() => store.logout());
      expect(container.textContent).toBe('请登录');
    });
  });
});
