/** The width every page is designed at (spec §1). */
export const designWidth = 1400;
/** The smallest window width the page still follows; narrower windows keep this ratio (spec §1: 768/1400). */
export const minimumZoomWidth = 768;
/** The global scale applied on top of the width ratio (spec §1: "scaled by 1280/1400"). */
export const zoomScale = 1280 / designWidth;

/**
 * The CSS `zoom` of the page root for a window width (spec §1: "page zoom adapts to window width
 * (design width 1400, minimum ratio 768/1400, scaled by 1280/1400)").
 *
 * Reading of the spec, term by term:
 * - the page follows the window: ratio = windowWidth / 1400;
 * - the ratio never drops below 768 / 1400, so windows narrower than 768 keep the 768 look (the
 *   fluid layout reflows instead of the type shrinking further);
 * - the result is scaled by 1280 / 1400, so the design is shown as it looks on a 1280 screen:
 *   zoom = max(windowWidth, 768) / 1400 × 1280 / 1400.
 *
 * So a 1400 window shows the page at 0.914, a 1920 window at 1.254 and any window up to 768 at
 * 0.502: the page is the same picture at every width, and the 1200-wide content column always
 * takes the same share of the window. Widths that are not positive finite numbers count as the
 * minimum. Rounded to four decimals, so small resizes do not restyle the page for nothing.
 */
export function zoomRatio(windowWidth: number): number {
  const width = Number.isFinite(windowWidth) ? Math.max(windowWidth, minimumZoomWidth) : minimumZoomWidth;
  return Math.round((width / designWidth) * zoomScale * 10_000) / 10_000;
}

/** The CSS custom property on <html> holding the page zoom (issue #16: set before the first paint, so a server-rendered page does not jump when it hydrates). */
export const zoomVariable = '--mall-zoom';

/**
 * The inline script a server-rendered page runs in its head (with the response's CSP nonce): sets
 * {@link zoomVariable} for this window before anything paints, by the formula of {@link zoomRatio}
 * (zoom.test.ts checks both agree).
 */
export const zoomScript = `(function(){var d=document.documentElement,w=d.clientWidth||window.innerWidth;w=isFinite(w)?Math.max(w,${minimumZoomWidth}):${minimumZoomWidth};d.style.setProperty('${zoomVariable}',String(Math.round(w/${designWidth}*${zoomScale}*1e4)/1e4))})();`;
