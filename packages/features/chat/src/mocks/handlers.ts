import { authPaths } from '@mall/contract/auth';
import {
  chatNoticeText,
  chatPaths,
  chatRefusals,
  type ChatAvailability,
  type ChatConversation,
  type ChatMessage,
  type ChatNotice,
  type ChatOrderCard,
  type ChatRefusal,
  type ChatServerFrame,
} from '@mall/contract/chat';
import { http, HttpResponse, ws } from 'msw';

const paths = chatPaths();
const ok = <T>(payload: T) => HttpResponse.json({ code: 200, msg: 'success', data: payload });
/** A refusal of the chat's table, as the server sends it: its status, its own code, the zh-CN message. */
const refuse = (refusal: ChatRefusal) => {
  const { status, code, msg } = chatRefusals[refusal];
  return HttpResponse.json({ code, msg }, { status });
};

/** A notice of the shop as the server sends it: the code and what it names, with the stored zh-CN text. */
export const noticeMessage = (id: string, notice: ChatNotice): ChatMessage => ({
  id,
  clientId: `system:${notice.code}:${id}`,
  author: 'system',
  kind: 'notice',
  text: chatNoticeText(notice),
  notice,
  sentAt: '2026-11-25T02:02:00.000Z',
});

/** The story member (钱女士) and the query the chat page opens with. */
export const member = { uid: 1010, uoid: 'U1010', idToken: 'story-token', nickname: '钱女士', cardNo: 'JY88001010' };
export const chatQuery = new URLSearchParams({
  nonce: 'n',
  timestamp: '1795000000000',
  web_token: 'U1010',
  signature: 'S',
  encryption_algorithm: 'SHA256',
  mouldNo: 'JYG00001',
});

/** Inline artwork (no network in stories). */
const artwork = (fill: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#f8f1e0"/><circle cx="32" cy="33" r="16" fill="none" stroke="${fill}" stroke-width="5"/></svg>`,
  )}`;

export const storyProduct = {
  mouldNo: 'JYG00001',
  title: '足金999 古法传承福字手镯',
  imageUrl: artwork('#c9a24a'),
  priceText: '¥12,680.00起',
  href: '/goods?mouldNo=JYG00001',
};

const storyOrders: ChatOrderCard[] = [
  {
    orderNo: 'JY202611200001',
    title: '足金999 古法传承福字戒指',
    imageUrl: artwork('#c9a24a'),
    amountText: '¥3,371.63',
    stateText: '待发货',
    href: '/myIndex/order?orderNo=JY202611200001',
  },
];

const conversationOf = (change: Partial<ChatConversation> = {}): ChatConversation => ({
  id: '7',
  state: 'waiting',
  customer: { name: '钱女士', level: '银卡', memberId: '1010' },
  startedAt: '2026-11-25T02:00:00.000Z',
  waitingSince: '2026-11-25T02:00:00.000Z',
  lastMessageAt: '2026-11-25T02:01:00.000Z',
  unread: 1,
  product: storyProduct,
  ...change,
});

const history: ChatMessage[] = [
  {
    id: '1',
    clientId: 'c-1',
    author: 'customer',
    kind: 'text',
    text: '这款手镯的克重是多少？',
    sentAt: '2026-11-25T02:01:00.000Z',
    status: 'sent',
  },
];

type Options = {
  conversation?: Partial<ChatConversation>;
  availability?: Partial<ChatAvailability>;
  /** The session is refused (a forged or stale link). */
  sessionRefusal?: ChatRefusal;
  /** Messages after the story's first one (notices of the shop…). */
  history?: ChatMessage[];
  /** The desk refuses the caller: not an agent. */
  notAgent?: boolean;
  /** Whose socket this is: the chat page's (default) or the desk's. */
  viewer?: 'customer' | 'agent';
};

/**
 * The chat's server for stories (issue #15): the session, the desk's calls and the socket (MSW's
 * WebSocket link), which stores what is sent, acknowledges it and marks it delivered.
 */
export function createChatMock(options: Options = {}) {
  let conversation = conversationOf(options.conversation);
  const firstMessages = [...history, ...(options.history ?? [])];
  let messages = [...firstMessages];
  let nextId = 10;
  const viewer = options.viewer ?? 'customer';
  const socket = ws.link(/\/api\/chat\/socket$/);
  const frame = (value: ChatServerFrame) => JSON.stringify(value);
  const handlers = [
    http.post(authPaths('mall').udeskAuth, () =>
      ok({
        nonce: 'n',
        signature: 'S',
        timestamp: '1795000000000',
        web_token: 'U1010',
        encryption_algorithm: 'SHA256',
      }),
    ),
    http.post(paths.session, () =>
      options.sessionRefusal
        ? refuse(options.sessionRefusal)
        : ok({
            ticket: 'c.1010.1.story',
            expiresIn: 60,
            conversation,
            availability: {
              isChatOpen: true,
              isHotlineOpen: true,
              chatHours: '8:15–23:45',
              hotlineHours: '9:30–17:30',
              hotline: '400-820-1314',
              ...options.availability,
            },
            // The seed's help pages the quick answers open (CHAT_HELP_SLUGS), by the ids a server gave them.
            helpArticles: { order: 12, delivery: 15, afterSales: 16 },
          }),
    ),
    http.post(paths.ticket, () => ok({ ticket: 'c.1010.2.story', expiresIn: 60 })),
    http.get(paths.orders, () => ok(storyOrders)),
    http.post(paths.end, () => {
      conversation = { ...conversation, state: 'ended' };
      return ok(conversation);
    }),
    http.post(paths.rate, async ({ request }) => {
      const body = (await request.json()) as { rating: number; remark?: string };
      conversation = { ...conversation, state: 'ended', rating: body.rating, remark: body.remark };
      return ok(conversation);
    }),
    http.get(paths.deskConversations, () =>
      options.notAgent
        ? refuse('notAgent')
        : ok(
            conversation.state === 'ended'
              ? []
              : [
                  conversation,
                  conversationOf({
                    id: '8',
                    state: 'open',
                    customer: { name: '王女士', memberId: '1001', level: '金卡' },
                    agent: { name: '周敏' },
                    unread: 0,
                  }),
                ],
          ),
    ),
    http.get(paths.deskConversation, () =>
      ok({
        conversation,
        messages,
        customer: { name: '钱女士', cardLevelName: '银卡', memberSince: '2026-01-09', recentOrders: storyOrders },
      }),
    ),
    http.get(paths.deskAgents, () =>
      ok([
        { staffCode: 'JY80002', name: '周敏', isMe: true },
        { staffCode: 'JY80003', name: '吴昊', isMe: false },
      ]),
    ),
    http.post(paths.deskTake, () => {
      conversation = { ...conversation, state: 'open', agent: { name: '周敏' }, waitingSince: undefined };
      return ok(null);
    }),
    http.post(paths.deskTransfer, () => ok(null)),
    http.post(paths.deskClose, () => {
      conversation = { ...conversation, state: 'ended' };
      return ok(null);
    }),
    socket.addEventListener('connection', ({ client }) => {
      client.addEventListener('message', (event) => {
        const data = JSON.parse(String(event.data)) as {
          type: string;
          clientId?: string;
          text?: string;
          kind?: string;
        };
        if (data.type === 'hello') {
          client.send(frame({ type: 'ready', role: viewer, ...(viewer === 'customer' ? { conversation } : {}) }));
          client.send(frame({ type: 'history', conversationId: conversation.id, messages }));
        } else if (data.type === 'sync') {
          client.send(frame({ type: 'history', conversationId: conversation.id, messages }));
        } else if (data.type === 'send' && data.clientId) {
          const message: ChatMessage = {
            id: String((nextId += 1)),
            clientId: data.clientId,
            author: viewer,
            ...(viewer === 'agent' ? { agentName: '周敏' } : {}),
            kind: data.kind === 'text' ? 'text' : 'product',
            ...(data.kind === 'text' ? { text: data.text ?? '' } : { product: storyProduct }),
            sentAt: '2026-11-25T02:05:00.000Z',
            status: 'sent',
          };
          messages = [...messages, message];
          client.send(frame({ type: 'ack', clientId: data.clientId, id: message.id, message }));
        }
      });
    }),
  ];
  return {
    handlers,
    reset() {
      conversation = conversationOf(options.conversation);
      messages = [...firstMessages];
      nextId = 10;
    },
  };
}
