import { describe, expect, it } from 'vitest';
import { buildTree } from './tree';

describe('buildTree', () => {
  it('nests children under parents in order', () => {
    const tree = buildTree([
      { id: 1, pid: null, title: '黄金' },
      { id: 2, pid: 1, title: '手镯' },
      { id: 3, pid: 1, title: '项链' },
      { id: 4, pid: 0, title: '钻石' },
    ]);
    expect(tree.map((n) => [n.title, n.children.map((c) => c.title)])).toEqual([
      ['黄金', ['手镯', '项链']],
      ['钻石', []],
    ]);
    expect(tree[0]?.children[0]?.pid).toBe(1);
  });
  it.each([
    ['an orphan', [{ id: 5, pid: 99 }], [5]],
    ['a self-parent', [{ id: 6, pid: 6 }], [6]],
    ['nothing', [], []],
  ])('keeps %s at the top', (_case, rows, ids) => {
    expect(buildTree(rows).map((n) => n.id)).toEqual(ids);
  });
});
