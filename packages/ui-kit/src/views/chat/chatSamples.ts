import { sampleThumb } from '../../samples/artwork';
import type { MessageBubbleLabels } from './MessageBubble/MessageBubble';
import type { MessageListLabels } from './MessageList/MessageList';
import type { ComposerLabels } from './Composer/Composer';
import type { ChatEmoji } from './Composer/EmojiPicker';
import type { OfflineNoticeProps } from './OfflineNotice/OfflineNotice';
import type { QuickAnswersProps } from './QuickAnswers/QuickAnswers';
import type { RatingPanelLabels } from './RatingPanel/RatingPanel';
import type { ChatConversation, ChatMessage, ChatOrderCard, ChatProductCard } from './chatModel';

// Story copy and data for the chat views (zh-CN), shared by their stories.

/** Times in stories: the clock part of the ISO string, as the container would show it in Asia/Shanghai. */
export const sampleFormatTime = (iso: string) => iso.slice(11, 16);

export const sampleBubbleLabels: MessageBubbleLabels = {
  status: { sending: '发送中', sent: '已发送', delivered: '已送达', read: '已读', failed: '发送失败' },
  retry: '重新发送',
  you: '我',
  other: '客服',
  openImage: (alt) => `${alt}，查看大图`,
  imageDialogTitle: '查看图片',
  close: '关闭',
  mouldNo: '款号',
  orderNo: '订单号',
  formatTime: sampleFormatTime,
};

export const sampleProduct: ChatProductCard = {
  mouldNo: 'JYG00001',
  title: '足金999 古法传承福字手镯',
  imageUrl: sampleThumb('#c9a24a'),
  priceText: '¥12,680.00',
  href: '/goods?mouldNo=JYG00001',
};

export const sampleOrders: readonly ChatOrderCard[] = [
  {
    orderNo: 'JY20261120103000000001',
    title: '足金999 古法传承福字戒指',
    imageUrl: sampleThumb('#c9a24a'),
    amountText: '¥3,371.63',
    stateText: '待发货',
    href: '/orderDetail?orderNo=JY20261120103000000001',
  },
  {
    orderNo: 'JY20261102091500000002',
    title: '18K金六爪钻石戒指 永恒之约',
    imageUrl: sampleThumb('#8fb3d9'),
    amountText: '¥8,999.00',
    stateText: '已签收',
    href: '/orderDetail?orderNo=JY20261102091500000002',
  },
];

/** A message with the defaults of a text from the agent, overridden by `change`. */
export function sampleMessage(change: Partial<ChatMessage> & { id: string }): ChatMessage {
  return {
    clientId: `c-${change.id}`,
    author: 'agent',
    kind: 'text',
    sentAt: '2026-11-25T10:30:00+08:00',
    agentName: '客服 小金',
    ...change,
  };
}

export const sampleConversation: readonly ChatMessage[] = [
  sampleMessage({
    id: 'm1',
    author: 'system',
    kind: 'notice',
    text: '客服 小金 已接入，为您服务',
    sentAt: '2026-11-25T10:30:00+08:00',
  }),
  sampleMessage({
    id: 'm2',
    text: '您好，我是金缘珠宝客服小金，请问有什么可以帮您？',
    sentAt: '2026-11-25T10:30:05+08:00',
  }),
  sampleMessage({
    id: 'm3',
    author: 'customer',
    kind: 'product',
    product: sampleProduct,
    status: 'read',
    sentAt: '2026-11-25T10:31:00+08:00',
  }),
  sampleMessage({
    id: 'm4',
    author: 'customer',
    text: '这款手镯的克重是多少？可以刻字吗？',
    status: 'read',
    sentAt: '2026-11-25T10:31:20+08:00',
  }),
  sampleMessage({
    id: 'm5',
    text: '这款手镯约 28.5 克，按实际克重计价；支持免费刻字，最多 6 个字。',
    sentAt: '2026-11-25T10:32:00+08:00',
  }),
];

export const sampleListLabels: MessageListLabels = {
  title: '消息记录',
  bubble: sampleBubbleLabels,
  jumpToNew: (count) => `新消息 ${count}`,
  typing: '客服正在输入…',
  announce: (message) =>
    message.author === 'system'
      ? (message.text ?? '')
      : `${message.agentName ?? '顾客'}：${message.kind === 'text' ? (message.text ?? '') : '发来一张卡片'}`,
  empty: '还没有消息，发一条问问吧',
  loading: '正在加载聊天记录',
};

export const sampleComposerLabels: ComposerLabels = {
  input: '输入消息',
  placeholder: '请输入您的问题，Enter 发送，Shift+Enter 换行',
  send: '发送',
  count: (count, max) => `${count}/${max}`,
  tooLong: (max) => `最多输入 ${max} 字`,
  emoji: '表情',
  emojiPanel: '选择表情',
  image: '发送图片',
  imageType: '仅支持 JPG、PNG、GIF、WebP 格式的图片',
  imageSize: (maxBytes) => `图片不能超过 ${Math.round(maxBytes / 1024 / 1024)}MB`,
  sendProduct: '发送商品',
  sendOrder: '发送订单',
  orderPicker: {
    title: '选择要发送的订单',
    close: '关闭',
    group: '我的订单',
    confirm: '发送',
    cancel: '取消',
    empty: '还没有订单',
    loading: '正在加载订单',
  },
  orderNo: '订单号',
};

export const sampleEmojis: readonly ChatEmoji[] = [
  { char: '😊', name: '微笑' },
  { char: '😂', name: '笑哭' },
  { char: '👍', name: '赞' },
  { char: '🙏', name: '感谢' },
  { char: '❤️', name: '爱心' },
  { char: '🌹', name: '玫瑰' },
  { char: '🎉', name: '庆祝' },
  { char: '😢', name: '难过' },
  { char: '🤔', name: '思考' },
  { char: '👌', name: '好的' },
  { char: '💍', name: '戒指' },
  { char: '💎', name: '钻石' },
];

export const sampleConversations: readonly ChatConversation[] = [
  {
    id: 'cv1',
    state: 'waiting',
    customer: { name: '陈先生', level: '金卡会员', memberId: 'M1003' },
    startedAt: '2026-11-25T10:28:00+08:00',
    waitingSince: '2026-11-25T10:28:00+08:00',
    lastMessageAt: '2026-11-25T10:28:30+08:00',
    unread: 2,
    product: sampleProduct,
  },
  {
    id: 'cv2',
    state: 'waiting',
    customer: { name: '李女士', memberId: 'M1004' },
    startedAt: '2026-11-25T10:31:00+08:00',
    waitingSince: '2026-11-25T10:31:00+08:00',
    lastMessageAt: '2026-11-25T10:31:00+08:00',
    unread: 1,
  },
  {
    id: 'cv3',
    state: 'open',
    customer: { name: '王女士', level: '钻石会员', memberId: 'M1001' },
    agent: { name: '客服 小金' },
    startedAt: '2026-11-25T10:20:00+08:00',
    lastMessageAt: '2026-11-25T10:32:00+08:00',
    unread: 0,
  },
  {
    id: 'cv4',
    state: 'open',
    customer: { name: '赵先生', level: '银卡会员', memberId: 'M1005' },
    agent: { name: '客服 小李' },
    startedAt: '2026-11-25T10:10:00+08:00',
    lastMessageAt: '2026-11-25T10:29:00+08:00',
    unread: 0,
  },
  {
    id: 'cv5',
    state: 'waiting',
    customer: { name: '孙女士', level: '银卡会员', memberId: 'M1006' },
    startedAt: '2026-11-24T23:52:00+08:00',
    waitingSince: '2026-11-24T23:52:00+08:00',
    lastMessageAt: '2026-11-24T23:53:00+08:00',
    unread: 3,
    hasLeftMessage: true,
  },
];

export const sampleQuickAnswers: QuickAnswersProps = {
  title: '常见问题',
  intro: '客服接入前，您可以先看看这些问题',
  newTabHint: '（在新标签页打开）',
  items: [
    { id: 'order', label: '如何查询订单？', href: '/detail?id=faq-order' },
    { id: 'delivery', label: '下单后多久发货？', href: '/detail?id=faq-delivery' },
    { id: 'after-sales', label: '如何申请退换货？', href: '/detail?id=faq-after-sales' },
    { id: 'gold-price', label: '金价是怎么计算的？', href: '/detail?id=faq-gold-price' },
  ],
};

/** Outside the hours (spec §7); the caller adds its `onLeaveMessage`. */
export const sampleOffline: Omit<OfflineNoticeProps, 'onLeaveMessage'> = {
  title: '当前不在在线客服时间',
  hours: '在线客服：每天 08:15–23:45',
  hotlineHours: '客服热线：工作日 09:30–17:30',
  hotline: '400-820-1314',
  description: '您可以先留言，客服上线后会第一时间回复您。',
  leaveMessage: '留言',
};

export const sampleRatingLabels: RatingPanelLabels = {
  title: '请为本次服务评分',
  stars: '服务评分',
  starValue: (stars) => `${stars} 星`,
  remark: '补充评价（选填）',
  remarkCount: (count, max) => `已输入 ${count}/${max} 字`,
  remarkTooLong: (max) => `补充评价最多 ${max} 字`,
  starsRequired: '请选择评分',
  submit: '提交评价',
  submitting: '提交中',
  thanks: '感谢您的评价！',
  thanksDescription: '您的意见将帮助我们做得更好。',
};
