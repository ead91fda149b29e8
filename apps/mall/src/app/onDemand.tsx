import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * A component whose module is fetched the first time `isNeeded` is true (issue #16: the first load
 * carries what draws the page). Until then it renders nothing, on the server too, so a page that
 * never needs it never downloads it; once fetched it stays mounted.
 */
export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Component = lazy(() => load().then((component) => ({ default: component })));
  return function OnDemand({ isNeeded, ...props }: P & { isNeeded: boolean }) {
    const [wasNeeded, setWasNeeded] = useState(isNeeded);
    if (isNeeded && !wasNeeded) setWasNeeded(true);
    if (!wasNeeded) return null;
    return (
      <Suspense fallback={null}>
        <Component {...(props as P)} />
      </Suspense>
    );
  };
}
