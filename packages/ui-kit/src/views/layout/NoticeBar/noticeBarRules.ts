/** One notice of the top notice bar, as the caller hands it over. */
export type Notice = {
  /** Stable id (the notice's id from the server): rotation timing follows it. */
  id: string;
  /** The notice text (one line; scrolls when wider than the bar). */
  content: string;
  /** Where the notice leads, if anywhere; the text then becomes a link. */
  href?: string;
  /** How long the notice shows before the next, in ms, computed by the caller (spec §2: 0.3 s per character + 3 s, default 5 s). */
  durationMs: number;
};

/** The notices worth showing: those with visible text, in the order given. */
export function shownNotices<T extends Pick<Notice, 'content'>>(notices: readonly T[]): T[] {
  return notices.filter((notice) => notice.content.trim().length > 0);
}

/** Spec §2: the bar is hidden when the list is empty or when it has been closed. */
export function isNoticeBarShown(notices: readonly Pick<Notice, 'content'>[], isClosed: boolean): boolean {
  return !isClosed && shownNotices(notices).length > 0;
}
