/** The whole-page visits the sign-in needs (to the provider and back out): one seam, so stories watch them. */
export const opsBrowser = {
  origin: () => globalThis.location.origin,
  assign: (url: string) => globalThis.location.assign(url),
};
