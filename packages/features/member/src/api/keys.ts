/** SWR keys of the member feature; the first element is the domain (STYLE.md §5). */
export const memberKeys = {
  info: (uid: number) => ['member', 'info', uid] as const,
  clauses: (uid: number) => ['member', 'clauses', uid] as const,
  exportStatus: (uid: number) => ['member', 'exportStatus', uid] as const,
  cancelCheck: (uid: number) => ['member', 'cancelCheck', uid] as const,
};
