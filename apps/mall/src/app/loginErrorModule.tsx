import { LoginErrorDialog } from '@mall/feature-auth';

/** The lazy chunk of the 登录错误 dialog: only a login that came back with an error needs it. */
export default LoginErrorDialog;
