import { useCallback, useEffect, useState } from 'react';
import { addToHistory, parseHistory, searchHistoryKey } from '../logic/searchHistory';

function read(): string[] {
  try {
    return parseHistory(window.localStorage.getItem(searchHistoryKey));
  } catch {
    // Storage blocked (private mode, policy): history lives for the page only.
    return [];
  }
}

function write(history: string[]) {
  try {
    if (history.length === 0) window.localStorage.removeItem(searchHistoryKey);
    else window.localStorage.setItem(searchHistoryKey, JSON.stringify(history));
  } catch {
    // Storage full or blocked: keep the in-memory list.
  }
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
