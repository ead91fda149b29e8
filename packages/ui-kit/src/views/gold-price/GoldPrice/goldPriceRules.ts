/**
 * The four readings of the gold-price entity (spec §3), in the order the panel lists them:
 * retail pure gold, gold bars and medals, the gold value-add service, recycling.
 */
export const goldPriceKinds = ['todayPriceHK', 'todayPriceTzjt', 'todayPriceHgjShi', 'baiJianHJPrice'] as const;

/** One of `goldPriceKinds`: the spec's field names, so callers map the DTO one to one. */
export type GoldPriceKind = (typeof goldPriceKinds)[number];

/** One line of the panel. */
export type GoldPriceRow = {
  /** Which reading (the spec's field name). */
  kind: GoldPriceKind;
  /** Its label (零售足金). */
  label: string;
  /** The price in yuan as the caller formatted it (e.g. 1,023.00). */
  yuan: string;
};

/**
 * The lines to show: every reading that has a price, in `goldPriceKinds` order. A reading the
 * server did not send (null, missing or blank) is left out rather than shown as a blank price.
 */
export function goldPriceRows(
  prices: Partial<Record<GoldPriceKind, string | null>>,
  labels: Record<GoldPriceKind, string>,
): GoldPriceRow[] {
  return goldPriceKinds.flatMap((kind) => {
    const yuan = prices[kind]?.trim();
    return yuan ? [{ kind, label: labels[kind], yuan }] : [];
  });
}
