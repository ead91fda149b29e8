import { RegisterContainer } from '@mall/feature-auth';
import { useNavigate } from 'react-router-dom';
import { useToast } from '../../app/feedback';
import { paths } from '../../app/paths';
import { useRecordAgreedClauses } from '../../app/useRecordAgreedClauses';
import { PageFrame } from '../PageFrame';
import { AuthPageColumn } from '@mall/ui-kit';

/** /register (spec §2, footer hidden): the registration form; success goes to /registerSuccess. */
export function RegisterPage() {
  const navigate = useNavigate();
  const recordAgreedClauses = useRecordAgreedClauses();
  const toast = useToast();
  return (
    <PageFrame>
      <AuthPageColumn>
        <RegisterContainer
          onRegistered={() => {
            recordAgreedClauses();
            void navigate(paths.registerSuccess());
          }}
          onLogin={() => void navigate(paths.login())}
          onToast={toast}
        />
      </AuthPageColumn>
    </PageFrame>
  );
}

export default RegisterPage;
