import type { SWRConfiguration } from 'swr';
import { isApiError } from '../api/errors';

/** How long identical requests share one answer. */
export const swrDedupingIntervalMs = 5_000;

/**
 * Whether a failed fetch is worth retrying: only failures that may pass on their own (timeout,
 * network, HTTP 5xx). A 4xx, an unauthorized, a busy (spec §8: retrying would raise the 温馨提示
 * dialog again) or a business refusal will answer the same. Unknown errors are not retried.
 */
export function isRetryableError(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.kind === 'timeout' || error.kind === 'network') return true;
  return error.kind === 'http' && error.status >= 500;
}

/**
 * The app's SWR defaults (`<SWRConfig value={swrConfig}>`): no revalidation on window focus (a
 * shopper coming back to the tab should not see the bag jump), a 5 s dedupe window, and retries
 * only for {@link isRetryableError} failures, at most 3.
 */
export const swrConfig = {
  revalidateOnFocus: false,
  dedupingInterval: swrDedupingIntervalMs,
  shouldRetryOnError: isRetryableError,
  errorRetryCount: 3,
} satisfies SWRConfiguration;
