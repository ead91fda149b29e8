import { createContext, useContext } from 'react';

/**
 * Opens the online chat (issue #15), with the piece when on a goods page; the layout provides it
 * (it also knows how to send a visitor to log in, spec §8). Null outside the layout.
 */
export const ChatOpenerContext = createContext<((mouldNo?: string) => void) | null>(null);

/** The layout's chat opener, for pages. */
export function useChatOpener() {
  return useContext(ChatOpenerContext);
}
