import type { breakpoints } from '../../theme/breakpoints';

/** The theme's breakpoints (theme/breakpoints.ts): mobile from 0, tablet from 768, desktop from 1200. */
export type Breakpoint = keyof typeof breakpoints;

/**
 * A value for every width, or one per breakpoint: `{ mobile: 'small', desktop: 'large' }`. A
 * breakpoint left out keeps the value of the one below it (mobile first, as the media queries are).
 */
export type Responsive<T extends string | number> = T | { readonly [B in Breakpoint]?: T };

/** An atom's classes: one static class per breakpoint and value, generated at build time. */
export type ResponsiveClasses<T extends string | number> = Readonly<Record<Breakpoint, Readonly<Record<T, string>>>>;

const order = ['mobile', 'tablet', 'desktop'] as const satisfies readonly Breakpoint[];

/**
 * The class names of a responsive value: a lookup in the tables the build generated, nothing
 * computed from the value (no style work at run time, issue #16).
 */
export function responsiveClass<T extends string | number>(
  classes: ResponsiveClasses<T>,
  value: Responsive<T> | undefined,
): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'object') return classes.mobile[value];
  let names = '';
  for (const breakpoint of order) {
    const at = value[breakpoint];
    if (at !== undefined) names += (names ? ' ' : '') + classes[breakpoint][at];
  }
  return names || undefined;
}

/** Joins the class names an atom looked up, skipping the props that were not given. */
export function classNames(...names: readonly (string | false | undefined)[]): string | undefined {
  return names.filter(Boolean).join(' ') || undefined;
}
