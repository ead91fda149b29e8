import { StaffCallback, StaffLoginContainer } from '@mall/feature-member';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../app/paths';
import { isStaffProviderReturn } from '../app/pageQueries';
import { PageFrame } from './PageFrame';
import { AuthPageColumn } from '@mall/ui-kit';

/**
 * The staff identity provider's return address (runtime config staffSso.redirectUri, default
 * /login/staffCallback): with `?code` it completes the staff login (spec §4 "Staff login with
 * returned code"); without, it is the staff sign-in itself, where a failed attempt comes back to
 * after 1.5 s (spec §8). The login view's staff tab shows the same StaffLoginContainer.
 */
export function StaffSignInPage() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <PageFrame>
      <AuthPageColumn width="drawer">
        {isStaffProviderReturn(new URLSearchParams(location.search)) ? (
          <StaffCallback
            location={location}
            accountOverviewPath={paths.myIndex.accountOverview()}
            onNavigate={(path) => void navigate(path, { replace: true })}
            onRetry={() => void navigate(paths.staffCallback(), { replace: true })}
          />
        ) : (
          <StaffLoginContainer />
        )}
      </AuthPageColumn>
    </PageFrame>
  );
}

export default StaffSignInPage;
