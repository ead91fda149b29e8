/** A change of points with its sign and thousands commas: +1,280, −500 (a true minus sign), 0. */
export function signedPoints(delta: number): string {
  const digits = Math.abs(delta).toLocaleString('en-US');
  if (delta > 0) return `+${digits}`;
  if (delta < 0) return `\u2212${digits}`;
  return '0';
}
