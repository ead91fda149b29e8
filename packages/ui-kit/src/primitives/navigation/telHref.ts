/**
 * The `tel:` address for a phone number as printed (400-820-1314, +852 6123 4567): digits only,
 * keeping a leading +. Null when there are too few digits to dial (the number is then shown as text).
 */
export function telHref(printed: string): string | null {
  const trimmed = printed.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length < 3) return null;
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}
