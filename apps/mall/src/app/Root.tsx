import { ProgressBar } from '@mall/ui-kit';
import { RouterProvider } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Outlet, useHref, useNavigate, useNavigation } from 'react-router-dom';
import { useDocumentTitle } from './useDocumentTitle';

/** The top progress bar while a route module or loader is on its way (spec §2 layout shell). */
function RouteProgress({ isActive }: { isActive: boolean }) {
  const { t } = useTranslation('app');
  return <ProgressBar isActive={isActive} aria-label={t('loadingPage')} />;
}

/**
 * The root route, above the layout and the pages outside it (spec §2): the top progress bar, the
 * document title from the route, and client-side navigation for ui-kit links (Breadcrumb, …),
 * which know no router.
 */
export function Root() {
  const navigate = useNavigate();
  const navigation = useNavigation();
  useDocumentTitle();
  return (
    <RouterProvider navigate={(to) => void navigate(to)} useHref={useHref}>
      <RouteProgress isActive={navigation.state !== 'idle'} />
      <Outlet />
    </RouterProvider>
  );
}

/** Shown while the first page's route module loads, before anything else can render. */
export function RootFallback() {
  return <RouteProgress isActive />;
}
