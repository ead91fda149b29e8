import { chatRefusalOf, type ChatErrorReason, type ChatMessage } from '@mall/contract/chat';
import { failureMessage, isApiError } from '@mall/core';

/** The `chat` namespace's `t` (i18next's), as far as wording needs it. */
export type ChatTranslate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The messages with each notice of the shop worded in the reader's language by its code (issue #15);
 * a notice without a code (stored before codes were kept) keeps the text the server sent.
 */
export function wordNotices(messages: readonly ChatMessage[], t: ChatTranslate): ChatMessage[] {
  return messages.map((message) =>
    message.kind === 'notice' && message.notice
      ? { ...message, text: t(`notice.${message.notice.code}`, message.notice.params) }
      : message,
  );
}

/** Why the socket refused a frame, in the reader's language. */
export function wordSocketError(reason: ChatErrorReason, t: ChatTranslate): string {
  return t(`errors.${reason}`);
}

/**
 * What a failed chat call says (issue #15): a refusal of the chat's own table by its code, in the
 * reader's language; any other failure's server message, else `fallback`.
 */
export function wordFailure(error: unknown, t: ChatTranslate, fallback: string): string {
  const refusal = isApiError(error) ? chatRefusalOf(error.code) : undefined;
  if (refusal) return t(`errors.${refusal}`);
  return failureMessage(error) || fallback;
}
