/**
 * SWR keys of the calls that more than one feature makes: one key per call, so whichever feature
 * asks, SWR sends the request once, caches one answer, and a `mutate` reaches every reader. A call
 * only one feature makes keeps its key in that feature's `api/keys.ts`; when a second feature starts
 * making it, its key moves here. The first element is the domain of the call (STYLE.md §5), and
 * every fetcher under one key must resolve to the same value: the call's `data`.
 */
export const sharedKeys = {
  /** spec §7 getAd: the adverts of one position (tagValue 1 the home banner, 3 the gold price…). */
  adverts: (tagValue: number) => ['content', 'adverts', tagValue] as const,
  /** spec §7 clauseDetail: one clause's text; the version '' is the one in force. */
  clause: (clauseKey: string, clauseVersion = '') => ['content', 'clause', clauseKey, clauseVersion] as const,
  /** One of the buyer's orders (order/detail): the checkout's result pages and the order centre read it. */
  orderDetail: (uid: number, orderNo: string) => ['orders', uid, 'detail', orderNo] as const,
  /** spec §7 point/get: the member's available points, their worth and the rate (checkout, account overview). */
  points: (uid: number) => ['member', 'points', uid] as const,
  /**
   * spec §7 getSwitchConfig then, when on, getGiftCardBalance: `{ open, balance, balanceFen }`, the
   * balance 0 while the switch is off (checkout, account overview).
   */
  giftCard: (uid: number) => ['member', 'giftCard', uid] as const,
  /**
   * The console's `me` (issue #29): who is signed in and their permissions. The frame and a page's own
   * actions read it under this one key, so a page asks the server once.
   */
  opsMe: (staffCode: string) => ['ops', 'me', staffCode] as const,
};
