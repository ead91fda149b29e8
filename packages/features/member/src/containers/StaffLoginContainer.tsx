import { useSessionStore } from '@mall/core';
import { StaffLoginPanel } from '@mall/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { staffFlowBrowser } from '../hooks/browser';
import { startStaffSignIn } from '../hooks/staffFlow';
import { useMemberApi } from '../hooks/useMemberApi';

export type StaffLoginContainerProps = {
  /**
   * Where to return after sign-in (spec §4 "saves the return url first"); by default the path the
   * login guard remembered. Only an allow-listed path of the mall is kept.
   */
  returnTo?: string | null;
};

/**
 * The staff tab's content (spec §2 login view, §4 staff login): explains the staff sign-in and
 * sends the browser to the identity provider with the openid scope, PKCE S256, state and nonce.
 */
export function StaffLoginContainer({ returnTo }: StaffLoginContainerProps) {
  const { t } = useTranslation('member');
  const api = useMemberApi();
  const session = useSessionStore();
  const [isBusy, setBusy] = useState(false);
  const [hasFailed, setFailed] = useState(false);

  const handleSignIn = () => {
    setBusy(true);
    setFailed(false);
    startStaffSignIn(api, returnTo === undefined ? session.readRedirect() : returnTo, staffFlowBrowser.origin()).then(
      (url) => staffFlowBrowser.assign(url),
      () => {
        setBusy(false);
        setFailed(true);
      },
    );
  };

  return (
    <StaffLoginPanel
      description={t('staff.description')}
      notes={[t('staff.noteAccount'), t('staff.noteWatermark')]}
      buttonLabel={t('staff.button')}
      onSignIn={handleSignIn}
      isBusy={isBusy}
      busyLabel={t('staff.busy')}
      errorMessage={hasFailed ? t('staff.unavailable') : undefined}
    />
  );
}
