import { describe, expect, it } from 'vitest';
import {
  maskBannedWords,
  maskNickname,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
  reviewTextLength,
  reviewTextProblem,
  type ReviewTextProblem,
  reviewRefusal,
} from './reviews';

// Issue #12 评价: text sanitised, banned words masked as *** (the mask of spec §4's banned searches).
describe('maskBannedWords', () => {
  const words = ['高仿', '刷单', '刷单返利', '加微信', 'vx', 'abc', 'bcd'];
  const rows: [string, string, string][] = [
    ['keeps a clean text as written', '做工很精致，金色很正。', '做工很精致，金色很正。'],
    ['masks a word', '这是高仿吗', '这是***吗'],
    ['masks every occurrence', '高仿？不是高仿', '***？不是***'],
    ['masks overlapping words (刷单 inside 刷单返利) once', '有人刷单返利吗', '有人***吗'],
    ['masks overlapping words that only share letters (abc, bcd) as one mask', 'xabcdx', 'x***x'],
    ['masks two words back to back as one mask', '高仿刷单', '***'],
    ['ignores case', 'add VX please, Vx or vX', 'add *** please, *** or ***'],
    ['folds full-width letters and mixed case', '加我ＶＸ或ｖｘ或Ｖx', '加我***或***或***'],
    ['catches a word spread out with spaces', '请加 微 信了解', '请***了解'],
    ['catches a word with a full-width space inside', '加\u3000微信', '***'],
    ['keeps the spaces around a masked word', '不是 高仿 哦', '不是 *** 哦'],
    ['keeps emoji and other characters around a mask', '😀高仿😀', '😀***😀'],
    ['ignores an empty or blank word in the list', '正品', '正品'],
  ];
  it.each(rows)('%s', (_name, text, expected) => {
    expect(maskBannedWords(text, [...words, '', '  '])).toBe(expected);
  });

  it('changes nothing when the list is empty', () => {
    expect(maskBannedWords('高仿', [])).toBe('高仿');
  });
});

describe('maskNickname (an anonymous review on the goods page)', () => {
  const rows: [string, string, string][] = [
    ['a Chinese name keeps its first character', '王女士', '王**'],
    ['a one-character name still gets two stars', '王', '王**'],
    ['a long name shows no more', '欧阳娜娜的妈妈', '欧**'],
    ['a Latin name', 'Anna', 'A**'],
    ['an emoji name keeps the whole emoji', '😀小鱼', '😀**'],
    ['leading spaces are not a character', '  李先生', '李**'],
    ['an empty name gives nothing (the server names the reviewer)', '', ''],
    ['a blank name gives nothing', '   ', ''],
  ];
  it.each(rows)('%s', (_name, nickname, expected) => {
    expect(maskNickname(nickname)).toBe(expected);
  });
});

describe('reviewTextProblem (5–500 characters)', () => {
  const rows: [string, string, ReviewTextProblem | null][] = [
    ['nothing written', '', 'empty'],
    ['only spaces and line breaks', '  \n ', 'empty'],
    ['four characters', '很好看呀', 'short'],
    ['five characters, the least', '很好看呀！', null],
    ['five characters counted after trimming', '  很好看呀！  ', null],
    ['emoji count one each', '😀😀😀😀😀', null],
    ['four emoji are too few', '😀😀😀😀', 'short'],
    ['500 characters, the most', '金'.repeat(REVIEW_TEXT_MAX), null],
    ['501 characters', '金'.repeat(REVIEW_TEXT_MAX + 1), 'long'],
  ];
  it.each(rows)('%s', (_name, text, expected) => {
    expect(reviewTextProblem(text)).toBe(expected);
  });

  it('counts characters as the counter shows them', () => {
    expect(reviewTextLength(' 😀ab ')).toBe(3);
    expect(REVIEW_TEXT_MIN).toBe(5);
  });
});

describe('which orders take a review (spec §4, issue #31 item 7)', () => {
  it.each<[string, { orderState: number; paymentState: number }, ReturnType<typeof reviewRefusal>]>([
    ['a successful order, paid', { orderState: 4, paymentState: 1 }, null],
    ['a successful order whose every piece was refunded after receipt', { orderState: 4, paymentState: 2 }, 'refunded'],
    ['a shipped order', { orderState: 3, paymentState: 1 }, 'notSuccessful'],
    ['a closed order', { orderState: 7, paymentState: 2 }, 'notSuccessful'],
  ])('%s', (_case, order, expected) => {
    expect(reviewRefusal(order)).toBe(expected);
  });
});
