import type { BagDrawerContainerProps } from '@mall/feature-cart';
import { lazy, Suspense, useState } from 'react';

// The bag's lines, checkout bar and stepper load with the first opening of the drawer, not with the page.
const BagDrawer = lazy(() => import('./bagDrawerModule'));

/** The header's bag drawer, fetched on demand the first time it opens (BRIEF: pop-ups load on demand). */
export function LazyBagDrawer(props: BagDrawerContainerProps) {
  const [isNeeded, setNeeded] = useState(false);
  if (!isNeeded && props.isOpen) setNeeded(true);
  if (!isNeeded) return null;
  return (
    <Suspense fallback={null}>
      <BagDrawer {...props} />
    </Suspense>
  );
}
