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
    // A server-rendered page's head has set it already: reading the width now would force a layout of
    // the whole page while it hydrates (issue #16). The observer's reports come after the browser's
    // own layout: the first corrects the head's width for a scrollbar, the next follow the window.
    if (root.style.getPropertyValue(zoomVariable) === '') apply();
    const observer = new ResizeObserver(apply);
    observer.observe(root);
    return () => observer.disconnect();
  }, []);
  return `var(${zoomVariable}, ${zoomRatio(designWidth)})`;
}
