import { yuanToFen } from '@mall/contract';
import { isApiError, chinaTimeFormat } from '@mall/core';
import { formatFen, GoldPrice, type GoldPriceAdvert, type GoldPriceKind } from '@mall/ui-kit';
import { useTranslation } from 'react-i18next';
import { useGoldAdverts, useGoldPriceDecoration, useTodayGoldPrice } from '../hooks/useGoods';

/** Days of history the page lists. */
export const goldHistoryDays = 7;

const labelKeys: Record<GoldPriceKind, string> = {
  todayPriceHK: 'gold.retail',
  todayPriceTzjt: 'gold.bars',
  todayPriceHgjShi: 'gold.valueAdded',
  baiJianHJPrice: 'gold.recycle',
};

/** A yuan string from the server ("1023.00") as the mall writes money (1,023.00). */
function yuanText(yuan: string | undefined): string | undefined {
  return yuan ? formatFen(yuanToFen(yuan)) : undefined;
}

/**
 * The today's-gold-price page (/todaygold, spec §3): the four readings in 元/克 with the time of
 * the reading and the house's note (todayGoldPrice), the recent days, and the gold advert
 * (getGoldPriceDecorate, else the tagValue 3 advert).
 */
export function TodayGoldContainer() {
  const { t, i18n } = useTranslation('goods');
  const price = useTodayGoldPrice(goldHistoryDays);
  const decoration = useGoldPriceDecoration();
  const adverts = useGoldAdverts();
  const labels = Object.fromEntries(Object.entries(labelKeys).map(([kind, key]) => [kind, t(key)])) as Record<
    GoldPriceKind,
    string
  >;
  const data = price.data;
  const dateTime = chinaTimeFormat(i18n.language, { dateStyle: 'long', timeStyle: 'short' });
  const day = chinaTimeFormat(i18n.language, { month: 'short', day: 'numeric' });

  const decor = decoration.data;
  const fallbackAdvert = adverts.data?.find((advert) => !advert.isVideo && advert.srcLink.trim() !== '');
  const advert: GoldPriceAdvert | undefined = decor?.imageSrc
    ? { src: decor.imageSrc, alt: decor.title, href: decor.jumpLink || undefined }
    : fallbackAdvert
      ? { src: fallbackAdvert.srcLink, alt: fallbackAdvert.title, href: fallbackAdvert.jumpLink || undefined }
      : undefined;
  const isUnpublished = isApiError(price.error) && price.error.status === 404;

  return (
    // The page's column stretches the board across its width.
    <GoldPrice
      variant="page"
      title={t('gold.title')}
      status={price.error ? 'error' : data ? 'loaded' : 'loading'}
      labels={labels}
      unit={t('gold.unit')}
      prices={
        data
          ? {
              todayPriceHK: yuanText(data.todayPriceHK),
              todayPriceTzjt: yuanText(data.todayPriceTzjt),
              todayPriceHgjShi: yuanText(data.todayPriceHgjShi),
              baiJianHJPrice: yuanText(data.baiJianHJPrice),
            }
          : {}
      }
      readingTime={data ? t('gold.updatedAt', { time: dateTime.format(new Date(data.inputTime)) }) : undefined}
      copywriting={data?.copywriting || decor?.copywriting || undefined}
      advert={advert}
      history={(data?.history ?? []).map((row) => ({
        date: day.format(new Date(`${row.date}T00:00:00Z`)),
        prices: {
          todayPriceHK: yuanText(row.todayPriceHK),
          todayPriceTzjt: yuanText(row.todayPriceTzjt),
          baiJianHJPrice: yuanText(row.baiJianHJPrice),
        },
      }))}
      historyTitle={t('gold.history')}
      dateLabel={t('gold.date')}
      loadingLabel={t('gold.loading')}
      errorMessage={isUnpublished ? t('gold.unpublished') : t('gold.failed')}
      retryLabel={t('gold.retry')}
      onRetry={() => void price.mutate()}
    />
  );
}
