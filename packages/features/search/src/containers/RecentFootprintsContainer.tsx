import { CentreSection, RetryNotice, FootprintGrid, ProductGrid } from '@mall/ui-kit';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFootprints } from '../hooks/useFootprints';
import { useProductCards } from '../hooks/useProductCards';
import { useFootprintGroups, useFootprintLabels } from '../hooks/useFootprintGroups';

/** How many of the latest pieces the overview shows (one row of the grid). */
const latestShown = 4;

export type RecentFootprintsContainerProps = {
  /** The member's whole history (/myIndex/myTracks). */
  historyHref: string;
  /** The product page of a mould number. */
  productHref: (mouldNo: string) => string;
  /** Now, for 今天 and 昨天; the clock unless a story fixes it. */
  now?: () => Date;
};

/**
 * The latest footprints on the account overview (issue #13): the last pieces the member opened, by
 * China day as in 我的足迹 (the same call and cache as its first page), and the way to the whole history.
 */
export function RecentFootprintsContainer({
  historyHref,
  productHref,
  now = () => new Date(),
}: RecentFootprintsContainerProps) {
  const { t } = useTranslation('search');
  const { history } = useFootprints(1);
  const { labels: cardLabels, toCards } = useProductCards(productHref);
  const labels = useFootprintLabels(cardLabels);
  const latest = useMemo(() => history.data?.list.slice(0, latestShown), [history.data]);
  const { days } = useFootprintGroups(latest, toCards, now);

  return (
    <CentreSection
      title={t('footprints.recent')}
      moreLabel={t('footprints.all')}
      moreHref={historyHref}
      note={history.data?.total === 0 ? t('footprints.recentEmpty') : undefined}
    >
      {history.error && !history.data ? (
        <RetryNotice
          message={t('footprints.failed')}
          retryLabel={t('list.retry')}
          onRetry={() => void history.mutate()}
        />
      ) : !history.data ? (
        <ProductGrid
          products={[]}
          labels={cardLabels}
          aria-label={t('footprints.recent')}
          loading
          loadingLabel={t('list.loading')}
        />
      ) : (
        <FootprintGrid days={days} labels={labels} />
      )}
    </CentreSection>
  );
}
