import { useLayoutEffect } from 'react';
import { designWidth, zoomRatio, zoomVariable } from './zoom';

// The layout viewport without the scrollbar: the width the page actually has to fill.
const windowWidth = () => document.documentElement.clientWidth || window.innerWidth;

/**
 * The page zoom for the current window width (spec §1, see `zoomRatio`), following resizes: a CSS
 * value reading {@link zoomVariable}, which this keeps on <html>. The server cannot know the
 * window, so the value is the same on both sides (no hydration mismatch), and a server-rendered
 * page sets the variable in its head before the first paint (`zoomScript`, issue #16: no shift).
 */
export function usePageZoom(): string {
  useLayoutEffect(() => {
    const root = document.documentElement;
    const apply = () => root.style.setProperty(zoomVariable, String(zoomRatio(windowWidth())));
    apply();
    window.addEventListener('resize', apply);
    return () => window.removeEventListener('resize', apply);
  }, []);
  return `var(${zoomVariable}, ${zoomRatio(designWidth)})`;
}
