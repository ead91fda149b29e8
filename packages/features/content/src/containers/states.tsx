import { isApiError, chinaTimeFormat } from '@mall/core';
import { EmptyState, RetryNotice, Skeleton } from '@mall/ui-kit';
import { useTranslation } from 'react-i18next';

/** True when the server answered that the thing asked for does not exist (HTTP 404 or code 404). */
export function isNotFound(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.code === 404);
}

type Loadable = { isLoading: boolean; error?: unknown; data?: unknown; mutate: () => unknown };

/**
 * What a content page shows while its call is under way, when it failed (with a retry that keeps
 * the page where it is), or when the server says there is no such page. Null once there is data.
 * `headingLevel` 1 when the not-found title stands in for the page's own heading.
 */
export function ContentStates({
  state,
  notFoundTitle,
  headingLevel = 2,
}: {
  state: Loadable;
  notFoundTitle: string;
  headingLevel?: 1 | 2;
}) {
  const { t } = useTranslation('content');
  if (state.data !== undefined) return null;
  if (state.error !== undefined && isNotFound(state.error)) {
    return (
      <EmptyState headingLevel={headingLevel} title={notFoundTitle} description={t('states.notFoundDescription')} />
    );
  }
  if (state.error !== undefined) {
    return (
      <RetryNotice message={t('states.failed')} retryLabel={t('states.retry')} onRetry={() => void state.mutate()} />
    );
  }
  return state.isLoading ? <Skeleton shape="text" lines={6} /> : null;
}

/** A publish time as a date in China time, in the shopper's language (e.g. 2026年11月20日). */
export function publishedDate(iso: string, locale: string): { dateTime: string; label: string } {
  return {
    dateTime: iso,
    label: chinaTimeFormat(locale, { dateStyle: 'long' }).format(new Date(iso)),
  };
}
