import { useLazyApi, useSession } from '@mall/core';
import { useEffect, useRef } from 'react';
import { useSWRConfig } from 'swr';
import { cartKeys } from '../api/keys';
import { bagStore } from './bagStore';
import { loadCartApi } from './loadCartApi';

/**
 * Keeps the bag in step with the session (issue #7): on sign-in the visitor's local bag is merged
 * into the member's through syncUserCart (operateType 0: same piece and attribute sum, capped by
 * stock and 99), then cleared, and `onMerged(pieces)` announces it; on sign-out the local bag
 * state is cleared. The merge is a cart sync: a lapsed session only fails it (spec §8), and the
 * local lines stay for the next sign-in.
 */
export function useBagSync(onMerged?: (pieces: number) => void) {
  const { user, isLoggedIn } = useSession();
  const loadApi = useLazyApi(loadCartApi);
  const { mutate } = useSWRConfig();
  const previousUid = useRef(user.uid);
  const merging = useRef(false);

  useEffect(() => {
    const before = previousUid.current;
    previousUid.current = user.uid;
    if (before !== 0 && user.uid === 0) {
      bagStore.clear();
      return;
    }
    if (!isLoggedIn || merging.current) return;
    const local = bagStore.get().local;
    if (local.length === 0) return;
    merging.current = true;
    const pieces = local.reduce((sum, line) => sum + line.buyNum, 0);
    loadApi()
      .then((api) =>
        api.sync(
          user.uid,
          local.map((line) => ({
            goodID: line.goodID,
            attribute: line.attribute,
            buyNum: line.buyNum,
            addTime: line.addTime,
          })),
          0,
        ),
      )
      .then(async () => {
        bagStore.setLocal([]);
        bagStore.setMergedCount(pieces);
        onMerged?.(pieces);
        await mutate(cartKeys.list(user.uid));
      })
      .catch(() => undefined)
      .finally(() => {
        merging.current = false;
      });
  }, [loadApi, isLoggedIn, mutate, onMerged, user.uid]);
}
