import { useState } from 'react';
import { Button } from '../../../primitives/controls/Button/Button';
import { CardPicker } from '../../../primitives/controls/CardPicker/CardPicker';
import { Skeleton } from '../../../primitives/feedback/Skeleton/Skeleton';
import { Dialog } from '../../../primitives/overlays/Dialog/Dialog';
import { visuallyHidden } from '../../../styles/utilities.css';
import { ChatCard } from '../ChatCard/ChatCard';
import type { ChatOrderCard } from '../chatModel';

/** The order picker's words, already translated. */
export type OrderPickerLabels = {
  /** The dialog's title (选择要发送的订单) and its close button (关闭). */
  title: string;
  close: string;
  /** The group's name (我的订单). */
  group: string;
  /** The caption before the order number (订单号). */
  orderNo: string;
  send: string;
  cancel: string;
  /** No order to send (还没有订单). */
  empty: string;
  loading: string;
};

type OrderPickerDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  labels: OrderPickerLabels;
  /** The member's own orders, newest first. */
  orders: readonly ChatOrderCard[];
  isLoading?: boolean;
  onSend: (order: ChatOrderCard) => void;
};

/**
 * 发送订单: a dialog listing the member's orders as cards in a radio group (Tab in, arrow keys
 * choose), and 发送 for the chosen one.
 */
export function OrderPickerDialog({
  isOpen,
  onOpenChange,
  labels,
  orders,
  isLoading = false,
  onSend,
}: OrderPickerDialogProps) {
  const [chosen, setChosen] = useState<string | null>(null);
  const order = orders.find((item) => item.orderNo === chosen);
  const close = () => {
    setChosen(null);
    onOpenChange(false);
  };
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={labels.title}
      closeLabel={labels.close}
      footer={
        <>
          <Button tone="neutral" onPress={close}>
            {labels.cancel}
          </Button>
          <Button
            tone="primary"
            isDisabled={!order}
            onPress={() => {
              if (!order) return;
              onSend(order);
              close();
            }}
          >
            {labels.send}
          </Button>
        </>
      }
    >
      {isLoading ? (
        <>
          <span role="status" className={visuallyHidden}>
            {labels.loading}
          </span>
          <Skeleton lines={3} />
        </>
      ) : (
        <CardPicker
          label={labels.group}
          layout="grid"
          value={chosen}
          onChange={setChosen}
          emptyText={labels.empty}
          options={orders.map((item) => ({
            value: item.orderNo,
            content: <ChatCard item={{ order: item }} caption={labels.orderNo} />,
          }))}
        />
      )}
    </Dialog>
  );
}
