import type { GoodsCard } from '@mall/contract/goods';
import type { ProductCardData, ProductCardLabels } from '@mall/ui-kit';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toProductCard, type DiscountLabel } from '../logic/cards';

/** Words a discount label in the shopper's language (满2件95折, spec §9). */
export function useWordLabel() {
  const { t } = useTranslation('search');
  return useCallback(
    (label: DiscountLabel) =>
      label.kind === 'quantity'
        ? t('label.quantity', {
            pieces: label.pieces,
            fold: label.fold,
            off: Math.round((100 - label.percentPaid) * 100) / 100,
          })
        : t(label.isPerMultiple ? 'label.fullMinusEach' : 'label.fullMinus', {
            threshold: label.threshold,
            reduction: label.reduction,
          }),
    [t],
  );
}

/** Turns contract goods cards into ui-kit product cards, with the card words. */
export function useProductCards(productHref: (mouldNo: string) => string) {
  const { t } = useTranslation('search');
  const wordLabel = useWordLabel();
  const labels: ProductCardLabels = useMemo(
    () => ({
      hot: t('product.hot'),
      new: t('product.new'),
      from: t('product.from'),
      original: t('product.original'),
      current: t('product.current'),
    }),
    [t],
  );
  const toCards = useCallback(
    (cards: readonly GoodsCard[]): ProductCardData[] =>
      cards.map((card) => toProductCard(card, wordLabel, productHref)),
    [wordLabel, productHref],
  );
  return { labels, toCards };
}

/** The words of the list's page links (分页, 上一页, 第 2 页), shared by the goods list and the royalty shop. */
export function usePaginationLabels() {
  const { t } = useTranslation('search');
  return useMemo(
    () => ({
      navigation: t('list.pagination.navigation'),
      previous: t('list.pagination.previous'),
      next: t('list.pagination.next'),
      page: (page: number) => t('list.pagination.page', { page }),
    }),
    [t],
  );
}
