/**
 * A shopper's free text cleaned to plain text (issue #12 refund descriptions): what is stored is
 * only ever shown as text, so markup is dropped rather than escaped, and so are control characters,
 * zero-width and bidirectional-override characters (which can disguise what an operator reads);
 * line breaks are kept (at most one blank line in a row), the ends trimmed, the text NFC-normalised.
 */
export function plainText(value: string): string {
  return (
    value
      .normalize('NFC')
      .replace(/\r\n?/g, '\n')
      .replace(/<[^>]*>/g, '')
      // eslint-disable-next-line no-control-regex -- removing control characters is the point
      .replace(/[\u0000-\u0009\u000b-\u001f\u007f\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g, '')
      .replace(/[ \t]+\n/g, '\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}
