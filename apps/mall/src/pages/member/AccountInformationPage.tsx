import { ChangePasswordContainer, ProfileContainer } from '@mall/feature-member';
import { Stack } from '@mall/ui-kit';
import { useToast } from '../../app/feedback';
import { PageFrame } from '../PageFrame';

/**
 * /myIndex/accountInformation (spec §2, issue #13 item 2): the member's profile and password, each
 * a panel of its own that saves on its own.
 */
export function AccountInformationPage() {
  const onToast = useToast();
  return (
    <PageFrame>
      <Stack space="large">
        <ProfileContainer onToast={onToast} />
        <ChangePasswordContainer onToast={onToast} />
      </Stack>
    </PageFrame>
  );
}

export default AccountInformationPage;
