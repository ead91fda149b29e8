import { maskBannedWords } from '@mall/contract';
import { describe, expect, it } from 'vitest';
import { reviewBannedWords } from './reviewBannedWords';

// Issue #12 评价: the maintained list of words a review never shows.
describe('the review banned-word list', () => {
  it('holds each word once, in its plain lower-case form, without spaces', () => {
    for (const word of reviewBannedWords) {
      expect(word, word).toBe(word.normalize('NFKC').toLowerCase().replace(/\s/gu, ''));
      expect(word.length, word).toBeGreaterThan(0);
    }
    expect(new Set(reviewBannedWords).size).toBe(reviewBannedWords.length);
  });

  it.each([
    ['an advertising line', '想要同款加微信 abc123', '想要同款*** abc123'],
    ['a full-width contact', '加ＶＸ详聊', '***详聊'],
    ['abuse', '客服是个傻B', '客服是个***'],
    ['a word that only contains letters of another (USB)', 'USB 接口的首饰盒', 'USB 接口的首饰盒'],
    ['an honest review', '金色很正，做工精致，五星好评！', '金色很正，做工精致，五星好评！'],
  ])('masks %s', (_name, text, expected) => {
    expect(maskBannedWords(text, reviewBannedWords)).toBe(expected);
  });
});
