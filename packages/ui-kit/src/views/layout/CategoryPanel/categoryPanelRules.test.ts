import { describe, expect, it } from 'vitest';
import { categoryColumnMaxLinks, categoryColumns, type CategoryGroup } from './categoryPanelRules';

const link = (id: string) => ({ id, title: id, href: `/goodsList?keyword=${id}` });
const group = (id: string, children: string[]): CategoryGroup => ({ ...link(id), children: children.map(link) });

/** Columns written as [heading id or '-', link ids]. */
const shape = (groups: CategoryGroup[], max?: number) =>
  categoryColumns(groups, max).map((column) => [column.heading?.id ?? '-', column.links.map((item) => item.id)]);

describe('categoryColumns', () => {
  it.each<[string, CategoryGroup[], number | undefined, (string | string[])[][]]>([
    ['no children: no columns', [], undefined, []],
    [
      'children with their own links: one column each, headed by the child',
      [group('足金', ['手镯', '项链']), group('古法金', ['戒指'])],
      undefined,
      [
        ['足金', ['手镯', '项链']],
        ['古法金', ['戒指']],
      ],
    ],
    [
      'childless children: listed together',
      [link('手镯'), link('项链'), link('戒指')],
      undefined,
      [['-', ['手镯', '项链', '戒指']]],
    ],
    [
      'a long run flows into the next column',
      ['a', 'b', 'c', 'd', 'e'].map(link),
      2,
      [
        ['-', ['a', 'b']],
        ['-', ['c', 'd']],
        ['-', ['e']],
      ],
    ],
    [
      'menu order kept around headed columns',
      [link('新品'), group('足金', ['手镯']), link('金条'), link('金章')],
      undefined,
      [
        ['-', ['新品']],
        ['足金', ['手镯']],
        ['-', ['金条', '金章']],
      ],
    ],
    ['an empty children list counts as childless', [{ ...link('铂金'), children: [] }], undefined, [['-', ['铂金']]]],
    ['a bad column size falls back to the default', ['a', 'b'].map(link), 0, [['-', ['a', 'b']]]],
  ])('%s', (_case, groups, max, expected) => {
    expect(shape(groups, max)).toEqual(expected);
  });

  it(`puts at most ${categoryColumnMaxLinks} links in a column by default`, () => {
    const many = Array.from({ length: categoryColumnMaxLinks + 1 }, (_, index) => link(`款式${index}`));
    expect(categoryColumns(many).map((column) => column.links.length)).toEqual([categoryColumnMaxLinks, 1]);
  });

  it('keys columns uniquely', () => {
    const columns = categoryColumns([link('a'), group('b', ['c']), link('d')], 1);
    expect(new Set(columns.map((column) => column.id)).size).toBe(columns.length);
  });
});
