import { isApiError } from '@mall/core';
import { Button, Snapshot } from '@mall/ui-kit';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from '../hooks/useOrders';
import { snapshotFacts } from '../logic/snapshotView';
import { useOrderTime } from './orderParts';

export type SnapshotContainerProps = {
  /** The line asked for (query orderNo, goodsId, attribute); null when the link is incomplete. */
  query: { orderNo: string; goodsId: number; attribute?: string } | null;
  /** To the product page of the piece as it is today (查看商品现状). */
  onViewGoods: (mouldNo: string) => void;
  /** 返回我的订单. */
  onBackToOrders: () => void;
};

/**
 * /snapshot?orderNo&goodsId (issue #12; spec §2): the piece as it was when the buyer ordered it,
 * under a banner saying so with the order time, and a way to the piece as it is today. Another
 * buyer's order, or a wrong link, reads as not found (the server answers 404).
 */
export function SnapshotContainer({ query, onViewGoods, onBackToOrders }: SnapshotContainerProps) {
  const { t } = useTranslation('orders');
  const time = useOrderTime();
  const found = useSnapshot(query);
  const snapshot = found.data;
  const isNotFound = !query || (isApiError(found.error) && found.error.status === 404);
  if (found.error && !isNotFound) {
    return (
      <p role="alert">
        {t('snapshot.failed')}{' '}
        <Button tone="link" onPress={() => void found.mutate()}>
          {t('list.retry')}
        </Button>
      </p>
    );
  }
  return (
    <Snapshot
      labels={{
        banner: t('snapshot.banner'),
        bannerText: snapshot ? t('snapshot.bannerText', { time: time(snapshot.orderedAt) }) : '',
        unitPrice: t('snapshot.unitPrice'),
        description: t('snapshot.description'),
        loading: t('snapshot.loading'),
      }}
      isLoading={!isNotFound && !snapshot}
      snapshot={
        snapshot && !isNotFound
          ? {
              title: snapshot.title,
              subtitles: [snapshot.newTitle, snapshot.titleInfo].filter(Boolean),
              images: snapshot.images.map((image, index) => ({
                src: image.src,
                alt: t('snapshot.picture', { title: snapshot.title, number: index + 1 }),
              })),
              facts: snapshotFacts(snapshot, t),
              unitPriceFen: snapshot.unitPriceFen,
              descriptionHtml: snapshot.descriptionHtml,
            }
          : null
      }
      bannerAction={
        snapshot ? (
          <Button tone="secondary" onPress={() => onViewGoods(snapshot.mouldNo)}>
            {t('snapshot.today')}
          </Button>
        ) : undefined
      }
      notFound={{
        title: t('snapshot.notFound'),
        description: t('snapshot.notFoundDescription'),
        action: (
          <Button tone="primary" onPress={onBackToOrders}>
            {t('detail.backToList')}
          </Button>
        ),
      }}
    />
  );
}
