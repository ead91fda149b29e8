import type { OpsAuditQuery, OpsDiff } from '@mall/contract/ops';

/** The audit log's filters as the page's address keeps them (issue #29: by person, target, act and time). */
export const auditFilterFields = ['staffCode', 'action', 'targetType', 'targetId', 'from', 'to'] as const;
export type AuditFilterField = (typeof auditFilterFields)[number];
export type AuditSearch = Record<AuditFilterField, string> & { page: number };

/** The search an address names; malformed values fall back to none. */
export function readAuditSearch(params: URLSearchParams): AuditSearch {
  const page = Number(params.get('page'));
  const search = { page: Number.isInteger(page) && page >= 1 ? page : 1 } as AuditSearch;
  for (const name of auditFilterFields) search[name] = (params.get(name) ?? '').trim().slice(0, 64);
  return search;
}

/** The address of a search: the filters that are set, and the page past the first. */
export function writeAuditSearch(search: AuditSearch): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of auditFilterFields) if (search[name]) params.set(name, search[name]);
  if (search.page > 1) params.set('page', String(search.page));
  return params;
}

/** The call's query: the filters that are set, staff codes in capitals as the server keeps them. */
export function toAuditQuery(search: AuditSearch, pageSize: 20 | 50): OpsAuditQuery {
  const query: OpsAuditQuery = { page: search.page, pageSize };
  for (const name of auditFilterFields)
    if (search[name]) query[name] = name === 'staffCode' ? search[name].toUpperCase() : search[name];
  return query;
}

const shown = (value: unknown): string =>
  value === undefined ? '∅' : typeof value === 'string' ? value : JSON.stringify(value);

/** A change in one line per field (`state: 2 → 3`), for the log's table; the whole record stays in the database. */
export function diffLines(diff: OpsDiff): string[] {
  return Object.entries(diff).map(([field, change]) => `${field}: ${shown(change.before)} → ${shown(change.after)}`);
}
