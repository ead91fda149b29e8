/**
 * The staff watermark's tile (spec §4: nickname and staff code, 15px text at −30 degrees), drawn
 * as an SVG and turned into a CSS `url(…)` data URL that the Watermark repeats over the page.
 */

/** spec §4: 15px text. */
export const watermarkFontSizePx = 15;
/** spec §4: text at −30 degrees (rising to the right). */
export const watermarkAngleDeg = -30;
/** Space between repeats of the text, in px: enough to read round it, close enough to cover a crop. */
export const watermarkGapPx = 64;
/** Line spacing of multi-line watermarks, in em. */
export const watermarkLineHeight = 1.5;

/** What the tile is drawn from. */
export type WatermarkTileOptions = {
  fontSizePx?: number;
  angleDeg?: number;
  gapPx?: number;
  /** A CSS font-family list (the theme's body stack); it is escaped like the text. */
  fontFamily?: string;
};

/** The drawn tile: the CSS value to use as an image and its size in px. */
export type WatermarkTile = { url: string; width: number; height: number };

// XML 1.0 forbids control characters other than tab, line feed and carriage return.
// eslint-disable-next-line no-control-regex
const xmlForbidden = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

/** Makes text safe inside SVG markup, in text and in double- or single-quoted attributes. */
export function escapeXml(text: string): string {
  return text
    .replace(xmlForbidden, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/**
 * Approximate rendered width of a line: Chinese and other wide characters are 1 em, the rest about
 * 0.6 em. The SVG cannot measure text before it is drawn; an estimate only sizes the tile.
 */
export function estimateTextWidth(text: string, fontSizePx: number): number {
  let ems = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    const isWide =
      (code >= 0x1100 && code <= 0x115f) ||
      (code >= 0x2e80 && code <= 0xa4cf) ||
      (code >= 0xac00 && code <= 0xd7a3) ||
      (code >= 0xf900 && code <= 0xfaff) ||
      (code >= 0xfe30 && code <= 0xfe4f) ||
      (code >= 0xff00 && code <= 0xff60) ||
      (code >= 0xffe0 && code <= 0xffe6) ||
      code >= 0x20000;
    ems += isWide ? 1 : 0.6;
  }
  return ems * fontSizePx;
}

/** The lines of a watermark: a string is one line (newlines split it), an array is one line each; blanks drop out. */
export function watermarkLines(text: string | readonly string[]): string[] {
  const lines = typeof text === 'string' ? text.split(/\r?\n/) : [...text];
  return lines.map((line) => line.trim()).filter((line) => line.length > 0);
}

/**
 * Draws the tile: the lines centred and turned by `angleDeg`, in a tile as large as the turned text
 * plus `gapPx`. The SVG is XML-escaped and then percent-encoded, so any nickname is safe in the
 * CSS `url("…")` it returns. No lines → an empty tile (url `none`).
 */
export function watermarkTile(text: string | readonly string[], options: WatermarkTileOptions = {}): WatermarkTile {
  const {
    fontSizePx = watermarkFontSizePx,
    angleDeg = watermarkAngleDeg,
    gapPx = watermarkGapPx,
    fontFamily = 'sans-serif',
  } = options;
  const lines = watermarkLines(text);
  if (lines.length === 0) return { url: 'none', width: 0, height: 0 };

  const lineHeightPx = fontSizePx * watermarkLineHeight;
  const textWidth = Math.max(...lines.map((line) => estimateTextWidth(line, fontSizePx)));
  const textHeight = lines.length * lineHeightPx;
  const radians = (Math.abs(angleDeg) * Math.PI) / 180;
  const width = Math.ceil(textWidth * Math.cos(radians) + textHeight * Math.sin(radians) + gapPx);
  const height = Math.ceil(textWidth * Math.sin(radians) + textHeight * Math.cos(radians) + gapPx);
  const cx = width / 2;
  const cy = height / 2;
  const firstLineY = cy - ((lines.length - 1) * lineHeightPx) / 2;

  const tspans = lines
    .map((line, index) => `<tspan x="${cx}" y="${firstLineY + index * lineHeightPx}">${escapeXml(line)}</tspan>`)
    .join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<text transform="rotate(${angleDeg} ${cx} ${cy})" text-anchor="middle" dominant-baseline="central" ` +
    `font-size="${fontSizePx}" font-family="${escapeXml(fontFamily)}" fill="#000">${tspans}</text></svg>`;

  return { url: `url("data:image/svg+xml,${encodeURIComponent(svg)}")`, width, height };
}
