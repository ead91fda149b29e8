import { lazy, memo, Suspense, useLayoutEffect, useRef, type ComponentType, type ReactNode } from 'react';

/**
 * Parts of a server-drawn page whose code comes after the first load (issue #16): the frame's
 * footer, floating buttons and cookie banner, the goods page's tabs and recommendations. A
 * server-rendered page shows them from its HTML; React hydrates each once its chunk is there. React
 * drops a tap on a part it cannot hydrate yet (its code is still on the way: it even stops the
 * tap's propagation at its root), so taps on an island's buttons are kept until it has hydrated and
 * then made again; one React handled (the island was hydrated, or could be at once) is not.
 */

/** The attribute each island's element carries, and the one it gains once hydrated. */
const islandAttribute = 'data-mall-island';
const hydratedAttribute = 'data-hydrated';

/** Buttons tapped in islands not hydrated yet, in order. */
const pending: HTMLElement[] = [];

/** The button a tap landed on, when it is a `type="button"` inside an island not hydrated yet. */
export function tappedInWaitingIsland(target: EventTarget | null): HTMLElement | null {
  if (!(target instanceof Element)) return null;
  const button = target.closest<HTMLElement>('button[type="button"]');
  const island = button?.closest(`[${islandAttribute}]`);
  if (!button || !island || island.hasAttribute(hydratedAttribute)) return null;
  return button;
}

/**
 * Starts keeping the taps on islands not hydrated yet. React stops a tap it cannot hand to a part
 * at its root (the part's code is not there), so the document hears it in the capture phase, before
 * React; whether React handled it is known once the tap is over: React hydrates a part whose code is
 * there at once, for the tap. A tap whose island is still waiting then is kept.
 */
export function keepIslandTaps(doc: Document = document): void {
  doc.addEventListener(
    'click',
    (event) => {
      const button = tappedInWaitingIsland(event.target);
      if (!button) return;
      setTimeout(() => {
        if (tappedInWaitingIsland(button) && !pending.includes(button)) pending.push(button);
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
): ComponentType<P> {
  const Lazy = lazy(async () => {
    const Component = await load();
    function Island(props: P) {
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
    }
    return { default: Island };
  });
  return memo(function IslandBoundary(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  }) as unknown as ComponentType<P>;
}
