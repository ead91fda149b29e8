import { vars } from '../../../theme/contract.css';
import type { Space } from './values';
import { responsiveStyles } from './responsiveStyle';

/** Margin per side, space token and breakpoint: Box resolves its shorthands (margin, marginX, marginY) to sides. */
export const marginTop = responsiveStyles(vars.space, (space: Space) => ({ marginTop: vars.space[space] }));
export const marginRight = responsiveStyles(vars.space, (space: Space) => ({ marginRight: vars.space[space] }));
export const marginBottom = responsiveStyles(vars.space, (space: Space) => ({ marginBottom: vars.space[space] }));
export const marginLeft = responsiveStyles(vars.space, (space: Space) => ({ marginLeft: vars.space[space] }));
