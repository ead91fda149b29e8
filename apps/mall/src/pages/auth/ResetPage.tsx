import { ResetContainer } from '@mall/feature-auth';
import { useNavigate } from 'react-router-dom';
import { useToast } from '../../app/feedback';
import { paths } from '../../app/paths';
import { PageFrame } from '../PageFrame';
import { AuthPageColumn } from '@mall/ui-kit';

/** /reset (spec §2): the reset form; 重设成功 then offers go-shopping (page mode). */
export function ResetPage() {
  const navigate = useNavigate();
  const toast = useToast();
  return (
    <PageFrame>
      <AuthPageColumn>
        <ResetContainer
          variant="page"
          onLogin={() => void navigate(paths.login())}
          onGoShopping={() => void navigate(paths.home())}
          onToast={toast}
        />
      </AuthPageColumn>
    </PageFrame>
  );
}

export default ResetPage;
