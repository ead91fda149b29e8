// @vitest-environment jsdom
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { plainText, sanitizeHtml } from './sanitizeHtml';

const allowedTags = new Set(
  'h1 h2 h3 h4 h5 h6 p br hr blockquote figure figcaption ul ol li table caption colgroup col thead tbody tfoot tr th td strong em b i u s sub sup small a img'
    .split(' ')
    .map((tag) => tag.toUpperCase()),
);
const allowedAttributes = new Set([
  'href',
  'title',
  'target',
  'rel',
  'src',
  'alt',
  'width',
  'height',
  'start',
  'colspan',
  'rowspan',
  'scope',
  'span',
]);

/**
 * Parses the output the way a browser does (jsdom's spec parser, not the sanitiser's) and checks what
 * would reach the page: a parser differential (mutation XSS) shows up here, not in the string.
 */
function expectHarmlessInBrowser(html: string) {
  const body = new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html').body;
  for (const element of Array.from(body.querySelectorAll('*'))) {
    expect(allowedTags, `<${element.tagName}> in ${html}`).toContain(element.tagName);
    for (const { name, value } of Array.from(element.attributes)) {
      expect(allowedAttributes, `${name} on <${element.tagName}> in ${html}`).toContain(name);
      if (name === 'href') expect(value, html).toMatch(/^(https?:\/\/|(?![a-z][a-z0-9+.-]*:)(?![/\\]{2}))/i);
      if (name === 'src') expect(value, html).toMatch(/^(https:\/\/|(?![a-z][a-z0-9+.-]*:)(?![/\\]{2}))/i);
    }
    if (element.tagName === 'A') expect(element.getAttribute('rel')).toBe('noopener noreferrer');
  }
}

describe('sanitizeHtml: staff HTML on its way out (DESIGN.md §9)', () => {
  it('keeps the structure articles, help pages and clauses are written in', () => {
    const html =
      '<h2>一、协议的范围</h2><p>本协议<strong>重要</strong>，<em>请阅读</em>。</p><ul><li>一</li></ul><ol start="3"><li>三</li></ol>' +
      '<table><thead><tr><th scope="col" colspan="2">克重</th></tr></thead><tbody><tr><td rowspan="2">3.5g</td></tr></tbody></table>' +
      '<p><img src="/media/article/a.svg" alt="金镯"><img src="https://img.example.com/b.png" alt="" width="300" height="200"></p>';
    expect(sanitizeHtml(html)).toBe(html.replace(/<img ([^>]*)>/g, '<img $1 />'));
  });

  it.each([
    ['a script tag', '<p>hi<script>alert(1)</script></p>', '<p>hi</p>'],
    ['a script with attributes', '<script src="https://evil.example/x.js"></script><p>k</p>', '<p>k</p>'],
    ['an onerror image', '<img src="/media/a.svg" onerror="alert(1)">', '<img src="/media/a.svg" />'],
    ['an unquoted onerror', '<img src=x onerror=alert(1)>', '<img src="x" />'],
    ['an onclick paragraph', '<p onclick="steal()">文</p>', '<p>文</p>'],
    [
      'a table cell handler',
      '<table><tr><td colspan="2" onmouseover="x()">c</td></tr></table>',
      '<table><tr><td colspan="2">c</td></tr></table>',
    ],
    ['a style attribute', '<p style="background:url(javascript:alert(1))">s</p>', '<p>s</p>'],
    ['a class attribute', '<p class="x" id="y">s</p>', '<p>s</p>'],
    ['a style element', '<style>body{display:none}</style><p>s</p>', '<p>s</p>'],
    ['a javascript: href', '<a href="javascript:alert(1)">x</a>', '<a rel="noopener noreferrer">x</a>'],
    ['a mixed-case javascript: href', '<a href="JaVaScRiPt:alert(1)">x</a>', '<a rel="noopener noreferrer">x</a>'],
    ['a tab inside javascript:', '<a href="java\tscript:alert(1)">x</a>', '<a rel="noopener noreferrer">x</a>'],
    [
      'an entity-encoded javascript:',
      '<a href="&#106;avascript&colon;alert(1)">x</a>',
      '<a rel="noopener noreferrer">x</a>',
    ],
    ['a leading-space javascript:', '<a href="  javascript:alert(1)">x</a>', '<a rel="noopener noreferrer">x</a>'],
    ['a vbscript: href', '<a href="vbscript:msgbox(1)">x</a>', '<a rel="noopener noreferrer">x</a>'],
    ['a data: href', '<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>', '<a rel="noopener noreferrer">x</a>'],
    ['a protocol-relative href', '<a href="//evil.example/x">x</a>', '<a rel="noopener noreferrer">x</a>'],
    ['a backslash protocol-relative href', '<a href="/\\evil.example/x">x</a>', '<a rel="noopener noreferrer">x</a>'],
    ['a data: image', '<img src="data:image/svg+xml;base64,PHN2Zz4=">', ''],
    ['an http image (https only)', '<img src="http://img.example.com/a.png">', ''],
    ['a javascript: image', '<img src="javascript:alert(1)">', ''],
    ['a srcset', '<img src="/a.svg" srcset="javascript:alert(1) 2x">', '<img src="/a.svg" />'],
    ['svg with script', '<svg><script>alert(1)</script></svg><p>after</p>', '<p>after</p>'],
    ['svg onload', '<svg onload="alert(1)"></svg><p>after</p>', '<p>after</p>'],
    ['svg xlink:href', '<svg><a xlink:href="javascript:alert(1)"><text>t</text></a></svg>', ''],
    ['svg animate', '<svg><animate attributeName="href" values="javascript:alert(1)"/></svg>', ''],
    [
      'math mglyph/style mutation',
      '<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;img src=1 onerror=alert(1)&gt;">',
      '',
    ],
    ['math form mutation', '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>', ''],
    ['noscript title mutation', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">', ''],
    ['xmp raw text', '<xmp><img src=x onerror=alert(1)></xmp><p>k</p>', '<p>k</p>'],
    ['textarea raw text', '<textarea><img src=x onerror=alert(1)></textarea>', ''],
    ['an iframe', '<iframe src="javascript:alert(1)"></iframe><p>ok</p>', '<p>ok</p>'],
    ['object and embed', '<object data="x.swf"></object><embed src="x.swf"><p>ok</p>', '<p>ok</p>'],
    ['a base tag', '<base href="javascript:/"><a href="x">k</a>', '<a href="x" rel="noopener noreferrer">k</a>'],
    ['a meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">', ''],
    ['a form', '<form action="javascript:alert(1)"><button formaction="javascript:alert(1)">b</button></form>', 'b'],
    ['a comment hiding markup', '<!-- <img src=x onerror=alert(1)> --><p>k</p>', '<p>k</p>'],
    ['a broken tag name swallowing a script', '<p><A<script>alert(1)</script></p>', '<p>alert(1)</p>'],
    ['a CDATA section', '<![CDATA[<img src=x onerror=alert(1)>]]><p>k</p>', '<p>k</p>'],
  ])('strips %s', (_case, dirty, clean) => {
    expect(sanitizeHtml(dirty)).toBe(clean);
    expectHarmlessInBrowser(sanitizeHtml(dirty));
  });

  it.each([
    [
      'a relative link',
      '<a href="/helpCenter?id=3">帮助</a>',
      '<a href="/helpCenter?id=3" rel="noopener noreferrer">帮助</a>',
    ],
    [
      'a page-relative link',
      '<a href="helpCenter?id=3">帮助</a>',
      '<a href="helpCenter?id=3" rel="noopener noreferrer">帮助</a>',
    ],
    ['an anchor', '<a href="#section-2">跳转</a>', '<a href="#section-2" rel="noopener noreferrer">跳转</a>'],
    [
      'an http link',
      '<a href="http://www.example.com/">官网</a>',
      '<a href="http://www.example.com/" rel="noopener noreferrer">官网</a>',
    ],
    [
      'a new-tab https link',
      '<a href="https://www.example.com/" target="_blank">官网</a>',
      '<a href="https://www.example.com/" target="_blank" rel="noopener noreferrer">官网</a>',
    ],
    ['a link with its own rel', '<a href="/x" rel="opener">x</a>', '<a href="/x" rel="noopener noreferrer">x</a>'],
    [
      'a link aimed at another frame',
      '<a href="/x" target="_top">x</a>',
      '<a href="/x" rel="noopener noreferrer">x</a>',
    ],
  ])('keeps %s, always with rel="noopener noreferrer"', (_case, dirty, clean) => {
    expect(sanitizeHtml(dirty)).toBe(clean);
  });

  it('escapes text that looks like markup', () => {
    expect(sanitizeHtml('<p>1 < 2 & 3 > 2</p>')).toBe('<p>1 &lt; 2 &amp; 3 &gt; 2</p>');
    expect(sanitizeHtml('<a href="/x?a=1&b=2" title="&quot;><script>">q</a>')).toBe(
      '<a href="/x?a=1&amp;b=2" title="&quot;&gt;&lt;script&gt;" rel="noopener noreferrer">q</a>',
    );
  });

  // A generous timeout: jsdom parses the output of every run, and the test machine may be busy.
  it('leaves nothing a browser would run for generated mixes of hostile fragments', () => {
    const fragment = fc.constantFrom(
      '<script>alert(1)</script>',
      '<script>',
      '</script>',
      '<img src=x onerror=alert(1)>',
      '<svg>',
      '</svg>',
      '<math>',
      '<mtext>',
      '<mglyph>',
      '<style>',
      '</style>',
      '<!--',
      '-->',
      '<a href="javascript:alert(1)">',
      '<a href="/ok">',
      '</a>',
      '<p title="',
      '">',
      '"',
      "'",
      '<table>',
      '<td>',
      '<noscript>',
      '</noscript>',
      '<xmp>',
      '</xmp>',
      '<iframe>',
      '<textarea>',
      '</textarea>',
      '<![CDATA[',
      ']]>',
      '<p>',
      '</p>',
      ' onload=alert(1) ',
      'javascript:',
      '&lt;',
      '&#106;',
      '<',
      '>',
      '/',
      '=',
      '文字',
      '<img src="https://ok.example/a.png">',
      '<h2>',
      '<b onclick=x>',
    );
    fc.assert(
      fc.property(fc.array(fc.oneof(fragment, fc.string({ maxLength: 6 })), { maxLength: 24 }), (parts) => {
        expectHarmlessInBrowser(sanitizeHtml(parts.join('')));
      }),
      { numRuns: 300 },
    );
  }, 60_000);
});

// Issue #12 评价: a review's text is kept as plain text, whatever markup the shopper sent.
describe('plainText', () => {
  const rows: [string, string, string][] = [
    ['keeps plain text as written', '做工很精致，金色很正。', '做工很精致，金色很正。'],
    ['removes tags and keeps their text', '<b>很好</b>看<img src=x onerror=alert(1)>', '很好看'],
    ['drops a script with its content', '好看<script>alert(1)</script>呀', '好看呀'],
    ['drops a style and an svg with their content', '<style>*{}</style><svg><text>x</text></svg>满意', '满意'],
    ['reads the less-than sign and the ampersand back as text', 'a < b & c > d', 'a < b & c > d'],
    ['keeps an entity the shopper typed as its characters', '&lt;script&gt;', '<script>'],
    ['reads &amp;lt; once, not twice', '&amp;lt;', '&lt;'],
    ['keeps a heart made of <3', '<3 爱你', '<3 爱你'],
    ['keeps line breaks, at most one blank line', '第一行\r\n\r\n\r\n\r\n第二行', '第一行\n\n第二行'],
    ['drops control characters and trims', '  \u0000好\u0007看\u001b  ', '好看'],
    ['turns a tab into a space', '好\t看', '好 看'],
  ];
  it.each(rows)('%s', (_name, dirty, expected) => {
    expect(plainText(dirty)).toBe(expected);
  });
});
