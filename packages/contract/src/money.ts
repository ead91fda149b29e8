/**
 * Money on the wire: integer fen inside, a decimal string in yuan where the spec shows 元
 * ("1012.50"). Exact both ways, no floating point (DESIGN.md §7).
 */
export function fenToYuan(fen: number): string {
  if (!Number.isSafeInteger(fen)) throw new RangeError(`fenToYuan expects whole fen, got ${String(fen)}`);
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Parses "1012.50", "1012.5" or "1012" to fen; throws on anything else. */
export function yuanToFen(yuan: string): number {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(yuan.trim());
  if (!match) throw new RangeError(`not an amount in yuan: ${yuan}`);
  const fen = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -fen : fen;
}
