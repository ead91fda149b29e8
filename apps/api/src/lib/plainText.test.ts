import { describe, expect, it } from 'vitest';
import { plainText } from './plainText';

describe('a shopper’s text cleaned to plain text (issue #12 refund description)', () => {
  it.each<[string, string, string]>([
    ['ordinary text stays', '戒指尺寸偏小，想退款', '戒指尺寸偏小，想退款'],
    ['markup is dropped', '收到时<b>断了</b><script>alert(1)</script>', '收到时断了alert(1)'],
    ['an image tag with a handler is dropped', '<img src=x onerror=alert(1)>看图', '看图'],
    ['control characters go, line breaks stay', 'a\u0000b\u0007c\nd', 'abc\nd'],
    ['Windows line breaks become one', '第一行\r\n第二行', '第一行\n第二行'],
    ['at most one blank line in a row', '一\n\n\n\n二', '一\n\n二'],
    ['bidirectional overrides and zero-width characters go', 'abc\u202edef\u200bghi', 'abcdefghi'],
    ['the ends are trimmed', '  \n 尺寸不合适 \n ', '尺寸不合适'],
    ['composed to NFC', 'e\u0301', '\u00e9'],
    ['a lone angle bracket is kept', '重量 < 5 克', '重量 < 5 克'],
  ])('%s', (_case, input, expected) => {
    expect(plainText(input)).toBe(expected);
  });
});
