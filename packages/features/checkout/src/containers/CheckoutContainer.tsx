import { exchangeRate, yuanToFen } from '@mall/contract';
import {
  type CheckoutLine,
  type OrderConfirm,
  type OrderConfirmBody,
  type OrderCreated,
  type PricedLine,
} from '@mall/contract/checkout';
import {
  addressLocation,
  categoryLines,
  isApiError,
  isStaffUser,
  maskMobile,
  useSession,
  type CategoryLineKey,
} from '@mall/core';
import {
  AddressPicker,
  Button,
  CheckoutFrame,
  CheckoutLineList,
  EmptyState,
  formatFen,
  GiftCardPanel,
  OrderSummary,
  PointsPanel,
  PriceChangedDialog,
  Spinner,
  Text,
  type CheckoutLineItem,
} from '@mall/ui-kit';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { GiftOption, PresaleNote } from './GiftOption';
import { useTranslation } from 'react-i18next';
import { preselectAddress } from '../logic/address';
import type { CartsParse } from '../logic/carts';
import { maxUsablePoints, pointsToSpend } from '../logic/points';
import {
  useAddresses,
  useDebouncedValue,
  useGiftCard,
  useMemberPoints,
  useOrderConfirm,
  useOrderSubmit,
} from '../hooks/useCheckout';
import { useAddressEditor } from '../hooks/useAddressEditor';
import { AddressEditorForm } from './AddressEditorForm';

export type CheckoutContainerProps = {
  /** The `carts` query of /pay (spec §2) as the app read it: the lines, or why there are none. */
  carts: CartsParse;
  /** Back to the bag (missing list, out of stock). */
  onBackToBag: () => void;
  /** The order exists: the page goes on to /submitSuccess. */
  onCreated: (order: OrderCreated) => void;
  /** To the member's orders (an order this checkout already made). */
  onOrders: () => void;
  /** Wait before asking again while the order is in flight (stories shorten it). */
  inFlightRetryDelayMs?: number;
  /** Wait after the last points keystroke before re-pricing. */
  repriceDelayMs?: number;
};

/**
 * /pay (spec §2, issue #7 item 3): the checkout of the `carts` lines, or 请选择结算商品！ with the
 * way back to the bag when the list is missing or broken.
 */
export function CheckoutContainer({ carts: parsed, onBackToBag, ...rest }: CheckoutContainerProps) {
  const { t } = useTranslation('checkout');
  if (!parsed.ok) {
    return (
      <CheckoutFrame>
        <EmptyState
          headingLevel={1}
          illustration="bag"
          title={t(parsed.problem === 'missing' ? 'pay.missing' : 'pay.malformed')}
          action={
            <Button tone="primary" onPress={onBackToBag}>
              {t('pay.backToBag')}
            </Button>
          }
        />
      </CheckoutFrame>
    );
  }
  return <Checkout lines={parsed.lines} onBackToBag={onBackToBag} {...rest} />;
}

type SubmitProblem = { text: string; action?: 'bag' | 'orders' };

const valueKeys: Partial<Record<CategoryLineKey, string>> = {
  weight: 'lines.grams',
  goldWeight: 'lines.grams',
  ringSize: 'lines.ringSizeValue',
  chainLength: 'lines.chainLengthValue',
};

function Checkout({
  lines,
  onBackToBag,
  onCreated,
  onOrders,
  inFlightRetryDelayMs,
  repriceDelayMs = 400,
}: Omit<CheckoutContainerProps, 'carts'> & { lines: CheckoutLine[] }) {
  const { t } = useTranslation('checkout');
  const { user } = useSession();
  const addresses = useAddresses();
  // Points belong to members; staff have none (spec §6).
  const points = useMemberPoints(!isStaffUser(user));
  const giftCard = useGiftCard();
  const { submit, isSubmitting } = useOrderSubmit(inFlightRetryDelayMs);

  // What the shopper chose; none of it is reset by a failed call.
  const [chosenAddressId, setChosenAddressId] = useState<number | null>(null);
  const [isAdding, setAdding] = useState(false);
  const editor = useAddressEditor();
  const [addressError, setAddressError] = useState<string | undefined>();
  const [pointsEntry, setPointsEntry] = useState('');
  const [pointPwd, setPointPwd] = useState('');
  const [pointPwdError, setPointPwdError] = useState<string | undefined>();
  const [isGiftCardUsed, setGiftCardUsed] = useState(false);
  // 作为礼物转赠 (issue #12): the recipient gives the address when accepting the gift.
  const [isGift, setGift] = useState(false);
  const [problem, setProblem] = useState<SubmitProblem | null>(null);
  const [priceChange, setPriceChange] = useState<{ fromFen: number; toFen: number; goldPrice: string | null } | null>(
    null,
  );

  const settledPoints = useDebouncedValue(pointsEntry, repriceDelayMs);
  const body = useMemo<OrderConfirmBody>(
    () => ({
      lines,
      usePoints: pointsToSpend(settledPoints, Number.MAX_SAFE_INTEGER),
      useGiftCard: isGiftCardUsed,
      ...(isGift ? { isTransferGift: true } : {}),
    }),
    [lines, settledPoints, isGiftCardUsed, isGift],
  );
  const confirm = useOrderConfirm(body);
  const priced = confirm.data;
  const latest = useRef<{ priced: OrderConfirm | undefined; body: OrderConfirmBody }>({ priced, body });
  latest.current = { priced: confirm.isValidating ? undefined : priced, body };

  const addressList = addresses.data ?? [];
  const addressId = preselectAddress(addressList, chosenAddressId);
  const hasNoAddress = addresses.data !== undefined && addressList.length === 0;

  useEffect(() => {
    if (hasNoAddress) setAdding(true);
  }, [hasNoAddress]);

  const rate = exchangeRate(points.data?.pointsExchangeRate);
  const coverableFen = priced ? priced.goodsTotalFen - priced.fullMinusFen - priced.quantityDiscountFen : 0;
  const maxPoints = points.data ? maxUsablePoints(points.data.point, rate, coverableFen) : 0;
  const isRepricing = confirm.isValidating || pointsEntry !== settledPoints;

  if (confirm.error && !priced) {
    return (
      <CheckoutFrame>
        <EmptyState
          headingLevel={1}
          title={t('pay.loadFailed')}
          description={isApiError(confirm.error) && confirm.error.msg ? confirm.error.msg : undefined}
          action={
            <Button tone="primary" onPress={() => void confirm.mutate()}>
              {t('pay.retry')}
            </Button>
          }
        />
      </CheckoutFrame>
    );
  }
  if (!priced || addresses.isLoading) {
    return (
      <CheckoutFrame>
        <Spinner label={t('pay.loading')} isLabelVisible />
      </CheckoutFrame>
    );
  }

  const lineItems: CheckoutLineItem[] = priced.lines.map((line: PricedLine) => ({
    id: `${line.goodID}:${line.attribute}`,
    title: line.title,
    thumb: line.thumb,
    facts: categoryLines(line.productTypeID, line.productGroupID, line.category).map((fact) => {
      const valueKey = valueKeys[fact.key];
      return { label: t(`lines.${fact.key}`), value: valueKey ? t(valueKey, { value: fact.value }) : fact.value };
    }),
    quantity: line.buyNum,
    unitPriceFen: line.unitPriceFen,
    subtotalFen: line.subtotalFen,
    notice: line.stock < line.buyNum ? t('lines.lowStock', { count: line.stock }) : undefined,
  }));

  const handleSaveAddress = async () => {
    const saved = await editor.save();
    if (!saved) return;
    setChosenAddressId(saved.id);
    setAdding(false);
    setAddressError(undefined);
  };

  const handleSubmit = async () => {
    const now = latest.current;
    if (!now.priced) return;
    setProblem(null);
    if (addressId === null && !isGift) {
      setAddressError(t('address.required'));
      return;
    }
    const usePoints = now.body.usePoints ?? 0;
    const needsPassword = Boolean(points.data?.needPointPwd) && usePoints > 0;
    if (needsPassword && !/^\d{6}$/.test(pointPwd)) {
      setPointPwdError(t('points.passwordRequired'));
      return;
    }
    setPointPwdError(undefined);
    const result = await submit({
      ...now.body,
      ...(isGift || addressId === null ? {} : { addressId }),
      expectedPayableFen: now.priced.payableFen,
      ...(needsPassword ? { pointPwd } : {}),
    });
    if (result.kind === 'created') {
      onCreated(result.order);
      return;
    }
    if (result.kind === 'ignored') return;
    switch (result.failure) {
      case 'priceChanged': {
        const fresh = await confirm.mutate();
        if (fresh)
          setPriceChange({
            fromFen: now.priced.payableFen,
            toFen: fresh.payableFen,
            goldPrice: fresh.goldPrice?.todayPriceHK ?? null,
          });
        else setProblem({ text: t('errors.uncertain') });
        break;
      }
      case 'outOfStock':
        setProblem({
          text: result.msg ? t('errors.outOfStock', { msg: result.msg }) : t('errors.outOfStockGeneric'),
          action: 'bag',
        });
        void confirm.mutate();
        break;
      case 'purchaseLimit':
        // spec §8: the server's message, or the same text (超出员工内购限额).
        setProblem({ text: result.msg || t('errors.purchaseLimit'), action: 'bag' });
        break;
      case 'pointsPassword':
        setPointPwdError(result.msg || t('errors.pointsPassword'));
        break;
      case 'keyReused':
        setProblem({ text: t('errors.keyReused'), action: 'orders' });
        break;
      case 'notFound':
        setProblem({ text: t('errors.notFound') });
        void addresses.mutate();
        void confirm.mutate();
        break;
      case 'rejected':
        setProblem({ text: result.msg ? t('errors.rejected', { msg: result.msg }) : t('errors.rejectedGeneric') });
        break;
      case 'inFlightTooLong':
        setProblem({ text: t('errors.inFlight') });
        break;
      case 'uncertain':
        setProblem({ text: t('errors.uncertain') });
        break;
    }
  };

  const problemView: ReactNode = problem ? (
    <>
      {problem.action === 'bag' ? (
        <Button tone="link" size="small" onPress={onBackToBag}>
          {t('pay.backToBag')}
        </Button>
      ) : null}
      {problem.action === 'orders' ? (
        <Button tone="link" size="small" onPress={onOrders}>
          {t('errors.myOrders')}
        </Button>
      ) : null}
    </>
  ) : undefined;

  const note = priced.presale ? (
    <PresaleNote presale={priced.presale} />
  ) : priced.goldPrice ? (
    t('pay.goldNote', { price: formatFen(yuanToFen(priced.goldPrice.todayPriceHK)) })
  ) : isStaffUser(user) ? (
    t('pay.staffNote')
  ) : undefined;

  return (
    <>
      <CheckoutFrame
        title={t('pay.title')}
        aside={
          <OrderSummary
            labels={{
              title: t('summary.title'),
              goodsTotal: t('summary.goodsTotal'),
              fullMinus: t('summary.fullMinus'),
              quantityDiscount: t('summary.quantityDiscount'),
              points: t('summary.points'),
              giftCard: t('summary.giftCard'),
              payable: t('summary.payable'),
              submit: t('summary.submit'),
              submitting: t('summary.submitting'),
              updating: t('summary.updating'),
            }}
            goodsTotalFen={priced.goodsTotalFen}
            fullMinusFen={priced.fullMinusFen}
            quantityDiscountFen={priced.quantityDiscountFen}
            pointsFen={priced.pointsFen}
            giftCardFen={priced.giftCardFen}
            payableFen={priced.payableFen}
            onSubmit={() => void handleSubmit()}
            isSubmitting={isSubmitting}
            isUpdating={isRepricing}
            note={note}
            errorMessage={problem?.text}
            errorAction={problemView}
          />
        }
      >
        {priced.presale ? null : <GiftOption isSelected={isGift} onChange={setGift} isDisabled={isSubmitting} />}
        {isGift ? null : (
          <AddressPicker
            label={t('address.label')}
            addresses={addressList.map((address) => ({
              id: String(address.id),
              consignee: address.consignee,
              mobile: maskMobile(address.mobile),
              location: addressLocation(address),
              isDefault: address.isDefault,
            }))}
            value={addressId === null ? null : String(addressId)}
            onChange={(id) => {
              setChosenAddressId(Number(id));
              setAddressError(undefined);
            }}
            defaultLabel={t('address.default')}
            addLabel={t('address.add')}
            onAdd={() => setAdding(true)}
            emptyText={addresses.error ? t('address.loadFailed') : t('address.empty')}
            errorMessage={addressError}
            isDisabled={isSubmitting}
            form={
              isAdding ? (
                <AddressEditorForm
                  editor={editor}
                  onSubmit={() => void handleSaveAddress()}
                  onCancel={hasNoAddress ? undefined : () => setAdding(false)}
                />
              ) : undefined
            }
          />
        )}
        <CheckoutLineList
          labels={{
            caption: t('lines.caption'),
            goods: t('lines.goods'),
            unitPrice: t('lines.unitPrice'),
            quantity: t('lines.quantity'),
            subtotal: t('lines.subtotal'),
          }}
          lines={lineItems}
        />
        {points.data ? (
          <PointsPanel
            labels={{
              title: t('points.title'),
              summary: t('points.summary', { points: points.data.point.toLocaleString('en-US'), rate }),
              input: t('points.input'),
              hint: t('points.hint', { max: maxPoints.toLocaleString('en-US') }),
              useAll: t('points.useAll'),
              worth: t('points.worth'),
              password: t('points.password'),
              showPassword: t('points.showPassword'),
              hidePassword: t('points.hidePassword'),
            }}
            value={pointsEntry}
            onChange={(next) => {
              setPointsEntry(next);
              setPointPwdError(undefined);
            }}
            maxPoints={maxPoints}
            worthFen={priced.pointsFen}
            needsPassword={points.data.needPointPwd}
            password={pointPwd}
            onPasswordChange={(next) => {
              setPointPwd(next);
              setPointPwdError(undefined);
            }}
            passwordError={pointPwdError}
            isDisabled={isSubmitting}
          />
        ) : points.error ? (
          <Text as="p" tone="muted" size="small">
            {t('points.unavailable')}
          </Text>
        ) : null}
        {giftCard.data?.open ? (
          <GiftCardPanel
            labels={{
              title: t('giftCard.title'),
              balance: t('giftCard.balance'),
              use: t('giftCard.use'),
              applied: t('giftCard.applied'),
            }}
            balanceFen={giftCard.data.balanceFen}
            isSelected={isGiftCardUsed}
            onChange={setGiftCardUsed}
            appliedFen={priced.giftCardFen}
            isDisabled={isSubmitting}
          />
        ) : null}
      </CheckoutFrame>
      <PriceChangedDialog
        isOpen={priceChange !== null}
        labels={{
          title: t('priceChanged.title'),
          message: t('priceChanged.message', {
            from: formatFen(priceChange?.fromFen ?? 0),
            to: formatFen(priceChange?.toFen ?? 0),
          }),
          from: t('priceChanged.from'),
          to: t('priceChanged.to'),
          confirm: t('priceChanged.confirm'),
          cancel: t('priceChanged.cancel'),
        }}
        fromFen={priceChange?.fromFen ?? 0}
        toFen={priceChange?.toFen ?? 0}
        note={
          priceChange?.goldPrice
            ? t('priceChanged.goldNote', { price: formatFen(yuanToFen(priceChange.goldPrice)) })
            : undefined
        }
        onConfirm={() => {
          setPriceChange(null);
          void handleSubmit();
        }}
        onCancel={() => setPriceChange(null)}
      />
    </>
  );
}
