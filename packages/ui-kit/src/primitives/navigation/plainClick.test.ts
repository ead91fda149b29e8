import { describe, expect, it } from 'vitest';
import { isPlainClick, type ClickKeys } from './plainClick';

const plain: ClickKeys = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };

describe('isPlainClick', () => {
  it.each<[string, Partial<ClickKeys>, boolean]>([
    ['the main button alone', {}, true],
    ['the middle button (a new tab)', { button: 1 }, false],
    ['the secondary button', { button: 2 }, false],
    ['⌘ (a new tab on macOS)', { metaKey: true }, false],
    ['Ctrl (a new tab)', { ctrlKey: true }, false],
    ['Shift (a new window)', { shiftKey: true }, false],
    ['Alt (a download)', { altKey: true }, false],
  ])('%s → %s', (_case, keys, expected) => {
    expect(isPlainClick({ ...plain, ...keys })).toBe(expected);
  });
});
