import type { CheckoutLine } from '@mall/contract/checkout';
import { BagList, BagSummary, Button, formatFen, Spinner, Text, type bagSummaryVariants } from '@mall/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toBagLineData, activityNotes } from '../logic/bagView';
import { useBag } from '../hooks/useBag';

/** What the drawer and /cart share: where a piece's page is, what 结算 and "go shopping" do. */
export type BagPanelProps = {
  /** Leaves for /pay with the checked lines (the app builds `/pay?carts=…`). */
  onCheckout: (lines: CheckoutLine[]) => void;
  /** A visitor pressed 结算: the app opens the login (and comes back to the bag). */
  onLoginRequired?: () => void;
  /** The product page of a mould number, to link each line's title. */
  goodsHref?: (mouldNo: string) => string;
  /** The empty bag's way out. */
  onGoShopping?: () => void;
};

/** The bag's list and checkout bar, laid out for the drawer (body + footer) or the page. */
export function useBagPanel(
  { onCheckout, onLoginRequired, goodsHref, onGoShopping }: BagPanelProps,
  variant: (typeof bagSummaryVariants)[number],
) {
  const { t } = useTranslation('cart');
  const bag = useBag();
  const [message, setMessage] = useState<string | undefined>();
  const [isChecking, setIsChecking] = useState(false);
  const yuan = (fen: number) => `¥${formatFen(fen)}`;

  async function handleCheckout() {
    setMessage(undefined);
    setIsChecking(true);
    try {
      const outcome = await bag.checkout(t('purchaseLimit'), t('checkFailed'));
      if (outcome.kind === 'refused') setMessage(outcome.message);
      else if (outcome.kind === 'blocked') setMessage(t(outcome.reason));
      else if (outcome.kind === 'login') {
        setMessage(t('loginToCheckout'));
        onLoginRequired?.();
      } else onCheckout(outcome.lines);
    } finally {
      setIsChecking(false);
    }
  }

  const lineLabels = {
    select: (title: string) => t('line.select', { title }),
    remove: t('line.remove'),
    removeFor: (title: string) => t('line.removeFor', { title }),
    quantity: t('line.quantity'),
    decrease: t('line.decrease'),
    increase: t('line.increase'),
    updating: t('line.updating'),
    original: t('line.original'),
    current: t('line.current'),
    invalid: t('line.invalid'),
    presell: t('line.presell'),
    deposit: t('line.deposit'),
    depositSwell: t('line.depositSwell'),
  };

  let body;
  if (bag.isLoading) body = <Spinner label={t('loading')} isLabelVisible />;
  else if (bag.error)
    body = (
      <div role="alert">
        <Text>{t('loadFailed')}</Text>
        <Button onPress={() => void bag.reload()}>{t('retry')}</Button>
      </div>
    );
  else
    body = (
      <BagList
        lines={bag.validList.map((item) => toBagLineData(item, t, goodsHref))}
        invalidLines={bag.invalidList.map((item) => toBagLineData(item, t, goodsHref))}
        selectedIds={bag.selectedKeys}
        onSelectedChange={(id, isSelected) => {
          setMessage(undefined);
          bag.setSelected(id, isSelected);
        }}
        onQuantityChange={bag.setQuantity}
        onRemove={bag.remove}
        loadingId={bag.busyId}
        labels={{
          ...lineLabels,
          ...(variant === 'page' ? { validHeading: t('validHeading') } : {}),
          invalidHeading: t('invalidHeading'),
        }}
        notice={bag.mergedCount > 0 ? t('mergedNotice', { count: bag.mergedCount }) : undefined}
        empty={{
          title: t('empty.title'),
          description: t('empty.description'),
          ...(onGoShopping
            ? {
                action: (
                  <Button tone="primary" onPress={onGoShopping}>
                    {t('empty.action')}
                  </Button>
                ),
              }
            : {}),
        }}
      />
    );

  const footer = (
    <BagSummary
      variant={variant}
      labels={{
        selectAll: t('summary.selectAll'),
        selected: (count) => t('summary.selected', { count }),
        goodsTotal: t('summary.goodsTotal'),
        fullMinus: t('summary.fullMinus'),
        quantityDiscount: t('summary.quantityDiscount'),
        orderTotal: t('summary.orderTotal'),
        checkout: t('summary.checkout'),
        checking: t('summary.checking'),
      }}
      isAllSelected={bag.selection.allSelect}
      onSelectAllChange={() => {
        setMessage(undefined);
        bag.setAllSelected();
      }}
      isEmpty={bag.validList.length === 0}
      selectedCount={bag.selection.selectNum}
      goodsTotalFen={bag.totals.goodsTotalFen}
      fullMinusFen={bag.totals.fullMinusFen}
      quantityDiscountFen={bag.totals.quantityDiscountFen}
      orderTotalFen={bag.totals.orderTotalFen}
      notes={activityNotes(bag.totals, t, yuan)}
      {...(bag.isStaff ? { remark: t('staffRemark') } : {})}
      onCheckout={() => void handleCheckout()}
      isChecking={isChecking}
      message={
        message ?? (bag.actionError ? (bag.actionError === 'failed' ? t('actionFailed') : bag.actionError) : undefined)
      }
    />
  );
  const isEmpty = !bag.isLoading && !bag.error && bag.validList.length === 0 && bag.invalidList.length === 0;
  return { body, footer, isEmpty };
}
