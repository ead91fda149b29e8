import { createHash, randomBytes } from 'node:crypto';
import {
  actualAmountStatus,
  CHAT_HELP_SLUGS,
  CHAT_HOURS_DEFAULT,
  CHAT_RATE_LIMITS,
  HOTLINE_HOURS_DEFAULT,
  parseDailyHours,
  CHAT_REMARK_MAX,
  CHAT_TEXT_MAX,
  chatAvailability,
  chatHelpTopics,
  visibleLength,
  type DailyHours,
} from '@mall/contract';
import {
  chatNoticeText,
  type ChatErrorReason,
  type ChatNotice,
  type ChatAvailability,
  type ChatConversation,
  type ChatMessage,
  type ChatOrderCard,
  type ChatProductCard,
  type ChatSession,
} from '@mall/contract/chat';
import { chatSignatureRefusal, type ChatSignatureRefusal } from '../adapters/chat';
import type { Db } from '../db/database';
import { plainText } from '../lib/plainText';
import { articlesRepository } from '../repositories/articles';
import { chatRepository, type ConversationRow, type MessageRow, type OrderCardRow } from '../repositories/chat';
import { goodsRepository } from '../repositories/goods';
import { keepInstallSecret } from '../repositories/installSecrets';
import { claimUploads } from '../repositories/uploads';
import { yuanLabel } from '../adapters/sandboxPayment';
import { goodsPageLink } from './catalog';
import { staffUidOffset } from './staff';
import type { Identity } from './tokens';

/** How long a socket ticket is good for: enough to open the socket, too short to be worth stealing. */
export const CHAT_TICKET_SECONDS = 60;
/** Most messages a history answer carries. */
export const CHAT_HISTORY_MAX = 200;

/** Who is on a socket: a member in their own conversation, or an agent at the desk. */
export type ChatParty = { role: 'customer'; memberId: number } | { role: 'agent'; staffId: number };

/**
 * What one instance tells every instance (PostgreSQL NOTIFY or the in-process bus): ids only; each
 * instance re-reads the rows it needs (issue #15).
 */
export type ChatEvent =
  | { k: 'message'; c: number; m: number }
  | { k: 'receipt'; c: number; s: 'delivered' | 'read'; ids: number[] }
  | { k: 'typing'; c: number; a: 'customer' | 'agent' }
  | { k: 'state'; c: number };

export type ChatHours = {
  chat: DailyHours;
  hotline: DailyHours;
  chatText: string;
  hotlineText: string;
  hotlineNumber: string;
};

type ErrorKey = ChatErrorReason;

/** A send as the socket frame carries it (validated against the contract). */
export type ChatSend =
  | { kind: 'text'; clientId: string; conversationId?: number; text: string }
  | { kind: 'image'; clientId: string; conversationId?: number; uploadId: string; width: number; height: number }
  | { kind: 'product'; clientId: string; conversationId?: number; mouldNo: string }
  | { kind: 'order'; clientId: string; conversationId?: number; orderNo: string };

/** The chat and hotline hours of the runtime config (spec §1 defaults when a value does not read). */
export function hoursOf(support: { hotline: string; hotlineHours: string; chatHours: string }): ChatHours {
  return {
    chat: parseDailyHours(support.chatHours) ?? (parseDailyHours(CHAT_HOURS_DEFAULT) as DailyHours),
    hotline: parseDailyHours(support.hotlineHours) ?? (parseDailyHours(HOTLINE_HOURS_DEFAULT) as DailyHours),
    chatText: support.chatHours.replace('-', '–'),
    hotlineText: support.hotlineHours.replace('-', '–'),
    hotlineNumber: support.hotline,
  };
}

/**
 * The key the chat identity is signed and verified with: the configured Udesk key, else (production
 * without Udesk) one generated for this install and kept in the database, so every instance agrees.
 */
export async function chatSigningKey(db: Db, configured: string): Promise<string> {
  if (configured) return configured;
  const kept = await keepInstallSecret(db, 'chat_signing_key', randomBytes(32).toString('hex'));
  if (!kept) throw new Error('the chat signing key could not be stored');
  return kept;
}

/** The order's state as the card says it (spec §4 amount status codes, worded). */
function orderStateText(orderState: number): string {
  const status = actualAmountStatus(orderState);
  if (status === null) return '待付款';
  return ({ 1: '待发货', 2: '已发货', 3: '交易成功' } as Record<number, string>)[status] ?? '已关闭';
}

export function orderCardOf(row: OrderCardRow): ChatOrderCard {
  return {
    orderNo: row.orderNo,
    title: row.lines > 1 ? `${row.title} 等${row.lines}件` : row.title,
    imageUrl: row.thumb,
    amountText: yuanLabel(row.payFen),
    stateText: orderStateText(row.orderState),
    href: `/myIndex/order?orderNo=${encodeURIComponent(row.orderNo)}`,
  };
}

/**
 * A stored notice's code and what it names: as stored, or for a notice stored before codes were kept
 * (text only), read back from its client id and its zh-CN text; undefined when neither says.
 */
export function noticeOf(clientId: string, body: Record<string, unknown>, hours?: ChatHours): ChatNotice | undefined {
  if (typeof body.code === 'string' && typeof body.params === 'object' && body.params !== null)
    return { code: body.code, params: body.params } as ChatNotice;
  const text = String(body.text ?? '');
  const agent = /^(?:客服 (.+) 为您服务|已为您转接客服 (.+))$/.exec(text);
  if (clientId === 'system:ended') return { code: 'ended', params: {} };
  if (clientId.startsWith('system:take:') && agent?.[1]) return { code: 'taken', params: { agent: agent[1] } };
  if (clientId.startsWith('system:transfer:') && agent?.[2])
    return { code: 'transferred', params: { agent: agent[2] } };
  if (clientId.startsWith('system:left:') && hours)
    return {
      code: 'offHours',
      params: { chatHours: hours.chatText, hotline: hours.hotlineNumber, hotlineHours: hours.hotlineText },
    };
  return undefined;
}

/**
 * The mall's own customer-service chat (issue #15; spec §7 "Customer service chat"): the signed
 * identity checked, conversations opened and resumed, messages stored before they are
 * acknowledged and stored once per sender id, cards built here from the piece's and the member's
 * own order's rows, rate limits, hours with 留言 outside them, and the desk's take / transfer / close.
 */
export async function chatService(
  db: Db,
  clock: () => Date,
  options: {
    /** The key /api/udesk/auth signs with: the local chat verifies with the same. */
    signingKey: string;
    hours: ChatHours;
    /** A readable link to an uploaded photo (signed, short-lived). */
    linkOf: (uploadId: string, isPublic: boolean) => string;
    publish: (event: ChatEvent) => Promise<void>;
  },
) {
  const repo = chatRepository(db);
  const goods = goodsRepository(db);
  const articles = articlesRepository(db);
  const digestOf = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

  /**
   * A ticket for one socket (issue #28: single-use): random, stored as its digest with the session it was issued
   * under, good for {@link CHAT_TICKET_SECONDS}. The socket it opens lasts while that session does.
   */
  async function ticketFor(party: ChatParty, sessionId: string): Promise<{ ticket: string; expiresIn: number }> {
    const now = clock();
    const ticket = randomBytes(32).toString('base64url');
    await repo.addTicket({
      digest: digestOf(ticket),
      sessionId,
      memberId: party.role === 'customer' ? party.memberId : null,
      staffId: party.role === 'agent' ? party.staffId : null,
      expiresAt: new Date(now.getTime() + CHAT_TICKET_SECONDS * 1000),
      now,
    });
    return { ticket, expiresIn: CHAT_TICKET_SECONDS };
  }

  function availability(): ChatAvailability {
    const { hours } = options;
    return {
      ...chatAvailability(clock(), hours),
      chatHours: hours.chatText,
      hotlineHours: hours.hotlineText,
      hotline: hours.hotlineNumber,
    };
  }

  async function productCard(mouldNo: string): Promise<ChatProductCard | undefined> {
    const piece = await goods.byMouldNo(mouldNo);
    if (!piece) return undefined;
    const [card] = await goods.cardsByIds([piece.goods.id], await goods.currentGoldPrice(clock()));
    if (!card) return undefined;
    return {
      mouldNo: card.mouldNo,
      title: card.title,
      imageUrl: card.thumb,
      priceText: `${yuanLabel(card.priceFen)}${card.hasPriceRange ? '起' : ''}`,
      href: goodsPageLink(card.mouldNo),
    };
  }

  /** The help page each quick answer opens, by its slug (ids are the database's); a missing page is left out. */
  async function helpArticles(): Promise<ChatSession['helpArticles']> {
    const now = clock();
    const found = await Promise.all(
      chatHelpTopics.map(
        async (topic) => [topic, (await articles.article({ slug: CHAT_HELP_SLUGS[topic] }, now, 'help'))?.id] as const,
      ),
    );
    return Object.fromEntries(found.filter(([, id]) => id !== undefined));
  }

  async function wireConversation(row: ConversationRow, viewer: ChatParty['role']): Promise<ChatConversation> {
    const product = row.mouldNo ? await productCard(row.mouldNo) : undefined;
    return {
      id: String(row.id),
      state: row.state,
      customer: { name: row.customerName, memberId: String(row.memberId), level: row.cardLevelName || undefined },
      ...(row.agentName ? { agent: { name: row.agentName } } : {}),
      startedAt: row.startedAt.toISOString(),
      ...(row.waitingSince ? { waitingSince: row.waitingSince.toISOString() } : {}),
      lastMessageAt: row.lastMessageAt.toISOString(),
      unread: viewer === 'customer' ? row.unreadByCustomer : row.unreadByAgent,
      ...(product ? { product } : {}),
      ...(row.rating !== null ? { rating: row.rating } : {}),
      ...(row.remark ? { remark: row.remark } : {}),
      ...(row.hasLeftMessage ? { hasLeftMessage: true } : {}),
    };
  }

  function wireMessage(row: MessageRow): ChatMessage {
    const body = row.body;
    const message: ChatMessage = {
      id: String(row.id),
      clientId: row.clientId,
      author: row.author,
      kind: row.kind,
      sentAt: row.createdAt.toISOString(),
      status: row.readAt ? 'read' : row.deliveredAt ? 'delivered' : 'sent',
    };
    if (row.agentName && row.author === 'agent') message.agentName = row.agentName;
    if (row.leftMessage) message.leftMessage = true;
    if (row.kind === 'text' || row.kind === 'notice') message.text = String(body.text ?? '');
    if (row.kind === 'notice') {
      const said = noticeOf(row.clientId, body, options.hours);
      if (said) message.notice = said;
    }
    if (row.kind === 'image') {
      message.image = {
        url: options.linkOf(String(body.uploadId), false),
        width: Number(body.width),
        height: Number(body.height),
        alt: '聊天图片',
      };
    }
    if (row.kind === 'product') message.product = body.product as ChatProductCard;
    if (row.kind === 'order') message.order = body.order as ChatOrderCard;
    return message;
  }

  /** The conversation a party may write in: a customer's current one; an agent's only when it is theirs. */
  async function conversationFor(
    party: ChatParty,
    conversationId: number | undefined,
  ): Promise<{ row: ConversationRow } | { error: ErrorKey }> {
    if (party.role === 'customer') {
      const row = await repo.currentOf(party.memberId);
      if (!row || (conversationId !== undefined && row.id !== conversationId)) return { error: 'ended' };
      return { row };
    }
    const row = conversationId === undefined ? undefined : await repo.conversation(conversationId);
    if (!row || row.agentStaffId !== party.staffId) return { error: 'notYours' };
    return { row };
  }

  /**
   * A notice from the shop in a conversation, stored once per `clientId`: its code and what it names
   * (the pages word it in their language) beside its zh-CN text (Udesk's transcript, older clients).
   */
  async function notice(conversationId: number, clientId: string, said: ChatNotice): Promise<void> {
    const stored = await repo.insertMessage({
      conversationId,
      author: 'system',
      staffId: null,
      kind: 'notice',
      body: { text: chatNoticeText(said), code: said.code, params: said.params },
      clientId,
      leftMessage: false,
      now: clock(),
    });
    if (stored.isNew) await options.publish({ k: 'message', c: conversationId, m: stored.id });
  }

  /** The date (China) the chat next opens: today before the opening minute, else tomorrow. */
  function nextOpeningKey(now: Date): string {
    const local = new Date(now.getTime() + 8 * 3_600_000);
    const minutes = local.getUTCHours() * 60 + local.getUTCMinutes();
    const day = minutes < options.hours.chat.from ? local : new Date(local.getTime() + 86_400_000);
    return day.toISOString().slice(0, 10);
  }

  async function endByMember(memberId: number, conversationId: number): Promise<ConversationRow | undefined> {
    const row = await repo.conversation(conversationId);
    if (!row || row.memberId !== memberId) return undefined;
    if (await repo.end(conversationId, { memberId }, clock())) {
      await notice(conversationId, 'system:ended', { code: 'ended', params: {} });
      await options.publish({ k: 'state', c: conversationId });
    }
    return repo.conversation(conversationId);
  }

  return {
    ticketFor,
    availability,
    wireConversation,
    wireMessage,

    /**
     * Uses a ticket (issue #28): the party it names and the session it was issued under, or null for a forged,
     * expired or already used ticket, or one whose session has ended. A ticket opens one socket only.
     */
    async useTicket(ticket: string): Promise<{ party: ChatParty; sessionId: string } | null> {
      if (!/^[A-Za-z0-9_-]{43}$/.test(ticket)) return null;
      const used = await repo.useTicket(digestOf(ticket), clock());
      if (!used) return null;
      if (used.memberId !== null)
        return { party: { role: 'customer', memberId: used.memberId }, sessionId: used.sessionId };
      if (used.staffId !== null) return { party: { role: 'agent', staffId: used.staffId }, sessionId: used.sessionId };
      return null;
    },

    /**
     * The chat page's start (issue #15): the identity /api/udesk/auth signed must verify (signature,
     * then the timestamp window) and be the caller's own (its web_token is the token's customer id:
     * a uid in the URL alone proves nothing); then the member's conversation is opened or resumed.
     */
    async openSession(
      user: Identity,
      signed: {
        nonce: string;
        timestamp: string;
        web_token: string;
        signature: string;
        encryption_algorithm: string;
        mouldNo?: string;
      },
    ): Promise<{ refused: ChatSignatureRefusal | 'notYours' } | ChatSession> {
      const refusal = chatSignatureRefusal(signed, options.signingKey, clock());
      if (refusal) return { refused: refusal };
      if (signed.web_token !== user.uoid) return { refused: 'notYours' };
      const mouldNo = signed.mouldNo && (await goods.byMouldNo(signed.mouldNo)) ? signed.mouldNo : null;
      const id = await repo.openOrResume(user.uid, mouldNo, clock());
      const row = await repo.conversation(id);
      if (!row) throw new Error('the conversation just opened was not found');
      await options.publish({ k: 'state', c: id });
      return {
        ...(await ticketFor({ role: 'customer', memberId: user.uid }, user.sessionId)),
        conversation: await wireConversation(row, 'customer'),
        availability: availability(),
        helpArticles: await helpArticles(),
      };
    },

    /** The conversation a socket shows on (re)connecting, and the messages after the last one it has. */
    async resume(party: ChatParty, conversationId: number | undefined, after: number) {
      const found =
        party.role === 'customer'
          ? await repo.currentOf(party.memberId)
          : conversationId === undefined
            ? undefined
            : await repo.conversation(conversationId);
      if (!found) return undefined;
      const messages =
        after > 0
          ? await repo.messagesAfter(found.id, after, CHAT_HISTORY_MAX)
          : await repo.lastMessages(found.id, CHAT_HISTORY_MAX);
      return {
        conversation: await wireConversation(found, party.role),
        messages: messages.map(wireMessage),
        row: found,
      };
    },

    conversation: (id: number) => repo.conversation(id),
    message: (id: number) => repo.message(id),

    /**
     * Stores one message, then answers it (the socket acknowledges only after this): text cleaned to
     * plain text and at most 500 characters, images only the sender's own chat uploads, cards built
     * here (an order only the member's own). A resend of a clientId answers the stored message.
     */
    async send(
      party: ChatParty,
      frame: ChatSend,
    ): Promise<{ message: ChatMessage; isNew: boolean } | { error: ErrorKey }> {
      const found = await conversationFor(party, frame.conversationId);
      if ('error' in found) return found;
      const conversation = found.row;
      const before = await repo.messageByClientId(conversation.id, frame.clientId);
      if (before) return { message: wireMessage(before), isNew: false };
      if (conversation.state === 'ended') return { error: 'ended' };
      const now = clock();
      if (party.role === 'customer') {
        const since = new Date(now.getTime() - CHAT_RATE_LIMITS.perCustomer.windowMs);
        if ((await repo.customerMessagesSince(party.memberId, since)) >= CHAT_RATE_LIMITS.perCustomer.count)
          return { error: 'rate' };
      }
      let body: Record<string, unknown>;
      switch (frame.kind) {
        case 'text': {
          const text = plainText(frame.text);
          if (!text) return { error: 'empty' };
          if (visibleLength(text) > CHAT_TEXT_MAX) return { error: 'tooLong' };
          body = { text };
          break;
        }
        case 'image': {
          const owner =
            party.role === 'customer'
              ? { uid: party.memberId, memberId: party.memberId, staffId: null }
              : { uid: staffUidOffset + party.staffId, memberId: null, staffId: party.staffId };
          if (!(await claimUploads(db, owner, 'chat', [frame.uploadId], now))) return { error: 'image' };
          body = { uploadId: frame.uploadId, width: frame.width, height: frame.height };
          break;
        }
        case 'product': {
          const product = await productCard(frame.mouldNo);
          if (!product) return { error: 'noProduct' };
          body = { product };
          break;
        }
        case 'order': {
          const [order] = await repo.orderCards({ orderNo: frame.orderNo });
          if (!order) return { error: 'noOrder' };
          // The conversation's member's own order only, whoever sends it.
          if (order.memberId !== conversation.memberId) return { error: 'notYourOrder' };
          body = { order: orderCardOf(order) };
          break;
        }
      }
      const isOutsideHours = party.role === 'customer' && !availability().isChatOpen;
      const stored = await repo.insertMessage({
        conversationId: conversation.id,
        author: party.role,
        staffId: party.role === 'agent' ? party.staffId : null,
        kind: frame.kind,
        body,
        clientId: frame.clientId,
        leftMessage: isOutsideHours,
        now,
      });
      const row = await repo.message(stored.id);
      if (!row) throw new Error('the message just stored was not found');
      if (stored.isNew) {
        await options.publish({ k: 'message', c: conversation.id, m: stored.id });
        // Outside the hours the message is a 留言: the shop says so once per closed spell.
        if (isOutsideHours) {
          const { chatText, hotlineNumber, hotlineText } = options.hours;
          await notice(conversation.id, `system:left:${nextOpeningKey(now)}`, {
            code: 'offHours',
            params: { chatHours: chatText, hotline: hotlineNumber, hotlineHours: hotlineText },
          });
        }
      }
      return { message: wireMessage(row), isNew: stored.isNew };
    },

    /** Marks the other side's messages up to `upToId` read; tells every instance. */
    async read(party: ChatParty, conversationId: number | undefined, upToId: number): Promise<void> {
      const found = await conversationFor(party, conversationId);
      if ('error' in found) return;
      const ids = await repo.markRead(found.row.id, party.role, upToId, clock());
      if (ids.length > 0) {
        await options.publish({ k: 'receipt', c: found.row.id, s: 'read', ids });
        await options.publish({ k: 'state', c: found.row.id });
      }
    },

    /** A message reached a socket of the other side: delivered (told to every instance once). */
    async delivered(message: { id: number; conversationId: number }): Promise<void> {
      if (await repo.markDelivered(message.id, clock()))
        await options.publish({ k: 'receipt', c: message.conversationId, s: 'delivered', ids: [message.id] });
    },

    async typing(party: ChatParty, conversationId: number | undefined): Promise<void> {
      const found = await conversationFor(party, conversationId);
      if ('error' in found || found.row.state === 'ended') return;
      await options.publish({ k: 'typing', c: found.row.id, a: party.role });
    },

    /** The member ends their conversation. */
    async end(memberId: number, conversationId: number): Promise<ChatConversation | undefined> {
      const after = await endByMember(memberId, conversationId);
      return after ? wireConversation(after, 'customer') : undefined;
    },

    /** Rates the member's conversation (ending it first when still going): 1–5 and a remark of at most 200. */
    async rate(
      memberId: number,
      conversationId: number,
      rating: number,
      remark: string,
    ): Promise<{ conversation: ChatConversation } | { error: 'notFound' | 'remark' | 'rated' }> {
      const text = plainText(remark);
      if (visibleLength(text) > CHAT_REMARK_MAX) return { error: 'remark' };
      const row = await repo.conversation(conversationId);
      if (!row || row.memberId !== memberId) return { error: 'notFound' };
      if (row.state !== 'ended') await endByMember(memberId, conversationId);
      if (!(await repo.rate(conversationId, memberId, rating, text, clock()))) return { error: 'rated' };
      await options.publish({ k: 'state', c: conversationId });
      const after = await repo.conversation(conversationId);
      if (!after) return { error: 'notFound' };
      return { conversation: await wireConversation(after, 'customer') };
    },

    /** The member's latest orders as cards (the order picker). */
    async memberOrders(memberId: number): Promise<ChatOrderCard[]> {
      return (await repo.orderCards({ memberId, limit: 10 })).map(orderCardOf);
    },

    // ── The service desk

    /** The staff user's id when they hold the agent role (issue #15: the desk is for agents only). */
    async agentOf(user: Identity): Promise<number | null> {
      if (!user.isStaff) return null;
      const staffId = user.uid - staffUidOffset;
      return (await repo.agents()).some((agent) => agent.id === staffId) ? staffId : null;
    },

    async deskList(): Promise<ChatConversation[]> {
      return Promise.all((await repo.deskList()).map((row) => wireConversation(row, 'agent')));
    },

    async deskConversation(conversationId: number) {
      const row = await repo.conversation(conversationId);
      if (!row) return undefined;
      const [conversation, messages, orders] = await Promise.all([
        wireConversation(row, 'agent'),
        repo.lastMessages(row.id, CHAT_HISTORY_MAX),
        repo.orderCards({ memberId: row.memberId, limit: 3 }),
      ]);
      return {
        conversation,
        messages: messages.map(wireMessage),
        customer: {
          name: row.customerName,
          cardLevelName: row.cardLevelName,
          memberSince: row.memberSince,
          recentOrders: orders.map(orderCardOf),
        },
      };
    },

    /** Takes a waiting conversation; false when another agent was first (or it is not waiting). */
    async take(staffId: number, conversationId: number): Promise<boolean> {
      if (!(await repo.take(conversationId, staffId))) return false;
      const row = await repo.conversation(conversationId);
      await notice(conversationId, `system:take:${staffId}`, {
        code: 'taken',
        params: { agent: row?.agentName ?? '' },
      });
      await options.publish({ k: 'state', c: conversationId });
      return true;
    },

    async agents(staffId: number) {
      return (await repo.agents()).map((agent) => ({
        staffCode: agent.staffCode,
        name: agent.nickname,
        isMe: agent.id === staffId,
      }));
    },

    /** Hands the agent's open conversation to another agent (by staff code). */
    async transfer(
      staffId: number,
      conversationId: number,
      staffCode: string,
    ): Promise<'done' | 'noAgent' | 'notYours'> {
      const target = (await repo.agents()).find((agent) => agent.staffCode === staffCode.toUpperCase());
      if (!target || target.id === staffId) return 'noAgent';
      if (!(await repo.transfer(conversationId, staffId, target.id))) return 'notYours';
      await notice(conversationId, `system:transfer:${target.id}:${clock().getTime()}`, {
        code: 'transferred',
        params: { agent: target.nickname },
      });
      await options.publish({ k: 'state', c: conversationId });
      return 'done';
    },

    /** The agent closes their open conversation. */
    async close(staffId: number, conversationId: number): Promise<boolean> {
      if (!(await repo.end(conversationId, { staffId }, clock()))) return false;
      await notice(conversationId, 'system:ended', { code: 'ended', params: {} });
      await options.publish({ k: 'state', c: conversationId });
      return true;
    },
  };
}

export type ChatService = Awaited<ReturnType<typeof chatService>>;
