import { describe, expect, it } from 'vitest';
import { escapeXml, estimateTextWidth, watermarkLines, watermarkTile } from './watermarkRules';

/** The SVG markup inside a tile's url("data:…"). */
function svgOf(url: string): string {
  const match = /^url\("data:image\/svg\+xml,(.*)"\)$/.exec(url);
  if (!match?.[1]) throw new Error(`not an SVG data URL: ${url}`);
  return decodeURIComponent(match[1]);
}

describe('escapeXml', () => {
  it.each([
    ['plain Chinese stays', '张三 · S10023', '张三 · S10023'],
    ['ampersand', '金&银', '金&amp;银'],
    ['angle brackets', '<script>', '&lt;script&gt;'],
    ['double quote', '"张三"', '&quot;张三&quot;'],
    ['single quote', "O'Neil", 'O&apos;Neil'],
    ['an entity is escaped, not kept', '&amp;', '&amp;amp;'],
    ['control characters are dropped', 'a\u0000b\u001fc', 'abc'],
  ])('%s: %s → %s', (_case, text, expected) => {
    expect(escapeXml(text)).toBe(expected);
  });
});

describe('watermarkLines', () => {
  it.each<[string, string | string[], string[]]>([
    ['one string is one line', '张三 · S10023', ['张三 · S10023']],
    ['newlines split', '张三\nS10023', ['张三', 'S10023']],
    ['an array is one line each', ['张三', 'S10023'], ['张三', 'S10023']],
    ['blank lines drop out', ['张三', '  ', ''], ['张三']],
    ['nothing at all', '', []],
  ])('%s', (_case, text, expected) => {
    expect(watermarkLines(text)).toEqual(expected);
  });
});

describe('estimateTextWidth', () => {
  it.each([
    ['Chinese is 1 em a character', '张三', 15, 30],
    ['Latin and digits 0.6 em', 'S10023', 15, 54],
    ['full-width punctuation is wide', '，', 10, 10],
    ['mixed: 2 wide + 3 narrow separators + 6 narrow', '张三 · S10023', 10, 20 + 18 + 36],
  ])('%s', (_case, text, size, expected) => {
    expect(estimateTextWidth(text, size)).toBeCloseTo(expected, 5);
  });
});

describe('watermarkTile', () => {
  const tile = watermarkTile('张三 · S10023');
  const svg = svgOf(tile.url);

  it.each([
    ['spec §4: turned by −30 degrees', /<text transform="rotate\(-30 [\d.]+ [\d.]+\)"/],
    ['spec §4: 15px text', /font-size="15"/],
    ['the text itself', />张三 · S10023<\/tspan>/],
    ['a standalone SVG', /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="\d+" height="\d+"/],
    ['drawn in one solid colour (the mask; the theme colours it)', /fill="#000"/],
  ])('%s', (_case, pattern) => {
    expect(svg).toMatch(pattern);
  });

  it('is as large as the turned text plus the gap', () => {
    // 7.4 em × 15 px = 111 px wide, 22.5 px high; turned 30°: 111·cos + 22.5·sin + 64 by 111·sin + 22.5·cos + 64.
    expect(tile.width).toBe(Math.ceil(111 * Math.cos(Math.PI / 6) + 22.5 * 0.5 + 64));
    expect(tile.height).toBe(Math.ceil(111 * 0.5 + 22.5 * Math.cos(Math.PI / 6) + 64));
  });

  it.each([
    ['angle brackets and ampersand', '<b>张&三</b>', '&lt;b&gt;张&amp;三&lt;/b&gt;'],
    ['quotes that would end the url("…")', '"); background: red; ("', '&quot;); background: red; (&quot;'],
    ['single quotes', "S'10023", 'S&apos;10023'],
  ])('escapes %s', (_case, text, escaped) => {
    const { url } = watermarkTile(text);
    const payload = url.slice('url("'.length, -'")'.length);
    // Percent-encoded: no quote, backslash, bracket, space or # left to end the CSS string or the URL.
    expect(payload).not.toMatch(/["<>\s#\\]/);
    expect(svgOf(url)).toContain(`>${escaped}</tspan>`);
    expect(svgOf(url)).not.toContain(text);
  });

  it('escapes the font family (it holds quotes)', () => {
    const svgWithFont = svgOf(watermarkTile('张三', { fontFamily: '"PingFang SC", sans-serif' }).url);
    expect(svgWithFont).toContain('font-family="&quot;PingFang SC&quot;, sans-serif"');
  });

  it('puts each line in its own tspan, one line height apart', () => {
    const lines = svgOf(watermarkTile(['张三', 'S10023']).url).match(/<tspan x="[\d.]+" y="([\d.]+)">/g) ?? [];
    expect(lines).toHaveLength(2);
    const [first, second] = lines.map((line) => Number(/y="([\d.]+)"/.exec(line)?.[1]));
    expect((second ?? 0) - (first ?? 0)).toBeCloseTo(22.5, 5);
  });

  it('honours another angle and size', () => {
    const other = svgOf(watermarkTile('张三', { angleDeg: -45, fontSizePx: 20 }).url);
    expect(other).toMatch(/rotate\(-45 /);
    expect(other).toMatch(/font-size="20"/);
  });

  it('no text: no tile', () => {
    expect(watermarkTile(['', ' '])).toEqual({ url: 'none', width: 0, height: 0 });
  });
});
