/**
 * The mall's own customer-service chat (issue #15; spec §7 "Customer service chat" names only
 * /api/udesk/auth): the chat page's session and socket beside it, the service desk for agents.
 */
export function chatPaths() {
  return {
    session: '/api/chat/session',
    ticket: '/api/chat/ticket',
    socket: '/api/chat/socket',
    end: '/api/chat/end',
    rate: '/api/chat/rate',
    orders: '/api/chat/orders',
    deskConversations: '/api/chat/desk/conversations',
    deskConversation: '/api/chat/desk/conversation',
    deskTake: '/api/chat/desk/take',
    deskTransfer: '/api/chat/desk/transfer',
    deskClose: '/api/chat/desk/close',
    deskAgents: '/api/chat/desk/agents',
  } as const;
}
