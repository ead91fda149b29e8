import type { CartItem } from '@mall/contract/cart';
import { localStore } from '@mall/core';
import { useSyncExternalStore } from 'react';
import { localBagStorageKey, readLocalBag, writeLocalBag } from '../logic/localBag';

/**
 * The bag's client-side state, shared by the header badge, the drawer and /cart: the visitor's
 * local lines (localStorage, followed across tabs), the lines the shopper unticked (spec §3
 * selection: new lines arrive ticked) and the notice of the last sign-in merge.
 */
type State = { local: CartItem[]; deselected: ReadonlySet<string>; mergedCount: number };

let state: State = { local: readLocalBag(localStore), deselected: new Set(), mergedCount: 0 };
const listeners = new Set<() => void>();

function emit(next: Partial<State>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === localBagStorageKey || event.key === null) emit({ local: readLocalBag(localStore) });
  });
}

export const bagStore = {
  get: () => state,
  subscribe,
  setLocal(lines: CartItem[]) {
    writeLocalBag(localStore, lines);
    emit({ local: lines });
  },
  setDeselected(keys: ReadonlySet<string>) {
    emit({ deselected: keys });
  },
  setMergedCount(count: number) {
    emit({ mergedCount: count });
  },
  /** Sign-out (issue #7): the local bag, the selection and the notice go. */
  clear() {
    writeLocalBag(localStore, []);
    emit({ local: [], deselected: new Set(), mergedCount: 0 });
  },
  /** Re-reads localStorage (stories and tests that seed it). */
  reload() {
    emit({ local: readLocalBag(localStore), deselected: new Set(), mergedCount: 0 });
  },
};

/**
 * What the server drew: no local lines (it cannot read the visitor's storage). A server-drawn page
 * hydrates with it and shows the visitor's bag in the render after, instead of a mismatch that would
 * make React draw the part anew (issue #16).
 */
const serverState: State = { local: [], deselected: new Set(), mergedCount: 0 };

/** The bag's client-side state, re-rendering on change. */
export function useBagStore(): State {
  return useSyncExternalStore(subscribe, bagStore.get, () => serverState);
}
