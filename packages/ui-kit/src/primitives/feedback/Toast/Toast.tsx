import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import type { ToastRegionProps } from './toastQueue';

/** React Aria's toast region and the toasts' styles come with the first toast, not with the page (issue #16). */
const ToastRegionPanel = lazy(() => import('./ToastRegionPanel'));

/**
 * Shows the queue's toasts, newest first, at the top centre above every layer. Each toast is
 * announced when it appears and closes after its time; hovering or focusing the region pauses
 * every timer. With no toast it renders nothing (on the server too); its code loads with the
 * first toast and then stays.
 */
export function ToastRegion(props: ToastRegionProps) {
  const { queue } = props;
  const hasToasts = useSyncExternalStore(
    (listener) => queue.subscribe(listener),
    () => queue.visibleToasts.length > 0,
    () => false,
  );
  const [hasShown, setHasShown] = useState(hasToasts);
  if (hasToasts && !hasShown) setHasShown(true);
  if (!hasShown) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegionPanel {...props} />
    </Suspense>
  );
}
