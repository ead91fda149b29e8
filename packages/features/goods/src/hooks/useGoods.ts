import { isLoggedInUser, isStaffUser, sharedKeys, useBoundApi, useSession, useSessionStore } from '@mall/core';
import { useCallback, useEffect, useRef } from 'react';
import useSWR from 'swr';
import { createGoodsApi, goldAdvertTag } from '../api/goodsApi';
import { goodsKeys } from '../api/keys';
import { quickAddChoice } from '../logic/quickAdd';

/** The goods api bound to the app's client and product code. */
export function useGoodsApi() {
  return useBoundApi(createGoodsApi);
}

/** The product page's piece (spec §7 queryGoodsDetails); an unknown mould number fails with HTTP 404. */
export function useGoodsDetail(mouldNo: string) {
  const api = useGoodsApi();
  return useSWR(mouldNo ? goodsKeys.detail(mouldNo) : null, () => api.detail(mouldNo));
}

/**
 * Today's price and stock of the chosen attribute (spec §7 getGoodsPriceStock), asked again per
 * choice, so price and stock follow it. `null` attribute waits (no choice yet).
 */
export function useGoodsPriceStock(mouldNo: string, attribute: string | null) {
  const api = useGoodsApi();
  return useSWR(
    mouldNo && attribute !== null ? goodsKeys.priceStock(mouldNo, attribute) : null,
    () => api.priceStock(mouldNo, attribute ?? ''),
    {
      keepPreviousData: true,
    },
  );
}

/** The running marketing activities of one piece (spec §7 getproductmarkeings). */
export function useGoodsMarketings(goodsId: number | undefined) {
  const api = useGoodsApi();
  return useSWR(goodsId ? goodsKeys.marketings(goodsId) : null, () => api.marketings(goodsId ?? 0));
}

/** One page of reviews (spec §7 commentgoods). */
export function useGoodsComments(mouldNo: string, pageIndex: number, pageSize: number) {
  const api = useGoodsApi();
  return useSWR(goodsKeys.comments(mouldNo, pageIndex, pageSize), () => api.comments(mouldNo, pageIndex, pageSize), {
    keepPreviousData: true,
  });
}

/** The marks over the pictures (spec §7 watermark/getByMouldNo). */
export function useGoodsWatermark(mouldNo: string) {
  const api = useGoodsApi();
  return useSWR(mouldNo ? goodsKeys.watermark(mouldNo) : null, () => api.watermark(mouldNo));
}

/** Every picture of the piece (spec §7 productsImages/query). */
export function useGoodsImages(mouldNo: string) {
  const api = useGoodsApi();
  return useSWR(mouldNo ? goodsKeys.images(mouldNo) : null, () => api.images(mouldNo));
}

/** Pieces to show under this one (spec §7 getProductsList). */
export function useRecommendations(mouldNo: string, pageSize = 8) {
  const api = useGoodsApi();
  return useSWR(mouldNo ? goodsKeys.recommendations(mouldNo) : null, () => api.recommendations(mouldNo, pageSize));
}

/** Today's gold price with its recent days (spec §7 todayGoldPrice). */
export function useTodayGoldPrice(days: number) {
  const api = useGoodsApi();
  return useSWR(goodsKeys.todayGoldPrice(days), () => api.todayGoldPrice(days));
}

/** The decoration around the gold price (spec §7 getGoldPriceDecorate). */
export function useGoldPriceDecoration() {
  const api = useGoodsApi();
  return useSWR(goodsKeys.goldPriceDecoration(), () => api.goldPriceDecoration());
}

/** The gold advert (spec §7 getAd tagValue=3). */
export function useGoldAdverts() {
  const api = useGoodsApi();
  return useSWR(sharedKeys.adverts(goldAdvertTag), () => api.goldAdverts());
}

/**
 * Records a footprint when a signed-in customer opens a piece (spec §1 browsing history, §7
 * updateUserFootPrint): once per piece shown, never for visitors or staff (they have no member
 * history). A failed record changes nothing on the page. The stored session is read as the page
 * mounts, not the snapshot a server-rendered page hydrates with (a visitor's until the member shows,
 * in a transition that may wait for the member's own parts): a shopper who moves on at once still
 * leaves the footprint.
 */
export function useRecordFootprint(mouldNo: string) {
  const api = useGoodsApi();
  const store = useSessionStore();
  const { isLoggedIn } = useSession();
  const recorded = useRef<string | null>(null);
  useEffect(() => {
    const { user } = store.get();
    if (!isLoggedInUser(user) || isStaffUser(user) || !mouldNo || recorded.current === mouldNo) return;
    recorded.current = mouldNo;
    api.recordFootprint(mouldNo).catch(() => undefined);
    // isLoggedIn: a shopper who signs in on the page is recorded then.
  }, [api, store, mouldNo, isLoggedIn]);
}

/**
 * Reads a piece and says whether 加入购物袋 outside its product page can add it now (issue #13:
 * from a footprint): the piece with the choice, so the caller adds it or opens the product page.
 */
export function useQuickAddChoice() {
  const api = useGoodsApi();
  return useCallback(
    async (mouldNo: string) => {
      const goods = await api.detail(mouldNo);
      return { goods, choice: quickAddChoice(goods) };
    },
    [api],
  );
}
