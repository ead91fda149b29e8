/** Characters as a reader counts them: an emoji is one, not the two UTF-16 units it takes. */
export function countCharacters(text: string): number {
  return [...text].length;
}

/** What a message may be sent as: something besides blanks, within the limit (issue #15: length-limited). */
export function canSendText(text: string, maxLength: number): boolean {
  return text.trim().length > 0 && countCharacters(text) <= maxLength;
}

/** The image types the chat takes by default (issue #15: type and size checked). */
export const defaultChatImageTypes = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;

/** 5 MB, the chat's default largest image. */
export const defaultChatImageBytes = 5 * 1024 * 1024;

/** Why a chosen file cannot be sent as a picture: not an accepted type, or too large; null when it can. */
export function checkChatImage(
  file: { type: string; size: number },
  acceptedTypes: readonly string[],
  maxBytes: number,
): 'type' | 'size' | null {
  if (!acceptedTypes.includes(file.type)) return 'type';
  if (file.size > maxBytes) return 'size';
  return null;
}

/**
 * Whether a key press sends (issue #15: Enter sends, Shift+Enter starts a new line). Never while an
 * input method composes (pinyin: Enter then picks the Latin letters, it must not send).
 */
export function isSendKey(event: { key: string; shiftKey: boolean; isComposing: boolean; keyCode?: number }): boolean {
  // keyCode 229: Safari reports the composing Enter this way without isComposing.
  return event.key === 'Enter' && !event.shiftKey && !event.isComposing && event.keyCode !== 229;
}

/** The text with `insert` put in place of the selection from `start` to `end`, and where the caret goes. */
export function insertAt(text: string, insert: string, start: number, end: number): { text: string; caret: number } {
  return { text: text.slice(0, start) + insert + text.slice(end), caret: start + insert.length };
}
