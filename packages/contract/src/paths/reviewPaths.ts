/**
 * Reviews (issue #12 评价): the lines of an order with their review state, and the submission, on
 * the order server beside the order centre's calls.
 */
export function reviewPaths(product: string) {
  const review = `/${product}-order-server/api/review`;
  return { lines: `${review}/lines`, submit: `${review}/submit` } as const;
}
