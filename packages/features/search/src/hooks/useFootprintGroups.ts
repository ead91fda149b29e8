import { chinaTimeFormat } from '@mall/core';
import type { Footprint } from '@mall/contract/footprints';
import type { FootprintDayGroup, FootprintGridLabels, ProductCardData, ProductCardLabels } from '@mall/ui-kit';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { footprintDays } from '../logic/footprints';

/** The words of the footprint grid: the product cards' and its own. */
export function useFootprintLabels(cardLabels: ProductCardLabels): FootprintGridLabels {
  const { t } = useTranslation('search');
  return useMemo(
    () => ({
      ...cardLabels,
      offSale: t('footprints.offSale'),
      addToBag: t('footprints.addToBag'),
      addToBagFor: (title: string) => t('footprints.addToBagFor', { title }),
      adding: t('footprints.adding'),
    }),
    [cardLabels, t],
  );
}

/**
 * Footprints as the grid's day groups (China days, newest first; 今天, 昨天, then the date) and the
 * mould number behind each card id. `now` is read when the list changes, not on every render.
 */
export function useFootprintGroups(
  list: readonly Footprint[] | undefined,
  toCards: (goods: Footprint['goods'][]) => ProductCardData[],
  now: () => Date,
) {
  const { t, i18n } = useTranslation('search');
  return useMemo(() => {
    const mouldOf = new Map<string, string>();
    const dateLabel = chinaTimeFormat(i18n.language, {
      month: 'long',
      day: 'numeric',
      weekday: 'short',
    });
    const days: FootprintDayGroup[] = footprintDays(list ?? [], now()).map((day) => {
      const cards = toCards(day.entries.map((entry) => entry.goods));
      day.entries.forEach((entry) => mouldOf.set(String(entry.goods.goodsId), entry.goods.mouldNo));
      return {
        day: day.day,
        heading:
          day.kind === 'date' ? dateLabel.format(new Date(`${day.day}T12:00:00+08:00`)) : t(`footprints.${day.kind}`),
        items: cards.map((product, index) => ({ product, isOffSale: day.entries[index]?.isOnSale === false })),
      };
    });
    return { days, mouldOf };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [list, toCards, t, i18n.language]);
}
