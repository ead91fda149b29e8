import { authCalls } from '@mall/contract/auth';
import { chatCalls, chatSocketPath, type ChatSessionBody } from '@mall/contract/chat';
import { bindCalls, type ApiClient } from '@mall/core';

/** The signed identity /api/udesk/auth answers (spec §7 "Customer service chat"). */
export type ChatSignature = {
  nonce: string;
  signature: string;
  timestamp: string;
  web_token: string;
  encryption_algorithm: string;
};

export type { DeskAgent } from '@mall/contract/chat';

/** The chat's calls (issue #15) over the contract's `chatCalls`: the identity, the chat page's session and the agents' desk. */
export function createChatApi(client: ApiClient, productCode: string) {
  const chat = bindCalls(client, productCode, chatCalls);
  const auth = bindCalls(client, productCode, authCalls);
  return {
    /** Signs the member's identity for the chat (spec §7 /api/udesk/auth, the account contract's call). */
    signIdentity: (uid: number) => auth.udeskAuth({ authuid: String(uid) }),
    /** The chat page's start: the server verifies the identity and opens or resumes the conversation. */
    session: (identity: ChatSessionBody) => chat.session(identity),
    /** A fresh ticket for the socket (reconnecting). */
    ticket: () => chat.ticket(),
    end: (conversationId: number) => chat.end({ conversationId }),
    rate: (conversationId: number, rating: number, remark: string) =>
      chat.rate({ conversationId, rating, ...(remark ? { remark } : {}) }),
    orders: () => chat.orders(),
    /** The socket's address on the API host (ws:// or wss://). */
    socketUrl: () => client.url(chatSocketPath).replace(/^http/, 'ws'),
    desk: {
      list: () => chat.deskConversations(),
      detail: (id: number) => chat.deskConversation({ id }),
      take: (conversationId: number) => chat.deskTake({ conversationId }),
      transfer: (conversationId: number, staffCode: string) => chat.deskTransfer({ conversationId, staffCode }),
      close: (conversationId: number) => chat.deskClose({ conversationId }),
      agents: () => chat.deskAgents(),
    },
  };
}

export type ChatApi = ReturnType<typeof createChatApi>;
