import { useState } from 'react';
import { Button } from '../../../primitives/controls/Button/Button';
import { CardPicker, type CardPickerOption } from '../../../primitives/controls/CardPicker/CardPicker';
import { Skeleton } from '../../../primitives/feedback/Skeleton/Skeleton';
import { Dialog } from '../../../primitives/overlays/Dialog/Dialog';
import { visuallyHidden } from '../../../styles/utilities.css';

/** The words of a choice dialog, already translated. */
export type ChoiceDialogLabels = {
  /** The dialog's title (选择要发送的订单, 转接给其他客服) and its close button (关闭). */
  title: string;
  close: string;
  /** The group's name (我的订单, 在线客服). */
  group: string;
  /** The confirm button (发送, 确定转接) and 取消. */
  confirm: string;
  cancel: string;
  /** Nothing to choose (还没有订单, 暂无其他在线客服). */
  empty: string;
  /** Announced while the choices load. */
  loading?: string;
};

type ChoiceDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  labels: ChoiceDialogLabels;
  options: readonly CardPickerOption[];
  /** grid for cards with several lines (orders), inline for names (agents). */
  layout?: 'inline' | 'grid';
  isLoading?: boolean;
  /** The chosen option's value; the dialog then closes. */
  onConfirm: (value: string) => void;
};

/**
 * A choice made in a dialog (发送订单 in the composer, 转接 on the desk): the options as cards in a
 * radio group (Tab in, arrow keys choose), confirm for the chosen one, and the choice forgotten on
 * close.
 */
export function ChoiceDialog({
  isOpen,
  onOpenChange,
  labels,
  options,
  layout = 'inline',
  isLoading = false,
  onConfirm,
}: ChoiceDialogProps) {
  const [chosen, setChosen] = useState<string | null>(null);
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
            isDisabled={chosen === null}
            onPress={() => {
              if (chosen === null) return;
              onConfirm(chosen);
              close();
            }}
          >
            {labels.confirm}
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
          layout={layout}
          value={chosen}
          onChange={setChosen}
          emptyText={labels.empty}
          options={options}
        />
      )}
    </Dialog>
  );
}
