import { sharedKeys, useBoundApi } from '@mall/core';
import useSWR from 'swr';
import { createLayoutApi } from '../api/layoutApi';
import { layoutKeys } from '../api/keys';

/** The layout api bound to the app's client and product code. */
export function useLayoutApi() {
  return useBoundApi(createLayoutApi);
}

/** Header (0) or footer (1) menus as a tree. */
export function useMenus(menuType: 0 | 1) {
  const api = useLayoutApi();
  return useSWR(layoutKeys.menus(menuType), () => api.menus(menuType));
}

/** The notices in force, in order (spec §2). */
export function useNotices() {
  const api = useLayoutApi();
  return useSWR(layoutKeys.notices(), () => api.notices());
}

/** Whether today is a grey day (spec §1). */
export function useGraying() {
  const api = useLayoutApi();
  return useSWR(layoutKeys.graying(), () => api.graying());
}

/** Today's gold price, loaded when the pop-up first opens (`isEnabled`). */
export function useGoldPrice(isEnabled: boolean) {
  const api = useLayoutApi();
  return useSWR(isEnabled ? layoutKeys.goldPrice() : null, () => api.goldPrice());
}

/** Adverts of one position (tagValue 3: the gold advert). */
export function useAdverts(tagValue: number, isEnabled = true) {
  const api = useLayoutApi();
  return useSWR(isEnabled ? sharedKeys.adverts(tagValue) : null, () => api.adverts(tagValue));
}

/** The category tree for the category pop-up. */
export function useClassifies() {
  const api = useLayoutApi();
  return useSWR(layoutKeys.classifies(), () => api.classifies());
}
