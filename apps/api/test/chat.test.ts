import { CHAT_HELP_SLUGS } from '@mall/contract';
import { authPaths } from '@mall/contract/auth';
import { contentPaths } from '@mall/contract/content';
import { chatNoticeText, chatPaths, chatRefusals, type ChatNotice, type ChatServerFrame } from '@mall/contract/chat';
import { uploadPaths } from '@mall/contract/uploads';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { buildApp } from '../src/app';
import { udeskSignature } from '../src/adapters';
import { openDatabase, rowsOf } from '../src/db/database';
import { articles, cardLevels, members, orders, staff } from '../src/db/schema';
import { buildArticles } from '../src/seed/content';
import { readEnv } from '../src/env';
import { CHAT_SESSION_CHECK_MS } from '../src/routes/chatSocket';
import { staffUidOffset } from '../src/services/staff';
import { insertCatalogue, now } from './catalogFixture';
import { engines, freshDatabase, startTestApp } from './harness';

const paths = chatPaths();
const udeskAuth = authPaths('mall').udeskAuth;

/** A socket with its frames queued, so a test can wait for the next frame it expects. */
type Client = {
  socket: WebSocket;
  frames: ChatServerFrame[];
  next<T extends ChatServerFrame['type']>(
    type: T,
    match?: (frame: Extract<ChatServerFrame, { type: T }>) => boolean,
  ): Promise<Extract<ChatServerFrame, { type: T }>>;
  /** The next frame of any of these types (one waiter, so no frame is taken by a forgotten one). */
  nextOf(types: readonly ChatServerFrame['type'][]): Promise<ChatServerFrame>;
  send(frame: unknown): void;
  closed: Promise<number>;
};

async function connect(app: FastifyInstance): Promise<Client> {
  const socket = await app.injectWS(paths.socket);
  const frames: ChatServerFrame[] = [];
  const waiters: (() => void)[] = [];
  socket.on('message', (raw) => {
    frames.push(JSON.parse(raw.toString()) as ChatServerFrame);
    for (const wake of waiters.splice(0)) wake();
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  const take = async (test: (frame: ChatServerFrame) => boolean, what: string) => {
    const deadline = Date.now() + 5000;
    for (;;) {
      const at = frames.findIndex(test);
      if (at >= 0) return frames.splice(at, 1)[0] as ChatServerFrame;
      if (Date.now() > deadline) throw new Error(`no ${what} frame; got ${JSON.stringify(frames)}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
  };
  return {
    socket,
    frames,
    closed,
    send: (frame) => socket.send(JSON.stringify(frame)),
    next: (type, match = () => true) => take((frame) => frame.type === type && match(frame as never), type) as never,
    nextOf: (types) => take((frame) => types.includes(frame.type), types.join('/')),
  };
}

const auth = (token: string) => ({ authorization: `Bearer ${token}`, idToken: token });

describe.each(engines())('customer-service chat on %s (issue #15; spec §7 "Customer service chat")', (engine) => {
  const clock = { now };
  let s: Awaited<ReturnType<typeof startTestApp>>;
  let wang = '';
  let li = '';
  let agentZhou = '';
  let agentWu = '';
  let staffLin = '';

  beforeAll(async () => {
    s = await startTestApp(engine, {}, { clock: () => clock.now });
    const db = s.database.db;
    await insertCatalogue(db);
    await db.insert(members).values([
      {
        id: 2,
        uoid: 'U2',
        mobile: '13900000002',
        cardNo: 'C2',
        vipNo: 'V2',
        cardLevel: 1,
        firstJoinDate: '2024-01-01',
      },
    ]);
    await db.insert(staff).values([
      { id: 1, staffCode: 'JY80001', nickname: '林晓', email: 'lin@staff.example', purchaseLimitFen: 0 },
      {
        id: 2,
        staffCode: 'JY80002',
        nickname: '周敏',
        email: 'zhou@staff.example',
        purchaseLimitFen: 0,
        isChatAgent: true,
      },
      {
        id: 3,
        staffCode: 'JY80003',
        nickname: '吴昊',
        email: 'wu@staff.example',
        purchaseLimitFen: 0,
        isChatAgent: true,
      },
    ]);
    await db.insert(orders).values([
      { id: 9001, orderNo: 'JY202611250001', memberId: 1, orderState: 4, goodsTotalFen: 128_000, payFen: 128_000 },
      { id: 9002, orderNo: 'JY202611250002', memberId: 2, orderState: 2, goodsTotalFen: 58_000, payFen: 58_000 },
    ]);
    // The seed's articles and help pages, as the demo mall has them (the quick answers link to help pages).
    await db.insert(articles).values(buildArticles(new Date(now.getTime() - 86_400_000)).map((page) => page.row));
    const session = async (uid: number, uoid: string, staffCode = '') =>
      (await s.app.tokens.startSession({ uid, uoid, isStaff: staffCode !== '', staffCode, nickname: '测试' })).idToken;
    wang = await session(1, 'U1');
    li = await session(2, 'U2');
    staffLin = await session(staffUidOffset + 1, 'staff-1', 'JY80001');
    agentZhou = await session(staffUidOffset + 2, 'staff-2', 'JY80002');
    agentWu = await session(staffUidOffset + 3, 'staff-3', 'JY80003');
  });
  afterAll(async () => s?.close());

  const post = (url: string, token: string | null, payload?: object) =>
    s.app.inject({ method: 'POST', url, headers: token ? auth(token) : {}, ...(payload ? { payload } : {}) });
  const get = (url: string, token: string) => s.app.inject({ method: 'GET', url, headers: auth(token) });
  const signed = async (token: string) => (await post(udeskAuth, token, {})).json().data;
  const openChat = async (token: string, extra: object = {}) =>
    post(paths.session, token, { ...(await signed(token)), ...extra });
  const messageRows = async (conversationId: string) =>
    rowsOf<{ id: number; client_id: string; author: string; kind: string; body: unknown; left_message: boolean }>(
      await s.database.db.execute(
        sql`select id, client_id, author, kind, body, left_message from chat_messages where conversation_id = ${Number(conversationId)} order by id`,
      ),
    );
  const customerSocket = async (token: string) => {
    const { data } = (await post(paths.ticket, token)).json();
    const client = await connect(s.app);
    client.send({ type: 'hello', ticket: data.ticket });
    const ready = await client.next('ready');
    return { client, ready };
  };
  const agentSocket = async (token: string) => {
    const { data } = (await post(paths.ticket, token)).json();
    const client = await connect(s.app);
    client.send({ type: 'hello', ticket: data.ticket });
    await client.next('ready');
    return client;
  };

  let conversationId = '';
  /** li's conversation of 留言, left outside the hours. */
  let leftConversationId = '';

  it('refuses a visitor, staff and a forged, stale or borrowed identity', async () => {
    const shaped = { nonce: 'n', timestamp: '1', web_token: 'U1', signature: 'x', encryption_algorithm: 'SHA256' };
    expect((await post(paths.session, null, shaped)).statusCode).toBe(401);
    const good = await signed(wang);
    expect((await post(paths.session, staffLin, good)).statusCode).toBe(403);
    const forged = await post(paths.session, wang, { ...good, web_token: 'U2' });
    expect(forged.statusCode).toBe(403);
    // A code of its own, so the page words it in the reader's language; msg is the zh-CN wording.
    expect(forged.json()).toEqual({ code: chatRefusals.forged.code, msg: '客服链接无效，请从商城重新打开在线客服' });
    const badSignature = await post(paths.session, wang, { ...good, signature: '0'.repeat(64) });
    expect(badSignature.json().msg).toBe('客服链接无效，请从商城重新打开在线客服');
    // li's own genuine signature presented with wang's token: the identity is not the caller's.
    const borrowed = await post(paths.session, wang, await signed(li));
    expect(borrowed.statusCode).toBe(403);
    expect(borrowed.json()).toMatchObject({
      code: chatRefusals.notYourLink.code,
      msg: '客服链接与当前登录的账号不符，请从商城重新打开在线客服',
    });
    clock.now = new Date(now.getTime() + 5 * 60_000 + 1);
    const stale = await post(paths.session, wang, good);
    clock.now = now;
    expect(stale.statusCode).toBe(403);
    expect(stale.json()).toMatchObject({
      code: chatRefusals.stale.code,
      msg: '客服链接已过期，请从商城重新打开在线客服',
    });
    const count = rowsOf<{ n: string }>(await s.database.db.execute(sql`select count(*) as n from chat_conversations`));
    expect(Number(count[0]?.n)).toBe(0);
  });

  it('opens a waiting conversation with the piece it came from, and resumes the same one', async () => {
    const first = await openChat(wang, { mouldNo: 'JYG00001' });
    expect(first.statusCode).toBe(200);
    const { data } = first.json();
    expect(data.conversation).toMatchObject({ state: 'waiting', customer: { memberId: '1' }, unread: 0 });
    expect(data.conversation.product).toMatchObject({ mouldNo: 'JYG00001', href: '/goods?mouldNo=JYG00001' });
    expect(data.conversation.product.priceText).toMatch(/^¥[\d,]+\.\d{2}/);
    expect(data.availability).toMatchObject({ isChatOpen: true, chatHours: '8:15–23:45', hotline: '400-820-1314' });
    expect(data.ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
    conversationId = data.conversation.id;
    const again = (await openChat(wang)).json().data;
    expect(again.conversation.id).toBe(conversationId);
    expect(again.conversation.product.mouldNo).toBe('JYG00001');
  });

  it('names the help page each quick answer opens, and each opens that page (issue #15)', async () => {
    const { helpArticles } = (await openChat(wang)).json().data;
    expect(Object.keys(helpArticles).sort()).toEqual(Object.keys(CHAT_HELP_SLUGS).sort());
    for (const [topic, slug] of Object.entries(CHAT_HELP_SLUGS)) {
      const id = helpArticles[topic] as number;
      // What /helpCenter?id= asks for: the help page with that id.
      const page = await s.app.inject({
        method: 'GET',
        url: `${contentPaths('mall').articleDetail}?id=${id}&kind=help`,
      });
      expect(page.statusCode, topic).toBe(200);
      const bySlug = await s.app.inject({ method: 'GET', url: `${contentPaths('mall').articleDetail}?slug=${slug}` });
      expect(page.json().data, topic).toEqual(bySlug.json().data);
    }
  });

  it('closes a socket whose ticket is forged', async () => {
    const client = await connect(s.app);
    client.send({ type: 'hello', ticket: 'c.2.9999999999.' + 'A'.repeat(43) });
    expect(await client.next('error')).toMatchObject({ code: 401 });
    expect(await client.closed).toBe(4401);
  });

  it('stores a message, then acknowledges it; a resend after a reconnect stores it once', async () => {
    const { client, ready } = await customerSocket(wang);
    expect(ready.conversation?.id).toBe(conversationId);
    await client.next('history');
    client.send({ type: 'send', clientId: 'c-0000000001', kind: 'text', text: '<b>你好</b>，这枚戒指有 12 号吗？😊' });
    const ack = await client.next('ack');
    expect(ack.message).toMatchObject({ author: 'customer', kind: 'text', text: '你好，这枚戒指有 12 号吗？😊' });
    const rows = await messageRows(conversationId);
    expect(rows.map((row) => String(row.id))).toContain(ack.id);
    client.socket.terminate();

    const { client: again } = await customerSocket(wang);
    const history = await again.next('history');
    expect(history.messages.map((message) => message.clientId)).toContain('c-0000000001');
    again.send({ type: 'send', clientId: 'c-0000000001', kind: 'text', text: '<b>你好</b>，这枚戒指有 12 号吗？😊' });
    expect((await again.next('ack')).id).toBe(ack.id);
    expect((await messageRows(conversationId)).filter((row) => row.client_id === 'c-0000000001')).toHaveLength(1);

    // Since the last id it has: nothing after the acknowledged message.
    again.send({ type: 'sync', after: ack.id });
    expect((await again.next('history')).messages).toEqual([]);
    again.socket.terminate();
  });

  describe('signing out ends the chat (issue #28 item 4)', () => {
    const logout = (token: string) => post(authPaths('mall').accountLogout, token);
    const freshWang = async () =>
      (await s.app.tokens.startSession({ uid: 1, uoid: 'U1', isStaff: false, staffCode: '', nickname: '测试' }))
        .idToken;

    it('an open socket stores and answers nothing after logout, and closes', async () => {
      const token = await freshWang();
      const opened = (await openChat(token)).json().data.conversation.id as string;
      const { client: sender } = await customerSocket(token);
      const { client: syncer } = await customerSocket(token);
      await sender.next('history');
      await syncer.next('history');
      expect((await logout(token)).statusCode).toBe(200);

      sender.send({ type: 'send', clientId: 'c-after-logout-1', kind: 'text', text: '退出之后还能发吗？' });
      expect(await sender.next('error')).toMatchObject({ code: 401, reason: 'ticket' });
      expect(await sender.closed).toBe(4401);
      expect(sender.frames.filter((frame) => frame.type === 'ack')).toEqual([]);
      expect((await messageRows(opened)).filter((row) => row.client_id === 'c-after-logout-1')).toEqual([]);

      syncer.send({ type: 'sync', after: '0' });
      expect(await syncer.next('error')).toMatchObject({ code: 401, reason: 'ticket' });
      expect(await syncer.closed).toBe(4401);
      expect(syncer.frames.filter((frame) => frame.type === 'history')).toEqual([]);
    });

    it('an idle socket closes within the periodic check after logout, on its own', async () => {
      const token = await freshWang();
      await openChat(token);
      const { client } = await customerSocket(token);
      await client.next('history');
      expect((await logout(token)).statusCode).toBe(200);
      const started = Date.now();
      expect(await client.closed).toBe(4401);
      expect(Date.now() - started).toBeLessThan(CHAT_SESSION_CHECK_MS + 2000);
      expect(client.frames.filter((frame) => frame.type === 'error')).toMatchObject([{ code: 401, reason: 'ticket' }]);
    });

    it('a ticket opens one socket only', async () => {
      const token = await freshWang();
      const { data } = (await post(paths.ticket, token)).json();
      const first = await connect(s.app);
      first.send({ type: 'hello', ticket: data.ticket });
      await first.next('ready');
      const second = await connect(s.app);
      second.send({ type: 'hello', ticket: data.ticket });
      expect(await second.next('error')).toMatchObject({ code: 401 });
      expect(await second.closed).toBe(4401);
      expect(second.frames.filter((frame) => frame.type === 'ready' || frame.type === 'history')).toEqual([]);
      first.socket.terminate();
    });

    it('a ticket issued before logout opens no socket after it', async () => {
      const token = await freshWang();
      const { data } = (await post(paths.ticket, token)).json();
      expect((await logout(token)).statusCode).toBe(200);
      const client = await connect(s.app);
      client.send({ type: 'hello', ticket: data.ticket });
      expect(await client.next('error')).toMatchObject({ code: 401 });
      expect(await client.closed).toBe(4401);
      expect(client.frames.filter((frame) => frame.type === 'ready' || frame.type === 'history')).toEqual([]);
    });
  });

  it('refuses empty, overlong and malformed messages without storing them', async () => {
    const { client } = await customerSocket(wang);
    const before = (await messageRows(conversationId)).length;
    client.send({ type: 'send', clientId: 'c-0000000002', kind: 'text', text: '  <i></i> ' });
    expect(await client.next('error')).toMatchObject({
      code: 400,
      reason: 'empty',
      msg: '不能发送空白消息',
      clientId: 'c-0000000002',
    });
    client.send({ type: 'send', clientId: 'c-0000000003', kind: 'text', text: '金'.repeat(501) });
    expect(await client.next('error')).toMatchObject({ reason: 'tooLong', msg: '消息不能超过 500 字' });
    client.send({ type: 'send', clientId: 'x', kind: 'text', text: 'hi' });
    expect(await client.next('error')).toMatchObject({ msg: '消息格式不正确' });
    client.socket.send('not json');
    expect(await client.next('error')).toMatchObject({ msg: '消息格式不正确' });
    expect((await messageRows(conversationId)).length).toBe(before);
    client.socket.terminate();
  });

  it('builds product and order cards on the server: the member’s own order only', async () => {
    const { client } = await customerSocket(wang);
    client.send({ type: 'send', clientId: 'c-0000000004', kind: 'product', mouldNo: 'JYD00001' });
    expect((await client.next('ack')).message.product).toMatchObject({ mouldNo: 'JYD00001' });
    client.send({ type: 'send', clientId: 'c-0000000005', kind: 'order', orderNo: 'JY202611250001' });
    expect((await client.next('ack')).message.order).toMatchObject({
      orderNo: 'JY202611250001',
      amountText: '¥1,280.00',
      stateText: '交易成功',
      href: '/myIndex/order?orderNo=JY202611250001',
    });
    client.send({ type: 'send', clientId: 'c-0000000006', kind: 'order', orderNo: 'JY202611250002' });
    expect(await client.next('error')).toMatchObject({ code: 403, msg: '只能发送您自己的订单' });
    client.send({ type: 'send', clientId: 'c-0000000007', kind: 'product', mouldNo: 'NOPE0001' });
    expect(await client.next('error')).toMatchObject({ code: 404 });
    const own = (await get(paths.orders, wang)).json().data.map((o: { orderNo: string }) => o.orderNo);
    expect(own).toContain('JY202611250001');
    expect(own).not.toContain('JY202611250002');
    client.socket.terminate();
  });

  it('sends a picture uploaded for the chat by its id: only the sender’s own, once (issue #15)', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==',
      'base64',
    );
    const upload = async (token: string) =>
      (
        await s.app.inject({
          method: 'POST',
          url: `${uploadPaths('mall').uploadImage}?purpose=chat`,
          headers: { ...auth(token), 'content-type': 'image/png' },
          payload: png,
        })
      ).json().data.id as string;
    const mine = await upload(wang);
    const theirs = await upload(li);
    const { client } = await customerSocket(wang);
    client.send({ type: 'send', clientId: 'c-0000000100', kind: 'image', uploadId: theirs, width: 1, height: 1 });
    expect(await client.next('error')).toMatchObject({ msg: '图片无效，请重新上传' });
    client.send({ type: 'send', clientId: 'c-0000000101', kind: 'image', uploadId: mine, width: 640, height: 480 });
    const ack = await client.next('ack');
    expect(ack.message.image).toMatchObject({ width: 640, height: 480 });
    const link = ack.message.image?.url ?? '';
    expect((await s.app.inject({ method: 'GET', url: link })).rawPayload.equals(png)).toBe(true);
    // The same picture cannot be sent again as another message.
    client.send({ type: 'send', clientId: 'c-0000000102', kind: 'image', uploadId: mine, width: 640, height: 480 });
    expect(await client.next('error')).toMatchObject({ clientId: 'c-0000000102' });
    client.socket.terminate();
  });

  it('keeps the desk to agents and lists the waiting conversation', async () => {
    expect((await get(paths.deskConversations, staffLin)).statusCode).toBe(403);
    expect((await get(paths.deskConversations, wang)).statusCode).toBe(403);
    expect((await post(paths.ticket, staffLin)).statusCode).toBe(403);
    const list = (await get(paths.deskConversations, agentZhou)).json().data;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id: conversationId, state: 'waiting', unread: 4 });
    expect(list[0].waitingSince).toBe(now.toISOString());
    const detail = (await get(`${paths.deskConversation}?id=${conversationId}`, agentZhou)).json().data;
    expect(detail.customer.recentOrders[0]).toMatchObject({ orderNo: 'JY202611250001' });
    expect(detail.conversation.product.mouldNo).toBe('JYG00001');
  });

  it('lets exactly one of two agents take the conversation at once', async () => {
    const [a, b] = await Promise.all([
      post(paths.deskTake, agentZhou, { conversationId: Number(conversationId) }),
      post(paths.deskTake, agentWu, { conversationId: Number(conversationId) }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const winner = a.statusCode === 200 ? agentZhou : agentWu;
    const detail = (await get(`${paths.deskConversation}?id=${conversationId}`, winner)).json().data;
    expect(detail.conversation.state).toBe('open');
    // Move it to 周敏 when 吴昊 won, so the rest reads the same either way.
    if (winner === agentWu) {
      expect(
        (await post(paths.deskTransfer, agentWu, { conversationId: Number(conversationId), staffCode: 'JY80002' }))
          .statusCode,
      ).toBe(200);
    }
    const toNobody = { conversationId: Number(conversationId), staffCode: 'JY80099' };
    expect((await post(paths.deskTransfer, agentZhou, toNobody)).statusCode).toBe(400);
    // The agent who lost the race cannot close it either.
    expect((await post(paths.deskClose, agentWu, { conversationId: Number(conversationId) })).statusCode).toBe(409);
  });

  it('delivers the agent’s reply live, with delivery and read receipts back', async () => {
    const { client: customer } = await customerSocket(wang);
    const { messages: history } = await customer.next('history');
    // The take's notice comes as a code with the agent's name (the page words it), beside its zh-CN text.
    const notices = history.filter((message) => message.kind === 'notice');
    expect(notices.map((message) => message.notice?.code)).toContain('taken');
    for (const message of notices) expect(message.text).toBe(chatNoticeText(message.notice as ChatNotice));
    const agent = await agentSocket(agentZhou);
    agent.send({
      type: 'send',
      clientId: 'a-0000000001',
      conversationId: Number(conversationId),
      kind: 'text',
      text: '您好，有的',
    });
    const ack = await agent.next('ack');
    const live = await customer.next('message', (frame) => frame.message.clientId === 'a-0000000001');
    expect(live.message).toMatchObject({ author: 'agent', agentName: '周敏', text: '您好，有的' });
    await agent.next('receipt', (frame) => frame.status === 'delivered' && frame.ids.includes(ack.id));
    customer.send({ type: 'typing' });
    expect(await agent.next('typing')).toMatchObject({ author: 'customer', conversationId });
    customer.send({ type: 'read', upToId: ack.id });
    expect((await agent.next('receipt', (frame) => frame.status === 'read')).ids).toContain(ack.id);
    // Another agent cannot write in it.
    const other = await agentSocket(agentWu);
    other.send({
      type: 'send',
      clientId: 'a-0000000002',
      conversationId: Number(conversationId),
      kind: 'text',
      text: '插话',
    });
    expect(await other.next('error')).toMatchObject({ code: 403 });
    for (const client of [customer, agent, other]) client.socket.terminate();
  });

  it('limits a connection to 10 messages in 10 seconds and stores none beyond', async () => {
    const { client } = await customerSocket(wang);
    await client.next('history');
    const before = (await messageRows(conversationId)).length;
    for (let n = 0; n < 11; n += 1)
      client.send({ type: 'send', clientId: `r-${String(n).padStart(10, '0')}`, kind: 'text', text: `第${n}条` });
    for (let n = 0; n < 10; n += 1) await client.next('ack');
    expect(await client.next('error')).toMatchObject({ code: 429, reason: 'rate', clientId: 'r-0000000010' });
    expect((await messageRows(conversationId)).length).toBe(before + 10);
    client.socket.terminate();
    // The per-customer limit (20 in 10 s, across connections) stops a second socket soon after.
    const { client: second } = await customerSocket(wang);
    await second.next('history');
    const results: string[] = [];
    for (let n = 11; n < 22; n += 1) {
      second.send({ type: 'send', clientId: `r-${String(n).padStart(10, '0')}`, kind: 'text', text: `第${n}条` });
      results.push((await second.nextOf(['ack', 'error'])).type);
    }
    expect(results.filter((type) => type === 'error').length).toBeGreaterThan(0);
    second.socket.terminate();
    clock.now = new Date(now.getTime() + 60_000);
  });

  it('ends and rates once: 1–5 and a remark of at most 200 characters', async () => {
    const id = Number(conversationId);
    expect((await post(paths.rate, wang, { conversationId: id, rating: 6 })).statusCode).toBe(400);
    expect((await post(paths.rate, wang, { conversationId: id, rating: 5, remark: '好'.repeat(201) })).statusCode).toBe(
      400,
    );
    expect((await post(paths.rate, li, { conversationId: id, rating: 1 })).statusCode).toBe(404);
    const rated = await post(paths.rate, wang, { conversationId: id, rating: 5, remark: '回复很快，谢谢' });
    expect(rated.statusCode).toBe(200);
    expect(rated.json().data).toMatchObject({ state: 'ended', rating: 5, remark: '回复很快，谢谢' });
    expect((await post(paths.rate, wang, { conversationId: id, rating: 4 })).statusCode).toBe(409);
    expect((await get(paths.deskConversations, agentZhou)).json().data).toEqual([]);
    // A new opening starts a new conversation.
    const next = (await openChat(wang)).json().data;
    expect(next.conversation.id).not.toBe(conversationId);
  });

  it('an agent transfers a conversation to another agent, who answers it and closes it (issue #15)', async () => {
    // wang's new conversation, taken by 周敏 alone: no race decides who has it.
    const id = Number((await openChat(wang)).json().data.conversation.id);
    expect((await post(paths.deskTake, agentZhou, { conversationId: id })).statusCode).toBe(200);
    const { client: customer } = await customerSocket(wang);
    await customer.next('history');
    const wu = await agentSocket(agentWu);

    // 周敏 hands it to 吴昊 (JY80003): the customer is told who serves now, by code and name.
    expect((await post(paths.deskTransfer, agentZhou, { conversationId: id, staffCode: 'JY80003' })).statusCode).toBe(
      200,
    );
    const transferred = await customer.next('message', (frame) => frame.message.notice?.code === 'transferred');
    expect(transferred.message).toMatchObject({
      author: 'system',
      kind: 'notice',
      notice: { code: 'transferred', params: { agent: '吴昊' } },
      text: '已为您转接客服 吴昊',
    });
    // This conversation's frames: the customer's socket also hears of their others (an earlier one may end meanwhile).
    const isThis = (frame: { conversation: { id: string } }) => frame.conversation.id === String(id);
    expect(
      (await customer.next('conversation', (frame) => isThis(frame) && frame.conversation.agent?.name === '吴昊'))
        .conversation.state,
    ).toBe('open');
    const detail = (await get(`${paths.deskConversation}?id=${id}`, agentWu)).json().data;
    expect(detail.conversation).toMatchObject({ state: 'open', agent: { name: '吴昊' } });

    // 周敏 has let it go: she can neither transfer nor close it again; 吴昊 now answers.
    const again = await post(paths.deskTransfer, agentZhou, { conversationId: id, staffCode: 'JY80003' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe(chatRefusals.transferNotYours.code);
    const zhouCloses = await post(paths.deskClose, agentZhou, { conversationId: id });
    expect(zhouCloses.statusCode).toBe(409);
    expect(zhouCloses.json().code).toBe(chatRefusals.closeNotYours.code);
    wu.send({ type: 'send', clientId: 'w-0000000001', conversationId: id, kind: 'text', text: '您好，我是吴昊' });
    await wu.next('ack');
    expect(
      (await customer.next('message', (frame) => frame.message.clientId === 'w-0000000001')).message,
    ).toMatchObject({ author: 'agent', agentName: '吴昊', text: '您好，我是吴昊' });

    // 吴昊 closes it: the customer sees the close notice and the conversation ended, and can no longer write.
    expect((await post(paths.deskClose, agentWu, { conversationId: id })).statusCode).toBe(200);
    const ended = await customer.next('message', (frame) => frame.message.notice?.code === 'ended');
    expect(ended.message).toMatchObject({ kind: 'notice', text: '会话已结束，感谢您的咨询' });
    expect(
      (await customer.next('conversation', (frame) => isThis(frame) && frame.conversation.state === 'ended'))
        .conversation.id,
    ).toBe(String(id));
    const state = rowsOf<{ state: string; ended_at: Date | null }>(
      await s.database.db.execute(sql`select state, ended_at from chat_conversations where id = ${id}`),
    );
    expect(state[0]?.state).toBe('ended');
    expect(state[0]?.ended_at).not.toBeNull();
    customer.send({ type: 'send', clientId: 'c-0000000900', kind: 'text', text: '还在吗？' });
    expect(await customer.next('error')).toMatchObject({ reason: 'ended', clientId: 'c-0000000900' });
    expect((await get(paths.deskConversations, agentWu)).json().data.map((c: { id: string }) => c.id)).not.toContain(
      String(id),
    );
    for (const client of [customer, wu]) client.socket.terminate();
  });

  it('outside 8:15–23:45 stores a 留言 and says so once', async () => {
    clock.now = new Date('2026-12-01T15:50:00Z'); // 23:50 in Shanghai
    // A token of that evening (the morning's has expired by then).
    li = (await s.app.tokens.startSession({ uid: 2, uoid: 'U2', isStaff: false, staffCode: '', nickname: '李' }))
      .idToken;
    const response = await openChat(li);
    expect(response.json()).toMatchObject({ code: 200, msg: 'success' });
    const opened = response.json().data;
    expect(opened.availability.isChatOpen).toBe(false);
    const { client } = await customerSocket(li);
    client.send({ type: 'send', clientId: 'l-0000000001', kind: 'text', text: '想咨询一下金价' });
    expect((await client.next('ack')).message.leftMessage).toBe(true);
    client.send({ type: 'send', clientId: 'l-0000000002', kind: 'text', text: '明天回复我也可以' });
    await client.next('ack');
    const rows = await messageRows(opened.conversation.id);
    expect(rows.map((row) => [row.author, row.left_message])).toEqual([
      ['customer', true],
      ['system', false],
      ['customer', true],
    ]);
    expect(rows[1]?.client_id).toBe('system:left:2026-12-02');
    // The notice keeps its zh-CN text (Udesk, older clients) beside its code and what it names.
    expect(rows[1]?.body).toEqual({
      code: 'offHours',
      params: { chatHours: '8:15–23:45', hotline: '400-820-1314', hotlineHours: '9:30–17:30' },
      text: '客服已下班（在线客服每天 8:15–23:45）。您的留言已收到，客服上班后会尽快回复；也可拨打热线 400-820-1314（工作日 9:30–17:30）。',
    });
    client.socket.terminate();
    const agentAtNight = (
      await s.app.tokens.startSession({
        uid: staffUidOffset + 3,
        uoid: 'staff-3',
        isStaff: true,
        staffCode: 'JY80003',
        nickname: '吴',
      })
    ).idToken;
    const waiting = (await get(paths.deskConversations, agentAtNight)).json().data;
    clock.now = now;
    // The desk marks it as 留言; a conversation written in the hours is not marked.
    expect(waiting.find((c: { id: string }) => c.id === opened.conversation.id)).toMatchObject({
      state: 'waiting',
      unread: 2,
      hasLeftMessage: true,
    });
    expect(waiting.filter((c: { hasLeftMessage?: boolean }) => c.hasLeftMessage)).toHaveLength(1);
    leftConversationId = opened.conversation.id;
  });

  it('answers a 留言 when an agent is on, and the member sees the answer on reopening the chat (issue #15)', async () => {
    clock.now = new Date('2026-12-02T00:20:00Z'); // 8:20 the next morning in Shanghai
    const morning = async (uid: number, uoid: string, staffCode = '') =>
      (await s.app.tokens.startSession({ uid, uoid, isStaff: staffCode !== '', staffCode, nickname: '晨' })).idToken;
    try {
      const wuMorning = await morning(staffUidOffset + 3, 'staff-3', 'JY80003');
      const liMorning = await morning(2, 'U2');
      const id = Number(leftConversationId);
      // The desk shows the night's messages as 留言; 吴昊 takes the conversation and answers.
      const detail = (await get(`${paths.deskConversation}?id=${id}`, wuMorning)).json().data;
      expect(
        detail.messages.filter((m: { leftMessage?: boolean }) => m.leftMessage).map((m: { text: string }) => m.text),
      ).toEqual(['想咨询一下金价', '明天回复我也可以']);
      expect((await post(paths.deskTake, wuMorning, { conversationId: id })).statusCode).toBe(200);
      const agent = await agentSocket(wuMorning);
      agent.send({
        type: 'send',
        clientId: 'm-0000000001',
        conversationId: id,
        kind: 'text',
        text: '早上好，今日足金价格已在“今日金价”更新',
      });
      const reply = await agent.next('ack');
      expect(reply.message.leftMessage).toBeUndefined();
      agent.socket.terminate();

      // The member opens the chat again: the same conversation, with her 留言 and the answer in its history.
      const reopened = (await openChat(liMorning)).json().data;
      expect(reopened.conversation).toMatchObject({ id: leftConversationId, state: 'open', agent: { name: '吴昊' } });
      expect(reopened.availability.isChatOpen).toBe(true);
      const { client } = await customerSocket(liMorning);
      const { messages } = await client.next('history');
      expect(messages.map((m) => [m.author, m.text])).toEqual(
        expect.arrayContaining([
          ['customer', '想咨询一下金价'],
          ['agent', '早上好，今日足金价格已在“今日金价”更新'],
        ]),
      );
      expect(messages.find((m) => m.id === reply.id)).toMatchObject({ author: 'agent', agentName: '吴昊' });
      client.socket.terminate();
    } finally {
      clock.now = now;
    }
  });
});

describe('two API instances on one PostgreSQL (issue #15: LISTEN/NOTIFY fan-out)', () => {
  it.skipIf(!engines().includes('PostgreSQL'))(
    'delivers a message sent through one instance to a socket on the other',
    async () => {
      const fresh = await freshDatabase('PostgreSQL');
      const env = readEnv({ DATA_DIR: fresh.dataDir, DATABASE_URL: fresh.databaseUrl ?? '' });
      const second = await openDatabase({ dataDir: fresh.dataDir, databaseUrl: fresh.databaseUrl });
      const a = await buildApp({ env, database: fresh.database, logger: false, clock: () => now });
      const b = await buildApp({ env, database: second, logger: false, clock: () => now });
      try {
        await Promise.all([a.ready(), b.ready()]);
        await insertCatalogue(fresh.database.db);
        await fresh.database.db.insert(staff).values([
          {
            id: 2,
            staffCode: 'JY80002',
            nickname: '周敏',
            email: 'zhou@staff.example',
            purchaseLimitFen: 0,
            isChatAgent: true,
          },
        ]);
        const member = (
          await a.tokens.startSession({ uid: 1, uoid: 'U1', isStaff: false, staffCode: '', nickname: '王' })
        ).idToken;
        const agent = (
          await b.tokens.startSession({
            uid: staffUidOffset + 2,
            uoid: 's2',
            isStaff: true,
            staffCode: 'JY80002',
            nickname: '周',
          })
        ).idToken;
        const signedIdentity = (
          await a.inject({ method: 'POST', url: udeskAuth, headers: auth(member), payload: {} })
        ).json().data;
        const session = (
          await a.inject({ method: 'POST', url: paths.session, headers: auth(member), payload: signedIdentity })
        ).json().data;
        const id = Number(session.conversation.id);
        expect(
          (
            await b.inject({
              method: 'POST',
              url: paths.deskTake,
              headers: auth(agent),
              payload: { conversationId: id },
            })
          ).statusCode,
        ).toBe(200);

        const onA = await connect(a);
        onA.send({ type: 'hello', ticket: session.ticket });
        await onA.next('history');
        const agentTicket = (await b.inject({ method: 'POST', url: paths.ticket, headers: auth(agent) })).json().data
          .ticket;
        const onB = await connect(b);
        onB.send({ type: 'hello', ticket: agentTicket });
        await onB.next('ready');

        onA.send({ type: 'send', clientId: 'x-0000000001', kind: 'text', text: '从实例 A 发出' });
        const ack = await onA.next('ack');
        const arrived = await onB.next('message', (frame) => frame.message.clientId === 'x-0000000001');
        expect(arrived.message).toMatchObject({ id: ack.id, text: '从实例 A 发出' });
        onB.send({ type: 'send', clientId: 'x-0000000002', conversationId: id, kind: 'text', text: '实例 B 回复' });
        expect((await onA.next('message', (frame) => frame.message.clientId === 'x-0000000002')).message.text).toBe(
          '实例 B 回复',
        );
        // B saw the customer's message reach its agent: the receipt comes back to the customer on A.
        await onA.next('receipt', (frame) => frame.status === 'delivered' && frame.ids.includes(ack.id));
        onA.socket.terminate();
        onB.socket.terminate();
      } finally {
        await a.close();
        await b.close();
        await second.close();
        await fresh.dispose();
      }
    },
  );
});

describe('the Udesk adapter (issue #15: with UDESK_IM_USER_KEY and a Udesk chat URL the local chat is unused)', () => {
  it('signs with the Udesk key, points the chat at Udesk, and serves no local chat', async () => {
    const udeskUrl = 'https://jinyuan.s2.udesk.cn/im_client/?web_plugin_id=1234';
    const s = await startTestApp('PGlite', { UDESK_IM_USER_KEY: 'udesk-key-of-the-shop', MALL_CHAT_URL: udeskUrl });
    try {
      const db = s.database.db;
      await db.insert(cardLevels).values([{ level: 1, name: '普卡', thresholdFen: 0 }]);
      await db.insert(members).values([
        {
          id: 7,
          uoid: 'U7',
          mobile: '13900000007',
          cardNo: 'C7',
          vipNo: 'V7',
          cardLevel: 1,
          firstJoinDate: '2024-01-01',
        },
      ]);
      const token = (
        await s.app.tokens.startSession({ uid: 7, uoid: 'U7', isStaff: false, staffCode: '', nickname: 'x' })
      ).idToken;
      expect((await s.app.inject({ method: 'GET', url: '/config.json' })).json().chatUrl).toBe(udeskUrl);
      const signedIdentity = (
        await s.app.inject({ method: 'POST', url: udeskAuth, headers: auth(token), payload: {} })
      ).json().data;
      expect(signedIdentity.web_token).toBe('U7');
      expect(signedIdentity.signature).toBe(
        udeskSignature({
          nonce: signedIdentity.nonce,
          timestamp: signedIdentity.timestamp,
          webToken: 'U7',
          imUserKey: 'udesk-key-of-the-shop',
          algorithm: 'SHA256',
        }),
      );
      const local = await s.app.inject({
        method: 'POST',
        url: paths.session,
        headers: auth(token),
        payload: signedIdentity,
      });
      expect(local.statusCode).toBe(404);
    } finally {
      await s.close();
    }
  });

  it('refuses to start with an external chat URL but no Udesk key', () => {
    expect(() => readEnv({ MALL_CHAT_URL: 'https://jinyuan.s2.udesk.cn/im_client/' })).toThrow(/UDESK_IM_USER_KEY/);
  });
});
