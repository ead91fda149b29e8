/**
 * Open-redirect payloads (issue #17 §3): how redirect parameters are bent off-site, from the usual public lists
 * (scheme tricks, protocol-relative and backslash forms, parser normalisation, userinfo and host confusion,
 * encoded and Unicode look-alike separators, control characters). `evil.example` is the attacker's host; the
 * mall is on `mallOrigin`.
 */
export const mallOrigin = 'http://localhost:80';

export const openRedirectPayloads: readonly string[] = [
  'https://evil.example',
  'http://evil.example/steal',
  'HTTPS://EVIL.EXAMPLE/',
  '//evil.example',
  '///evil.example',
  '////evil.example/x',
  '//evil.example:80',
  '//localhost@evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/\\/evil.example',
  'https:\\\\evil.example',
  'https:/\\evil.example',
  'https:evil.example',
  'http:/evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  ' //evil.example',
  '\t//evil.example',
  '\u0000//evil.example',
  '/ /evil.example',
  '/\u3000/evil.example',
  '/.//evil.example',
  '/..//evil.example',
  '/a/..//evil.example',
  '/././/evil.example',
  '/%2e//evil.example',
  '/%2E%2E//evil.example',
  '/%2e%2e/%2e%2e//evil.example',
  '/%2f%2fevil.example',
  '%2f%2fevil.example',
  '/%5cevil.example',
  '/%5c%5cevil.example',
  '/%09/evil.example',
  '/%0d%0a/evil.example',
  '//%65vil.example',
  '%68ttps://evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(document.domain)',
  'java\tscript:alert(1)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'mailto:victim@evil.example',
  'file:///etc/passwd',
  'ftp://evil.example/',
  'http://localhost:80@evil.example/',
  'http://localhost:80.evil.example/',
  'http://localhost.evil.example/',
  'https://evil.example#@localhost:80',
  'https://evil.example?@localhost:80',
  'http://evil.example\\@localhost:80',
  'http://localhost:81/',
  'https://localhost:80/',
  'http://127.0.0.1:80/',
  'http://[::1]:80/',
  'http://0x7f.1/',
  'https://evil。example',
  '//evil%E3%80%82example',
  '/\uFF3Cevil.example',
  '\u2044\u2044evil.example',
  '/\uFE68evil.example',
  'ht\ttp://evil.example',
  '@evil.example',
  ':evil.example',
  '/login/..//evil.example',
  'http://localhost:80/.//evil.example',
  'http://localhost:80//evil.example',
  `/${'a'.repeat(3000)}`,
];

/**
 * Where a browser would go from a redirect to `target` on the mall: off-site when the resolved URL is on
 * another origin, or when its path starts with `//` or holds a backslash (read again as a Location or a link,
 * either is another host).
 */
export function leavesTheMall(target: string, origin = mallOrigin): boolean {
  let resolved: URL;
  try {
    resolved = new URL(target, origin);
  } catch {
    return false; // a browser does not navigate to what it cannot parse
  }
  if (resolved.origin !== new URL(origin).origin) return true;
  return resolved.pathname.startsWith('//') || target.includes('\\');
}
