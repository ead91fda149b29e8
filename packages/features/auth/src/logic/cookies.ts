/** The value of cookie `name` in a `document.cookie` string, decoded; null when absent. */
export function readCookie(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      const value = rest.join('=');
      try {
        return decodeURIComponent(value);
      } catch {
        return value;
      }
    }
  }
  return null;
}

/** Expires cookie `name` on this path and the root. */
export function removeCookie(name: string, doc: Pick<Document, 'cookie'> = document): void {
  doc.cookie = `${name}=; Max-Age=0; path=/`;
}
