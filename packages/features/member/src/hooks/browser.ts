/**
 * The page navigation the staff flow needs: a whole-page visit to the identity provider. One seam,
 * so stories can watch the navigation instead of leaving Storybook.
 */
export const staffFlowBrowser = {
  origin: () => globalThis.location.origin,
  assign: (url: string) => globalThis.location.assign(url),
};
