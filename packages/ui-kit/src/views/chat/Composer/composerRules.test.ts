import { describe, expect, it } from 'vitest';
import {
  canSendText,
  checkChatImage,
  countCharacters,
  defaultChatImageBytes,
  defaultChatImageTypes,
  insertAt,
  isSendKey,
} from './composerRules';

// Issue #15 "Messages: text (sanitised, length-limited), emoji, images (type and size checked)".
describe('countCharacters', () => {
  it.each([
    ['empty', '', 0],
    ['Chinese', '请问有现货吗', 6],
    ['an emoji is one', '好的😊', 3],
    ['a line break counts', 'a\nb', 3],
  ])('%s', (_case, text, expected) => {
    expect(countCharacters(text)).toBe(expected);
  });
});

describe('canSendText', () => {
  it.each([
    ['a question', '请问有现货吗', 500, true],
    ['nothing', '', 500, false],
    ['only blanks and new lines', '  \n ', 500, false],
    ['exactly the limit', '好'.repeat(500), 500, true],
    ['one over the limit', '好'.repeat(501), 500, false],
    ['emoji at the limit', '😊'.repeat(10), 10, true],
  ])('%s', (_case, text, max, expected) => {
    expect(canSendText(text, max)).toBe(expected);
  });
});

describe('checkChatImage', () => {
  it.each([
    ['a JPEG', 'image/jpeg', 1024, null],
    ['a WebP at exactly the limit', 'image/webp', defaultChatImageBytes, null],
    ['one byte too large', 'image/png', defaultChatImageBytes + 1, 'size'],
    ['a PDF', 'application/pdf', 1024, 'type'],
    ['an SVG (may carry script)', 'image/svg+xml', 1024, 'type'],
    ['a wrong type is named before the size', 'video/mp4', defaultChatImageBytes * 10, 'type'],
  ])('%s', (_case, type, size, expected) => {
    expect(checkChatImage({ type, size }, defaultChatImageTypes, defaultChatImageBytes)).toBe(expected);
  });
});

describe('isSendKey', () => {
  it.each([
    ['Enter sends', { key: 'Enter', shiftKey: false, isComposing: false }, true],
    ['Shift+Enter is a new line', { key: 'Enter', shiftKey: true, isComposing: false }, false],
    ['Enter while composing pinyin', { key: 'Enter', shiftKey: false, isComposing: true }, false],
    ['Safari composing Enter', { key: 'Enter', shiftKey: false, isComposing: false, keyCode: 229 }, false],
    ['another key', { key: 'a', shiftKey: false, isComposing: false }, false],
  ])('%s', (_case, event, expected) => {
    expect(isSendKey(event)).toBe(expected);
  });
});

describe('insertAt', () => {
  it.each([
    ['at the end', '你好', '😊', 2, 2, { text: '你好😊', caret: 4 }],
    ['in the middle', '你好', '😊', 1, 1, { text: '你😊好', caret: 3 }],
    ['over a selection', '你好呀', '😊', 1, 3, { text: '你😊', caret: 3 }],
  ])('%s', (_case, text, insert, start, end, expected) => {
    expect(insertAt(text, insert, start, end)).toEqual(expected);
  });
});
