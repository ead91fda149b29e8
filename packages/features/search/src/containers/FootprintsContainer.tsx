import { failureMessage, isApiError } from '@mall/core';
import {
  Button,
  ConfirmDialog,
  EmptyState,
  FootprintGrid,
  ProductGrid,
  ProductListLayout,
  type Toast,
} from '@mall/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFootprints } from '../hooks/useFootprints';
import { usePaginationLabels, useProductCards } from '../hooks/useProductCards';
import { footprintPageSize } from '../logic/footprints';
import { useFootprintGroups, useFootprintLabels } from '../hooks/useFootprintGroups';

/** What 加入购物袋 from the history did: added, sold out, or the product page opened to choose. */
export type QuickAddOutcome = 'added' | 'soldOut' | 'choose';

export type FootprintsContainerProps = {
  /** The page of the history on show, as the app read it from the URL. */
  page: number;
  /** Shows another page (the app makes it a new history entry). */
  onPageChange: (page: number) => void;
  /** The address of a page of the history, for page links that work without script. */
  pageHref: (page: number) => string;
  /** The product page of a mould number. */
  productHref: (mouldNo: string) => string;
  /** Where 去逛逛 leads when the history is empty. */
  onBrowse: () => void;
  /**
   * Adds a piece to the bag when it needs no choice, or opens its product page ('choose'); says
   * what happened, or rejects with the server's reason. The container tells the shopper.
   */
  onAddToBag?: (mouldNo: string) => Promise<QuickAddOutcome>;
  /** Shows a short message (the app's toast). */
  onToast: Toast;
  /** Now, for 今天 and 昨天; the clock unless a story fixes it. */
  now?: () => Date;
};

/**
 * The member's browsing history (issue #13 myTracks; spec §1 footprints): the pieces opened, by
 * China day, newest first, paged; a piece taken off sale stays marked 已下架; 加入购物袋 under
 * each piece on sale; 清空足迹 after a confirm (the dialog stays with the reason if it fails).
 */
export function FootprintsContainer({
  page,
  onPageChange,
  pageHref,
  productHref,
  onBrowse,
  onAddToBag,
  onToast,
  now = () => new Date(),
}: FootprintsContainerProps) {
  const { t } = useTranslation('search');
  const { history, clear } = useFootprints(page);
  const { labels: cardLabels, toCards } = useProductCards(productHref);
  const paginationLabels = usePaginationLabels();
  const [isConfirming, setConfirming] = useState(false);
  const [isClearing, setClearing] = useState(false);
  const [clearFailure, setClearFailure] = useState<string>();
  const [addingId, setAddingId] = useState<string>();

  const labels = useFootprintLabels(cardLabels);
  const { days, mouldOf } = useFootprintGroups(history.data?.list, toCards, now);

  const total = history.data?.total;
  const pageCount = Math.max(1, Math.ceil((total ?? 0) / footprintPageSize));

  const confirmClear = async () => {
    setClearing(true);
    setClearFailure(undefined);
    try {
      await clear();
      setConfirming(false);
      if (page !== 1) onPageChange(1);
    } catch (error) {
      setClearFailure(failureMessage(error) || t('footprints.confirm.failed'));
    } finally {
      setClearing(false);
    }
  };

  const addToBag = onAddToBag
    ? (product: { id: string }) => {
        const mouldNo = mouldOf.get(product.id);
        if (!mouldNo) return;
        setAddingId(product.id);
        onAddToBag(mouldNo)
          .then((outcome) => {
            if (outcome !== 'choose')
              onToast(t(`footprints.outcome.${outcome}`), outcome === 'added' ? 'positive' : 'neutral');
          })
          .catch((error: unknown) => onToast(failureMessage(error) || t('footprints.outcome.failed'), 'critical'))
          .finally(() => setAddingId(undefined));
      }
    : undefined;

  // Staff keep no browsing history (spec §6: no member data); the server says so with 403.
  const isStaff = isApiError(history.error) && history.error.status === 403;

  return (
    <ProductListLayout
      // An empty history says so below; no "0 pieces" above it.
      count={total ? t('footprints.count', { count: total }) : undefined}
      toolbarAction={
        total ? (
          <Button tone="neutral" size="small" onPress={() => setConfirming(true)}>
            {t('footprints.clear')}
          </Button>
        ) : null
      }
      pagination={
        pageCount > 1
          ? {
              page: Math.min(page, pageCount),
              pageCount,
              onChange: onPageChange,
              pageHref,
              labels: paginationLabels,
            }
          : undefined
      }
      failure={
        !isStaff && history.error && !history.data
          ? { message: t('footprints.failed'), retryLabel: t('list.retry'), onRetry: () => void history.mutate() }
          : undefined
      }
    >
      {isStaff ? (
        <EmptyState title={t('footprints.staffTitle')} description={t('footprints.staffHint')} headingLevel={2} />
      ) : !history.data ? (
        <ProductGrid
          products={[]}
          labels={cardLabels}
          aria-label={t('footprints.title')}
          loading
          loadingLabel={t('list.loading')}
        />
      ) : history.data.total === 0 ? (
        <EmptyState
          title={t('footprints.empty')}
          description={t('footprints.emptyHint')}
          headingLevel={2}
          action={
            <Button tone="primary" onPress={onBrowse}>
              {t('footprints.browse')}
            </Button>
          }
        />
      ) : (
        <FootprintGrid days={days} labels={labels} onAddToBag={addToBag} addingId={addingId} />
      )}

      <ConfirmDialog
        isOpen={isConfirming}
        onOpenChange={(isOpen) => {
          setConfirming(isOpen);
          if (!isOpen) setClearFailure(undefined);
        }}
        title={t('footprints.confirm.title')}
        message={t('footprints.confirm.message')}
        confirmLabel={t('footprints.confirm.confirm')}
        cancelLabel={t('footprints.confirm.keep')}
        tone="danger"
        isPending={isClearing}
        pendingLabel={t('footprints.confirm.pending')}
        errorMessage={clearFailure}
        onConfirm={() => void confirmClear()}
      />
    </ProductListLayout>
  );
}
