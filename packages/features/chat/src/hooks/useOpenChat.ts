import { useLazyApi, useRuntimeConfig, useSessionStore } from '@mall/core';
import { useCallback } from 'react';

/** The chat api's module, fetched on the tap that opens the chat (issue #16). */
const loadChatApi = () => import('../api/chatApi').then((module) => module.createChatApi);

/**
 * Opens the online chat in a new tab (spec §1, §7): the member's identity is signed by
 * `/api/udesk/auth` and carried in the chat URL, with the piece when opened from a goods page. A
 * visitor is sent to log in first (`onLoginRequired`: remember the path, open the login drawer,
 * spec §8). The tab is opened within the click, so pop-up blockers let it through, and pointed at
 * the chat once the identity is signed; `onFailed` hears of a refused signature. The signing call
 * and the link's rules are fetched on the tap, after the tab is open (issue #16: the floating
 * 在线客服 button is on every page, its code need not be in the first load).
 */
export function useOpenChat(onLoginRequired: () => void, onFailed?: (error: unknown) => void) {
  const loadApi = useLazyApi(loadChatApi);
  // Read when the shopper taps, not from the last render: a tap on a server-rendered page is handled
  // as it hydrates, while the render still shows the visitor the server drew (issue #16).
  const session = useSessionStore();
  const { chatUrl } = useRuntimeConfig();
  return useCallback(
    (mouldNo?: string) => {
      const { isLoggedIn, user } = session.get();
      if (!isLoggedIn) return onLoginRequired();
      const tab = window.open('', '_blank');
      if (tab) tab.opener = null;
      Promise.all([loadApi(), import('../logic/chatLink')])
        .then(([api, { chatLink }]) => api.signIdentity(user.uid).then((signature) => ({ signature, chatLink })))
        .then(
          ({ signature, chatLink }) => {
            const link = chatLink(chatUrl, window.location.origin, signature, {
              name: user.nickname,
              uid: user.uid,
              idToken: user.idToken,
              mouldNo,
            });
            if (tab) tab.location.href = link;
            else window.location.assign(link);
          },
          (error: unknown) => {
            tab?.close();
            onFailed?.(error);
          },
        );
    },
    [loadApi, chatUrl, onFailed, onLoginRequired, session],
  );
}
