import { lazy, memo, Suspense, useLayoutEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';

/**
 * Parts of a server-drawn page whose code comes after the first load (issue #16): the frame's
 * footer, floating buttons and cookie banner, the goods page's tabs and recommendations. A
 * server-rendered page shows them from its HTML; React hydrates each once its chunk is there. React
 * drops a tap on a part it cannot hydrate yet (its code is still on the way): it stops the tap at
 * its root, or now and then, while it hydrates the page, lets it pass unhandled. So taps on an
 * island's buttons are kept until it has hydrated and then made again; one React handled (the
 * island was hydrated, or could be at once) is not.
 */

/** The attribute each island's element carries, and the one it gains once hydrated. */
const islandAttribute = 'data-mall-island';
const hydratedAttribute = 'data-hydrated';

/** Buttons tapped in islands not hydrated yet, in order. */
const pending: HTMLElement[] = [];

/** The button a tap landed on and its island, when it is a `type="button"` in an island not hydrated yet. */
export function tappedInWaitingIsland(target: EventTarget | null): { button: HTMLElement; island: Element } | null {
  if (!(target instanceof Element)) return null;
  const button = target.closest<HTMLElement>('button[type="button"]');
  const island = button?.closest(`[${islandAttribute}]`);
  if (!button || !island || island.hasAttribute(hydratedAttribute)) return null;
  return { button, island };
}

/**
 * Starts keeping the taps on islands not hydrated yet. React's listener on its root hears a tap in
 * the capture phase; when the part tapped cannot be hydrated at once (its code is not there), React
 * stops the tap there, so it never reaches the island's element below. The document hears the tap
 * first and watches whether it gets that far with the island hydrated: one that does was React's
 * to handle (the island hydrated for it); any other is kept, and made again once the island has
 * hydrated, at once should that have happened meanwhile.
 */
export function keepIslandTaps(doc: Document = document): void {
  doc.addEventListener(
    'click',
    (event) => {
      const tapped = tappedInWaitingIsland(event.target);
      if (!tapped) return;
      const { button, island } = tapped;
      // React handled the tap when it reaches the island hydrated: React hydrates a part for a tap
      // (when its code is there) before handing it the tap. One that gets there with the island
      // still waiting went past React unhandled, and is kept as one React stopped.
      let handled = false;
      const reach = () => (handled = island.hasAttribute(hydratedAttribute));
      island.addEventListener('click', reach, { capture: true, once: true });
      setTimeout(() => {
        island.removeEventListener('click', reach, { capture: true });
        if (handled || pending.includes(button)) return;
        if (island.hasAttribute(hydratedAttribute)) button.click();
        else pending.push(button);
      });
    },
    true,
  );
}

/** Takes the kept taps inside `island`, leaving the others. */
export function takeTapsWithin(island: Element): HTMLElement[] {
  const within = pending.filter((button) => island.contains(button));
  for (const button of within) pending.splice(pending.indexOf(button), 1);
  return within;
}

/** An island's component, with a way to fetch its code ahead of the first render. */
export type Island<P extends object> = ComponentType<P> & {
  /**
   * Fetches the code now. A page the browser draws awaits it before its first render, so the
   * island is drawn with the page instead of popping in after it.
   */
  preload: () => Promise<void>;
};

/**
 * A component whose code loads after the first load and which hydrates as an island: in a Suspense
 * boundary of its own, rendered in a `display: contents` element (no box of its own) that is marked
 * once hydrated, when the taps kept for it are made again. Memoised: a boundary React has not
 * hydrated yet must not receive new props (React would then drop the server's HTML and draw it
 * anew), so give it props that keep their identity (useCallback).
 */
export function island<P extends object>(
  load: () => Promise<ComponentType<P>>,
  /** Drawn while the code comes, in a page the browser draws (a server-drawn one shows its HTML). */
  fallback: ReactNode = null,
): Island<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const fetchCode = () =>
    (loading ??= load().then(
      (Component) => (loaded = hydratingIsland(Component)),
      (error: unknown) => {
        loading = undefined; // the next render asks again
        throw error;
      },
    ));
  const Lazy = lazy(() => fetchCode().then((Component) => ({ default: Component })));
  const Boundary = memo(function IslandBoundary(props: P) {
    // Whether the code was there when this boundary first rendered, kept for its life: switching
    // from the lazy wrapper to the loaded component later would draw the island anew.
    const [Loaded] = useState(() => loaded);
    return <Suspense fallback={fallback}>{Loaded ? <Loaded {...props} /> : <Lazy {...props} />}</Suspense>;
  }) as unknown as Island<P>;
  Boundary.preload = () => fetchCode().then(() => undefined);
  return Boundary;
}

/** Draws `Component` in the island's element, marks it hydrated and makes the kept taps again. */
function hydratingIsland<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  return function Island(props: P) {
    const element = useRef<HTMLDivElement>(null);
    useLayoutEffect(() => {
      const node = element.current;
      if (!node) return;
      node.setAttribute(hydratedAttribute, '');
      const taps = takeTapsWithin(node);
      // After this commit, with the island's handlers in place.
      if (taps.length > 0) setTimeout(() => taps.forEach((button) => button.isConnected && button.click()));
    }, []);
    return (
      <div ref={element} {...{ [islandAttribute]: '' }} style={{ display: 'contents' }}>
        <Component {...props} />
      </div>
    );
  };
}
