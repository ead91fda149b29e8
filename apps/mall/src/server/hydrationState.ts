import type { RuntimeConfig } from '@mall/contract';
import type { Locale, ServerData } from '@mall/core';
import type { HydrationState as RouterHydrationState } from 'react-router-dom';

/** The id of the JSON data block a server-rendered page carries (a data block, so the CSP's script-src allows it). */
export const hydrationStateId = 'mall-state';

/**
 * What a server-rendered page hands the browser (issue #16): the runtime config, the language it
 * was rendered in and the texts it used, the answers of its calls (SWR keys) and
 * the router's state.
 */
export type HydrationState = {
  config: RuntimeConfig;
  locale: Locale;
  /** The text namespaces the page drew (its texts come as preloaded modules; the browser loads them before hydrating). */
  namespaces: string[];
  data: ServerData;
  router: RouterHydrationState;
};

/** The page's hydration state, or null when the page came as the bare index.html (rendered in the browser). */
export function readHydrationState(document: Document): HydrationState | null {
  const block = document.getElementById(hydrationStateId);
  if (!block?.textContent) return null;
  return JSON.parse(block.textContent) as HydrationState;
}
