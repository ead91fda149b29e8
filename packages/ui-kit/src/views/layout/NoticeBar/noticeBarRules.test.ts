import { describe, expect, it } from 'vitest';
import { isNoticeBarShown, shownNotices } from './noticeBarRules';

const notice = (id: string, content: string) => ({ id, content, durationMs: 5000 });

describe('shownNotices', () => {
  it.each([
    ['keeps notices in order', [notice('a', '新春特惠'), notice('b', '今日金价已更新')], ['a', 'b']],
    ['drops an empty notice', [notice('a', ''), notice('b', '今日金价已更新')], ['b']],
    ['drops a notice of spaces only', [notice('a', '   '), notice('b', '门店营业时间调整')], ['b']],
    ['nothing in, nothing out', [], []],
  ])('%s', (_case, notices, expected) => {
    expect(shownNotices(notices).map((item) => item.id)).toEqual(expected);
  });
});

describe('isNoticeBarShown (spec §2)', () => {
  it.each([
    ['notices and open: shown', [notice('a', '新春特惠')], false, true],
    ['notices but closed: hidden', [notice('a', '新春特惠')], true, false],
    ['empty list: hidden', [], false, false],
    ['only blank notices: hidden', [notice('a', ' ')], false, false],
    ['empty and closed: hidden', [], true, false],
  ])('%s', (_case, notices, isClosed, expected) => {
    expect(isNoticeBarShown(notices, isClosed)).toBe(expected);
  });
});
