import { OPS_NOTE_MAX, type OpsOrderDetail } from '@mall/contract/ops';
import { chinaDateTime, failureMessage, sharedKeys, useSession, useFileDownload } from '@mall/core';
import {
  Button,
  ConfirmDialog,
  createToastQueue,
  DataTable,
  DescriptionList,
  formatFen,
  Heading,
  LoadingNotice,
  RetryNotice,
  showToast,
  Stack,
  StatusTag,
  TextArea,
  Timeline,
  ToastRegion,
} from '@mall/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { orderStateTone } from '../logic/orderQuery';
import { useOpsOrdersApi } from './useOpsOrdersApi';

export type OrderDetailContainerProps = {
  orderNo: string;
};

const yuan = (fen: number) => `¥${formatFen(fen)}`;
const timelineTone = {
  created: 'neutral',
  paid: 'success',
  shipped: 'info',
  delivered: 'info',
  received: 'success',
  refund: 'warning',
  invoice: 'neutral',
  guarantee: 'neutral',
  gift: 'info',
  note: 'neutral',
  closed: 'danger',
} as const;

/**
 * /ops/orders/:orderNo (issue #29 "Orders", "Shipping by people"): the order whole — its facts, the
 * buyer's address, lines, payments and parcels — everything that happened to it as one timeline, the
 * staff's internal notes, and shipping by hand for a paid order waiting to ship.
 */
export function OrderDetailContainer({ orderNo }: OrderDetailContainerProps) {
  const { t } = useTranslation('opsOrders');
  const { staffCode = '' } = useSession().user;
  const api = useOpsOrdersApi();
  const found = useSWR(['ops', 'order', orderNo], () => api.detail(orderNo));
  const me = useSWR(sharedKeys.opsMe(staffCode), () => api.me());
  const [toasts] = useState(() => createToastQueue());
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string>();
  const [isSavingNote, setSavingNote] = useState(false);
  const [isShipOpen, setShipOpen] = useState(false);
  const [isShipping, setShipping] = useState(false);
  const [shipError, setShipError] = useState<string>();
  const printing = useFileDownload();
  const may = (permission: string) => me.data?.permissions.includes(permission as never) ?? false;

  if (found.error)
    return (
      <RetryNotice
        message={failureMessage(found.error) || t('detail.failed')}
        retryLabel={t('detail.retry')}
        onRetry={() => void found.mutate()}
      />
    );
  const order: OpsOrderDetail | undefined = found.data;
  if (!order) return <LoadingNotice label={t('detail.loading')} lines={6} />;

  const addNote = () => {
    const text = note.trim();
    if (!text) return setNoteError(t('notes.empty'));
    setSavingNote(true);
    setNoteError(undefined);
    api.addNote(orderNo, text).then(
      () => {
        // The note is kept: the field empties only once the server has it.
        setNote('');
        setSavingNote(false);
        void found.mutate();
        showToast(toasts, { message: t('notes.saved'), tone: 'positive' });
      },
      (error: unknown) => {
        setSavingNote(false);
        setNoteError(failureMessage(error) || t('notes.failed'));
      },
    );
  };
  const ship = () => {
    setShipping(true);
    setShipError(undefined);
    api.ship({ orderNo }).then(
      (shipped) => {
        setShipping(false);
        setShipOpen(false);
        void found.mutate();
        showToast(toasts, {
          message: t('ship.done', {
            count: shipped.parcels.length,
            waybills: shipped.parcels.map((p) => p.waybillNo).join('、'),
          }),
          tone: 'positive',
        });
      },
      (error: unknown) => {
        setShipping(false);
        setShipError(failureMessage(error) || t('ship.failed'));
      },
    );
  };

  const status = (
    <>
      <StatusTag tone={orderStateTone(order.statusTab)}>{t(`tabs.${order.statusTab}`)}</StatusTag>
      {order.hasAfterSale ? <StatusTag tone="warning">{t('tabs.afterSale')}</StatusTag> : null}
    </>
  );
  const itemName = new Map(order.items.map((item) => [item.id, item.name]));
  return (
    <Stack space="large">
      {order.canShip && may('orders.ship') ? (
        <Stack align="flex-start">
          <Button onPress={() => setShipOpen(true)}>{t('ship.button')}</Button>
        </Stack>
      ) : null}
      <DescriptionList
        title={t('detail.basics')}
        columns={3}
        items={[
          { label: t('detail.orderNo'), value: order.orderNo },
          { label: t('detail.status'), value: status },
          { label: t('detail.buyer'), value: `${order.buyer.name}（${t(`detail.buyerKind.${order.buyer.kind}`)}）` },
          { label: t('detail.createdAt'), value: chinaDateTime(order.createdAt) },
          { label: t('detail.paidAt'), value: order.paidAt ? chinaDateTime(order.paidAt) : '—' },
          { label: t('detail.remark'), value: order.remark || '—' },
        ]}
      />
      <DescriptionList
        title={t('detail.amounts')}
        columns={3}
        items={[
          { label: t('detail.goodsTotal'), value: yuan(order.amounts.goodsTotalFen) },
          { label: t('detail.discount'), value: `−${yuan(order.amounts.discountFen)}` },
          { label: t('detail.points'), value: `−${yuan(order.amounts.pointsFen)}` },
          { label: t('detail.giftCard'), value: `−${yuan(order.amounts.giftCardFen)}` },
          { label: t('detail.freight'), value: yuan(order.amounts.freightFen) },
          { label: t('detail.pay'), value: yuan(order.amounts.payFen) },
        ]}
      />
      {order.address ? (
        <DescriptionList
          title={t('detail.address')}
          columns={3}
          items={[
            { label: t('detail.consignee'), value: order.address.consignee },
            { label: t('detail.mobile'), value: order.address.mobile },
            {
              label: t('detail.place'),
              value: `${order.address.province}${order.address.city}${order.address.district}${order.address.detail}`,
            },
          ]}
        />
      ) : null}
      <Stack space="small">
        <Heading level={2}>{t('detail.items')}</Heading>
        <DataTable
          aria-label={t('detail.items')}
          columns={[
            { id: 'name', title: t('items.name'), isRowHeader: true, render: (item) => item.name },
            { id: 'mouldNo', title: t('items.mouldNo'), render: (item) => item.mouldNo },
            { id: 'spec', title: t('items.spec'), render: (item) => item.spec || '—' },
            { id: 'qty', title: t('items.qty'), align: 'end', render: (item) => String(item.qty) },
            { id: 'price', title: t('items.price'), align: 'end', render: (item) => yuan(item.unitPriceFen) },
          ]}
          rows={order.items}
          rowKey={(item) => String(item.id)}
          emptyTitle={t('items.empty')}
          page={1}
          pageSize={Math.max(order.items.length, 1)}
          total={order.items.length}
          onPageChange={() => undefined}
          labels={{
            columnSettings: t('table.columns'),
            loading: t('table.loading'),
            pagination: {
              navigation: t('table.pages'),
              previous: t('table.previous'),
              next: t('table.next'),
              page: (page) => t('table.page', { page }),
            },
          }}
        />
      </Stack>
      {order.parcels.length > 0 ? (
        <Stack space="small">
          <Heading level={2}>{t('detail.parcels')}</Heading>
          {may('orders.ship') ? (
            <Stack align="flex-start" space="xsmall">
              <Button
                tone="secondary"
                loading={printing.pending === order.orderNo}
                loadingLabel={t('print.pending')}
                onPress={() =>
                  void printing.download({
                    key: order.orderNo,
                    fileName: t('print.fileName', { orderNo: order.orderNo }),
                    type: 'application/pdf',
                    fetchBytes: () => api.shippingPdf(order.orderNo),
                    failedText: t('print.failed'),
                  })
                }
              >
                {t('print.button')}
              </Button>
              {printing.failed ? <RetryNotice message={printing.failed} /> : null}
            </Stack>
          ) : null}
          {order.parcels.map((parcel) => (
            <DescriptionList
              key={parcel.parcelNo}
              title={t('parcels.title', { number: parcel.parcelNo })}
              headingLevel={3}
              columns={3}
              items={[
                { label: t('parcels.carrier'), value: parcel.carrierName },
                { label: t('parcels.waybill'), value: parcel.waybillNo },
                { label: t('parcels.shippedAt'), value: chinaDateTime(parcel.shippedAt) },
                {
                  label: t('parcels.items'),
                  value: parcel.items
                    .map((item) => `${itemName.get(item.itemId) ?? item.itemId} × ${item.qty}`)
                    .join('；'),
                },
              ]}
            />
          ))}
        </Stack>
      ) : null}
      {order.payments.length > 0 ? (
        <Stack space="small">
          <Heading level={2}>{t('detail.payments')}</Heading>
          {order.payments.map((payment) => (
            <DescriptionList
              key={payment.paymentNo}
              columns={3}
              items={[
                { label: t('payments.number'), value: payment.paymentNo },
                { label: t('payments.channel'), value: payment.channel },
                { label: t('payments.amount'), value: yuan(payment.amountFen) },
                { label: t('payments.state'), value: payment.state },
                { label: t('payments.paidAt'), value: payment.paidAt ? chinaDateTime(payment.paidAt) : '—' },
              ]}
            />
          ))}
        </Stack>
      ) : null}
      <Stack space="small">
        <Heading level={2}>{t('detail.timeline')}</Heading>
        <Timeline
          aria-label={t('detail.timeline')}
          emptyText={t('detail.noEvents')}
          events={order.timeline.map((entry, index) => ({
            id: `${entry.at}-${index}`,
            time: chinaDateTime(entry.at),
            title: entry.title,
            actor: entry.actor,
            detail: entry.detail,
            tone: timelineTone[entry.kind],
          }))}
        />
      </Stack>
      {may('orders.note') ? (
        <Stack space="small">
          <Heading level={2}>{t('notes.title')}</Heading>
          <TextArea
            label={t('notes.label')}
            description={t('notes.hint', { max: OPS_NOTE_MAX })}
            value={note}
            onChange={setNote}
            errorMessage={noteError}
            rows={3}
          />
          <Stack align="flex-start">
            <Button onPress={addNote} loading={isSavingNote} loadingLabel={t('notes.saving')} tone="secondary">
              {t('notes.add')}
            </Button>
          </Stack>
        </Stack>
      ) : null}
      <ConfirmDialog
        isOpen={isShipOpen}
        onOpenChange={(open) => {
          setShipOpen(open);
          if (!open) setShipError(undefined);
        }}
        title={t('ship.title')}
        message={t('ship.message', { orderNo })}
        confirmLabel={t('ship.confirm')}
        cancelLabel={t('ship.cancel')}
        isPending={isShipping}
        pendingLabel={t('ship.pending')}
        errorMessage={shipError}
        onConfirm={ship}
      />
      <ToastRegion queue={toasts} aria-label={t('detail.notifications')} closeLabel={t('detail.close')} />
    </Stack>
  );
}
