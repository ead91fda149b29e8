import { actualAmountStatus } from '@mall/contract';
import { memberTitles } from '@mall/contract/auth';
import { type GiftState, type GiftView } from '@mall/contract/orders';
import type { Db } from '../db/database';
import { addressRepository } from '../repositories/checkout';
import { type OrderRow } from '../repositories/orderBasics';
import { giftRepository } from '../repositories/gifts';
import { addressSnapshotOf } from './checkout';
import { staffUidOffset } from './staff';

/** The states an accepted gift may still be in: pending shipment (spec §4 amount status 1). */
const shippableStates = Array.from({ length: 22 }, (_, index) => index + 1).filter(
  (state) => actualAmountStatus(state) === 1,
);

/** Whether a gift can still be accepted or returned: paid, pending shipment, neither yet (spec §3 transferGiftState 0). */
function isAwaiting(order: { orderState: number; paymentState: number; transferGiftState: number | null }): boolean {
  return order.transferGiftState === 0 && order.paymentState === 1 && shippableStates.includes(order.orderState);
}

/** The share token the buyer of a paid gift sees on its detail while it awaits its recipient; null otherwise. */
export function giftShareToken(
  row: Pick<OrderRow, 'isTransferGift' | 'giftToken' | 'orderState' | 'paymentState' | 'transferGiftState'>,
): string | null {
  return row.isTransferGift && isAwaiting(row) ? row.giftToken : null;
}

/** What refused a gift's acceptance or return: not found (404), or a conflict with its message (409). */
export type GiftChange =
  { kind: 'done'; view: GiftView } | { kind: 'missing'; msg: string } | { kind: 'refused'; msg: string };

const titles = memberTitles as readonly { code: string; extendCNDesc: string }[];

/**
 * Transfer gifts (issue #12; contract gifts.ts): what the member holding a share link sees, and the
 * acceptance (to one of their addresses) or return of the gift, once.
 */
export function giftService(db: Db, clock: () => Date) {
  const gifts = giftRepository(db);
  const addressBook = addressRepository(db);

  type Found = NonNullable<Awaited<ReturnType<typeof gifts.byToken>>>;
  const isBuyer = (found: Found, uid: number) =>
    found.order.memberId !== null ? found.order.memberId === uid : found.order.staffId === uid - staffUidOffset;

  function stateOf(found: Found): GiftState {
    if (found.order.transferGiftState === 1) return 'accepted';
    if (found.order.transferGiftState === 2) return 'declined';
    return isAwaiting(found.order) ? 'awaiting' : 'unavailable';
  }

  function viewOf(found: Found, uid: number): GiftView {
    const isRecipient = found.order.giftRecipientUid === uid && found.order.transferGiftState === 1;
    const address = found.order.addressSnapshot;
    const title = titles.find((candidate) => candidate.code === String(found.memberTitle))?.extendCNDesc ?? '';
    return {
      state: stateOf(found),
      isOwn: isBuyer(found, uid),
      sender: found.familyName ? `${found.familyName}${title}` : (found.staffName ?? ''),
      sentAt: (found.order.paidAt ?? found.order.createdAt).toISOString(),
      settledAt: found.order.giftSettledAt?.toISOString() ?? null,
      isRecipient,
      shipsTo: isRecipient && address ? `${address.province} ${address.city} ${address.district}` : null,
      items: found.items.map((item) => ({
        goodID: item.goodsId,
        mouldNo: item.mouldNo,
        title: item.title,
        thumb: item.thumb,
        attribute: item.attribute,
        buyNum: item.qty,
        // The category object carries the shop price: a gift never shows what it cost.
        category: Object.fromEntries(Object.entries(item.category).filter(([key]) => key !== 'shopPrice')),
      })),
    };
  }

  /** Why a gift that is not awaiting cannot be accepted or returned now. */
  const settledMessage = (state: GiftState) =>
    state === 'accepted' ? '礼物已被领取' : state === 'declined' ? '礼物已被退回' : '礼物暂不可领取';

  /** The checks accept and decline share: the token's gift, not the member's own, still awaiting. */
  async function open(uid: number, token: string): Promise<{ found: Found } | Exclude<GiftChange, { kind: 'done' }>> {
    const found = await gifts.byToken(token);
    if (!found) return { kind: 'missing', msg: '礼物不存在或链接有误' };
    if (isBuyer(found, uid)) return { kind: 'refused', msg: '不能领取或退回自己送出的礼物' };
    const state = stateOf(found);
    if (state !== 'awaiting') return { kind: 'refused', msg: settledMessage(state) };
    return { found };
  }

  /** After a conditional update lost the race: what the gift is now. */
  async function lost(token: string): Promise<GiftChange> {
    const after = await gifts.byToken(token);
    return { kind: 'refused', msg: after ? settledMessage(stateOf(after)) : '礼物暂不可领取' };
  }

  return {
    /** The gift for the member holding its link; undefined for an unknown token. */
    async view(uid: number, token: string): Promise<GiftView | undefined> {
      const found = await gifts.byToken(token);
      return found ? viewOf(found, uid) : undefined;
    },

    /** Accepts the gift to one of the member's own addresses (it ships there), once. */
    async accept(uid: number, token: string, addressId: number): Promise<GiftChange> {
      const opened = await open(uid, token);
      if (!('found' in opened)) return opened;
      const address = await addressBook.one(uid, addressId);
      if (!address) return { kind: 'missing', msg: '收货地址不存在，请重新选择' };
      const now = clock();
      if (!(await gifts.accept(opened.found.order.id, shippableStates, uid, addressSnapshotOf(address), now))) {
        return lost(token);
      }
      return { kind: 'done', view: viewOf((await gifts.byToken(token)) as Found, uid) };
    },

    /** Returns the gift (the order closes, its stock goes back), once. */
    async decline(uid: number, token: string): Promise<GiftChange> {
      const opened = await open(uid, token);
      if (!('found' in opened)) return opened;
      if (!(await gifts.decline(opened.found.order.id, shippableStates, uid, clock()))) return lost(token);
      return { kind: 'done', view: viewOf((await gifts.byToken(token)) as Found, uid) };
    },
  };
}
