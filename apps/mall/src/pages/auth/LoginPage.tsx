import { LoginContainer } from '@mall/feature-auth';
import { StaffLoginContainer } from '@mall/feature-member';
import { useNavigate } from 'react-router-dom';
import { useToast } from '../../app/feedback';
import { paths } from '../../app/paths';
import { AuthPageColumn } from '@mall/ui-kit';

/**
 * /login (spec §2): the login view in page mode; registration goes to /register, the forgot link to
 * /reset. Completion (cookie) and the 登录错误 dialog live in the layout, so they work on every page.
 */
export function LoginPage() {
  const navigate = useNavigate();
  const toast = useToast();
  return (
    <AuthPageColumn width="login">
      <LoginContainer
        variant="page"
        staffContent={<StaffLoginContainer />}
        onRegister={() => void navigate(paths.register())}
        onForgotPassword={() => void navigate(paths.reset())}
        onToast={toast}
      />
    </AuthPageColumn>
  );
}

export default LoginPage;
