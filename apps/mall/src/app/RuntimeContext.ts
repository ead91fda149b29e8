import type { RuntimeConfig } from '@mall/contract';
import { createContext, useContext } from 'react';

export const RuntimeConfigContext = createContext<RuntimeConfig | null>(null);

/** The runtime config loaded before the first render (DESIGN.md §3). */
export function useRuntimeConfig(): RuntimeConfig {
  const config = useContext(RuntimeConfigContext);
  if (!config) throw new Error('useRuntimeConfig outside RuntimeConfigContext');
  return config;
}
