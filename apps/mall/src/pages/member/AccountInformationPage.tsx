import { VerificationCodeField } from '@mall/feature-auth';
import {
  CancelAccountContainer,
  ChangeMobileContainer,
  ChangePasswordContainer,
  DataExportContainer,
  ProfileContainer,
} from '@mall/feature-member';
import { Stack } from '@mall/ui-kit';
import { useNavigate } from 'react-router-dom';
import { useToast } from '../../app/feedback';
import { paths } from '../../app/paths';
import { PageFrame } from '../PageFrame';

/**
 * /myIndex/accountInformation (spec §2, issue #13 item 2): the member's profile, password, mobile,
 * data export and account cancellation, each a panel that saves on its own. The mobile change, the
 * export and the cancellation borrow the sign-in's captcha and SMS code field (features never import each other);
 * a cancelled account leaves for /home, signed out.
 */
export function AccountInformationPage() {
  const onToast = useToast();
  const navigate = useNavigate();
  return (
    <PageFrame>
      <Stack space="large">
        <ProfileContainer onToast={onToast} />
        <ChangePasswordContainer onToast={onToast} />
        <ChangeMobileContainer CodeField={VerificationCodeField} onToast={onToast} />
        <DataExportContainer CodeField={VerificationCodeField} onToast={onToast} />
        <CancelAccountContainer
          CodeField={VerificationCodeField}
          onToast={onToast}
          onCancelled={() => navigate(paths.home(), { replace: true })}
        />
      </Stack>
    </PageFrame>
  );
}

export default AccountInformationPage;
