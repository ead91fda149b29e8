import { localStore } from '@mall/core';
import { useCallback, useEffect, useState } from 'react';
import { addToHistory, parseHistory, searchHistoryKey } from '../logic/searchHistory';

// Storage blocked or full (private mode, policy, quota): the history lives in memory for the page only.
const read = () => parseHistory(localStore.getItem(searchHistoryKey));

function write(history: string[]) {
  if (history.length === 0) localStore.removeItem(searchHistoryKey);
  else localStore.writeJson(searchHistoryKey, history);
}

/**
 * The recent searches in localStorage (spec §3: kept locally), newest first and deduplicated
 * (spec §4); other tabs' changes are picked up through the storage event.
 */
export function useSearchHistory() {
  const [history, setHistory] = useState<string[]>(read);
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === searchHistoryKey) setHistory(read());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  const record = useCallback((word: string) => {
    const next = addToHistory(read(), word);
    write(next);
    setHistory(next);
  }, []);
  const clear = useCallback(() => {
    write([]);
    setHistory([]);
  }, []);
  return { history, record, clear };
}
