import type { ChatMessage } from '../chatModel';

/**
 * The messages that arrived after the one that was last on screen (issue #15: the log announces new
 * messages, never the history). `lastKey` is that message's clientId, which stays the same when the
 * server's acknowledgement replaces the id; null means the conversation was empty, so every message
 * is new. When the last one is gone (another conversation, a reload) nothing counts as arrived.
 */
export function messagesAfter(messages: readonly ChatMessage[], lastKey: string | null): readonly ChatMessage[] {
  if (lastKey === null) return messages;
  const index = messages.findIndex((message) => message.clientId === lastKey);
  return index === -1 ? [] : messages.slice(index + 1);
}

/** Near enough to the end to count as reading the latest (a line of slack for rounding and a typing row). */
export const atBottomSlackPx = 48;

/** Whether a scrolled box shows its end, within the slack. */
export function isScrolledToBottom(box: { scrollTop: number; scrollHeight: number; clientHeight: number }): boolean {
  return box.scrollHeight - box.scrollTop - box.clientHeight <= atBottomSlackPx;
}
