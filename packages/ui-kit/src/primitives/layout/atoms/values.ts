import type { vars } from '../../../theme/contract.css';

/**
 * The values the layout atoms accept, as `as const` lists that feed their types and the stories'
 * controls. Lengths and colours are the theme's tokens only: a raw `'13px'` or `'#fff'` fails `tsc`
 * (layoutAtoms.typetest.tsx).
 */

/** A theme space token (theme/tokens.ts `space`): none, xxsmall 2, xsmall 4, small 8, medium 12, gutter 16, large 24, xlarge 32, xxlarge 48. */
export type Space = keyof typeof vars.space;
export const spaces = [
  'none',
  'xxsmall',
  'xsmall',
  'small',
  'medium',
  'gutter',
  'large',
  'xlarge',
  'xxlarge',
] as const satisfies readonly Space[];

/** Cross-axis alignment of a flex row or column (`align-items`). */
export const alignItemsValues = ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'] as const;
export type AlignItems = (typeof alignItemsValues)[number];

/** Main-axis distribution of a flex row or column (`justify-content`). */
export const justifyContentValues = ['flex-start', 'center', 'flex-end', 'space-between', 'space-around'] as const;
export type JustifyContent = (typeof justifyContentValues)[number];

export const flexDirections = ['column', 'row'] as const;
export type FlexDirection = (typeof flexDirections)[number];

export const displays = ['block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid', 'none'] as const;
export type Display = (typeof displays)[number];

/** Surfaces a Box may be filled with: the theme's backgrounds and soft fills, never a text colour. */
export const backgrounds = [
  'surface',
  'surfaceMuted',
  'surfaceRaised',
  'surfaceInverse',
  'brand',
  'brandSoft',
  'gold',
  'goldSoft',
  'positiveSoft',
  'warningSoft',
  'criticalSoft',
  'infoSoft',
  'skeleton',
] as const satisfies readonly (keyof typeof vars.color)[];
export type Background = (typeof backgrounds)[number];

/** Text colours (the `color` a Box's content inherits): the theme's text roles. */
export const tones = [
  'text',
  'textMuted',
  'textDisabled',
  'textInverse',
  'onBrand',
  'brand',
  'goldText',
  'price',
  'positive',
  'warning',
  'critical',
  'info',
] as const satisfies readonly (keyof typeof vars.color)[];
export type Tone = (typeof tones)[number];

/** A 1 px border in a theme colour, on every side. */
export const borders = ['standard', 'strong', 'gold', 'brand', 'critical'] as const;
export type Border = (typeof borders)[number];

/** A theme radius token. */
export type Radius = keyof typeof vars.radius;
export const radii = ['none', 'small', 'medium', 'large', 'pill'] as const satisfies readonly Radius[];
