import type { GiftView } from '@mall/contract/orders';
import { addressLocation, failureMessage, isApiError, maskMobile } from '@mall/core';
import { AddressPicker, Button, GiftAcceptance } from '@mall/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGift } from '../hooks/useOrders';
import { pieceFacts } from '../logic/snapshotView';
import { useOrderTime } from './orderParts';

export type GiftContainerProps = {
  /** The share link's token (query token); empty shows the not-found state. */
  token: string;
  /** To the member's address book, when they have no address yet. */
  onAddAddress: () => void;
  /** 去逛逛, after the gift is settled or when the link leads nowhere. */
  onGoShopping: () => void;
};

/**
 * /gift?token (issue #12; contract gifts.ts): the transfer gift a signed-in member was sent a link
 * to. While it awaits, they choose one of their addresses and accept it (it ships there) or return
 * it; its buyer sees it as their own; afterwards the page says what became of it. A refusal (another
 * member was first) is said in words and the gift is read again.
 */
export function GiftContainer({ token, onAddAddress, onGoShopping }: GiftContainerProps) {
  const { t } = useTranslation('orders');
  const time = useOrderTime();
  const { gift, addresses, accept, decline } = useGift(token);
  const [addressId, setAddressId] = useState<string | null>(null);
  const [isPending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();
  const view = gift.data;
  const isNotFound = !token || (isApiError(gift.error) && gift.error.status === 404);

  const send = async (answer: () => Promise<void>) => {
    setPending(true);
    setFailure(undefined);
    try {
      await answer();
    } catch (error) {
      setFailure(failureMessage(error) || t('gift.failed'));
    } finally {
      setPending(false);
    }
  };
  const goShopping = (
    <Button tone="primary" onPress={onGoShopping}>
      {t('list.goShopping')}
    </Button>
  );
  if (isNotFound || (gift.error && !view)) {
    return (
      <GiftAcceptance
        title=""
        message=""
        piecesLabel=""
        pieces={[]}
        notFound={{
          title: t(isNotFound ? 'gift.notFound' : 'gift.failed'),
          description: isNotFound ? t('gift.notFoundDescription') : undefined,
          action: goShopping,
        }}
      />
    );
  }
  if (!view) {
    return <GiftAcceptance title="" message="" piecesLabel="" pieces={[]} isLoading loadingLabel={t('gift.loading')} />;
  }
  const saved = addresses.data ?? [];
  const chosen = addressId ?? (saved[0] ? String(saved[0].id) : null);
  const isOpen = view.state === 'awaiting' && !view.isOwn;
  const { title, message } = wording(view, t, time);
  return (
    <GiftAcceptance
      title={title}
      message={message}
      piecesLabel={t('gift.pieces')}
      pieces={view.items.map((item) => ({
        id: `${item.goodID}:${item.attribute}`,
        title: item.title,
        thumb: item.thumb,
        facts: [
          ...pieceFacts({ productTypeID: 0, productGroupID: 0, category: item.category }, t).map(
            (fact) => `${fact.label} ${fact.value}`,
          ),
          `×${item.buyNum}`,
        ].join(' · '),
      }))}
      answers={
        isOpen
          ? {
              accept: {
                label: t('gift.accept'),
                onPress: () => {
                  if (!chosen) {
                    setFailure(t('gift.chooseAddress'));
                    return;
                  }
                  void send(() => accept(Number(chosen)));
                },
              },
              decline: { label: t('gift.decline'), onPress: () => void send(decline) },
            }
          : undefined
      }
      isPending={isPending}
      pendingLabel={t('confirm.pending')}
      errorMessage={failure}
    >
      {isOpen ? (
        <AddressPicker
          label={t('gift.address')}
          addresses={saved.map((address) => ({
            id: String(address.id),
            consignee: address.consignee,
            mobile: maskMobile(address.mobile),
            location: addressLocation(address),
            isDefault: address.isDefault,
          }))}
          value={chosen}
          onChange={setAddressId}
          defaultLabel={t('gift.defaultAddress')}
          addLabel={t('gift.addAddress')}
          onAdd={onAddAddress}
          emptyText={t('gift.noAddress')}
          isDisabled={isPending}
        />
      ) : null}
    </GiftAcceptance>
  );
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The heading and message for where the gift stands, for the member looking at it. */
function wording(view: GiftView, t: Translate, time: (iso: string) => string): { title: string; message: string } {
  const sender = view.sender || t('gift.someone');
  if (view.isOwn) {
    return { title: t('gift.own.title'), message: t(`gift.own.${view.state}`) };
  }
  if (view.state === 'awaiting')
    return { title: t('gift.awaiting.title', { sender }), message: t('gift.awaiting.message') };
  if (view.state === 'accepted' && view.isRecipient) {
    return { title: t('gift.accepted.title'), message: t('gift.accepted.mine', { place: view.shipsTo ?? '' }) };
  }
  if (view.state === 'accepted') return { title: t('gift.accepted.title'), message: t('gift.accepted.other') };
  if (view.state === 'declined') {
    return {
      title: t('gift.declined.title'),
      message: t('gift.declined.message', { time: view.settledAt ? time(view.settledAt) : '' }),
    };
  }
  return { title: t('gift.unavailable.title'), message: t('gift.unavailable.message') };
}
