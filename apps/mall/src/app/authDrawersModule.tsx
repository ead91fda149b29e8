import { AuthDrawers } from '@mall/feature-auth';

/** The lazy chunk of the auth drawers (see LazyAuthDrawers). */
export default AuthDrawers;
