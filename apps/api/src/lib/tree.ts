/** A row with its children nested under it; `pid` is 0 for roots. */
export type TreeNode<T> = Omit<T, 'pid'> & { pid: number; children: TreeNode<T>[] };

/** Nests flat rows that point at their parent by `pid` (null/0 for roots), keeping their order. */
export function buildTree<T extends { id: number; pid: number | null }>(rows: readonly T[]): TreeNode<T>[] {
  const nodes = new Map<number, TreeNode<T>>();
  for (const row of rows) nodes.set(row.id, { ...row, pid: row.pid ?? 0, children: [] });
  const roots: TreeNode<T>[] = [];
  for (const [id, node] of nodes) {
    const parent = node.pid && node.pid !== id ? nodes.get(node.pid) : undefined;
    // A row whose parent is missing is shown at the top rather than lost.
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}
