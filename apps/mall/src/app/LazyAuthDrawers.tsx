import type { AuthDrawersProps } from '@mall/feature-auth';
import { lazy, Suspense, useState } from 'react';

// The forms, captcha and clause pop-up load with the first drawer opened, not with the page.
const AuthDrawers = lazy(() => import('./authDrawersModule'));

/** The login / register / reset drawers, fetched on demand the first time one opens (BRIEF: pop-ups load on demand). */
export function LazyAuthDrawers(props: AuthDrawersProps) {
  const [isNeeded, setNeeded] = useState(false);
  if (!isNeeded && props.state.open !== null) setNeeded(true);
  if (!isNeeded) return null;
  return (
    <Suspense fallback={null}>
      <AuthDrawers {...props} />
    </Suspense>
  );
}
