import { lazy, Suspense, useState } from 'react';
import type { AppAuthDrawersProps } from './authDrawersModule';

// The forms, captcha, clause pop-up and staff sign-in load with the first drawer opened, not with the page.
const AuthDrawers = lazy(() => import('./authDrawersModule'));

/** The login / register / reset drawers, fetched on demand the first time one opens (BRIEF: pop-ups load on demand). */
export function LazyAuthDrawers(props: AppAuthDrawersProps) {
  const [isNeeded, setNeeded] = useState(false);
  if (!isNeeded && props.state.open !== null) setNeeded(true);
  if (!isNeeded) return null;
  return (
    <Suspense fallback={null}>
      <AuthDrawers {...props} />
    </Suspense>
  );
}
