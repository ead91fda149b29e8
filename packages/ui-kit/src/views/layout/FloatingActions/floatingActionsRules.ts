/** Reads a token length such as '1200px' as a number of pixels (NaN when it is not in px). */
function px(length: string): number {
  return length.endsWith('px') ? Number(length.slice(0, -2)) : Number.NaN;
}

/**
 * The narrowest viewport in which the floating buttons fit in the margin beside the content
 * column, so that they never cover content: the content width plus, on each side, one button
 * and a gutter. Below it the buttons are laid out in the page instead of floating.
 */
export function floatingMinViewportPx(contentWidth: string, buttonSize: string, gutter: string): number {
  return px(contentWidth) + 2 * (px(buttonSize) + px(gutter));
}
