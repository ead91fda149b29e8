import type { ChatMessage } from '@mall/contract/chat';
import type { ChatEmoji, ComposerLabels, MessageListLabels } from '@mall/ui-kit';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

const emojiKeys = [
  ['😊', 'smile'],
  ['😂', 'laugh'],
  ['👍', 'thumbsUp'],
  ['🙏', 'thanks'],
  ['❤️', 'heart'],
  ['🌹', 'rose'],
  ['🎉', 'party'],
  ['😢', 'sad'],
  ['🤔', 'thinking'],
  ['👌', 'ok'],
  ['💍', 'ring'],
  ['💎', 'gem'],
] as const;

/** HH:mm in China (the shop's time zone), as both sides of the chat read a message's time. */
const chinaClock = (iso: string) => new Date(new Date(iso).getTime() + 8 * 3_600_000).toISOString().slice(11, 16);

/** The translated labels of the message list and the composer, for the shopper's window or the agent's desk. */
export function useChatLabels(viewer: 'customer' | 'agent') {
  const { t } = useTranslation('chat');
  return useMemo(() => {
    const describe = (message: ChatMessage) =>
      message.kind === 'text' || message.kind === 'notice'
        ? (message.text ?? '')
        : message.kind === 'image'
          ? t('list.image')
          : t('list.card');
    const list: MessageListLabels = {
      title: t('list.title'),
      bubble: {
        status: {
          sending: t('bubble.status.sending'),
          sent: t('bubble.status.sent'),
          delivered: t('bubble.status.delivered'),
          read: t('bubble.status.read'),
          failed: t('bubble.status.failed'),
        },
        retry: t('bubble.retry'),
        you: t('bubble.you'),
        other: viewer === 'customer' ? t('bubble.agent') : t('bubble.customer'),
        openImage: (alt) => t('bubble.openImage', { alt: alt || t('bubble.imageAlt') }),
        imageDialogTitle: t('bubble.imageDialogTitle'),
        close: t('bubble.close'),
        mouldNo: t('bubble.mouldNo'),
        orderNo: t('bubble.orderNo'),
        formatTime: chinaClock,
      },
      jumpToNew: (count) => t('list.jumpToNew', { count }),
      typing: viewer === 'customer' ? t('list.typingAgent') : t('list.typingCustomer'),
      announce: (message) =>
        message.author === 'system'
          ? describe(message)
          : t('list.announce', {
              name: message.author === 'agent' ? (message.agentName ?? t('bubble.agent')) : t('list.customer'),
              text: describe(message),
            }),
      empty: t('list.empty'),
      loading: t('list.loading'),
    };
    const composer: ComposerLabels = {
      input: t('composer.input'),
      placeholder: t('composer.placeholder'),
      send: t('composer.send'),
      count: (count, max) => t('composer.count', { count, max }),
      tooLong: (max) => t('composer.tooLong', { max }),
      emoji: t('composer.emoji'),
      emojiPanel: t('composer.emojiPanel'),
      image: t('composer.image'),
      imageType: t('composer.imageType'),
      imageSize: (maxBytes) => t('composer.imageSize', { mb: Math.round(maxBytes / 1024 / 1024) }),
      sendProduct: t('composer.sendProduct'),
      sendOrder: t('composer.sendOrder'),
      orderPicker: {
        title: t('composer.orderPicker.title'),
        close: t('composer.orderPicker.close'),
        group: t('composer.orderPicker.group'),
        confirm: t('composer.orderPicker.send'),
        cancel: t('composer.orderPicker.cancel'),
        empty: t('composer.orderPicker.empty'),
        loading: t('composer.orderPicker.loading'),
      },
      orderNo: t('composer.orderPicker.orderNo'),
    };
    const emojis: ChatEmoji[] = emojiKeys.map(([char, key]) => ({ char, name: t(`emoji.${key}`) }));
    return { list, composer, emojis };
  }, [t, viewer]);
}
