import { CHAT_TEXT_MAX, UPLOAD_IMAGE_MAX_BYTES, uploadImageTypes } from '@mall/contract';
import { type ChatOrderCard } from '@mall/contract/chat';
import type { useChatLabels } from '../hooks/useChatLabels';
import type { useImageSend } from '../hooks/useImageSend';
import type { ChatClient } from '../logic/chatClient';

/**
 * The composer as the shopper's window and the agent's desk both set it up (issue #15): the
 * translated labels and emojis, the contract's limits on a text and a picture, and a text, a picture
 * or an order sent on the chat's socket. Each side adds its own: which orders it offers, whether it
 * may send, and what else a text or typing does (the shopper's page clears its notice and paces the
 * typing signal).
 */
export function chatComposer(
  client: ChatClient,
  labels: Pick<ReturnType<typeof useChatLabels>, 'composer' | 'emojis'>,
  sendImage: ReturnType<typeof useImageSend>,
) {
  return {
    labels: labels.composer,
    emojis: labels.emojis,
    maxLength: CHAT_TEXT_MAX,
    acceptedImageTypes: uploadImageTypes,
    maxImageBytes: UPLOAD_IMAGE_MAX_BYTES,
    onSendText: (text: string) => {
      client.send({ kind: 'text', text });
    },
    onSendImage: (file: File) => void sendImage(file),
    onSendOrder: (order: ChatOrderCard) => {
      client.send({ kind: 'order', orderNo: order.orderNo, card: order });
    },
    onTyping: () => client.typing(),
  };
}
