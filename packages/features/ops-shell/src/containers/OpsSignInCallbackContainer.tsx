import { completeStaffSignIn, sessionStore, useSessionStore, type UserInfo } from '@mall/core';
import { AuthPageColumn, Spinner, Stack } from '@mall/ui-kit';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpsShellApi } from '../hooks/useOpsShell';
import { opsStaffSignIn } from '../logic/opsSignIn';

export type OpsSignInCallbackContainerProps = {
  /** The callback's query (`code`, `state` or `error`). */
  search: string;
  /** Signed in: go to the remembered page, or the console's first page when none was remembered. */
  onSignedIn: (returnTo: string | null) => void;
  /** The provider refused, the state did not match or the exchange failed: back to the sign-in. */
  onFailed: () => void;
};

/**
 * /ops/login/callback (issue #29): the provider returns the staff member here; the state is checked
 * against this tab's attempt and the code exchanged once for the session.
 */
export function OpsSignInCallbackContainer({ search, onSignedIn, onFailed }: OpsSignInCallbackContainerProps) {
  const { t } = useTranslation('opsShell');
  const api = useOpsShellApi();
  const session = useSessionStore();
  // The code is single-use: the exchange runs once even when React runs effects twice.
  const started = useRef(false);
  const handlers = useRef({ onSignedIn, onFailed });
  handlers.current = { onSignedIn, onFailed };
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void completeStaffSignIn<Partial<UserInfo>>(
      opsStaffSignIn,
      { loginConfig: api.loginConfig, loginCode: api.loginCode },
      search,
      sessionStore,
    ).then((outcome) => {
      if (outcome?.ok) {
        session.set(outcome.user);
        handlers.current.onSignedIn(outcome.returnTo);
      } else handlers.current.onFailed();
    });
  }, [api, session, search]);
  return (
    <AuthPageColumn>
      <Stack align="center" space="medium">
        <Spinner size="large" label={t('callback.signingIn')} isLabelVisible />
      </Stack>
    </AuthPageColumn>
  );
}
