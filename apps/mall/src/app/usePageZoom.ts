import { useSyncExternalStore } from 'react';
import { designWidth, zoomRatio } from './zoom';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

// The layout viewport without the scrollbar: the width the page actually has to fill.
const windowWidth = () => document.documentElement.clientWidth || window.innerWidth;

/** The page zoom for the current window width (spec §1, see `zoomRatio`), following resizes. */
export function usePageZoom(): number {
  const width = useSyncExternalStore(subscribe, windowWidth, () => designWidth);
  return zoomRatio(width);
}
