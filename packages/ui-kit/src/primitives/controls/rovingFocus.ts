import { useState, type KeyboardEvent } from 'react';

/** Which arrows move along the row: left/right only (a toolbar), or up/down as well (a radio group). */
export type RovingArrows = 'horizontal' | 'both';

/**
 * Where a key moves focus along a row of `count` buttons from the one at `index`: ArrowRight and
 * ArrowLeft one step, stopping at the ends (as React Aria's toolbar did), Home and End to the ends;
 * with `arrows` 'both', ArrowDown and ArrowUp as ArrowRight and ArrowLeft (a radio group's keys);
 * `null` for any other key, which the row leaves to the browser (in a horizontal toolbar, ArrowUp and
 * ArrowDown still scroll the page). Left and right as drawn: every language the mall speaks is
 * written left to right.
 */
export function rovingFocusIndex(
  key: string,
  index: number,
  count: number,
  arrows: RovingArrows = 'horizontal',
): number | null {
  if (count < 1) return null;
  const both = arrows === 'both';
  switch (key) {
    case 'ArrowRight':
      return Math.min(index + 1, count - 1);
    case 'ArrowLeft':
      return Math.max(index - 1, 0);
    case 'ArrowDown':
      return both ? Math.min(index + 1, count - 1) : null;
    case 'ArrowUp':
      return both ? Math.max(index - 1, 0) : null;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * One tab stop for a row of buttons (a toolbar, a radio group; the WAI-ARIA roving tabindex): Tab
 * reaches the button focused last, or until there is one, `initialId` (the chosen one) or else the
 * first; the arrow keys and Home/End move focus along the row (rovingFocusIndex) without pressing
 * anything; Tab and Shift+Tab then leave the row. The first render depends on the props alone, so
 * the server's markup and the client's first render are the same.
 *
 * `groupProps` go on the row, whose element children are the buttons; `itemProps(id)` on each button.
 */
export function useRovingFocus(ids: readonly string[], initialId?: string, arrows: RovingArrows = 'horizontal') {
  const [focusedId, setFocusedId] = useState<string>();
  const tabStopId = [focusedId, initialId].find((id) => id !== undefined && ids.includes(id)) ?? ids[0];
  return {
    groupProps: {
      onKeyDown(event: KeyboardEvent<HTMLElement>) {
        if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
        const buttons = Array.from(event.currentTarget.children).filter(
          (child): child is HTMLElement => child instanceof HTMLElement,
        );
        const index = buttons.indexOf(event.target as HTMLElement);
        if (index < 0) return;
        const next = rovingFocusIndex(event.key, index, buttons.length, arrows);
        if (next === null) return;
        // Home, End and the arrows would otherwise scroll the page as well.
        event.preventDefault();
        buttons[next]?.focus();
      },
    },
    itemProps: (id: string) => ({
      tabIndex: id === tabStopId ? 0 : -1,
      onFocus: () => setFocusedId(id),
    }),
  };
}
