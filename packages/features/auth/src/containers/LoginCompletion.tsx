import type { Toast } from '@mall/ui-kit';
import { loginTicketCookie } from '@mall/contract/auth';
import { isApiError, useLazyApi, useSessionStore } from '@mall/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { readCookie, removeCookie } from '../logic/cookies';
import { sessionUser } from '../logic/sessionUser';

/** The auth api's module, fetched only when a login ticket is there to exchange (issue #16). */
const loadAuthApi = () => import('../api/authApi').then((module) => module.createAuthApi);

export type LoginCompletionProps = {
  /** After the session is set: the app navigates (spec §4: account overview on /login, else the cleaned URL) and records the clauses. */
  onLoggedIn: () => void;
  /** spec §8 "Cookie login without userInfo/token": toast of msg. */
  onToast: Toast;
};

/**
 * spec §4 "Login completion from cookie": reads the one-time ticket cookie the sign-in redirect
 * set, removes it, exchanges it (POST /api/account/token) and sets user info and token in the
 * session. Renders nothing.
 */
export function LoginCompletion({ onLoggedIn, onToast }: LoginCompletionProps) {
  // The auth texts are not among those every page has (issue #16): this renders nothing and needs
  // one text only when a ticket fails, so it asks for no namespace up front and fetches them then.
  const { i18n } = useTranslation([]);
  const loadApi = useLazyApi(loadAuthApi);
  const session = useSessionStore();
  const started = useRef(false);

  useEffect(() => {
    const ticket = readCookie(document.cookie, loginTicketCookie);
    if (!ticket || started.current) return;
    started.current = true;
    // One use only: the cookie goes before the exchange, so a reload never replays it.
    removeCookie(loginTicketCookie);
    loadApi()
      .then((api) => api.exchangeTicket(ticket))
      .then((answer) => {
        if (!answer?.userInfo || !answer.idToken) throw new Error('no user info');
        session.set(sessionUser(answer.userInfo, answer.idToken));
        onLoggedIn();
      })
      .catch(async (error: unknown) => {
        if (isApiError(error) && error.msg) return onToast(error.msg, 'critical');
        await i18n.loadNamespaces('auth').catch(() => undefined);
        onToast(i18n.t('login.completionFailed', { ns: 'auth' }), 'critical');
      });
  }, [loadApi, session, onLoggedIn, onToast, i18n]);

  return null;
}
