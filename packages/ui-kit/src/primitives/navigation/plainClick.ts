/** The parts of a click that say how the shopper asked to open a link. */
export type ClickKeys = { button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean };

/**
 * A plain click on a link: the main button, no modifier. Only such a click may be followed in the
 * page (a client navigation, a page change of a list); one with a modifier or another button asks
 * the browser for a new tab, a new window or a download, and is the browser's.
 */
export function isPlainClick(click: ClickKeys): boolean {
  return click.button === 0 && !click.metaKey && !click.ctrlKey && !click.shiftKey && !click.altKey;
}
