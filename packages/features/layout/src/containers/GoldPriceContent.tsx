import { chinaTimeFormat } from '@mall/core';
import { GoldPrice, type GoldPriceKind } from '@mall/ui-kit';
import { useTranslation } from 'react-i18next';
import { useAdverts, useGoldPrice } from '../hooks/useLayoutData';
import { toGoldAdvert } from '../logic/shellMappers';

const goldLabelKeys: Record<GoldPriceKind, string> = {
  todayPriceHK: 'gold.retail',
  todayPriceTzjt: 'gold.bars',
  todayPriceHgjShi: 'gold.valueAdded',
  baiJianHJPrice: 'gold.recycle',
};

/**
 * What the header's gold-price pop-up shows (spec §3): today's readings in 元/克, the reading time,
 * the house's note and the gold advert (tagValue 3). Mounted only while the pop-up is open, so the
 * price and the advert are asked for on its first opening, and SWR keeps them for the next.
 */
export default function GoldPriceContent() {
  const { t, i18n } = useTranslation('layout');
  const goldPrice = useGoldPrice(true);
  const adverts = useAdverts(3, true);
  const labels = Object.fromEntries(Object.entries(goldLabelKeys).map(([kind, key]) => [kind, t(key)])) as Record<
    GoldPriceKind,
    string
  >;
  const status = goldPrice.error ? 'error' : goldPrice.data ? 'loaded' : 'loading';
  const price = goldPrice.data;
  const readingTime = price?.readTime
    ? t('gold.updatedAt', {
        time: chinaTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
          new Date(price.readTime),
        ),
      })
    : undefined;

  return (
    <GoldPrice
      title={t('gold.title')}
      status={status}
      prices={price ?? {}}
      labels={labels}
      unit={t('gold.unit')}
      readingTime={readingTime}
      copywriting={price?.copywriting}
      advert={toGoldAdvert(adverts.data)}
      loadingLabel={t('gold.loading')}
      errorMessage={t('gold.failed')}
      retryLabel={t('gold.retry')}
      onRetry={() => void goldPrice.mutate()}
    />
  );
}
