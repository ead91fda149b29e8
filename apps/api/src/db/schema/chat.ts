import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members, staff } from './people';

/**
 * Customer-service conversations (issue #15): one member with the shop. A conversation waits until
 * an agent takes it (exactly one: the take is a conditional update on `agent_staff_id is null`),
 * is open while they talk, and ends when either side closes it; the member may then rate it once.
 * A member has at most one conversation that has not ended (the partial unique index), so opening
 * the chat twice resumes the same one. `mould_no` is the piece the chat was opened from.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    state: text('state').notNull().default('waiting'),
    agentStaffId: integer('agent_staff_id').references(() => staff.id),
    mouldNo: text('mould_no'),
    rating: integer('rating'),
    remark: text('remark'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    /** Since when the customer has been waiting for an agent (set while waiting, cleared when taken). */
    waitingSince: timestamp('waiting_since', { withTimezone: true }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    ratedAt: timestamp('rated_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('chat_conversations_member_live')
      .on(t.memberId)
      .where(sql`${t.state} <> 'ended'`),
    index('chat_conversations_state_last').on(t.state, t.lastMessageAt),
    index('chat_conversations_member_started').on(t.memberId, t.startedAt),
    check('chat_conversations_state', sql`${t.state} in ('waiting', 'open', 'ended')`),
    check('chat_conversations_rating', sql`${t.rating} is null or ${t.rating} between 1 and 5`),
    check('chat_conversations_open_has_agent', sql`${t.state} <> 'open' or ${t.agentStaffId} is not null`),
  ],
);

/**
 * The messages of a conversation (issue #15), stored before they are acknowledged. `client_id` is
 * the sender's id for the message: unique per conversation, so a resend after a reconnect finds the
 * stored row instead of adding another. `body` holds what the kind needs (text; image upload id and
 * size; a product's mouldNo or an order's number, the cards being built when read). A customer's
 * message outside the chat hours is a 留言 (`left_message`), answered the next time an agent is on.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    author: text('author').notNull(),
    /** The agent who wrote it (author 'agent'). */
    staffId: integer('staff_id').references(() => staff.id),
    kind: text('kind').notNull(),
    body: jsonb('body').notNull(),
    clientId: text('client_id').notNull(),
    leftMessage: boolean('left_message').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('chat_messages_conversation_client').on(t.conversationId, t.clientId),
    index('chat_messages_conversation_id').on(t.conversationId, t.id),
    check('chat_messages_author', sql`${t.author} in ('customer', 'agent', 'system')`),
    check('chat_messages_kind', sql`${t.kind} in ('text', 'image', 'product', 'order', 'notice')`),
    check('chat_messages_agent_named', sql`${t.author} <> 'agent' or ${t.staffId} is not null`),
  ],
);

/**
 * The socket's tickets (issue #15; single-use since issue #28): a ticket is 32 random bytes given to
 * the page once; only its SHA-256 is kept. It names the signed-in session it was issued under, so a
 * socket opened with it lasts only as long as that session. Opening a socket uses the ticket (a
 * conditional update on `used_at is null`, in the same statement that checks the session is live):
 * a second open with it, an expired one or one whose session ended is refused.
 */
export const chatTickets = pgTable(
  'chat_tickets',
  {
    digest: text('digest').primaryKey(),
    /** account_sessions.id (not a foreign key: sessions are only ever revoked, and tickets outlive nothing). */
    sessionId: text('session_id').notNull(),
    /** A member's ticket for her own conversation, or an agent's for the desk: exactly one is set. */
    memberId: integer('member_id'),
    staffId: integer('staff_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('chat_tickets_expires').on(t.expiresAt),
    check('chat_tickets_one_party', sql`(${t.memberId} is null) <> (${t.staffId} is null)`),
  ],
);
