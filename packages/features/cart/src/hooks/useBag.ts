import { bagLineKey } from '@mall/contract';
import { type CheckoutLine } from '@mall/contract/checkout';
import { type GoodsDetail, type GoodsSku } from '@mall/contract/goods';
import { failureMessage, useSession, useSessionStore } from '@mall/core';
import { useCallback, useMemo, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { cartKeys } from '../api/keys';
import { checkoutGuard, selectionState, splitBag, toggleSelectAll, type CheckoutRefusal } from '../logic/bag';
import { bagTotals, checkoutLines } from '../logic/bagView';
import { addLocalLine, localItemFrom, removeLocalLine, setLocalQuantity } from '../logic/localBag';
import { bagStore, useBagStore } from './bagStore';
import { useBagLines } from './useBagLines';
import { useCartApi } from './useCartApi';

/** Why checkout stopped: a rule's reason or the server's message to show, or a visitor who must sign in first. */
export type CheckoutOutcome =
  | { kind: 'proceed'; lines: CheckoutLine[] }
  | { kind: 'login' }
  | { kind: 'blocked'; reason: CheckoutRefusal }
  | { kind: 'refused'; message: string };

/**
 * Adds a product-page SKU to the bag: a visitor's local bag, or the member's through syncUserCart
 * (operateType 0). Rejects with the server's message (or 'full') so the page can say why.
 */
export function useAddToBag() {
  const session = useSessionStore();
  const addLines = useAddLinesToBag();
  return useCallback(
    async (goods: GoodsDetail, attribute: string, quantity: number) => {
      const sku: GoodsSku | undefined = goods.skus.find((candidate) => candidate.attribute === attribute);
      if (!sku) throw new Error('unknown attribute');
      // Whose bag is read at the tap, not from the last render: a tap on a server-rendered page is
      // handled as it hydrates, while the render still shows the visitor the server drew (issue #16).
      if (!session.get().isLoggedIn) {
        const next = addLocalLine(bagStore.get().local, localItemFrom(goods, sku, quantity, new Date()));
        if (next === 'full') throw Object.assign(new Error('full'), { msg: '' });
        bagStore.setLocal(next);
        return;
      }
      await addLines([{ goodID: goods.goodsId, attribute, buyNum: quantity }]);
    },
    [addLines, session],
  );
}

/** Reads a signed-in member's bag again (after the server changed it: 再次购买 from a closed order). */
export function useReloadBag() {
  const session = useSessionStore();
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate(cartKeys.list(session.get().user.uid)), [mutate, session]);
}

/**
 * Puts lines in a signed-in member's bag through syncUserCart (operateType 0; a line already there
 * gains the quantity) and asks for the bag again. Rejects with the server's answer.
 */
export function useAddLinesToBag() {
  const session = useSessionStore();
  const api = useCartApi();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (lines: readonly CheckoutLine[]) => {
      const { uid } = session.get().user;
      await api.sync(uid, lines, 0);
      await mutate(cartKeys.list(uid));
    },
    [api, mutate, session],
  );
}

/**
 * The whole bag as the drawer and /cart show it (spec §3 cart state): valid lines newest first and
 * invalid ones apart, the selection, spec §9 totals (staff without discounts), and the actions.
 */
export function useBag() {
  const { user, isLoggedIn, isStaff } = useSession();
  const api = useCartApi();
  const { mutate } = useSWRConfig();
  const { items, isLoading, error, reload } = useBagLines();
  const { deselected, mergedCount } = useBagStore();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | undefined>();

  const { validList, invalidList } = useMemo(() => splitBag(items), [items]);
  const selectedKeys = useMemo(
    () => new Set(validList.map(bagLineKey).filter((key) => !deselected.has(key))),
    [validList, deselected],
  );
  const selection = selectionState(validList, selectedKeys);
  const selected = selection.selectGoodsList;

  // spec §9: the activities of the selected lines; members ask the bag's call, visitors the public goods call.
  const signature = selected.map((item) => `${bagLineKey(item)}×${String(item.buyNum)}`).join(',');
  const activities = useSWR(selected.length > 0 && !isStaff ? cartKeys.marketing(user.uid, signature) : null, () =>
    isLoggedIn ? api.marketing(user.uid, selected) : api.productMarketings(selected.map((item) => item.goodID)),
  );
  // spec §8: an empty (or failed) marketing result means no activity.
  const totals = bagTotals(selected, activities.data ?? [], isStaff);

  const listKey = cartKeys.list(user.uid);

  const run = useCallback(
    async (id: string, action: () => Promise<unknown>) => {
      setBusyId(id);
      setActionError(undefined);
      try {
        await action();
      } catch (caught) {
        setActionError(failureMessage(caught) || 'failed');
      } finally {
        await mutate(listKey);
        setBusyId(null);
      }
    },
    [mutate, listKey],
  );

  const find = (id: string) => items.find((item) => bagLineKey(item) === id);

  function setQuantity(id: string, buyNum: number) {
    const item = find(id);
    if (!item) return;
    if (!isLoggedIn) {
      bagStore.setLocal(setLocalQuantity(bagStore.get().local, id, buyNum));
      return;
    }
    void run(id, () => api.sync(user.uid, [{ goodID: item.goodID, attribute: item.attribute, buyNum }], 1));
  }

  function remove(id: string) {
    const item = find(id);
    if (!item) return;
    if (!isLoggedIn) {
      bagStore.setLocal(removeLocalLine(bagStore.get().local, id));
      return;
    }
    void run(id, () => api.remove(user.uid, item.goodID, item.attribute));
  }

  function setSelected(id: string, isSelected: boolean) {
    const next = new Set(deselected);
    if (isSelected) next.delete(id);
    else next.add(id);
    bagStore.setDeselected(next);
  }

  function setAllSelected() {
    const nextSelected = toggleSelectAll(validList, selectedKeys);
    bagStore.setDeselected(new Set(validList.map(bagLineKey).filter((key) => !nextSelected.has(key))));
  }

  /**
   * 结算 (spec §4, §5, §8): at least one selected line (请勾选要结算的商品); a visitor signs in first;
   * checkGoodsIds before leaving; staff pass the purchase limit (the server's message, or the
   * fallback the caller gives).
   */
  async function checkout(purchaseLimitFallback: string, failedFallback: string): Promise<CheckoutOutcome> {
    const guard = checkoutGuard(selected.length);
    if (!guard.ok) return { kind: 'blocked', reason: guard.reason };
    if (!isLoggedIn) return { kind: 'login' };
    const lines = checkoutLines(selected);
    try {
      await api.checkGoods(user.uid, lines);
    } catch (caught) {
      await mutate(listKey);
      return { kind: 'refused', message: failureMessage(caught) || failedFallback };
    }
    if (isStaff) {
      try {
        await api.purchaseLimit(lines);
      } catch (caught) {
        return { kind: 'refused', message: failureMessage(caught) || purchaseLimitFallback };
      }
    }
    return { kind: 'proceed', lines };
  }

  return {
    isLoggedIn,
    isStaff,
    isLoading,
    error,
    reload,
    validList,
    invalidList,
    selectedKeys,
    selection,
    totals,
    busyId,
    actionError,
    mergedCount,
    setQuantity,
    remove,
    setSelected,
    setAllSelected,
    checkout,
  };
}
