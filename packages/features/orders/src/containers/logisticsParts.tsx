import type { Parcel } from '@mall/contract/orders';
import type { ParcelItem, ParcelListLabels, Toast } from '@mall/ui-kit';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrderTime } from './orderParts';

/** The words of the parcel list in the shopper's language. */
export function useParcelListLabels(): ParcelListLabels {
  const { t } = useTranslation('orders');
  return useMemo(
    () => ({
      carrier: t('logistics.carrier'),
      trackingNo: t('logistics.trackingNo'),
      copy: t('logistics.copy'),
      copyName: (trackingNo) => t('logistics.copyName', { trackingNo }),
      showTimeline: t('logistics.showTimeline'),
      hideTimeline: t('logistics.hideTimeline'),
      timeline: (parcel) => t('logistics.timeline', { parcel }),
      noEvents: t('logistics.noEvents'),
      quantity: t('goods.quantity'),
    }),
    [t],
  );
}

/** An order's parcels as the parcel list draws them: numbered, the carrier and each step worded, times formatted. */
export function useParcelItems() {
  const { t } = useTranslation('orders');
  const time = useOrderTime();
  return useCallback(
    (parcels: readonly Parcel[]): ParcelItem[] =>
      parcels.map((parcel) => ({
        id: String(parcel.parcelNo),
        title: t('logistics.parcel', { number: parcel.parcelNo }),
        carrier: t(`logistics.carriers.${parcel.carrierCode}`),
        trackingNo: parcel.trackingNo,
        goods: parcel.lines.map((line) => ({
          id: `${line.mouldNo}:${line.attribute}`,
          title: line.title,
          thumb: line.thumb,
          quantity: line.qty,
        })),
        events: parcel.events.map((event) => ({
          id: `${event.at}:${event.status}:${event.description}`,
          time: time(event.at),
          status: t(`logistics.statuses.${event.status}`),
          description: event.description,
          place: event.place || undefined,
          isSigned: event.status === 'signed',
        })),
      })),
    [t, time],
  );
}

/** 复制: the waybill number to the clipboard, then 复制成功 (spec §8) or, where the browser refuses, how to copy by hand. */
export function useCopyTrackingNo(onToast: Toast) {
  const { t } = useTranslation('orders');
  return useCallback(
    (trackingNo: string) => {
      const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
      if (!clipboard) {
        onToast(t('logistics.copyFailed'), 'critical');
        return;
      }
      clipboard.writeText(trackingNo).then(
        () => onToast(t('logistics.copied'), 'positive'),
        () => onToast(t('logistics.copyFailed'), 'critical'),
      );
    },
    [onToast, t],
  );
}
