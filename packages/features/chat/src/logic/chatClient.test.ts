import type { ChatMessage } from '@mall/contract/chat';
import { describe, expect, it } from 'vitest';
import { ACK_TIMEOUT_MS, createChatClient, reconnectDelay, TYPING_SHOWS_MS, type SocketLike } from './chatClient';

/** A socket the test drives: it records what the client sends and plays the server's part. */
class FakeSocket implements SocketLike {
  readyState = 0;
  sent: Record<string, unknown>[] = [];
  closedWith: number | null = null;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  send(data: string) {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }
  close(code = 1000) {
    this.closedWith = code;
    this.drop(code);
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  receive(frame: object) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
  framesOf(type: string) {
    return this.sent.filter((frame) => frame.type === type);
  }
}

const stored = (id: string, clientId: string, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  clientId,
  author: 'customer',
  kind: 'text',
  text: '在吗',
  sentAt: '2026-11-25T04:00:00.000Z',
  status: 'sent',
  ...extra,
});

function harness(viewer: 'customer' | 'agent' = 'customer') {
  const sockets: FakeSocket[] = [];
  const timers: { run: () => void; ms: number; cleared: boolean }[] = [];
  let ticketNo = 0;
  let idNo = 0;
  const client = createChatClient({
    viewer,
    url: 'ws://mall.test/api/chat/socket',
    getTicket: async () => `ticket-${(ticketNo += 1)}`,
    createSocket: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    },
    newId: () => `client-${String((idNo += 1)).padStart(4, '0')}`,
    now: () => new Date('2026-11-25T04:00:00Z'),
    random: () => 0,
    setTimer: (run, ms) => {
      const timer = { run, ms, cleared: false };
      timers.push(timer);
      return timer;
    },
    clearTimer: (timer) => {
      (timer as { cleared: boolean }).cleared = true;
    },
  });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const socket = () => sockets.at(-1) as FakeSocket;
  /** Runs the timers due (not cleared), the next one of the given wait first. */
  const fire = (ms: number) => {
    const timer = timers.find((candidate) => !candidate.cleared && candidate.ms === ms);
    if (!timer) throw new Error(`no timer of ${ms} ms; have ${timers.map((t) => t.ms).join(', ')}`);
    timer.cleared = true;
    timer.run();
  };
  const connected = async (history: ChatMessage[] = []) => {
    await settle();
    socket().open();
    socket().receive({ type: 'ready', role: viewer, conversation: conversation('7') });
    socket().receive({ type: 'history', conversationId: '7', messages: history });
  };
  return { client, sockets, socket, timers, fire, settle, connected };
}

const conversation = (id: string) => ({
  id,
  state: 'open' as const,
  customer: { name: '钱女士', memberId: '10' },
  startedAt: '2026-11-25T04:00:00.000Z',
  lastMessageAt: '2026-11-25T04:00:00.000Z',
  unread: 0,
});

describe('reconnectDelay (issue #15: reconnects by itself with a growing wait)', () => {
  const rows: [number, number, number][] = [
    [0, 0, 500],
    [1, 0, 1000],
    [3, 0, 4000],
    [6, 0, 30_000],
    [20, 0, 30_000],
    [0, 0.999, 600],
  ];
  it.each(rows)('attempt %i with random %f waits %i ms', (attempt, random, expected) =>
    expect(reconnectDelay(attempt, random)).toBe(expected),
  );
});

describe('createChatClient (issue #15: client ids, acknowledgement, resend on reconnect)', () => {
  it('presents its ticket in the first frame and shows the history', async () => {
    const h = harness();
    h.client.start();
    await h.connected([stored('3', 'a')]);
    expect(h.socket().sent[0]).toEqual({ type: 'hello', ticket: 'ticket-1', after: '0' });
    expect(h.client.getState()).toMatchObject({ status: 'online', conversation: { id: '7' } });
    expect(h.client.getState().messages.map((m) => m.id)).toEqual(['3']);
  });

  it('shows a message at once as sending, then as the stored one when acknowledged', async () => {
    const h = harness();
    h.client.start();
    await h.connected();
    const clientId = h.client.send({ kind: 'text', text: '这款有现货吗' });
    expect(h.client.getState().messages).toEqual([
      expect.objectContaining({ id: clientId, clientId, status: 'sending', text: '这款有现货吗' }),
    ]);
    expect(h.socket().framesOf('send')).toEqual([{ type: 'send', clientId, kind: 'text', text: '这款有现货吗' }]);
    h.socket().receive({ type: 'ack', clientId, id: '11', message: stored('11', clientId, { text: '这款有现货吗' }) });
    expect(h.client.getState().messages).toEqual([expect.objectContaining({ id: '11', status: 'sent' })]);
  });

  it('queues what is written before the socket is ready and sends it once it is', async () => {
    const h = harness();
    h.client.start();
    const clientId = h.client.send({ kind: 'product', mouldNo: 'JYG00001' });
    await h.settle();
    h.socket().open();
    expect(h.socket().framesOf('send')).toEqual([]);
    h.socket().receive({ type: 'ready', role: 'customer' });
    expect(h.socket().framesOf('send')).toEqual([{ type: 'send', clientId, kind: 'product', mouldNo: 'JYG00001' }]);
  });

  it('after a drop reconnects, asks for what it missed and resends the unacknowledged message under its id', async () => {
    const h = harness();
    h.client.start();
    await h.connected([stored('3', 'a')]);
    const clientId = h.client.send({ kind: 'text', text: '网络断了吗' });
    h.socket().drop();
    expect(h.client.getState().status).toBe('offline');
    h.fire(500);
    await h.settle();
    expect(h.sockets).toHaveLength(2);
    h.socket().open();
    expect(h.socket().sent[0]).toEqual({ type: 'hello', ticket: 'ticket-2', after: '3' });
    h.socket().receive({ type: 'ready', role: 'customer' });
    expect(h.socket().framesOf('send')).toEqual([{ type: 'send', clientId, kind: 'text', text: '网络断了吗' }]);
    // The server had stored it before the drop: the history and the ack name the same message.
    const copy = stored('4', clientId, { text: '网络断了吗' });
    h.socket().receive({ type: 'history', conversationId: '7', messages: [copy] });
    h.socket().receive({ type: 'ack', clientId, id: '4', message: copy });
    expect(h.client.getState().messages.map((m) => m.id)).toEqual(['3', '4']);
  });

  it('waits longer after each failed attempt, and starts over once connected', async () => {
    const h = harness();
    h.client.start();
    await h.settle();
    h.socket().drop();
    h.fire(500);
    await h.settle();
    h.socket().drop();
    h.fire(1000);
    await h.settle();
    h.socket().drop();
    h.fire(2000);
    await h.connected();
    h.socket().drop();
    expect(h.timers.filter((t) => !t.cleared).map((t) => t.ms)).toEqual([500]);
  });

  it('closes a socket that does not acknowledge in time, so the message goes out again', async () => {
    const h = harness();
    h.client.start();
    await h.connected();
    h.client.send({ kind: 'text', text: '还在吗' });
    h.fire(ACK_TIMEOUT_MS);
    expect(h.sockets[0]?.closedWith).toBe(4000);
    expect(h.client.getState().status).toBe('offline');
  });

  it('marks a refused message failed with the reason, and retries it under the same id', async () => {
    const h = harness();
    h.client.start();
    await h.connected();
    const clientId = h.client.send({ kind: 'text', text: '太快了' });
    h.socket().receive({ type: 'error', code: 429, msg: '发送太频繁，请稍后再试', reason: 'rate', clientId });
    expect(h.client.getState().messages[0]?.status).toBe('failed');
    expect(h.client.getState().failures[clientId]).toBe('rate');
    h.client.retry(clientId);
    expect(h.client.getState().messages[0]?.status).toBe('sending');
    expect(
      h
        .socket()
        .framesOf('send')
        .map((frame) => frame.clientId),
    ).toEqual([clientId, clientId]);
  });

  it('shows delivered and read on its own messages, never going back from read', async () => {
    const h = harness();
    h.client.start();
    await h.connected([stored('5', 'mine'), stored('6', 'theirs', { author: 'agent', status: 'sent' })]);
    h.socket().receive({ type: 'receipt', conversationId: '7', status: 'read', ids: ['5', '6'] });
    h.socket().receive({ type: 'receipt', conversationId: '7', status: 'delivered', ids: ['5'] });
    expect(h.client.getState().messages.map((m) => m.status)).toEqual(['read', 'sent']);
  });

  it('shows the other side typing for a while', async () => {
    const h = harness();
    h.client.start();
    await h.connected();
    h.socket().receive({ type: 'typing', conversationId: '7', author: 'agent' });
    expect(h.client.getState().isOtherTyping).toBe(true);
    h.fire(TYPING_SHOWS_MS);
    expect(h.client.getState().isOtherTyping).toBe(false);
  });

  it('at the desk shows one conversation and names it in what it sends', async () => {
    const h = harness('agent');
    h.client.start();
    await h.settle();
    h.socket().open();
    h.socket().receive({ type: 'ready', role: 'agent' });
    h.client.showConversation(conversation('9'));
    expect(h.socket().framesOf('sync')).toEqual([{ type: 'sync', conversationId: 9, after: '0' }]);
    h.socket().receive({ type: 'message', conversationId: '8', message: stored('20', 'other') });
    h.socket().receive({ type: 'message', conversationId: '9', message: stored('21', 'this') });
    expect(h.client.getState().messages.map((m) => m.id)).toEqual(['21']);
    const clientId = h.client.send({ kind: 'text', text: '您好' });
    expect(h.socket().framesOf('send')).toEqual([
      { type: 'send', clientId, conversationId: 9, kind: 'text', text: '您好' },
    ]);
  });
});
