import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/database';

/** A conversation with the names the screens show (issue #15). */
export type ConversationRow = {
  id: number;
  memberId: number;
  state: 'waiting' | 'open' | 'ended';
  agentStaffId: number | null;
  agentName: string | null;
  mouldNo: string | null;
  rating: number | null;
  remark: string | null;
  startedAt: Date;
  waitingSince: Date | null;
  lastMessageAt: Date;
  customerName: string;
  cardLevelName: string;
  memberSince: string;
  /** Customer messages no agent has read (the desk's count). */
  unreadByAgent: number;
  /** Agent and system messages the customer has not read (the chat page's count). */
  unreadByCustomer: number;
  /** The customer wrote outside the chat hours (留言): the desk marks the conversation. */
  hasLeftMessage: boolean;
};

export type MessageRow = {
  id: number;
  conversationId: number;
  author: 'customer' | 'agent' | 'system';
  staffId: number | null;
  agentName: string | null;
  kind: 'text' | 'image' | 'product' | 'order' | 'notice';
  body: Record<string, unknown>;
  clientId: string;
  leftMessage: boolean;
  createdAt: Date;
  deliveredAt: Date | null;
  readAt: Date | null;
};

export type OrderCardRow = {
  orderNo: string;
  memberId: number | null;
  orderState: number;
  payFen: number;
  title: string;
  thumb: string;
  lines: number;
  createdAt: Date;
};

const date = (value: unknown) => new Date(value as string);
const maybeDate = (value: unknown) => (value === null || value === undefined ? null : date(value));

const conversationSelect = sql`
  select c.id, c.member_id, c.state, c.agent_staff_id, s.nickname as agent_name, c.mould_no, c.rating, c.remark,
         c.started_at, c.waiting_since, c.last_message_at,
         m.family_name || (case m.member_title when 1 then '先生' when 2 then '女士' when 3 then '太太' else '' end)
           as customer_name,
         coalesce(l.name, '') as card_level_name, to_char(m.first_join_date, 'YYYY-MM-DD') as member_since,
         (select count(*) from chat_messages x
           where x.conversation_id = c.id and x.author = 'customer' and x.read_at is null) as unread_by_agent,
         (select count(*) from chat_messages x
           where x.conversation_id = c.id and x.author <> 'customer' and x.read_at is null) as unread_by_customer,
         exists (select 1 from chat_messages x where x.conversation_id = c.id and x.left_message) as has_left_message
  from chat_conversations c
  join members m on m.id = c.member_id
  left join card_levels l on l.level = m.card_level
  left join staff s on s.id = c.agent_staff_id`;

function toConversation(row: Record<string, unknown>): ConversationRow {
  return {
    id: Number(row.id),
    memberId: Number(row.member_id),
    state: row.state as ConversationRow['state'],
    agentStaffId: row.agent_staff_id === null ? null : Number(row.agent_staff_id),
    agentName: (row.agent_name as string | null) ?? null,
    mouldNo: (row.mould_no as string | null) ?? null,
    rating: row.rating === null ? null : Number(row.rating),
    remark: (row.remark as string | null) ?? null,
    startedAt: date(row.started_at),
    waitingSince: maybeDate(row.waiting_since),
    lastMessageAt: date(row.last_message_at),
    customerName: String(row.customer_name ?? ''),
    cardLevelName: String(row.card_level_name ?? ''),
    memberSince: String(row.member_since ?? ''),
    unreadByAgent: Number(row.unread_by_agent ?? 0),
    unreadByCustomer: Number(row.unread_by_customer ?? 0),
    hasLeftMessage: row.has_left_message === true || row.has_left_message === 't',
  };
}

const messageSelect = sql`
  select x.id, x.conversation_id, x.author, x.staff_id, s.nickname as agent_name, x.kind, x.body, x.client_id,
         x.left_message, x.created_at, x.delivered_at, x.read_at
  from chat_messages x
  left join staff s on s.id = x.staff_id`;

function toMessage(row: Record<string, unknown>): MessageRow {
  return {
    id: Number(row.id),
    conversationId: Number(row.conversation_id),
    author: row.author as MessageRow['author'],
    staffId: row.staff_id === null ? null : Number(row.staff_id),
    agentName: (row.agent_name as string | null) ?? null,
    kind: row.kind as MessageRow['kind'],
    body: (typeof row.body === 'string' ? JSON.parse(row.body) : row.body) as Record<string, unknown>,
    clientId: String(row.client_id),
    leftMessage: Boolean(row.left_message),
    createdAt: date(row.created_at),
    deliveredAt: maybeDate(row.delivered_at),
    readAt: maybeDate(row.read_at),
  };
}

/** The only code that speaks SQL for the customer-service chat (issue #15). */
export function chatRepository(db: Db) {
  const ids = (result: unknown) => rowsOf<{ id: number }>(result).map((row) => Number(row.id));
  return {
    async conversation(id: number): Promise<ConversationRow | undefined> {
      const result = await db.execute(sql`${conversationSelect} where c.id = ${id}`);
      const [row] = rowsOf<Record<string, unknown>>(result);
      return row ? toConversation(row) : undefined;
    },

    /** The member's conversation that has not ended, else their latest one. */
    async currentOf(memberId: number): Promise<ConversationRow | undefined> {
      const result = await db.execute(sql`${conversationSelect} where c.member_id = ${memberId}
        order by (c.state <> 'ended') desc, c.started_at desc, c.id desc limit 1`);
      const [row] = rowsOf<Record<string, unknown>>(result);
      return row ? toConversation(row) : undefined;
    },

    /**
     * Opens a waiting conversation for the member, or finds the one not ended (the partial unique
     * index makes two openings at once one conversation); the piece it is opened from is kept.
     */
    async openOrResume(memberId: number, mouldNo: string | null, now: Date): Promise<number> {
      await db.execute(sql`
        insert into chat_conversations (member_id, state, mould_no, started_at, waiting_since, last_message_at)
        values (${memberId}, 'waiting', ${mouldNo}, ${now}, ${now}, ${now})
        on conflict (member_id) where state <> 'ended' do nothing`);
      const result = await db.execute(sql`
        update chat_conversations set mould_no = coalesce(${mouldNo}, mould_no)
        where member_id = ${memberId} and state <> 'ended' returning id`);
      const [id] = ids(result);
      if (id === undefined) throw new Error('the conversation just opened was not found');
      return id;
    },

    /** Stores a message once per (conversation, clientId); `isNew` false answers the row stored before. */
    async insertMessage(row: {
      conversationId: number;
      author: MessageRow['author'];
      staffId: number | null;
      kind: MessageRow['kind'];
      body: Record<string, unknown>;
      clientId: string;
      leftMessage: boolean;
      now: Date;
    }): Promise<{ id: number; isNew: boolean }> {
      const inserted = ids(
        await db.execute(sql`
          insert into chat_messages (conversation_id, author, staff_id, kind, body, client_id, left_message, created_at)
          values (${row.conversationId}, ${row.author}, ${row.staffId}, ${row.kind}, ${JSON.stringify(row.body)}::jsonb,
                  ${row.clientId}, ${row.leftMessage}, ${row.now})
          on conflict (conversation_id, client_id) do nothing
          returning id`),
      );
      if (inserted[0] !== undefined) {
        await db.execute(sql`
          update chat_conversations set last_message_at = greatest(last_message_at, ${row.now})
          where id = ${row.conversationId}`);
        return { id: inserted[0], isNew: true };
      }
      const existing = await this.messageByClientId(row.conversationId, row.clientId);
      if (!existing) throw new Error('a message conflicting on its client id was not found');
      return { id: existing.id, isNew: false };
    },

    async messageByClientId(conversationId: number, clientId: string): Promise<MessageRow | undefined> {
      const result = await db.execute(
        sql`${messageSelect} where x.conversation_id = ${conversationId} and x.client_id = ${clientId}`,
      );
      const [row] = rowsOf<Record<string, unknown>>(result);
      return row ? toMessage(row) : undefined;
    },

    async message(id: number): Promise<MessageRow | undefined> {
      const result = await db.execute(sql`${messageSelect} where x.id = ${id}`);
      const [row] = rowsOf<Record<string, unknown>>(result);
      return row ? toMessage(row) : undefined;
    },

    /** The conversation's messages after `afterId`, oldest first, at most `limit`. */
    async messagesAfter(conversationId: number, afterId: number, limit: number): Promise<MessageRow[]> {
      const result = await db.execute(sql`${messageSelect}
        where x.conversation_id = ${conversationId} and x.id > ${afterId} order by x.id limit ${limit}`);
      return rowsOf<Record<string, unknown>>(result).map(toMessage);
    },

    /** The conversation's last `limit` messages, oldest first. */
    async lastMessages(conversationId: number, limit: number): Promise<MessageRow[]> {
      const result = await db.execute(sql`select * from (${messageSelect}
        where x.conversation_id = ${conversationId} order by x.id desc limit ${limit}) t order by id`);
      return rowsOf<Record<string, unknown>>(result).map(toMessage);
    },

    /** Marks one message delivered (the other side's socket got it); true when it was not before. */
    async markDelivered(id: number, now: Date): Promise<boolean> {
      const result = await db.execute(sql`
        update chat_messages set delivered_at = ${now} where id = ${id} and delivered_at is null returning id`);
      return ids(result).length > 0;
    },

    /** Marks the other side's messages up to `upToId` read by `reader`; answers the ids newly read. */
    async markRead(conversationId: number, reader: 'customer' | 'agent', upToId: number, now: Date): Promise<number[]> {
      const others = reader === 'customer' ? sql`x.author <> 'customer'` : sql`x.author = 'customer'`;
      const result = await db.execute(sql`
        update chat_messages x set read_at = ${now}, delivered_at = coalesce(x.delivered_at, ${now})
        where x.conversation_id = ${conversationId} and ${others} and x.id <= ${upToId} and x.read_at is null
        returning x.id`);
      return ids(result).sort((a, b) => a - b);
    },

    /** How many messages the member wrote since `since`, in any conversation (the per-customer limit). */
    async customerMessagesSince(memberId: number, since: Date): Promise<number> {
      const result = await db.execute(sql`
        select count(*) as total from chat_messages x join chat_conversations c on c.id = x.conversation_id
        where c.member_id = ${memberId} and x.author = 'customer' and x.created_at > ${since}`);
      return Number(rowsOf<{ total: string | number }>(result)[0]?.total ?? 0);
    },

    /** Takes a waiting conversation: exactly one agent wins (the update's condition is the lock). */
    async take(id: number, staffId: number): Promise<boolean> {
      const result = await db.execute(sql`
        update chat_conversations set state = 'open', agent_staff_id = ${staffId}, waiting_since = null
        where id = ${id} and state = 'waiting' and agent_staff_id is null returning id`);
      return ids(result).length > 0;
    },

    /** Hands an open conversation from its agent to another. */
    async transfer(id: number, fromStaffId: number, toStaffId: number): Promise<boolean> {
      const result = await db.execute(sql`
        update chat_conversations set agent_staff_id = ${toStaffId}
        where id = ${id} and state = 'open' and agent_staff_id = ${fromStaffId} returning id`);
      return ids(result).length > 0;
    },

    /** Ends a conversation that has not ended: by its member, or by its agent (`staffId`). */
    async end(id: number, by: { memberId: number } | { staffId: number }, now: Date): Promise<boolean> {
      const whose =
        'memberId' in by ? sql`member_id = ${by.memberId}` : sql`agent_staff_id = ${by.staffId} and state = 'open'`;
      const result = await db.execute(sql`
        update chat_conversations set state = 'ended', ended_at = ${now}, waiting_since = null
        where id = ${id} and state <> 'ended' and ${whose} returning id`);
      return ids(result).length > 0;
    },

    /** Rates the member's ended conversation, once. */
    async rate(id: number, memberId: number, rating: number, remark: string, now: Date): Promise<boolean> {
      const result = await db.execute(sql`
        update chat_conversations set rating = ${rating}, remark = ${remark}, rated_at = ${now}
        where id = ${id} and member_id = ${memberId} and state = 'ended' and rating is null returning id`);
      return ids(result).length > 0;
    },

    /** The desk's list: waiting conversations (longest waiting first), then open ones (latest first). */
    async deskList(): Promise<ConversationRow[]> {
      const result = await db.execute(sql`${conversationSelect} where c.state <> 'ended'
        order by (c.state = 'waiting') desc, c.waiting_since asc nulls last, c.last_message_at desc limit 200`);
      return rowsOf<Record<string, unknown>>(result).map(toConversation);
    },

    /** Active staff with the agent role. */
    async agents(): Promise<{ id: number; staffCode: string; nickname: string }[]> {
      const result = await db.execute(sql`
        select id, staff_code, nickname from staff where is_chat_agent and is_active order by staff_code`);
      return rowsOf<{ id: number; staff_code: string; nickname: string }>(result).map((row) => ({
        id: Number(row.id),
        staffCode: row.staff_code,
        nickname: row.nickname,
      }));
    },

    /** Stores a socket ticket (its digest only), and forgets tickets that expired a while ago. */
    async addTicket(ticket: {
      digest: string;
      sessionId: string;
      memberId: number | null;
      staffId: number | null;
      expiresAt: Date;
      now: Date;
    }): Promise<void> {
      const stale = new Date(ticket.now.getTime() - 3600_000);
      await db.execute(sql`delete from chat_tickets where expires_at < ${stale}`);
      await db.execute(sql`
        insert into chat_tickets (digest, session_id, member_id, staff_id, expires_at)
        values (${ticket.digest}, ${ticket.sessionId}, ${ticket.memberId}, ${ticket.staffId}, ${ticket.expiresAt})`);
    },

    /**
     * Uses a ticket to open a socket (issue #28): one statement marks it used only while it is unused, unexpired
     * and its session live (neither revoked nor expired), so of two opens with one ticket exactly one gets it.
     */
    async useTicket(
      digest: string,
      now: Date,
    ): Promise<{ sessionId: string; memberId: number | null; staffId: number | null } | undefined> {
      const result = await db.execute(sql`
        update chat_tickets t set used_at = ${now}
        from account_sessions s
        where t.digest = ${digest} and t.used_at is null and t.expires_at > ${now}
          and s.id = t.session_id and s.revoked_at is null and s.expires_at > ${now}
        returning t.session_id, t.member_id, t.staff_id`);
      const [row] = rowsOf<{ session_id: string; member_id: number | null; staff_id: number | null }>(result);
      if (!row) return undefined;
      return {
        sessionId: row.session_id,
        memberId: row.member_id === null ? null : Number(row.member_id),
        staffId: row.staff_id === null ? null : Number(row.staff_id),
      };
    },

    /** Orders as cards: one by number (any buyer: the caller checks whose), or a member's latest. */
    async orderCards(where: { orderNo: string } | { memberId: number; limit: number }): Promise<OrderCardRow[]> {
      const filter =
        'orderNo' in where
          ? sql`o.order_no = ${where.orderNo}`
          : sql`o.member_id = ${where.memberId} and o.hidden_at is null`;
      const limit = 'orderNo' in where ? 1 : where.limit;
      const result = await db.execute(sql`
        select o.order_no, o.member_id, o.order_state, o.pay_fen, o.created_at,
               (select i.title from order_items i where i.order_id = o.id order by i.id limit 1) as title,
               (select i.thumb from order_items i where i.order_id = o.id order by i.id limit 1) as thumb,
               (select count(*) from order_items i where i.order_id = o.id) as lines
        from orders o where ${filter} order by o.created_at desc, o.id desc limit ${limit}`);
      return rowsOf<Record<string, unknown>>(result).map((row) => ({
        orderNo: String(row.order_no),
        memberId: row.member_id === null ? null : Number(row.member_id),
        orderState: Number(row.order_state),
        payFen: Number(row.pay_fen),
        title: String(row.title ?? ''),
        thumb: String(row.thumb ?? ''),
        lines: Number(row.lines ?? 0),
        createdAt: date(row.created_at),
      }));
    },
  };
}

export type ChatRepository = ReturnType<typeof chatRepository>;
