// sanitize-html is pinned at 2.17.5: 2.17.6 and later require Node 22 (notes/toolchain.md: Node 20).
// 2.17.5 has the xmp fix (CVE-2026-44990); 2.17.6's fix concerns URL schemes in attributes other than
// href/src/cite, and only href and src are allowed to carry a URL here.
import sanitize from 'sanitize-html';

/** What staff-written bodies may keep: text structure, lists, tables, emphasis, links and images. */
const allowedTags = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'hr',
  'blockquote',
  'figure',
  'figcaption',
  'ul',
  'ol',
  'li',
  'table',
  'caption',
  'colgroup',
  'col',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'strong',
  'em',
  'b',
  'i',
  'u',
  's',
  'sub',
  'sup',
  'small',
  'a',
  'img',
];

/**
 * Elements dropped with everything inside them, not just their tags: raw-text and foreign-content
 * elements are where parser-differential (mutation XSS) tricks live, and their text is never copy.
 */
const droppedWithContent = [
  'script',
  'style',
  'textarea',
  'option',
  'xmp',
  'title',
  'noscript',
  'noembed',
  'noframes',
  'plaintext',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'template',
  'svg',
  'math',
  'select',
  'head',
];

const options: sanitize.IOptions = {
  allowedTags,
  // No `style`, `class` or `on*` anywhere: only these attributes survive (an empty `alt` too, by default).
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    ol: ['start'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    col: ['span'],
    colgroup: ['span'],
  },
  // Links: http, https or relative; images: https or relative. `//host` would borrow the page's scheme.
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: droppedWithContent,
  parseStyleAttributes: false,
  transformTags: {
    // A staff link may open a new tab (only `_blank`, never a named or parent frame); the opened page
    // gets neither window.opener nor the referrer.
    a: (tagName, { target, ...attribs }) => ({
      tagName,
      attribs: { ...attribs, ...(target === '_blank' ? { target } : {}), rel: 'noopener noreferrer' },
    }),
  },
  // An image whose source was refused is dropped rather than left as an empty box.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/**
 * Cleans staff-written HTML (articles, help pages, clause texts) on its way out with an allow-list
 * (DESIGN.md §9: sanitise server HTML): headings, paragraphs, lists, tables, emphasis, links
 * (http/https/relative, always `rel="noopener noreferrer"`) and images (https/relative). Scripts,
 * event handlers, `style`, `javascript:`/`data:` URLs and svg/math content never survive.
 */
export function sanitizeHtml(dirty: string): string {
  return sanitize(dirty, options);
}

/** No element survives: only the text, with raw-text and foreign-content elements dropped whole. */
const plainTextOptions: sanitize.IOptions = {
  allowedTags: [],
  allowedAttributes: {},
  disallowedTagsMode: 'discard',
  nonTextTags: droppedWithContent,
  parseStyleAttributes: false,
};

/** The three characters the sanitiser escapes in text, read back (`&amp;` last, so `&amp;lt;` stays `&lt;`). */
const escaped: [RegExp, string][] = [
  [/&lt;/g, '<'],
  [/&gt;/g, '>'],
  [/&quot;/g, '"'],
  [/&amp;/g, '&'],
];

/**
 * A shopper's text as plain text (issue #12 review text): any markup removed (a `<script>` or
 * `<style>` with what it holds), entities read back, control characters other than line breaks
 * dropped, at most one blank line in a row, trimmed. The result is shown as text, never as HTML.
 */
export function plainText(dirty: string): string {
  let text = sanitize(dirty, plainTextOptions);
  for (const [pattern, char] of escaped) text = text.replace(pattern, char);
  return (
    text
      .replace(/\r\n?/g, '\n')
      .replace(/\t/g, ' ')
      // eslint-disable-next-line no-control-regex -- control characters are what is removed
      .replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, '')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}
