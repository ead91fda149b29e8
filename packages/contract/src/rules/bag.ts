/**
 * The bag's rules both sides apply (spec §3 cart state, §4 cart quantity): a line's identity and the
 * caps. The server keys its rows by `bagLineKey` and refuses a bag past the caps; the mall keys its
 * lines the same way and stops the shopper there first.
 */

/** Most pieces of one bag line (the checkout's CHECKOUT_QTY_MAX). */
export const BAG_QTY_MAX = 99;
/** Most lines one bag keeps. */
export const BAG_LINES_MAX = 50;

/** A line's identity: the same piece in the same attribute is one line. */
export const bagLineKey = (line: { goodID: number; attribute: string }) => `${String(line.goodID)}|${line.attribute}`;
