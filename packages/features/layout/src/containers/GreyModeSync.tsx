import { greyMode } from '@mall/ui-kit';
import { useEffect } from 'react';
import { useGraying } from '../hooks/useLayoutData';

/**
 * Greys the whole page on the days the server flags (spec §1): a class on <html>, so drawers,
 * dialogs and toasts turn grey too. A failed call leaves the page in colour.
 */
export function GreyModeSync({
  root = typeof document === 'undefined' ? null : document.documentElement,
}: {
  root?: HTMLElement | null;
}) {
  const { data } = useGraying();
  const isGraying = data?.isGraying === true;
  useEffect(() => {
    if (!root) return undefined;
    root.classList.toggle(greyMode, isGraying);
    return () => root.classList.remove(greyMode);
  }, [root, isGraying]);
  return null;
}
