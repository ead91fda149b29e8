import {
  aftersaleTabs,
  opsPageSizes,
  type AftersaleQuery,
  type AftersaleTab,
  type OpsPageSize,
} from '@mall/contract/ops';
import type { StatusTone } from '@mall/ui-kit';

/** The queue's search as the page's address holds it. */
export type AftersaleSearch = { tab: AftersaleTab; page: number; pageSize: OpsPageSize };

export const defaultAftersaleSearch: AftersaleSearch = { tab: 'all', page: 1, pageSize: 20 };

/** The search an address names; anything unknown falls back to the default. */
export function readAftersaleSearch(params: URLSearchParams): AftersaleSearch {
  const tab = params.get('tab') ?? '';
  const page = Number(params.get('page'));
  const pageSize = Number(params.get('pageSize'));
  return {
    tab: (aftersaleTabs as readonly string[]).includes(tab) ? (tab as AftersaleTab) : defaultAftersaleSearch.tab,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: (opsPageSizes as readonly number[]).includes(pageSize)
      ? (pageSize as OpsPageSize)
      : defaultAftersaleSearch.pageSize,
  };
}

/** The address's query of a search: only what differs from the default. */
export function writeAftersaleSearch(search: AftersaleSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.tab !== defaultAftersaleSearch.tab) params.set('tab', search.tab);
  if (search.page !== 1) params.set('page', String(search.page));
  if (search.pageSize !== defaultAftersaleSearch.pageSize) params.set('pageSize', String(search.pageSize));
  return params;
}

export const toAftersaleQuery = (search: AftersaleSearch): AftersaleQuery => ({
  tab: search.tab,
  page: search.page,
  pageSize: search.pageSize,
});

/**
 * How long an application has waited against the 48 h service level: overdue (danger), within the
 * last quarter of it (warning), else in time (success). Applications no longer waiting are neutral.
 */
export function slaTone(ageHours: number, slaHours: number, isWaiting: boolean): StatusTone {
  if (!isWaiting) return 'neutral';
  if (ageHours >= slaHours) return 'danger';
  if (ageHours >= slaHours * 0.75) return 'warning';
  return 'success';
}
