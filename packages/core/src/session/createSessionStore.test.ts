// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localeStorageKey } from '../i18n/locales';
import { keptOnLogoutKeys, redirectStorageKey, sessionStorageKey, storeVersion } from './constants';
import { createSessionStore, type SessionStorageLike } from './createSessionStore';
import { createMemoryStorage } from './memoryStorage';
import { anonymousUser, type UserInfo } from './userInfo';

const member: UserInfo = {
  uid: 1001,
  uoid: 'C0060580001',
  nickname: '王女士',
  cardNo: '8800001',
  vipNo: 'V260605800',
  isStaff: false,
  staffCode: '',
  idToken: 'token-1',
  card: { cardLevel: 3, cardLevelDesc: '金卡', availablePoint: 12_680 },
};
const staff: Partial<UserInfo> = {
  uid: 9001,
  nickname: '林晓',
  isStaff: true,
  staffCode: 'JY80001',
  idToken: 'token-s',
};

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('createSessionStore (spec §3 user info)', () => {
  it('starts anonymous with uid 0 (spec §3, §6)', () => {
    const store = createSessionStore(localStorage);
    expect(store.get()).toEqual({
      user: anonymousUser,
      isLoggedIn: false,
      isStaff: false,
      isStoreVersionStale: false,
      isSignedOutByUser: false,
    });
  });

  it.each<[string, Partial<UserInfo>, boolean, boolean]>([
    ['a member', member, true, false],
    ['a staff user (flag and code)', staff, true, true],
    ['a staff flag without a code', { ...staff, staffCode: '' }, true, false],
    ['a uid without a token', { uid: 1001 }, false, false],
    ['a token without a uid', { idToken: 't' }, false, false],
  ])('derives isLoggedIn and isStaff for %s (spec §6)', (_case, user, isLoggedIn, isStaff) => {
    const store = createSessionStore(localStorage);
    store.set(user);
    expect(store.get()).toMatchObject({ isLoggedIn, isStaff });
  });

  it('persists under one key and restores from it', () => {
    createSessionStore(localStorage).set(member);
    expect(Object.keys(localStorage)).toEqual([sessionStorageKey]);
    expect(JSON.parse(localStorage.getItem(sessionStorageKey)!)).toEqual({ version: storeVersion, user: member });
    expect(createSessionStore(localStorage).get().user).toEqual(member);
  });

  it.each([
    ['not JSON', '{'],
    ['JSON of another shape', '[1,2]'],
    ['a damaged user', JSON.stringify({ version: storeVersion, user: { uid: 'abc', idToken: 7 } })],
  ])('reads %s as anonymous', (_case, raw) => {
    localStorage.setItem(sessionStorageKey, raw);
    expect(createSessionStore(localStorage).get().user).toEqual(anonymousUser);
  });

  it('keeps the same snapshot until something changes (useSyncExternalStore)', () => {
    const store = createSessionStore(localStorage);
    store.set(member);
    const before = store.get();
    store.set({ nickname: member.nickname });
    expect(store.get()).toBe(before);
    store.set({ nickname: '王小姐' });
    expect(store.get()).not.toBe(before);
    expect(Object.isFrozen(store.get().user)).toBe(true);
  });

  it.each<[string, Partial<UserInfo>, UserInfo['card']]>([
    [
      'merges card fields',
      { card: { pointsExchangeRate: 50 } },
      { cardLevel: 3, cardLevelDesc: '金卡', availablePoint: 12_680, pointsExchangeRate: 50 },
    ],
    [
      'replaces a card field',
      { card: { availablePoint: 100 } },
      { cardLevel: 3, cardLevelDesc: '金卡', availablePoint: 100 },
    ],
    ['removes the card', { card: undefined }, undefined],
    ['leaves the card alone', { nickname: '王小姐' }, member.card],
  ])('set %s (spec §3 membership card record)', (_case, partial, card) => {
    const store = createSessionStore(localStorage);
    store.set(member);
    store.set(partial);
    expect(store.get().user.card).toEqual(card);
  });

  it('notifies subscribers on change only, until they unsubscribe', () => {
    const store = createSessionStore(localStorage);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.set(member);
    store.set({ uid: member.uid });
    expect(listener).toHaveBeenCalledTimes(1);
    store.clear();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.set(member);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('clear() removes user info and token but keeps other keys (spec §8)', () => {
    const store = createSessionStore(localStorage);
    store.set(member);
    localStorage.setItem('mall.searchHistory', '["手镯"]');
    store.clear();
    expect(store.get()).toEqual({
      user: anonymousUser,
      isLoggedIn: false,
      isStaff: false,
      isStoreVersionStale: false,
      isSignedOutByUser: false,
    });
    expect(localStorage.getItem(sessionStorageKey)).toBeNull();
    expect(localStorage.getItem('mall.searchHistory')).toBe('["手镯"]');
  });
});

describe('logout (spec §9: keys kept across logout)', () => {
  it.each<[string, boolean]>([
    ['isShowLoginTips3', true],
    ['agreeCookie', true],
    ['agreement325', true],
    [localeStorageKey, true],
    ['agreementIsCheckList', false],
    ['mall.searchHistory', false],
    [redirectStorageKey, false],
    [sessionStorageKey, false],
  ])('%s survives logout: %s (spec §9)', (key, kept) => {
    const store = createSessionStore(localStorage);
    store.set(member);
    localStorage.setItem(key, 'value');
    store.logout();
    expect(localStorage.getItem(key) !== null).toBe(kept);
    expect(store.get().isLoggedIn).toBe(false);
  });

  it('removes every other key, however many', () => {
    const storage = createMemoryStorage(
      Object.fromEntries(Array.from({ length: 12 }, (_, index) => [`k${index}`, 'v'])),
    );
    storage.setItem('agreeCookie', '1');
    createSessionStore(storage).logout();
    expect([...storage.entries.keys()]).toEqual(['agreeCookie']);
    expect(keptOnLogoutKeys).toContain('agreeCookie');
  });

  it('takes its own kept keys when given', () => {
    const storage = createMemoryStorage({ agreeCookie: '1', mine: '2' });
    createSessionStore(storage, { keptOnLogout: ['mine'] }).logout();
    expect([...storage.entries.keys()]).toEqual(['mine']);
  });
});

describe('checkStoreVersion (spec §4 guard, spec §9 store version 50009)', () => {
  it.each<[string, string | null, boolean]>([
    ['no stored session', null, false],
    ['the current version', JSON.stringify({ version: 50009, user: member }), false],
    ['an older version', JSON.stringify({ version: 50008, user: member }), true],
    ['no version at all', JSON.stringify({ user: member }), true],
    ['an unreadable entry', 'garbage', true],
  ])('%s → clears: %s (spec §4)', (_case, raw, clears) => {
    if (raw !== null) localStorage.setItem(sessionStorageKey, raw);
    const store = createSessionStore(localStorage);
    expect(store.get().isStoreVersionStale).toBe(clears);
    expect(store.checkStoreVersion()).toBe(clears);
    expect(store.get().isStoreVersionStale).toBe(false);
    if (clears) {
      expect(store.get().user).toEqual(anonymousUser);
      expect(localStorage.getItem(sessionStorageKey)).toBeNull();
    }
    expect(store.checkStoreVersion()).toBe(false);
    expect(storeVersion).toBe(50009);
  });

  it('a session another tab writes under another version reads as stale until the next navigation clears it', () => {
    const store = createSessionStore(localStorage, { syncTarget: window });
    store.set(member);
    let notified = 0;
    store.subscribe(() => (notified += 1));
    localStorage.setItem(sessionStorageKey, JSON.stringify({ version: 50008, user: member }));
    window.dispatchEvent(new StorageEvent('storage', { key: sessionStorageKey }));
    // Same user, another version: a change the guards must see.
    expect(notified).toBe(1);
    expect(store.get()).toMatchObject({ isLoggedIn: true, isStoreVersionStale: true });
    expect(store.checkStoreVersion()).toBe(true);
    expect(store.get()).toMatchObject({ isLoggedIn: false, isStoreVersionStale: false });
    store.dispose();
  });

  it('tells a sign-out on purpose (logout) from an ended session (clear), until someone signs in', () => {
    const store = createSessionStore(localStorage);
    store.set(member);
    store.logout();
    expect(store.get()).toMatchObject({ isLoggedIn: false, isSignedOutByUser: true });
    store.set(member);
    expect(store.get()).toMatchObject({ isLoggedIn: true, isSignedOutByUser: false });
    store.clear();
    expect(store.get()).toMatchObject({ isLoggedIn: false, isSignedOutByUser: false });
  });

  it('a session written by this version is never cleared', () => {
    localStorage.setItem(sessionStorageKey, JSON.stringify({ version: 1, user: member }));
    const store = createSessionStore(localStorage);
    store.set(member);
    expect(store.checkStoreVersion()).toBe(false);
    expect(store.get().isLoggedIn).toBe(true);
  });
});

describe('remembered redirect (spec §4)', () => {
  it.each<[string, string | null]>([
    ['/cart', '/cart'],
    ['/myIndex/orderList?page=2', '/myIndex/orderList?page=2'],
    ['//evil.example', null],
    ['/login', null],
  ])('remember %j → take %j (spec §4)', (path, taken) => {
    const store = createSessionStore(localStorage);
    expect(store.rememberRedirect(path)).toBe(taken !== null);
    expect(store.takeRedirect()).toBe(taken);
    expect(store.takeRedirect()).toBeNull();
  });

  it('reads without forgetting, then forgets (the guard reads while rendering)', () => {
    const store = createSessionStore(localStorage);
    store.rememberRedirect('/pay?carts=%5B1%5D');
    expect(store.readRedirect()).toBe('/pay?carts=%5B1%5D');
    expect(store.readRedirect()).toBe('/pay?carts=%5B1%5D');
    store.forgetRedirect();
    expect(store.readRedirect()).toBeNull();
  });

  it('keeps the redirect in its own storage when given (sessionStorage: this tab, this visit)', () => {
    const store = createSessionStore(localStorage, { redirectStorage: sessionStorage });
    store.rememberRedirect('/cart');
    expect(sessionStorage.getItem(redirectStorageKey)).toBe('/cart');
    expect(localStorage.getItem(redirectStorageKey)).toBeNull();
    store.logout();
    expect(sessionStorage.getItem(redirectStorageKey)).toBeNull();
  });

  it('refuses a tampered stored path', () => {
    localStorage.setItem(redirectStorageKey, 'https://evil.example');
    expect(createSessionStore(localStorage).takeRedirect()).toBeNull();
  });

  it('survives clear() (the 1001 path) but not logout()', () => {
    const store = createSessionStore(localStorage);
    store.rememberRedirect('/cart');
    store.clear();
    expect(store.takeRedirect()).toBe('/cart');
    store.rememberRedirect('/cart');
    store.logout();
    expect(store.takeRedirect()).toBeNull();
  });
});

describe('storage failures', () => {
  const broken: SessionStorageLike = {
    length: 0,
    key: () => null,
    getItem: () => {
      throw new DOMException('denied', 'SecurityError');
    },
    setItem: () => {
      throw new DOMException('full', 'QuotaExceededError');
    },
    removeItem: () => {
      throw new DOMException('denied', 'SecurityError');
    },
  };

  it('keeps the session in memory when storage throws', () => {
    const store = createSessionStore(broken);
    store.set(member);
    expect(store.get().isLoggedIn).toBe(true);
    expect(store.rememberRedirect('/cart')).toBe(true);
    expect(store.takeRedirect()).toBeNull();
    expect(() => store.logout()).not.toThrow();
    expect(store.get().isLoggedIn).toBe(false);
  });
});

describe('blocked storage (private mode, a sandboxed iframe: reaching localStorage throws)', () => {
  const blocked = (): SessionStorageLike => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };

  it('starts signed out instead of crashing, and remembers nothing across pages', () => {
    const store = createSessionStore(blocked, { redirectStorage: blocked });
    expect(store.get().isLoggedIn).toBe(false);
    expect(store.checkStoreVersion()).toBe(false);
    store.set(member);
    // This page keeps the sign-in in memory; the next page starts signed out.
    expect(store.get().isLoggedIn).toBe(true);
    expect(createSessionStore(blocked).get().isLoggedIn).toBe(false);
    expect(store.rememberRedirect('/cart')).toBe(true);
    expect(store.takeRedirect()).toBeNull();
    expect(() => store.logout()).not.toThrow();
    expect(store.get().isLoggedIn).toBe(false);
  });

  it('treats no storage at all the same way', () => {
    const store = createSessionStore(() => undefined);
    store.set(member);
    expect(() => store.logout()).not.toThrow();
    expect(store.get().isLoggedIn).toBe(false);
  });

  it('reaches the storage on each use, so one that is reachable is used as before', () => {
    let isBlocked = true;
    const storage = createMemoryStorage({ agreeCookie: '1', 'mall.searchHistory': '[]' });
    const store = createSessionStore(() => (isBlocked ? blocked() : storage));
    isBlocked = false;
    store.set(member);
    expect(JSON.parse(storage.getItem(sessionStorageKey) ?? 'null')).toEqual({ version: storeVersion, user: member });
    store.logout();
    expect([...storage.entries.keys()]).toEqual(['agreeCookie']);
  });
});

describe('other tabs', () => {
  it.each<[string, string | null]>([
    ['the session key', sessionStorageKey],
    ['a storage clear', null],
  ])('follows a change of %s made in another tab', (_case, key) => {
    const store = createSessionStore(localStorage, { syncTarget: window });
    const listener = vi.fn();
    store.subscribe(listener);
    localStorage.setItem(sessionStorageKey, JSON.stringify({ version: storeVersion, user: member }));
    window.dispatchEvent(new StorageEvent('storage', { key }));
    expect(store.get().user).toEqual(member);
    expect(listener).toHaveBeenCalledTimes(1);
    store.dispose();
  });

  it('ignores other keys and stops after dispose', () => {
    const store = createSessionStore(localStorage, { syncTarget: window });
    localStorage.setItem(sessionStorageKey, JSON.stringify({ version: storeVersion, user: member }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'agreeCookie' }));
    expect(store.get().isLoggedIn).toBe(false);
    store.dispose();
    window.dispatchEvent(new StorageEvent('storage', { key: sessionStorageKey }));
    expect(store.get().isLoggedIn).toBe(false);
  });
});
