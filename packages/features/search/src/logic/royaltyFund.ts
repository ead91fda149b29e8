// The rights-fund rules of the staff royalty shop (spec §1); the mall's alone: the server prices, the shop marks.

/**
 * Whether a staff user's balance covers a piece's rights-fund price (the shop marks the pieces it
 * does not). Amounts in fen.
 */
export function canAffordWithFund(balanceFen: number, royaltyPriceFen: number): boolean {
  return (
    Number.isInteger(balanceFen) &&
    Number.isInteger(royaltyPriceFen) &&
    royaltyPriceFen > 0 &&
    balanceFen >= royaltyPriceFen
  );
}

/** The share of the shop price a staff user saves, in whole percent rounded down (0 when none). */
export function fundSavingPercent(shopFen: number, royaltyPriceFen: number): number {
  if (!(shopFen > 0) || !(royaltyPriceFen > 0) || royaltyPriceFen >= shopFen) return 0;
  return Math.floor(((shopFen - royaltyPriceFen) * 100) / shopFen);
}
