/** SWR keys of the member feature; the first element is the domain (STYLE.md §5). */
export const memberKeys = {
  info: (uid: number) => ['member', 'info', uid] as const,
  clauses: (uid: number) => ['member', 'clauses', uid] as const,
  /** Membership (issue #13): the card levels (the same for everyone), the exchange rate, the two records by page. */
  cardLevels: () => ['member', 'cardLevels'] as const,
  exchangeRate: () => ['member', 'exchangeRate'] as const,
  pointsRecord: (uid: number, page: number) => ['member', 'pointsRecord', uid, page] as const,
  consumeRecord: (uid: number, page: number) => ['member', 'consumeRecord', uid, page] as const,
  exportStatus: (uid: number) => ['member', 'exportStatus', uid] as const,
  cancelCheck: (uid: number) => ['member', 'cancelCheck', uid] as const,
};
