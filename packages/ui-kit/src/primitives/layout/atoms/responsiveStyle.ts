import { styleVariants, type StyleRule } from '@vanilla-extract/css';
import { breakpoints } from '../../../theme/breakpoints';
import type { Breakpoint, ResponsiveClasses } from '../responsive';

/** The media query from which a breakpoint applies; mobile (from 0) needs none. */
const queries: Record<Exclude<Breakpoint, 'mobile'>, string> = {
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
};

/**
 * Build time only (imported by `.css.ts` files): one class per value for each breakpoint, the
 * tablet and desktop ones inside their media queries. Generated in order (mobile, tablet, desktop),
 * so a wider breakpoint's class wins over a narrower one's at equal specificity.
 */
export function responsiveStyles<T extends string | number>(
  values: Readonly<Record<T, unknown>>,
  rule: (key: T) => StyleRule,
): ResponsiveClasses<T> {
  const variants = (wrap: (style: StyleRule) => StyleRule) =>
    styleVariants(values as Record<T, unknown>, (_value, key) => wrap(rule(key as T))) as Record<T, string>;
  return {
    mobile: variants((style) => style),
    tablet: variants((style) => ({ '@media': { [queries.tablet]: style } })),
    desktop: variants((style) => ({ '@media': { [queries.desktop]: style } })),
  };
}

/** A list of values as the keys of a record, for `responsiveStyles`. */
export function keysOf<T extends string | number>(values: readonly T[]): Record<T, T> {
  return Object.fromEntries(values.map((value) => [value, value])) as Record<T, T>;
}
