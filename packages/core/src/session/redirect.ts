/** Paths that must never be a post-login destination: returning there would loop (spec §4). */
const authPaths = ['/login', '/register', '/reset', '/registerSuccess'].map((path) => path.toLowerCase());

/** No page of the mall needs a longer URL; a longer one is not ours. */
const maxPathLength = 2048;

/**
 * Whether a path may be remembered as the post-login destination (spec §4): an internal path of
 * the mall that is not a login page. Refused: anything not starting with exactly one "/" ("//…"
 * is another host), a backslash (browsers read "/\" as "//"), whitespace and control characters
 * (the URL parser drops tabs and newlines, so "/\t/evil.example" would become "//evil.example").
 * This keeps a crafted link from turning the login into an open redirect.
 */
export function isSafeRedirectPath(path: string): boolean {
  if (path.length === 0 || path.length > maxPathLength) return false;
  if (!path.startsWith('/') || path.startsWith('//')) return false;
  if (
    [...path].some(
      (char) => char === '\\' || /\s/.test(char) || char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f,
    )
  ) {
    return false;
  }
  // Belt and braces: resolved against a placeholder origin, it must stay on that origin.
  const base = 'https://mall.invalid';
  let resolved: URL;
  try {
    resolved = new URL(path, base);
  } catch {
    return false;
  }
  if (resolved.origin !== base) return false;
  // "/.//evil.example", "/a/..//evil.example", "/%2e//evil.example" resolve to the path "//evil.example", which a
  // browser reads as another host (issue #17 probe).
  if (resolved.pathname.startsWith('//')) return false;
  // The router matches case-insensitively and ignores a trailing slash: /LOGIN/ is login too.
  return !authPaths.includes(resolved.pathname.replace(/\/+$/, '').toLowerCase() || '/');
}
