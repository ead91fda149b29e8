import { CustomerServiceContainer } from '@mall/feature-chat';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../app/paths';

/**
 * /customerServiceView, outside the layout (spec §2), opened in its own tab: the mall's own chat
 * (issue #15), which the runtime config's chat URL points at by default (DESIGN.md §5). The page
 * needs the signed identity only: the idToken the spec's URL also carries is taken out of the
 * address bar at once (the page uses its own session), so it stays out of the tab's history.
 */
export function CustomerServicePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const dropToken = useCallback(() => {
    if (!params.has('idToken')) return;
    const kept = new URLSearchParams(params);
    kept.delete('idToken');
    void navigate(`${paths.customerServiceView()}?${kept.toString()}`, { replace: true });
  }, [navigate, params]);
  // The quick answers open the help pages the session names (issue #15), 金价 the gold price page.
  return (
    <CustomerServiceContainer
      query={params}
      helpHref={paths.helpCenter}
      goldPriceHref={paths.todaygold()}
      onIdentityRead={dropToken}
    />
  );
}

export default CustomerServicePage;
