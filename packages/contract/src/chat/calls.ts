import { call, routeSchemas } from '../call';
import { ErrorBody } from '../envelope';
import {
  ChatConversationRef,
  ChatConversationResponse,
  ChatOrdersResponse,
  ChatRateBody,
  ChatSessionBody,
  ChatSessionResponse,
  ChatTicketResponse,
  DeskAgentsResponse,
  DeskConversationListResponse,
  DeskConversationQuery,
  DeskConversationResponse,
  DeskDoneResponse,
  DeskTransferBody,
} from './schemas';

// The mall's own customer-service chat (issue #15; spec §7 "Customer service chat" names only
// /api/udesk/auth): the chat page's session beside it, and the service desk for agents. The
// socket (chatSocketPath) is not a call. No product code in these paths.
const chat = '/api/chat';
const desk = `${chat}/desk`;

/** The chat's calls, for both sides. */
export const chatCalls = {
  /** The chat page's start: the server verifies the identity and opens or resumes the conversation. */
  session: call<{ body: typeof ChatSessionBody; response: typeof ChatSessionResponse }>()({
    method: 'POST',
    path: `${chat}/session`,
    envelope: 'code',
  }),
  /** A fresh ticket for the socket (reconnecting); a member's own conversation or an agent's desk. */
  ticket: call<{ response: typeof ChatTicketResponse }>()({ method: 'POST', path: `${chat}/ticket`, envelope: 'code' }),
  /** The member ends their conversation. */
  end: call<{ body: typeof ChatConversationRef; response: typeof ChatConversationResponse }>()({
    method: 'POST',
    path: `${chat}/end`,
    envelope: 'code',
  }),
  /** The member rates their conversation once. */
  rate: call<{ body: typeof ChatRateBody; response: typeof ChatConversationResponse }>()({
    method: 'POST',
    path: `${chat}/rate`,
    envelope: 'code',
  }),
  /** The member's recent orders, as cards. */
  orders: call<{ response: typeof ChatOrdersResponse }>()({ method: 'GET', path: `${chat}/orders`, envelope: 'code' }),
  /** Desk: waiting and open conversations. */
  deskConversations: call<{ response: typeof DeskConversationListResponse }>()({
    method: 'GET',
    path: `${desk}/conversations`,
    envelope: 'code',
  }),
  /** Desk: one conversation's messages and the customer's facts. */
  deskConversation: call<{ query: typeof DeskConversationQuery; response: typeof DeskConversationResponse }>()({
    method: 'GET',
    path: `${desk}/conversation`,
    envelope: 'code',
  }),
  /** Desk: take a waiting conversation (exactly one agent wins). */
  deskTake: call<{ body: typeof ChatConversationRef; response: typeof DeskDoneResponse }>()({
    method: 'POST',
    path: `${desk}/take`,
    envelope: 'code',
  }),
  /** Desk: transfer one's own conversation to another agent. */
  deskTransfer: call<{ body: typeof DeskTransferBody; response: typeof DeskDoneResponse }>()({
    method: 'POST',
    path: `${desk}/transfer`,
    envelope: 'code',
  }),
  /** Desk: close one's own conversation. */
  deskClose: call<{ body: typeof ChatConversationRef; response: typeof DeskDoneResponse }>()({
    method: 'POST',
    path: `${desk}/close`,
    envelope: 'code',
  }),
  /** Desk: the agents a conversation can be transferred to. */
  deskAgents: call<{ response: typeof DeskAgentsResponse }>()({
    method: 'GET',
    path: `${desk}/agents`,
    envelope: 'code',
  }),
};

const signedIn = { 401: ErrorBody, 403: ErrorBody };

/** The chat's calls with the schemas the server checks them by. */
export const chatRoutes = routeSchemas(chatCalls, {
  session: { body: ChatSessionBody, response: { 200: ChatSessionResponse, 400: ErrorBody, ...signedIn } },
  ticket: { response: { 200: ChatTicketResponse, ...signedIn } },
  end: { body: ChatConversationRef, response: { 200: ChatConversationResponse, ...signedIn, 404: ErrorBody } },
  rate: {
    body: ChatRateBody,
    response: { 200: ChatConversationResponse, 400: ErrorBody, ...signedIn, 404: ErrorBody, 409: ErrorBody },
  },
  orders: { response: { 200: ChatOrdersResponse, ...signedIn } },
  deskConversations: { response: { 200: DeskConversationListResponse, ...signedIn } },
  deskConversation: {
    querystring: DeskConversationQuery,
    response: { 200: DeskConversationResponse, 404: ErrorBody, ...signedIn },
  },
  deskTake: { body: ChatConversationRef, response: { 200: DeskDoneResponse, 409: ErrorBody, ...signedIn } },
  deskTransfer: {
    body: DeskTransferBody,
    response: { 200: DeskDoneResponse, 400: ErrorBody, 409: ErrorBody, ...signedIn },
  },
  deskClose: { body: ChatConversationRef, response: { 200: DeskDoneResponse, 409: ErrorBody, ...signedIn } },
  deskAgents: { response: { 200: DeskAgentsResponse, ...signedIn } },
});
