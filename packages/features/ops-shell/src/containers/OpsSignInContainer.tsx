import { sessionStore, startStaffSignIn } from '@mall/core';
import { AuthPageColumn, Heading, Stack, StaffLoginPanel } from '@mall/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { opsBrowser } from '../hooks/browser';
import { useOpsShellApi } from '../hooks/useOpsShell';
import { opsStaffSignIn } from '../logic/opsSignIn';

export type OpsSignInContainerProps = {
  /** The console page to come back to (the router's path), when the guard sent the staff member here. */
  returnTo: string | null;
  /** The last sign-in failed (the callback came back here): say so above the button. */
  hasFailed?: boolean;
};

/**
 * /ops/login (issue #29): staff sign in to the console through the staff identity provider
 * (authorization code + PKCE S256, core's flow), on the console's own callback.
 */
export function OpsSignInContainer({ returnTo, hasFailed = false }: OpsSignInContainerProps) {
  const { t } = useTranslation('opsShell');
  const api = useOpsShellApi();
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>(hasFailed ? 'failed' : 'idle');
  const signIn = () => {
    setState('busy');
    startStaffSignIn(opsStaffSignIn, api.loginConfig, returnTo, opsBrowser.origin(), sessionStore).then(
      (url) => opsBrowser.assign(url),
      () => setState('failed'),
    );
  };
  return (
    <AuthPageColumn>
      <Stack space="large">
        <Heading level={1}>{t('signIn.title')}</Heading>
        <StaffLoginPanel
          description={t('signIn.description')}
          notes={[t('signIn.noteAccount'), t('signIn.noteAudit')]}
          buttonLabel={t('signIn.button')}
          onSignIn={signIn}
          isBusy={state === 'busy'}
          busyLabel={t('signIn.busy')}
          errorMessage={state === 'failed' ? t('signIn.failed') : undefined}
        />
      </Stack>
    </AuthPageColumn>
  );
}
