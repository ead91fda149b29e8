/** SWR keys of the content feature; the first element is the domain (STYLE.md §5). */
export const contentKeys = {
  adverts: (tagValue: number) => ['content', 'adverts', tagValue] as const,
  topics: () => ['content', 'topics'] as const,
};
