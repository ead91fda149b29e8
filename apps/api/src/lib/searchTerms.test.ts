import { describe, expect, it } from 'vitest';
import { chunksOf, likeContains, normaliseKeyword, searchTerms, textArrayLiteral, tokensOf } from './searchTerms';

describe('tokensOf: the tokens a piece of text has inside any document (mirrors mall_search_tokens)', () => {
  it.each([
    ['金', ['金']],
    ['戒指', ['戒指']],
    ['足金戒指', ['戒指', '足金', '金戒']],
    ['jyg00001', ['jyg00001']],
    ['18k金', ['18k', '金']],
    ['金缘·古法', ['古法', '金缘']],
    ['%', []],
  ])('%s → %j', (text, tokens) => {
    expect(tokensOf(text)).toEqual([...tokens].sort());
  });
});

describe('chunksOf: the pieces a term may match separately', () => {
  it.each([
    ['戒指', ['戒指']],
    ['古法金', ['古法金']],
    ['黄金戒指', ['黄金', '戒指']],
    ['古法金手镯', ['古法', '金手镯']],
    ['淡水珍珠项链', ['淡水', '珍珠', '项链']],
    ['18k金', ['18k', '金']],
    ['jyg00001', ['jyg00001']],
    ['金缘·臻钻', ['金缘', '臻钻']],
  ])('%s → %j', (term, chunks) => {
    expect(chunksOf(term)).toEqual(chunks);
  });
});

describe('searchTerms', () => {
  it('normalises full-width letters and case (NFKC, lower case)', () => {
    expect(normaliseKeyword('  ＪＹＧ00001 ')).toBe('jyg00001');
  });

  it('splits on whitespace and list punctuation, dropping repeats', () => {
    expect(searchTerms('黄金 戒指，黄金').map((term) => term.text)).toEqual(['黄金', '戒指']);
    expect(searchTerms('   ')).toEqual([]);
  });

  it('relaxes a long CJK term to its chunks, and requires only their tokens', () => {
    const [term] = searchTerms('黄金戒指');
    expect(term).toEqual({
      text: '黄金戒指',
      whole: '%黄金戒指%',
      chunks: ['%黄金%', '%戒指%'],
      tokens: ['戒指', '黄金'],
    });
  });

  it('keeps a short term whole', () => {
    expect(searchTerms('金')).toEqual([{ text: '金', whole: '%金%', chunks: [], tokens: ['金'] }]);
  });

  it('escapes LIKE wildcards so % and _ match only themselves', () => {
    expect(likeContains('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });

  it('quotes every element of an array literal', () => {
    expect(textArrayLiteral(['null', '金'])).toBe('{"null","金"}');
  });
});
