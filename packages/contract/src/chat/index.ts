// @mall/contract/chat: the customer-service chat and the service desk (issue #15) — their calls, schemas and socket frames.
import { pathsOf } from '../call';
import { chatCalls } from './calls';

export * from './schemas';
export { chatCalls, chatRoutes } from './calls';

/** The chat's WebSocket (its frames are ChatClientFrame / ChatServerFrame): not a call. */
export const chatSocketPath = '/api/chat/socket';

/** The chat calls' paths and the socket's (tests and mocks; the chat's paths carry no product code). */
export const chatPaths = () => ({ ...pathsOf(chatCalls, ''), socket: chatSocketPath });
