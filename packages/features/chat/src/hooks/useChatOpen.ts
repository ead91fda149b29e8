import { CHAT_HOURS_DEFAULT, parseDailyHours, type DailyHours } from '@mall/contract';
import { useRuntimeConfig } from '@mall/core';
import { useEffect, useMemo, useState } from 'react';
import { watchChatHours } from '../logic/chatHours';

/**
 * Whether agents are on now (issue #15): what the session said when the chat opened, then what the
 * hours of the runtime config (the server's own) say each time 8:15 or 23:45 passes while the page
 * stays open. Undefined until the session answers.
 */
export function useChatOpen(isOpenAtStart: boolean | undefined): boolean | undefined {
  const { support } = useRuntimeConfig();
  const hours = useMemo(
    () => parseDailyHours(support.chatHours) ?? (parseDailyHours(CHAT_HOURS_DEFAULT) as DailyHours),
    [support.chatHours],
  );
  const [changed, setChanged] = useState<{ from: boolean; isOpen: boolean }>();
  useEffect(() => {
    if (isOpenAtStart === undefined) return undefined;
    return watchChatHours({ hours, onChange: (isOpen) => setChanged({ from: isOpenAtStart, isOpen }) });
  }, [hours, isOpenAtStart]);
  // A change seen under another start (a new session) does not count.
  return changed && changed.from === isOpenAtStart ? changed.isOpen : isOpenAtStart;
}
