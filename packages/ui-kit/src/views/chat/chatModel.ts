// The chat's view-model (issue #15): the shape a message and a conversation have on screen. The
// contract's wire type mirrors it, so the chat feature hands the server's data to these views as is.

export const chatAuthors = ['customer', 'agent', 'system'] as const;
export const chatMessageKinds = ['text', 'image', 'product', 'order', 'notice'] as const;
/** Where one's own message stands: sending → sent (stored) → delivered → read, or failed (resend). */
export const chatMessageStatuses = ['sending', 'sent', 'delivered', 'read', 'failed'] as const;

export type ChatMessageStatus = (typeof chatMessageStatuses)[number];

/** A product as a card in the chat: the one the shopper came from, or one sent in a message. */
export type ChatProductCard = {
  mouldNo: string;
  title: string;
  imageUrl: string;
  /** The price already formatted (¥3,280.00). */
  priceText: string;
  /** The goods page. */
  href: string;
};

/** One of the member's orders as a card in the chat. */
export type ChatOrderCard = {
  orderNo: string;
  title: string;
  imageUrl: string;
  /** The amount already formatted. */
  amountText: string;
  /** The order's state in words (待发货). */
  stateText: string;
  /** The order's detail page. */
  href: string;
};

/** An image sent in the chat: its size is known beforehand so the bubble reserves the room. */
export type ChatImage = { url: string; width: number; height: number; alt: string };

/** A message as the screen shows it. */
export type ChatMessage = {
  /** The server's id once stored; the client id before. */
  id: string;
  /** The sender's id (UUID): the message's identity across resend and the server's acknowledgement. */
  clientId: string;
  author: (typeof chatAuthors)[number];
  kind: (typeof chatMessageKinds)[number];
  /** The text of a text message or a notice (plain text). */
  text?: string;
  image?: ChatImage;
  product?: ChatProductCard;
  order?: ChatOrderCard;
  /** When it was sent (ISO 8601). */
  sentAt: string;
  /** One's own messages only. */
  status?: ChatMessageStatus;
  /** The agent who wrote it. */
  agentName?: string;
};

/** Which side of the conversation the screen belongs to: the shopper's window or the agent's desk. */
export type ChatViewer = 'customer' | 'agent';

export const chatConversationStates = ['waiting', 'open', 'ended'] as const;

/** A conversation as the desk lists it. */
export type ChatConversation = {
  id: string;
  state: (typeof chatConversationStates)[number];
  customer: { name: string; level?: string; memberId: string };
  /** The agent who took it. */
  agent?: { name: string };
  startedAt: string;
  /** Since when it waits for an agent (ISO 8601). */
  waitingSince?: string;
  lastMessageAt: string;
  /** Messages the agent has not read. */
  unread: number;
  /** The product the shopper came from. */
  product?: ChatProductCard;
  /** The shopper wrote outside the chat hours (留言): the desk marks it. */
  hasLeftMessage?: boolean;
};

/** Whether a message is the viewer's own (drawn on the right, with its status). */
export function isOwnMessage(message: Pick<ChatMessage, 'author'>, viewer: ChatViewer): boolean {
  return message.author === viewer;
}
