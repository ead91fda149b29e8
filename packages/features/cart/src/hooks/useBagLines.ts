import type { CartItem } from '@mall/contract/cart';
import { useLazyApi, useSession } from '@mall/core';
import useSWR from 'swr';
import { cartKeys } from '../api/keys';
import { useBagStore } from './bagStore';
import { loadCartApi } from './loadCartApi';

// A module of its own (issue #16): the layout's bag badge is drawn on every page, so what it needs is
// in the first load; the bag's rules, totals and changes (useBag.ts) come with the pages that use them.

/** The lines of the bag: the member's from the server, or the visitor's local ones. */
export function useBagLines() {
  const { user, isLoggedIn } = useSession();
  const loadApi = useLazyApi(loadCartApi);
  const { local } = useBagStore();
  const remote = useSWR(
    isLoggedIn ? cartKeys.list(user.uid) : null,
    () => loadApi().then((api) => api.details(user.uid)),
    {
      revalidateOnFocus: true,
    },
  );
  const items: CartItem[] = isLoggedIn ? (remote.data ?? []) : local;
  return {
    items,
    isLoading: isLoggedIn && remote.data === undefined && !remote.error,
    error: isLoggedIn ? remote.error : undefined,
    reload: () => remote.mutate(),
  };
}

/** Pieces in the bag, for the header badge; undefined while a member's bag is still loading. */
export function useBagCount(): number | undefined {
  const { items, isLoading } = useBagLines();
  return isLoading ? undefined : items.reduce((sum, item) => sum + item.buyNum, 0);
}
