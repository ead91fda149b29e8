import { mergeByClientId } from '@mall/contract';
import {
  type ChatConversation,
  type ChatErrorReason,
  type ChatMessage,
  type ChatOrderCard,
  type ChatProductCard,
  type ChatServerFrame,
} from '@mall/contract/chat';

/** What the client needs of a WebSocket (the browser's, or a fake in tests). */
export type SocketLike = {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onerror: ((event: unknown) => void) | null;
};

/** A message the page sends: the server builds the cards and the image link. */
export type ChatDraft =
  | { kind: 'text'; text: string }
  | { kind: 'image'; uploadId: string; width: number; height: number; previewUrl: string }
  | { kind: 'product'; mouldNo: string; card?: ChatProductCard }
  | { kind: 'order'; orderNo: string; card?: ChatOrderCard };

export type ChatConnectionStatus = 'connecting' | 'online' | 'offline';

export type ChatState = {
  status: ChatConnectionStatus;
  /** The conversation on show (the customer's own; the agent's chosen one). */
  conversation: ChatConversation | null;
  /** Its messages, oldest first, each once by clientId; one's own unsent ones with status sending/failed. */
  messages: ChatMessage[];
  /** The other side is typing. */
  isOtherTyping: boolean;
  /** Why each failed message failed (by clientId): the server's reason, which the page words. */
  failures: Record<string, ChatErrorReason>;
  /** The socket was refused for good (its ticket): the page offers to reopen the chat. */
  fatal: ChatErrorReason | null;
};

const OPEN = 1;
/** How long "typing" shows after the last signal. */
export const TYPING_SHOWS_MS = 4000;
/** Resend what is still unacknowledged when the acknowledgement is this late (the socket may be dead). */
export const ACK_TIMEOUT_MS = 10_000;

/**
 * The wait before reconnect attempt `attempt` (0 first): doubling from half a second up to 30 s,
 * with up to a fifth added at random (`random` in [0, 1)) so a restart does not bring every page
 * back in the same instant.
 */
export function reconnectDelay(attempt: number, random: number): number {
  const base = Math.min(30_000, 500 * 2 ** Math.min(attempt, 10));
  return Math.round(base * (1 + random * 0.2));
}

/** Marks a message delivered or read, never back from read. */
function withStatus(message: ChatMessage, status: 'delivered' | 'read'): ChatMessage {
  if (message.status === 'read' || (status === 'delivered' && message.status === 'delivered')) return message;
  return { ...message, status };
}

export type ChatClientOptions = {
  viewer: 'customer' | 'agent';
  /** The socket's absolute URL (ws:// or wss://). */
  url: string;
  /** A fresh ticket (the session's first, then POST /api/chat/ticket). */
  getTicket: () => Promise<string>;
  createSocket: (url: string) => SocketLike;
  /** A new client id for a message (crypto.randomUUID in the browser). */
  newId: () => string;
  now?: () => Date;
  random?: () => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
  /** Any conversation changed (the desk revalidates its list). */
  onConversation?: (conversation: ChatConversation) => void;
};

/**
 * The chat page's and the desk's socket (issue #15): presents a ticket, keeps the messages once
 * each by client id, shows one's own message at once as sending and replaces it with the stored one
 * on the server's acknowledgement, queues what is written while offline, and on a dropped socket
 * reconnects with a growing wait, asks for what it missed since the last stored id and resends
 * every unacknowledged message under its same client id (the server stores it once).
 */
export function createChatClient(options: ChatClientOptions) {
  const setTimer = options.setTimer ?? ((run: () => void, ms: number) => setTimeout(run, ms));
  const clearTimer = options.clearTimer ?? ((timer: unknown) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  const now = options.now ?? (() => new Date());
  const random = options.random ?? Math.random;
  let state: ChatState = {
    status: 'connecting',
    conversation: null,
    messages: [],
    isOtherTyping: false,
    failures: {},
    fatal: null,
  };
  const listeners = new Set<() => void>();
  let socket: SocketLike | null = null;
  let attempt = 0;
  let isStopped = false;
  let isReady = false;
  let reconnectTimer: unknown = null;
  let typingTimer: unknown = null;
  let ackTimer: unknown = null;
  /** The agent's chosen conversation (a customer's is their own). */
  let conversationId: number | undefined;
  /** What was sent of each unacknowledged message, to send it again. */
  const outbox = new Map<string, Record<string, unknown>>();

  const set = (next: Partial<ChatState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };
  const write = (frame: Record<string, unknown>) => {
    if (socket && socket.readyState === OPEN && isReady) socket.send(JSON.stringify(frame));
  };
  const lastStoredId = () =>
    state.messages.reduce((last, message) => (/^\d+$/.test(message.id) ? Math.max(last, Number(message.id)) : last), 0);
  const isCurrent = (id: string) => conversationId === undefined || String(conversationId) === id;

  function flush() {
    if (outbox.size === 0) return;
    for (const frame of outbox.values()) write(frame);
    if (ackTimer) clearTimer(ackTimer);
    // No acknowledgement in time: the socket is likely dead though not yet closed; start over.
    ackTimer = setTimer(() => {
      ackTimer = null;
      if (outbox.size > 0 && socket) socket.close(4000, 'ack timeout');
    }, ACK_TIMEOUT_MS);
  }

  function receive(frame: ChatServerFrame) {
    switch (frame.type) {
      case 'ready':
        isReady = true;
        attempt = 0;
        set({ status: 'online', fatal: null, ...(frame.conversation ? { conversation: frame.conversation } : {}) });
        if (options.viewer === 'agent' && conversationId !== undefined)
          write({ type: 'sync', conversationId, after: String(lastStoredId()) });
        flush();
        return;
      case 'history':
        if (!isCurrent(frame.conversationId)) return;
        if (state.conversation && state.conversation.id !== frame.conversationId) return;
        set({ messages: mergeByClientId(state.messages, frame.messages) });
        return;
      case 'ack': {
        outbox.delete(frame.clientId);
        if (outbox.size === 0 && ackTimer) {
          clearTimer(ackTimer);
          ackTimer = null;
        }
        const failures = { ...state.failures };
        delete failures[frame.clientId];
        set({ messages: mergeByClientId(state.messages, [frame.message]), failures });
        return;
      }
      case 'message':
        if (!isCurrent(frame.conversationId)) return;
        if (state.conversation && state.conversation.id !== frame.conversationId) return;
        set({
          messages: mergeByClientId(state.messages, [frame.message]),
          isOtherTyping: frame.message.author === options.viewer ? state.isOtherTyping : false,
        });
        return;
      case 'receipt': {
        if (!isCurrent(frame.conversationId)) return;
        const ids = new Set(frame.ids);
        set({
          messages: state.messages.map((message) =>
            ids.has(message.id) && message.author === options.viewer ? withStatus(message, frame.status) : message,
          ),
        });
        return;
      }
      case 'typing':
        if (!isCurrent(frame.conversationId) || frame.author === options.viewer) return;
        if (typingTimer) clearTimer(typingTimer);
        typingTimer = setTimer(() => set({ isOtherTyping: false }), TYPING_SHOWS_MS);
        set({ isOtherTyping: true });
        return;
      case 'conversation':
        options.onConversation?.(frame.conversation);
        if (options.viewer === 'customer' || isCurrent(frame.conversation.id)) {
          if (!state.conversation || state.conversation.id === frame.conversation.id || options.viewer === 'customer')
            set({ conversation: frame.conversation });
        }
        return;
      case 'error':
        if (frame.clientId) {
          outbox.delete(frame.clientId);
          const clientId = frame.clientId;
          set({
            messages: state.messages.map((message) =>
              message.clientId === clientId && message.status === 'sending'
                ? { ...message, status: 'failed' }
                : message,
            ),
            failures: { ...state.failures, [clientId]: frame.reason },
          });
        } else if (frame.code === 401) {
          set({ fatal: frame.reason });
        }
        return;
      case 'pong':
        return;
    }
  }

  function scheduleReconnect() {
    if (isStopped || reconnectTimer) return;
    const wait = reconnectDelay(attempt, random());
    attempt += 1;
    reconnectTimer = setTimer(() => {
      reconnectTimer = null;
      void connect();
    }, wait);
  }

  async function connect() {
    if (isStopped) return;
    isReady = false;
    set({ status: state.status === 'online' ? 'offline' : state.status });
    let ticket: string;
    try {
      ticket = await options.getTicket();
    } catch {
      set({ status: 'offline' });
      return scheduleReconnect();
    }
    if (isStopped) return;
    const next = options.createSocket(options.url);
    socket = next;
    next.onopen = () => {
      next.send(JSON.stringify({ type: 'hello', ticket, after: String(lastStoredId()) }));
    };
    next.onmessage = (event) => {
      if (socket !== next) return;
      try {
        receive(JSON.parse(String(event.data)) as ChatServerFrame);
      } catch {
        // A frame that does not read is ignored; the next history fills any gap.
      }
    };
    next.onclose = (event) => {
      if (socket !== next) return;
      socket = null;
      isReady = false;
      set({ status: 'offline' });
      // A refused ticket is not retried forever: a new one is fetched once per attempt as usual.
      if (event.code === 4401 && attempt > 5) return set({ fatal: state.fatal ?? 'ticket' });
      scheduleReconnect();
    };
    next.onerror = () => undefined;
  }

  function queue(clientId: string, frame: Record<string, unknown>) {
    outbox.set(clientId, frame);
    if (isReady) flush();
  }

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start() {
      isStopped = false;
      void connect();
    },
    stop() {
      isStopped = true;
      for (const timer of [reconnectTimer, typingTimer, ackTimer]) if (timer) clearTimer(timer);
      reconnectTimer = typingTimer = ackTimer = null;
      const open = socket;
      socket = null;
      open?.close(1000, 'page closed');
    },
    /** The desk shows one conversation at a time: its messages replace the last one's. */
    showConversation(conversation: ChatConversation) {
      conversationId = Number(conversation.id);
      set({ conversation, messages: [], isOtherTyping: false, failures: {} });
      write({ type: 'sync', conversationId, after: '0' });
    },
    /** The conversation as an HTTP answer gave it (ended, rated), before the socket says so. */
    updateConversation(conversation: ChatConversation) {
      if (!state.conversation || state.conversation.id === conversation.id) set({ conversation });
    },
    /** Shows the message at once (sending) and sends it, now or when the socket is back. */
    send(draft: ChatDraft): string {
      const clientId = options.newId();
      const pending: ChatMessage = {
        id: clientId,
        clientId,
        author: options.viewer,
        kind: draft.kind,
        sentAt: now().toISOString(),
        status: 'sending',
        ...(draft.kind === 'text' ? { text: draft.text } : {}),
        ...(draft.kind === 'image'
          ? { image: { url: draft.previewUrl, width: draft.width, height: draft.height, alt: '' } }
          : {}),
        ...(draft.kind === 'product' && draft.card ? { product: draft.card } : {}),
        ...(draft.kind === 'order' && draft.card ? { order: draft.card } : {}),
      };
      // What only this page needs (the preview, the card it already has) does not travel.
      const {
        previewUrl: _preview,
        card: _card,
        ...wire
      } = draft as ChatDraft & { previewUrl?: string; card?: unknown };
      set({ messages: [...state.messages, pending] });
      queue(clientId, { type: 'send', clientId, ...(conversationId ? { conversationId } : {}), ...wire });
      return clientId;
    },
    /** Sends a failed message again under its same client id. */
    retry(clientId: string) {
      const message = state.messages.find((candidate) => candidate.clientId === clientId);
      if (!message || message.status !== 'failed') return;
      const frame: Record<string, unknown> = { type: 'send', clientId, kind: message.kind };
      if (conversationId) frame.conversationId = conversationId;
      if (message.kind === 'text') frame.text = message.text;
      else if (message.kind === 'product' && message.product) frame.mouldNo = message.product.mouldNo;
      else if (message.kind === 'order' && message.order) frame.orderNo = message.order.orderNo;
      else return;
      set({ messages: state.messages.map((m) => (m.clientId === clientId ? { ...m, status: 'sending' } : m)) });
      queue(clientId, frame);
    },
    /** Tells the other side everything on show has been read. */
    markRead() {
      const last = state.messages.filter((m) => m.author !== options.viewer && /^\d+$/.test(m.id)).at(-1);
      if (last && last.status !== 'read')
        write({ type: 'read', upToId: last.id, ...(conversationId ? { conversationId } : {}) });
    },
    typing() {
      write({ type: 'typing', ...(conversationId ? { conversationId } : {}) });
    },
  };
}

export type ChatClient = ReturnType<typeof createChatClient>;
