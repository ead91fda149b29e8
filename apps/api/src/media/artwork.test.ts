import { describe, expect, it } from 'vitest';
import { advertLayouts, artworkMotifs, mediaUrl, renderArtwork } from './artwork';

const goodsNames = artworkMotifs.flatMap((motif) =>
  ['G', 'D', 'P', 'K', 'J', 'Z', 'B'].map((letter, index) => `${motif}-JY${letter}0000${index + 1}-${(index % 5) + 1}`),
);
const otherNames: [string, string][] = [
  ...Object.keys(advertLayouts).map((layout): [string, string] => ['advert', `${layout}-bangle-1-古法金·传世之美`]),
  ['advert', 'search-pearl-2'],
  ['topic', 'diamond-2-臻钻婚嫁季'],
  ['topic', 'jade-6'],
  ['article', 'bar-5-足金千足金与Au9999有什么区别'],
  ...artworkMotifs.map((motif): [string, string] => ['classify', motif]),
];
const everything: [string, string][] = [...goodsNames.map((name): [string, string] => ['goods', name]), ...otherNames];

/** Tags opened and closed in order, self-closing ones skipped: enough to catch broken markup. */
function isBalanced(svg: string): boolean {
  const stack: string[] = [];
  for (const match of svg.matchAll(/<(\/?)([a-zA-Z][\w:-]*)[^>]*?(\/?)>/g)) {
    const [, closing, name, selfClosing] = match;
    if (selfClosing) continue;
    if (closing) {
      if (stack.pop() !== name) return false;
    } else stack.push(name as string);
  }
  return stack.length === 0;
}

describe('renderArtwork: generated SVG for the demo (DESIGN.md §5, no external URLs)', () => {
  it.each(everything)('draws %s/%s as one well-formed SVG document', (kind, name) => {
    const svg = renderArtwork(kind, name);
    expect(svg).not.toBeNull();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" [^>]*viewBox="0 0 \d+ \d+"/);
    expect(svg?.endsWith('</svg>')).toBe(true);
    expect(isBalanced(svg as string)).toBe(true);
  });

  it.each(everything)('keeps %s/%s free of script, event handlers and references', (kind, name) => {
    const svg = renderArtwork(kind, name) as string;
    expect(svg).not.toMatch(/<script/i);
    expect(svg).not.toMatch(/\son[a-z]+=/i);
    expect(svg).not.toMatch(/href=/i);
    expect(svg).not.toMatch(/<(image|use|foreignObject|a)\b/i);
    // The only URL is the SVG namespace; paint servers are local `url(#id)`.
    expect(svg.replace('xmlns="http://www.w3.org/2000/svg"', '')).not.toMatch(/https?:|\/\//);
    expect([...svg.matchAll(/url\(([^)]*)\)/g)].every((match) => match[1]?.startsWith('#'))).toBe(true);
  });

  it('is deterministic: the same name always gives the same bytes', () => {
    for (const [kind, name] of everything) expect(renderArtwork(kind, name)).toBe(renderArtwork(kind, name));
  });

  it('varies with the name: palettes and views differ between pieces and between gallery pictures', () => {
    const pictures = new Set(
      ['ring-JYG00001-1', 'ring-JYG00002-1', 'ring-JYG00001-2', 'bangle-JYG00001-1'].map((name) =>
        renderArtwork('goods', name),
      ),
    );
    expect(pictures.size).toBe(4);
  });

  it('prints the gallery index and the mould number on goods pictures', () => {
    const svg = renderArtwork('goods', 'bar-JYB00003-4') as string;
    expect(svg).toContain('>04</text>');
    expect(svg).toContain('JYB00003');
    expect(svg).toContain('999.9');
  });

  it('sets the advert title as text, at the layout size', () => {
    const svg = renderArtwork('advert', 'banner-diamond-2-臻钻婚嫁季') as string;
    expect(svg).toContain('width="1920" height="600"');
    expect(svg).toContain('>臻钻婚嫁季</text>');
    expect(svg).toContain('<title>臻钻婚嫁季</title>');
  });

  it.each([
    ['goods', 'ring-JYG00001-0'],
    ['goods', 'ring-JYG00001-10'],
    ['goods', 'sword-JYG00001-1'],
    ['goods', 'ring-JY000001-1'],
    ['goods', 'ring-jyg00001-1'],
    ['goods', 'ring-JYG00001-1.svg'],
    ['advert', 'poster-ring-1-标题'],
    ['advert', 'banner-ring-1-<script>'],
    ['advert', 'banner-ring-1-a"b'],
    ['advert', `banner-ring-1-${'长'.repeat(25)}`],
    ['topic', 'ring'],
    ['classify', 'ring-1'],
    ['video', 'ring'],
    ['', ''],
  ])('refuses %s/%s (null, the route answers 404)', (kind, name) => {
    expect(renderArtwork(kind, name)).toBeNull();
  });
});

describe('mediaUrl', () => {
  it('encodes Chinese titles into a URL path the route decodes back', () => {
    const url = mediaUrl('advert', 'gold-bar-1-今日金价');
    expect(url).toBe(`/media/advert/${encodeURIComponent('gold-bar-1-今日金价')}.svg`);
    expect(decodeURIComponent(url)).toBe('/media/advert/gold-bar-1-今日金价.svg');
  });
});
