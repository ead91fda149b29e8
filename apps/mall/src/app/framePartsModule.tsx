// The page frame's parts below and beside the page (issue #16): the footer, the floating buttons and
// the cookie banner, in a chunk of their own fetched while the page hydrates. They hydrate as islands
// (core's hydration/islands.tsx): a server-rendered page shows them from its HTML and a tap on one before its code
// is there is made again once it is; in a page drawn in the browser they appear when it arrives,
// where nothing above them moves.
export { CookieBannerContainer, FloatingActionsContainer, FooterContainer } from '@mall/feature-layout';
