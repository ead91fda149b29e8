import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import type { ChatConversation } from '@mall/contract/chat';
import type { ChatApi } from '../api/chatApi';
import { createChatClient, type SocketLike } from '../logic/chatClient';

/** A client id for a message: a UUID where the browser has one. */
const newClientId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `m-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

/**
 * The chat socket for a page (issue #15): connects while the page is on show with `firstTicket`
 * (the session's) and then fresh ones, and re-renders on every change. `enabled` false holds it
 * (the chat page waits for its session).
 */
export function useChat(options: {
  api: ChatApi;
  viewer: 'customer' | 'agent';
  firstTicket?: string;
  enabled?: boolean;
  onConversation?: (conversation: ChatConversation) => void;
}) {
  const { api, viewer, firstTicket, enabled = true } = options;
  const onConversation = useRef(options.onConversation);
  useEffect(() => {
    onConversation.current = options.onConversation;
  });
  const client = useMemo(() => {
    let ticket = firstTicket;
    return createChatClient({
      viewer,
      url: api.socketUrl(),
      getTicket: async () => {
        const given = ticket;
        ticket = undefined;
        return given ?? (await api.ticket()).ticket;
      },
      createSocket: (url) => new WebSocket(url) as unknown as SocketLike,
      newId: newClientId,
      onConversation: (conversation) => onConversation.current?.(conversation),
    });
  }, [api, viewer, firstTicket]);
  useEffect(() => {
    if (!enabled) return undefined;
    client.start();
    return () => client.stop();
  }, [client, enabled]);
  const state = useSyncExternalStore(client.subscribe, client.getState, client.getState);
  return { ...state, client };
}
