import { cleanCallbackUrl, staffRetryDelayMs, useSessionStore } from '@mall/core';
import { createToastQueue, showToast, Spinner, Stack, ToastRegion } from '@mall/ui-kit';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { completeStaffSignIn } from '../hooks/staffFlow';
import { useMemberApi } from '../hooks/useMemberApi';
import { staffLandingPath } from '../logic/staffReturn';

export type StaffCallbackProps = {
  /** The page's location (the provider's answer is in `search`). */
  location: { pathname: string; search: string; hash?: string };
  /** The account overview (/myIndex/accountOverview): where a staff user lands by default (spec §4). */
  accountOverviewPath: string;
  /** Goes to a mall path, replacing the callback URL in the history. */
  onNavigate: (path: string) => void;
  /** Back to the staff sign-in (spec §8: 1.5 s after the 登录错误 toast). */
  onRetry: () => void;
};

/**
 * The page the identity provider returns a staff user to (spec §4 "Staff login with returned
 * code"): exchanges the code, sets user info and token in the session and goes to the remembered
 * path, the cleaned URL or the account overview; on failure a 登录错误 toast, then back to the staff
 * sign-in after 1.5 s (spec §8).
 */
export function StaffCallback({ location, accountOverviewPath, onNavigate, onRetry }: StaffCallbackProps) {
  const { t } = useTranslation('member');
  const api = useMemberApi();
  const session = useSessionStore();
  const [toasts] = useState(() => createToastQueue());
  // The code is single-use: the exchange runs once even when React runs effects twice.
  const started = useRef(false);
  const handlers = useRef({ onNavigate, onRetry });
  handlers.current = { onNavigate, onRetry };

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    void completeStaffSignIn(api, location.search).then((outcome) => {
      if (outcome?.ok) {
        session.set(outcome.user);
        const cleaned = cleanCallbackUrl(location.pathname, location.search, location.hash);
        handlers.current.onNavigate(staffLandingPath(outcome.returnTo, cleaned, accountOverviewPath));
        return;
      }
      showToast(toasts, { message: t('staff.loginError'), tone: 'critical', durationMs: staffRetryDelayMs });
      timer = setTimeout(() => handlers.current.onRetry(), staffRetryDelayMs);
    });
    return () => {
      // Leaving before the retry: nothing more to do. (The exchange itself is not cancelled.)
      if (timer) clearTimeout(timer);
    };
  }, [api, session, toasts, t, location.pathname, location.search, location.hash, accountOverviewPath]);

  return (
    <>
      <Stack align="center" space="medium">
        <Spinner size="large" label={t('staff.signingIn')} isLabelVisible />
      </Stack>
      <ToastRegion queue={toasts} aria-label={t('staff.notifications')} closeLabel={t('staff.close')} />
    </>
  );
}
