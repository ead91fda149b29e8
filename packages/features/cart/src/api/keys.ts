/** SWR keys of the bag; the first element is the domain (STYLE.md §5). */
export const cartKeys = {
  all: ['cart'] as const,
  list: (uid: number) => ['cart', 'list', uid] as const,
  marketing: (uid: number, signature: string) => ['cart', 'marketing', uid, signature] as const,
};
