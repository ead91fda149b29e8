import { useEffect, type ReactElement, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { waitFor } from 'storybook/test';

/**
 * Story scaffolding for server-rendered pages (issue #16): draw a component into a host as the server
 * would, then hydrate it there and report what hydration changed — the nodes it took out of the page
 * (a replaced element loses a tap begun on it) and the mismatches React had to correct.
 */

/** Calls `onDone` once React has hydrated (effects do not run on the server). */
function Hydrated({ onDone, children }: { onDone: () => void; children: ReactNode }) {
  useEffect(onDone, [onDone]);
  return children;
}

let hydratedRoot: Root | undefined;

/** The story's `beforeEach`: its cleanup unmounts what the story hydrated. */
export const unmountHydrated = () => () => {
  hydratedRoot?.unmount();
  hydratedRoot = undefined;
};

/** Writes the server's markup of `element` into `host`. */
export function drawOnServer(host: HTMLElement, element: ReactElement): void {
  host.innerHTML = renderToString(<Hydrated onDone={() => {}}>{element}</Hydrated>);
}

/**
 * Hydrates the markup `drawOnServer` wrote with the same `element`, waits until React has, and then
 * `settleMs` more (for work a component does in the moments after hydration).
 */
export async function hydrateInPlace(
  host: HTMLElement,
  element: ReactElement,
  settleMs = 0,
): Promise<{ removed: Node[]; mismatches: unknown[] }> {
  const removed: Node[] = [];
  const observer = new MutationObserver((records) => records.forEach((record) => removed.push(...record.removedNodes)));
  observer.observe(host, { childList: true, subtree: true });
  const mismatches: unknown[] = [];
  let hydrated = false;
  hydratedRoot = hydrateRoot(
    host,
    <Hydrated
      onDone={() => {
        hydrated = true;
      }}
    >
      {element}
    </Hydrated>,
    { onRecoverableError: (error) => mismatches.push(error) },
  );
  await waitFor(() => {
    if (!hydrated) throw new Error('not hydrated yet');
  });
  if (settleMs > 0) await new Promise((resolve) => setTimeout(resolve, settleMs));
  observer.disconnect();
  return { removed, mismatches };
}
