import {
  authPaths,
  chatPaths,
  type ChatConversation,
  type ChatOrderCard,
  type ChatSession,
  type ChatTicket,
  type DeskConversation,
} from '@mall/contract';
import { ensureOk, type ApiClient } from '@mall/core';

type CodeAnswer<T> = { code: number; msg: string; data: T };

/** The signed identity /api/udesk/auth answers (spec §7 "Customer service chat"). */
export type ChatSignature = {
  nonce: string;
  signature: string;
  timestamp: string;
  web_token: string;
  encryption_algorithm: string;
};

/** An agent who can take a transferred conversation. */
export type DeskAgent = { staffCode: string; name: string; isMe: boolean };

/** The chat's calls (issue #15): the identity, the chat page's session and the agents' desk. */
export function createChatApi(client: ApiClient, productCode: string) {
  const paths = chatPaths();
  const post = async <T>(path: string, body?: unknown) => ensureOk(await client.post<CodeAnswer<T>>(path, body)).data;
  const get = async <T>(path: string, params?: Record<string, string | number>) =>
    ensureOk(await client.get<CodeAnswer<T>>(path, params ? { params } : undefined)).data;
  return {
    /** Signs the member's identity for the chat (spec §7). */
    signIdentity: (uid: number) => post<ChatSignature>(authPaths(productCode).udeskAuth, { authuid: String(uid) }),
    /** The chat page's start: the server verifies the identity and opens or resumes the conversation. */
    session: (identity: ChatSignature & { mouldNo?: string }) => post<ChatSession>(paths.session, identity),
    /** A fresh ticket for the socket (reconnecting). */
    ticket: () => post<ChatTicket>(paths.ticket),
    end: (conversationId: number) => post<ChatConversation>(paths.end, { conversationId }),
    rate: (conversationId: number, rating: number, remark: string) =>
      post<ChatConversation>(paths.rate, { conversationId, rating, ...(remark ? { remark } : {}) }),
    orders: () => get<ChatOrderCard[]>(paths.orders),
    /** The socket's address on the API host (ws:// or wss://). */
    socketUrl: () => client.url(paths.socket).replace(/^http/, 'ws'),
    desk: {
      list: () => get<ChatConversation[]>(paths.deskConversations),
      detail: (id: number) => get<DeskConversation>(paths.deskConversation, { id }),
      take: (conversationId: number) => post<null>(paths.deskTake, { conversationId }),
      transfer: (conversationId: number, staffCode: string) =>
        post<null>(paths.deskTransfer, { conversationId, staffCode }),
      close: (conversationId: number) => post<null>(paths.deskClose, { conversationId }),
      agents: () => get<DeskAgent[]>(paths.deskAgents),
    },
  };
}

export type ChatApi = ReturnType<typeof createChatApi>;
