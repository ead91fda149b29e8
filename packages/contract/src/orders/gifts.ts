import { Type, type Static } from '@sinclair/typebox';
import { CodeEnvelope, Id, TimestampQuery, literalUnion } from '../envelope';
import { OrderLineSchema } from './schemas';

// Transfer gifts (转赠) (issue #12; spec §3 isTransferGift, transferGiftState 0 awaiting, 1 accepted,
// 2 returned; §4 label 'gift awaiting acceptance', no delete, no add to bag).
//
// A shopper ticks 作为礼物转赠 at checkout (the address is then optional). Once the gift is paid, its
// order's detail shows the buyer a share link `/gift?token=…` with an unguessable token. Another
// signed-in member opening it sees the pieces (never the price) and either accepts, choosing one of
// their own addresses (the order then ships there: an ordinary order pending shipment), or declines
// (the gift is returned: the order closes, state 7; the money goes back through the refund flow).
// A gift is settled exactly once: the second of two members answers 409. The buyer cannot accept
// or decline their own gift. An unknown token answers 404.

/** The share token: 32 random bytes in base64url (43 characters). */
export const GiftToken = Type.String({ pattern: '^[A-Za-z0-9_-]{43}$' });

export const GiftQuery = Type.Composite([TimestampQuery, Type.Object({ token: GiftToken })]);

/** A piece of the gift as the recipient sees it: an order line without what it cost. */
export const GiftLineSchema = Type.Omit(OrderLineSchema, ['unitPriceFen', 'pointProductType'], {
  $id: 'GiftLine',
  additionalProperties: false,
});

/** Where a gift stands for the member looking at it. */
export const giftStates = ['awaiting', 'accepted', 'declined', 'unavailable'] as const;
export type GiftState = (typeof giftStates)[number];

/**
 * GET gift/detail?token: the gift for the signed-in member holding its link. `state` is
 * `unavailable` while the gift is not yet paid or when its order is closed. `isOwn` is true for its
 * buyer (who may only share it). `sender` is the buyer's family name and title (王女士), as a card
 * would carry it.
 */
export const GiftViewSchema = Type.Object(
  {
    state: literalUnion(giftStates),
    isOwn: Type.Boolean(),
    sender: Type.String(),
    sentAt: Type.String({ format: 'date-time' }),
    /** When it was accepted or declined. */
    settledAt: Type.Union([Type.Null(), Type.String({ format: 'date-time' })]),
    /** Whether the member looking at it is the one who accepted it (they then see where it ships). */
    isRecipient: Type.Boolean(),
    /** The city it ships to, for its recipient after acceptance (上海市 黄浦区). */
    shipsTo: Type.Union([Type.Null(), Type.String()]),
    items: Type.Array(GiftLineSchema),
  },
  { $id: 'GiftView', additionalProperties: false },
);
export type GiftView = Static<typeof GiftViewSchema>;
export const GiftViewResponse = CodeEnvelope(GiftViewSchema);

/** POST gift/accept: the recipient's own address id. 409 when settled already or own gift; 404 unknown token or address. */
export const GiftAcceptBody = Type.Object({ token: GiftToken, addressId: Id }, { additionalProperties: false });
export type GiftAcceptBody = Static<typeof GiftAcceptBody>;
/** POST gift/decline: returns the gift. 409 when settled already or own gift; 404 unknown token. */
export const GiftDeclineBody = Type.Object({ token: GiftToken }, { additionalProperties: false });
export const GiftSettledResponse = CodeEnvelope(GiftViewSchema);
