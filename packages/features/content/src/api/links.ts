/**
 * Where an advert's link may take the shopper: a path of the mall, or an https page (opened in a
 * new tab). Anything else (javascript:, protocol-relative //host, data:) is not a link at all.
 */
export function advertLink(jumpLink: string): { href: string; isExternal: boolean } | null {
  const link = jumpLink.trim();
  if (link.startsWith('/') && !link.startsWith('//') && !link.includes('\\')) return { href: link, isExternal: false };
  if (/^https:\/\/[^/\s]+/i.test(link)) return { href: link, isExternal: true };
  return null;
}
