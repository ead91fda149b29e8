import { AuthResult, Button, Stack } from '@mall/ui-kit';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../app/paths';
import { PageFrame } from '../PageFrame';

/** /registerSuccess (spec §2): the welcome after registration, with the way to sign in or shop. */
export function RegisterSuccessPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  return (
    <PageFrame>
      <AuthResult
        title={t('register.successTitle')}
        message={t('register.successMessage')}
        action={
          <Stack direction="row" space="medium">
            <Button tone="primary" onPress={() => void navigate(paths.login())}>
              {t('register.login')}
            </Button>
            <Button tone="secondary" onPress={() => void navigate(paths.home())}>
              {t('register.goShopping')}
            </Button>
          </Stack>
        }
      />
    </PageFrame>
  );
}

export default RegisterSuccessPage;
