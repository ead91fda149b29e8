import { useApiClient, useRuntimeConfig, useSessionStore } from '@mall/core';
import { useCallback, useMemo } from 'react';
import { createChatApi } from '../api/chatApi';
import { chatLink } from '../logic/chatLink';

/**
 * Opens the online chat in a new tab (spec §1, §7): the member's identity is signed by
 * `/api/udesk/auth` and carried in the chat URL, with the piece when opened from a goods page. A
 * visitor is sent to log in first (`onLoginRequired`: remember the path, open the login drawer,
 * spec §8). The tab is opened within the click, so pop-up blockers let it through, and pointed at
 * the chat once the identity is signed; `onFailed` hears of a refused signature.
 */
export function useOpenChat(onLoginRequired: () => void, onFailed?: (error: unknown) => void) {
  const client = useApiClient();
  // Read when the shopper taps, not from the last render: a tap on a server-rendered page is handled
  // as it hydrates, while the render still shows the visitor the server drew (issue #16).
  const session = useSessionStore();
  const { chatUrl, productCode } = useRuntimeConfig();
  const api = useMemo(() => createChatApi(client, productCode), [client, productCode]);
  return useCallback(
    (mouldNo?: string) => {
      const { isLoggedIn, user } = session.get();
      if (!isLoggedIn) return onLoginRequired();
      const tab = window.open('', '_blank');
      if (tab) tab.opener = null;
      api.signIdentity(user.uid).then(
        (signature) => {
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
    [api, chatUrl, onFailed, onLoginRequired, session],
  );
}
