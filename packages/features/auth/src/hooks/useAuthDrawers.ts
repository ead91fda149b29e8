import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { switchDrawer, type AuthDrawer } from '../logic/drawers';

/**
 * The login / register / reset drawers' state (spec §4): one open at a time; switching closes the
 * open one and opens the next after 300 ms, so the first has slid out before the second slides in.
 */
export function useAuthDrawers() {
  const [open, setOpen] = useState<AuthDrawer | null>(null);
  const openRef = useRef<AuthDrawer | null>(null);
  const timer = useRef<number | undefined>(undefined);

  const show = useCallback((target: AuthDrawer | null) => {
    window.clearTimeout(timer.current);
    const step = switchDrawer(openRef.current, target);
    openRef.current = step.open;
    setOpen(step.open);
    if (step.next) {
      const next = step.next;
      timer.current = window.setTimeout(() => {
        openRef.current = next;
        setOpen(next);
      }, step.delayMs);
    }
  }, []);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const close = useCallback(() => show(null), [show]);
  return useMemo(() => ({ open, show, close }), [open, show, close]);
}

export type AuthDrawersState = ReturnType<typeof useAuthDrawers>;
