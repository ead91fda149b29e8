/** SWR keys of the auth feature; the first element is the domain. */
export const authKeys = {
  errorText: (error: string) => ['auth', 'errorText', error] as const,
};
