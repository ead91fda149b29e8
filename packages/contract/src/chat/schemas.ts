import { Type, type Static } from '@sinclair/typebox';
import { CodeEnvelope, Id, literalUnion } from '../envelope';
import { MouldNo } from '../goods';
import { CHAT_RATING_MAX, CHAT_RATING_MIN, CHAT_REMARK_MAX } from '../rules/chat';
import { UploadId } from '../uploads';

// The mall's own customer-service chat (issue #15; spec §7 "Customer service chat"; DESIGN.md §5):
// the chat page verifies the identity /api/udesk/auth signed, then talks over a WebSocket; the
// service desk is for staff with the agent role. Designed in the /api/udesk/auth style (DESIGN.md §4).

export const chatAuthors = ['customer', 'agent', 'system'] as const;
export const chatKinds = ['text', 'image', 'product', 'order', 'notice'] as const;
export const chatStates = ['waiting', 'open', 'ended'] as const;
export const chatStatuses = ['sending', 'sent', 'delivered', 'read', 'failed'] as const;

/** The sender's id for a message: a UUID from the page, or the server's own for its notices. */
export const ChatClientId = Type.String({ pattern: '^[A-Za-z0-9:_-]{8,64}$' });

export const ChatProductCardSchema = Type.Object(
  {
    mouldNo: Type.String(),
    title: Type.String(),
    imageUrl: Type.String(),
    priceText: Type.String({ description: '¥ 与两位小数，按克计价的商品带「起」' }),
    href: Type.String(),
  },
  { additionalProperties: false },
);
export type ChatProductCard = Static<typeof ChatProductCardSchema>;

export const ChatOrderCardSchema = Type.Object(
  {
    orderNo: Type.String(),
    title: Type.String(),
    imageUrl: Type.String(),
    amountText: Type.String(),
    stateText: Type.String(),
    href: Type.String(),
  },
  { additionalProperties: false },
);
export type ChatOrderCard = Static<typeof ChatOrderCardSchema>;

const NoticeAgent = Type.Object({ agent: Type.String() }, { additionalProperties: false });

/**
 * What a notice from the shop says, as a code and what it names (issue #15): each page words it in
 * the reader's language; the stored zh-CN `text` ({@link chatNoticeText}) stays for Udesk's transcript
 * and for clients that predate the codes.
 */
export const ChatNoticeSchema = Type.Union([
  /** An agent took the conversation. */
  Type.Object({ code: Type.Literal('taken'), params: NoticeAgent }, { additionalProperties: false }),
  /** The conversation was handed to another agent. */
  Type.Object({ code: Type.Literal('transferred'), params: NoticeAgent }, { additionalProperties: false }),
  /** Either side ended the conversation. */
  Type.Object(
    { code: Type.Literal('ended'), params: Type.Object({}, { additionalProperties: false }) },
    { additionalProperties: false },
  ),
  /** A message came outside the chat hours: it is a 留言, answered when an agent is on. */
  Type.Object(
    {
      code: Type.Literal('offHours'),
      params: Type.Object(
        { chatHours: Type.String(), hotline: Type.String(), hotlineHours: Type.String() },
        { additionalProperties: false },
      ),
    },
    { additionalProperties: false },
  ),
]);
export type ChatNotice = Static<typeof ChatNoticeSchema>;
export type ChatNoticeCode = ChatNotice['code'];

/** A notice in simplified Chinese: what the server stores beside its code (Udesk, older clients). */
export function chatNoticeText(notice: ChatNotice): string {
  switch (notice.code) {
    case 'taken':
      return `客服 ${notice.params.agent} 为您服务`;
    case 'transferred':
      return `已为您转接客服 ${notice.params.agent}`;
    case 'ended':
      return '会话已结束，感谢您的咨询';
    case 'offHours': {
      const { chatHours, hotline, hotlineHours } = notice.params;
      return `客服已下班（在线客服每天 ${chatHours}）。您的留言已收到，客服上班后会尽快回复；也可拨打热线 ${hotline}（工作日 ${hotlineHours}）。`;
    }
  }
}

/** A message as both screens show it (the ui-kit view-model mirrors it). Cards are built by the server. */
export const ChatMessageSchema = Type.Object(
  {
    id: Type.String(),
    clientId: Type.String(),
    author: literalUnion(chatAuthors),
    kind: literalUnion(chatKinds),
    text: Type.Optional(Type.String()),
    image: Type.Optional(
      Type.Object(
        { url: Type.String(), width: Type.Integer(), height: Type.Integer(), alt: Type.String() },
        { additionalProperties: false },
      ),
    ),
    product: Type.Optional(ChatProductCardSchema),
    order: Type.Optional(ChatOrderCardSchema),
    /** A notice's code and what it names (kind `notice`); `text` is its zh-CN wording. */
    notice: Type.Optional(ChatNoticeSchema),
    sentAt: Type.String({ format: 'date-time' }),
    /** sent → delivered (a socket of the other side got it) → read. */
    status: Type.Optional(literalUnion(chatStatuses)),
    agentName: Type.Optional(Type.String()),
    /** A customer's message written outside the chat hours (留言). */
    leftMessage: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type ChatMessage = Static<typeof ChatMessageSchema>;

export const ChatConversationSchema = Type.Object(
  {
    id: Type.String(),
    state: literalUnion(chatStates),
    customer: Type.Object(
      { name: Type.String(), level: Type.Optional(Type.String()), memberId: Type.String() },
      { additionalProperties: false },
    ),
    agent: Type.Optional(Type.Object({ name: Type.String() }, { additionalProperties: false })),
    startedAt: Type.String({ format: 'date-time' }),
    waitingSince: Type.Optional(Type.String({ format: 'date-time' })),
    lastMessageAt: Type.String({ format: 'date-time' }),
    /** Messages of the other side not yet read by the one asking. */
    unread: Type.Integer({ minimum: 0 }),
    product: Type.Optional(ChatProductCardSchema),
    rating: Type.Optional(Type.Integer()),
    remark: Type.Optional(Type.String()),
    /** The customer left a message outside the chat hours (留言): the desk marks it. */
    hasLeftMessage: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type ChatConversation = Static<typeof ChatConversationSchema>;

export const ChatAvailabilitySchema = Type.Object(
  {
    isChatOpen: Type.Boolean(),
    isHotlineOpen: Type.Boolean(),
    chatHours: Type.String(),
    hotlineHours: Type.String(),
    hotline: Type.String(),
  },
  { additionalProperties: false },
);
export type ChatAvailability = Static<typeof ChatAvailabilitySchema>;

// ── HTTP

/** The quick-answer topics of rules/chat.ts `chatHelpTopics`, each with its help page's id. */
const HelpArticlesSchema = Type.Object(
  { order: Type.Optional(Id), delivery: Type.Optional(Id), afterSales: Type.Optional(Id) },
  { additionalProperties: false },
);

/** The signed identity the chat URL carries (from /api/udesk/auth), and the piece the chat was opened from. */
export const ChatSessionBody = Type.Object(
  {
    nonce: Type.String({ minLength: 1, maxLength: 64 }),
    timestamp: Type.String({ maxLength: 20 }),
    web_token: Type.String({ minLength: 1, maxLength: 64 }),
    signature: Type.String({ maxLength: 128 }),
    encryption_algorithm: Type.String({ maxLength: 16 }),
    mouldNo: Type.Optional(MouldNo),
  },
  { additionalProperties: false },
);
export type ChatSessionBody = Static<typeof ChatSessionBody>;

/** A ticket for the socket: short-lived, for one caller; the socket's first frame presents it. */
export const ChatTicketSchema = Type.Object(
  { ticket: Type.String(), expiresIn: Type.Integer({ description: '秒' }) },
  { additionalProperties: false },
);
export type ChatTicket = Static<typeof ChatTicketSchema>;
export const ChatTicketResponse = CodeEnvelope(ChatTicketSchema);

export const ChatSessionResponse = CodeEnvelope(
  Type.Object(
    {
      ticket: Type.String(),
      expiresIn: Type.Integer(),
      conversation: ChatConversationSchema,
      availability: ChatAvailabilitySchema,
      /**
       * The help-centre page (its id) each quick answer opens (CHAT_HELP_SLUGS, looked up when the
       * chat opens); a topic whose page is gone is left out and its link opens the help centre.
       */
      helpArticles: HelpArticlesSchema,
    },
    { additionalProperties: false },
  ),
);
export type ChatSession = Static<typeof ChatSessionResponse>['data'];

export const ChatConversationRef = Type.Object({ conversationId: Id }, { additionalProperties: false });
export const ChatConversationResponse = CodeEnvelope(ChatConversationSchema);

export const ChatRateBody = Type.Object(
  {
    conversationId: Id,
    rating: Type.Integer({ minimum: CHAT_RATING_MIN, maximum: CHAT_RATING_MAX }),
    remark: Type.Optional(Type.String({ maxLength: CHAT_REMARK_MAX * 2 })),
  },
  { additionalProperties: false },
);
export type ChatRateBody = Static<typeof ChatRateBody>;

/** The member's recent orders, as cards, for the order picker. */
export const ChatOrdersResponse = CodeEnvelope(Type.Array(ChatOrderCardSchema));

// ── Service desk (staff with the agent role)

export const DeskConversationListResponse = CodeEnvelope(Type.Array(ChatConversationSchema));

export const DeskConversationQuery = Type.Object({ id: Id }, { additionalProperties: true });

/** What an agent sees beside the conversation: the customer's level, recent orders and the piece. */
export const DeskConversationResponse = CodeEnvelope(
  Type.Object(
    {
      conversation: ChatConversationSchema,
      messages: Type.Array(ChatMessageSchema),
      customer: Type.Object(
        {
          name: Type.String(),
          cardLevelName: Type.String(),
          memberSince: Type.String(),
          recentOrders: Type.Array(ChatOrderCardSchema),
        },
        { additionalProperties: false },
      ),
    },
    { additionalProperties: false },
  ),
);
export type DeskConversation = Static<typeof DeskConversationResponse>['data'];

export const DeskTransferBody = Type.Object(
  { conversationId: Id, staffCode: Type.String({ minLength: 1, maxLength: 32 }) },
  { additionalProperties: false },
);
/** An agent who can take a transferred conversation. */
export const DeskAgentSchema = Type.Object(
  { staffCode: Type.String(), name: Type.String(), isMe: Type.Boolean() },
  { additionalProperties: false },
);
export type DeskAgent = Static<typeof DeskAgentSchema>;
export const DeskAgentsResponse = CodeEnvelope(Type.Array(DeskAgentSchema));

/** A desk action's answer (take, transfer, close): `data` null. */
export const DeskDoneResponse = Type.Object({ code: Type.Integer(), msg: Type.String(), data: Type.Null() });

// ── Socket frames

const SendBase = { clientId: ChatClientId, conversationId: Type.Optional(Id) };

/** What a page sends on the socket. Agents name the conversation; a customer's is their own. */
export const ChatClientFrame = Type.Union([
  Type.Object(
    { type: Type.Literal('hello'), ticket: Type.String({ maxLength: 512 }), after: Type.Optional(Type.String()) },
    { additionalProperties: false },
  ),
  Type.Object(
    { type: Type.Literal('send'), ...SendBase, kind: Type.Literal('text'), text: Type.String({ maxLength: 4000 }) },
    { additionalProperties: false },
  ),
  Type.Object(
    {
      type: Type.Literal('send'),
      ...SendBase,
      kind: Type.Literal('image'),
      uploadId: UploadId,
      width: Type.Integer({ minimum: 1, maximum: 20_000 }),
      height: Type.Integer({ minimum: 1, maximum: 20_000 }),
    },
    { additionalProperties: false },
  ),
  Type.Object(
    { type: Type.Literal('send'), ...SendBase, kind: Type.Literal('product'), mouldNo: MouldNo },
    { additionalProperties: false },
  ),
  Type.Object(
    {
      type: Type.Literal('send'),
      ...SendBase,
      kind: Type.Literal('order'),
      orderNo: Type.String({ minLength: 1, maxLength: 40 }),
    },
    { additionalProperties: false },
  ),
  Type.Object({ type: Type.Literal('typing'), conversationId: Type.Optional(Id) }, { additionalProperties: false }),
  Type.Object(
    { type: Type.Literal('read'), conversationId: Type.Optional(Id), upToId: Type.String({ pattern: '^\\d{1,10}$' }) },
    { additionalProperties: false },
  ),
  Type.Object(
    {
      type: Type.Literal('sync'),
      conversationId: Type.Optional(Id),
      after: Type.Optional(Type.String({ pattern: '^\\d{1,10}$' })),
    },
    { additionalProperties: false },
  ),
  Type.Object({ type: Type.Literal('ping') }, { additionalProperties: false }),
]);
export type ChatClientFrame = Static<typeof ChatClientFrame>;

/** What the server sends on the socket. */
export type ChatServerFrame =
  | { type: 'ready'; role: 'customer' | 'agent'; conversation?: ChatConversation }
  | { type: 'history'; conversationId: string; messages: ChatMessage[] }
  | { type: 'ack'; clientId: string; id: string; message: ChatMessage }
  | { type: 'message'; conversationId: string; message: ChatMessage }
  | { type: 'receipt'; conversationId: string; status: 'delivered' | 'read'; ids: string[] }
  | { type: 'typing'; conversationId: string; author: 'customer' | 'agent' }
  | { type: 'conversation'; conversation: ChatConversation }
  | { type: 'error'; code: number; msg: string; reason: ChatErrorReason; clientId?: string }
  | { type: 'pong' };

/**
 * Why the socket refused a frame: `reason` names it (the page words it by reason in its language),
 * `code` follows HTTP, `msg` is the zh-CN wording.
 */
export const chatErrors = {
  badFrame: { code: 400, msg: '消息格式不正确' },
  ticket: { code: 401, msg: '会话已失效，请重新打开在线客服' },
  empty: { code: 400, msg: '不能发送空白消息' },
  tooLong: { code: 400, msg: '消息不能超过 500 字' },
  rate: { code: 429, msg: '发送太频繁，请稍后再试' },
  notYourOrder: { code: 403, msg: '只能发送您自己的订单' },
  noOrder: { code: 404, msg: '订单不存在' },
  noProduct: { code: 404, msg: '商品不存在' },
  image: { code: 400, msg: '图片无效，请重新上传' },
  ended: { code: 409, msg: '会话已结束' },
  notYours: { code: 403, msg: '该会话不由您接待' },
  busy: { code: 500, msg: '服务繁忙，请稍后再试' },
} as const;
export type ChatErrorReason = keyof typeof chatErrors;

/** A socket refusal as its error frame carries it. */
export function chatError(reason: ChatErrorReason): { code: number; msg: string; reason: ChatErrorReason } {
  return { ...chatErrors[reason], reason };
}

/**
 * The chat's HTTP refusals (issue #15): each its HTTP status and a body code of its own, so a page
 * words it by code in its language (`msg` is the zh-CN wording, as other clients read it).
 */
export const chatRefusals = {
  /** The session: the signature does not verify. */
  forged: { status: 403, code: 40311, msg: '客服链接无效，请从商城重新打开在线客服' },
  /** The session: the signed timestamp is outside its window. */
  stale: { status: 403, code: 40312, msg: '客服链接已过期，请从商城重新打开在线客服' },
  /** The session: the identity is another member's. */
  notYourLink: { status: 403, code: 40313, msg: '客服链接与当前登录的账号不符，请从商城重新打开在线客服' },
  notAgent: { status: 403, code: 40314, msg: '仅客服可以使用服务台' },
  notFound: { status: 404, code: 40411, msg: '会话不存在' },
  remarkTooLong: { status: 400, code: 40011, msg: '评价备注不能超过 200 字' },
  rated: { status: 409, code: 40911, msg: '该会话已评价' },
  takenByOther: { status: 409, code: 40912, msg: '该会话已由其他客服接入或已结束' },
  noAgent: { status: 400, code: 40012, msg: '请选择另一位在职客服' },
  transferNotYours: { status: 409, code: 40913, msg: '只能转接自己接待中的会话' },
  closeNotYours: { status: 409, code: 40914, msg: '只能结束自己接待中的会话' },
} as const;
export type ChatRefusal = keyof typeof chatRefusals;

/** The refusal a body code names, if it is one of the chat's. */
export function chatRefusalOf(code: number | undefined): ChatRefusal | undefined {
  return (Object.keys(chatRefusals) as ChatRefusal[]).find((key) => chatRefusals[key].code === code);
}
