import { describe, expect, it } from 'vitest';
import { addToHistory, parseHistory, searchHistoryMax } from './searchHistory';

describe('addToHistory (spec §4: history deduplicates and puts the newest first)', () => {
  it.each([
    ['into an empty history', [], '戒指', ['戒指']],
    ['newest first', ['项链'], '戒指', ['戒指', '项链']],
    ['a repeat moves to the front, once', ['项链', '戒指', '手镯'], '戒指', ['戒指', '项链', '手镯']],
    ['trimmed before comparing', ['戒指'], '  戒指 ', ['戒指']],
    ['an empty word changes nothing', ['戒指'], '   ', ['戒指']],
  ])('%s', (_case, history, word, expected) => {
    expect(addToHistory(history, word)).toEqual(expected);
  });

  it(`keeps at most ${searchHistoryMax}, dropping the oldest (spec §3: kept locally, bounded)`, () => {
    const full = Array.from({ length: searchHistoryMax }, (_, index) => `词${index}`);
    const next = addToHistory(full, '新词');
    expect(next).toHaveLength(searchHistoryMax);
    expect(next[0]).toBe('新词');
    expect(next).not.toContain(`词${searchHistoryMax - 1}`);
  });
});

describe('parseHistory', () => {
  it.each([
    ['nothing stored', null, []],
    ['not JSON', '{oops', []],
    ['not a list', '{"a":1}', []],
    ['a list with junk', '["戒指", 3, "", null, "项链"]', ['戒指', '项链']],
    ['duplicates kept once, first wins', '["戒指","项链","戒指"]', ['戒指', '项链']],
  ])('%s', (_case, stored, expected) => {
    expect(parseHistory(stored)).toEqual(expected);
  });
});
