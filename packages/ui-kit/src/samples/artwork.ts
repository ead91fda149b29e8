/** Inline SVG artwork for stories (no network in stories). */
export function sampleThumb(fill: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200"><rect width="200" height="200" fill="#f8f1e0"/><circle cx="100" cy="104" r="48" fill="none" stroke="${fill}" stroke-width="14"/><circle cx="100" cy="52" r="12" fill="${fill}"/></svg>`,
  )}`;
}
