import { useCallback, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';

/**
 * A page's state kept in its URL's query (the goods list, the royalty shop): read with the
 * route's parser from `paths.ts`, and changed by going to the address its builder writes, as a new
 * history entry, so back and forward walk through the choices and reload keeps them.
 * `parse` and `build` should be module-level functions (they are dependencies of the memo).
 */
export function useRouteQuery<State>(
  parse: (query: URLSearchParams) => State,
  build: (state: State) => string,
): readonly [State, (next: State) => void] {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const state = useMemo(() => parse(searchParams), [parse, searchParams]);
  const setState = useCallback((next: State) => void navigate(build(next)), [navigate, build]);
  return [state, setState] as const;
}
