// The page frame's parts around the page (issue #16): the notice bar and header, the footer, the
// floating buttons and the cookie banner, in a chunk of their own fetched while the page hydrates.
// They hydrate as islands (core's hydration/islands.tsx): a server-rendered page shows them from its
// HTML and a tap on one before its code is there is made again once it is; a page drawn in the
// browser fetches the chunk beside the page's own code and draws them with it.
export { CookieBannerContainer, FloatingActionsContainer, FooterContainer } from '@mall/feature-layout';
export { HeaderPart } from './HeaderPart';
