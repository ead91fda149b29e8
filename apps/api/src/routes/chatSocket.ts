import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CHAT_RATE_LIMITS } from '@mall/contract';
import { ChatClientFrame, chatError, chatPaths, type ChatServerFrame } from '@mall/contract/chat';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import type { WebSocket } from 'ws';
import type { ChatEvent, ChatParty, ChatService } from '../services/chat';
import type { AppContext } from './context';

/** Largest frame a page may send: a text message of 500 characters fits many times over. */
export const CHAT_MAX_FRAME_BYTES = 16 * 1024;
/** A socket must say who it is (present its ticket) this soon after opening. */
const HELLO_WITHIN_MS = 10_000;
/**
 * Close codes: 4401 no valid ticket, or the session the ticket was issued under has ended (reason `session ended`:
 * logout, a password change ending other sessions, cancellation, expiry; issue #28), 4408 no hello in time.
 */
const CLOSE_TICKET = 4401;
const CLOSE_TIMEOUT = 4408;
/** An idle socket's session is checked this often (every frame it sends is checked too), on every instance. */
export const CHAT_SESSION_CHECK_MS = 5000;

const frames = TypeCompiler.Compile(ChatClientFrame);

type Connection = {
  socket: WebSocket;
  party: ChatParty | null;
  /** The signed-in session the socket's ticket was issued under: the socket lasts while it does (issue #28). */
  sessionId: string | null;
  /** When this socket's recent sends happened (the per-connection limit). */
  sends: number[];
  /** Frames are handled one after another, so acks go out in the order the messages came. */
  queue: Promise<void>;
};

/**
 * The chat socket (issue #15; @fastify/websocket is registered on the root by buildApp, with
 * {@link CHAT_MAX_FRAME_BYTES}) and this instance's share of the fan-out. A page opens
 * `/api/chat/socket`, presents its ticket in a `hello` frame (never in the URL, which ends up in
 * logs), and gets the conversation and the messages after the last one it has. A message is stored,
 * then acknowledged; every instance hears of it through the database's signals (PostgreSQL
 * LISTEN/NOTIFY, or PGlite's in-process bus) and passes it to the sockets it holds.
 */
export const chatSocketRoutes: FastifyPluginAsyncTypebox<AppContext & { chat: ChatService }> = async (
  app,
  { database, clock, chat },
) => {
  const connections = new Set<Connection>();
  const send = (connection: Connection, frame: ChatServerFrame) => {
    if (connection.socket.readyState === connection.socket.OPEN) connection.socket.send(JSON.stringify(frame));
  };
  /**
   * Ends a socket whose session has ended (issue #28): it is told why, closed, and gets nothing more. Sessions end in
   * the database, so every instance finds out (on the socket's next frame, or at the next periodic check).
   */
  function endForSession(connection: Connection): void {
    connection.party = null;
    connection.sessionId = null;
    connections.delete(connection);
    send(connection, { type: 'error', ...chatError('ticket') });
    connection.socket.close(CLOSE_TICKET, 'session ended');
  }
  /** Whether the socket's session is still live (each check remembered as long as a signed-in request's); else ends it. */
  async function stillSignedIn(connection: Connection): Promise<boolean> {
    const { sessionId } = connection;
    if (sessionId === null) return true;
    if (await app.tokens.isLive(sessionId)) return true;
    if (connection.sessionId === sessionId) endForSession(connection);
    return false;
  }
  /** The signed-in sockets whose sessions are live; the others are ended on the way. */
  async function liveConnections(): Promise<void> {
    for (const connection of [...connections]) if (connection.sessionId !== null) await stillSignedIn(connection);
  }

  const customersOf = (memberId: number) =>
    [...connections].filter((c) => c.party?.role === 'customer' && c.party.memberId === memberId);
  const agents = () => [...connections].filter((c) => c.party?.role === 'agent');
  const agentsOf = (staffId: number | null) =>
    agents().filter((c) => c.party?.role === 'agent' && c.party.staffId === staffId);

  async function dispatch(event: ChatEvent): Promise<void> {
    if (connections.size === 0) return;
    // Nothing reaches a socket whose session has ended (issue #28).
    await liveConnections();
    const conversation = await chat.conversation(event.c);
    if (!conversation) return;
    const customers = customersOf(conversation.memberId);
    const agent = agentsOf(conversation.agentStaffId);
    const conversationId = String(conversation.id);
    switch (event.k) {
      case 'message': {
        const row = await chat.message(event.m);
        if (!row) return;
        const message = chat.wireMessage(row);
        for (const connection of [...customers, ...agent])
          send(connection, { type: 'message', conversationId, message });
        const reached = row.author === 'customer' ? agent.length > 0 : customers.length > 0;
        if (reached && row.author !== 'system') await chat.delivered(row);
        break;
      }
      case 'receipt':
        for (const connection of [...customers, ...agent])
          send(connection, { type: 'receipt', conversationId, status: event.s, ids: event.ids.map(String) });
        break;
      case 'typing':
        for (const connection of event.a === 'customer' ? agent : customers)
          send(connection, { type: 'typing', conversationId, author: event.a });
        break;
      case 'state':
        break;
    }
    // The desk's list and the chat page's header follow every change of the conversation.
    if (event.k !== 'typing' && event.k !== 'receipt') {
      if (customers.length > 0) {
        const forCustomer = await chat.wireConversation(conversation, 'customer');
        for (const connection of customers) send(connection, { type: 'conversation', conversation: forCustomer });
      }
      const desk = agents();
      if (desk.length > 0) {
        const forAgents = await chat.wireConversation(conversation, 'agent');
        for (const connection of desk) send(connection, { type: 'conversation', conversation: forAgents });
      }
    }
  }

  const unlisten = await database.listen('chat', (payload) => {
    let event: ChatEvent;
    try {
      event = JSON.parse(payload) as ChatEvent;
    } catch {
      return;
    }
    dispatch(event).catch((error: unknown) => app.log.error({ err: error }, 'chat: delivering an event failed'));
  });
  let checking = false;
  const sessionCheck = setInterval(() => {
    if (checking) return;
    checking = true;
    liveConnections()
      .catch((error: unknown) => app.log.warn({ err: error }, 'chat: checking the sockets’ sessions failed'))
      .finally(() => {
        checking = false;
      });
  }, CHAT_SESSION_CHECK_MS);
  sessionCheck.unref();
  app.addHook('onClose', async () => {
    clearInterval(sessionCheck);
    await unlisten();
    for (const connection of connections) connection.socket.close(1001, 'server closing');
  });

  /** The per-connection limit (issue #15): at most N sends in the window; true when this one may go. */
  function mayConnectionSend(connection: Connection): boolean {
    const now = clock().getTime();
    const { count, windowMs } = CHAT_RATE_LIMITS.perConnection;
    connection.sends = connection.sends.filter((at) => now - at < windowMs);
    if (connection.sends.length >= count) return false;
    connection.sends.push(now);
    return true;
  }

  async function handle(connection: Connection, raw: string): Promise<void> {
    // Every frame of a signed-in socket first checks its session (issue #28): after logout nothing is stored or answered.
    if (connection.sessionId !== null && !(await stillSignedIn(connection))) return;
    let data: unknown;
    try {
      data = JSON.parse(raw);
    } catch {
      return send(connection, { type: 'error', ...chatError('badFrame') });
    }
    if (!frames.Check(data)) return send(connection, { type: 'error', ...chatError('badFrame') });
    const frame = data;
    if (frame.type === 'ping') return send(connection, { type: 'pong' });
    if (frame.type === 'hello') {
      // Single-use (issue #28): the ticket is used up here, and only while its session is live.
      const used = await chat.useTicket(frame.ticket);
      if (!used) {
        connection.party = null;
        connection.sessionId = null;
        send(connection, { type: 'error', ...chatError('ticket') });
        return connection.socket.close(CLOSE_TICKET, 'ticket');
      }
      const { party } = used;
      connection.party = party;
      connection.sessionId = used.sessionId;
      if (party.role === 'agent') return send(connection, { type: 'ready', role: 'agent' });
      const resumed = await chat.resume(party, undefined, Number(frame.after ?? 0) || 0);
      send(connection, { type: 'ready', role: 'customer', conversation: resumed?.conversation });
      if (resumed) {
        send(connection, { type: 'history', conversationId: resumed.conversation.id, messages: resumed.messages });
        // What reached this page now is delivered.
        for (const message of resumed.messages)
          if (message.author !== 'customer' && message.status === 'sent')
            await chat.delivered({ id: Number(message.id), conversationId: resumed.row.id });
      }
      return;
    }
    const party = connection.party;
    if (!party) return send(connection, { type: 'error', ...chatError('ticket') });
    switch (frame.type) {
      case 'send': {
        if (!mayConnectionSend(connection))
          return send(connection, { type: 'error', ...chatError('rate'), clientId: frame.clientId });
        const outcome = await chat.send(party, frame);
        if ('error' in outcome)
          return send(connection, { type: 'error', ...chatError(outcome.error), clientId: frame.clientId });
        return send(connection, {
          type: 'ack',
          clientId: frame.clientId,
          id: outcome.message.id,
          message: outcome.message,
        });
      }
      case 'typing':
        return chat.typing(party, frame.conversationId);
      case 'read':
        return chat.read(party, frame.conversationId, Number(frame.upToId));
      case 'sync': {
        const resumed = await chat.resume(party, frame.conversationId, Number(frame.after ?? 0) || 0);
        if (resumed)
          send(connection, { type: 'history', conversationId: resumed.conversation.id, messages: resumed.messages });
        return;
      }
    }
  }

  app.get(chatPaths().socket, { websocket: true }, (socket) => {
    const connection: Connection = { socket, party: null, sessionId: null, sends: [], queue: Promise.resolve() };
    connections.add(connection);
    const helloTimer = setTimeout(() => {
      if (!connection.party) socket.close(CLOSE_TIMEOUT, 'hello');
    }, HELLO_WITHIN_MS);
    helloTimer.unref();
    socket.on('message', (raw, isBinary) => {
      connection.queue = connection.queue.then(async () => {
        if (isBinary) return send(connection, { type: 'error', ...chatError('badFrame') });
        try {
          await handle(connection, raw.toString());
        } catch (error) {
          app.log.error({ err: error }, 'chat: a socket frame failed');
          send(connection, { type: 'error', ...chatError('busy') });
        }
      });
    });
    socket.on('close', () => {
      clearTimeout(helloTimer);
      connections.delete(connection);
    });
  });
};
