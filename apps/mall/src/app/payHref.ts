import type { CheckoutLine } from '@mall/contract';
import { paths } from './paths';

/** /pay with the checked bag lines (spec §2: query carts as a JSON list of CheckoutLine). */
export function payHref(lines: readonly CheckoutLine[]): string {
  const [path] = paths.pay([]).split('?');
  return `${path ?? '/pay'}?${new URLSearchParams({ carts: JSON.stringify(lines) }).toString()}`;
}
