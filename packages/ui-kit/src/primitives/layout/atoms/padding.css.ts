import { vars } from '../../../theme/contract.css';
import type { Space } from './values';
import { responsiveStyles } from './responsiveStyle';

/** Padding per side, space token and breakpoint: Box resolves its shorthands (padding, paddingX, paddingY) to sides. */
export const paddingTop = responsiveStyles(vars.space, (space: Space) => ({ paddingTop: vars.space[space] }));
export const paddingRight = responsiveStyles(vars.space, (space: Space) => ({ paddingRight: vars.space[space] }));
export const paddingBottom = responsiveStyles(vars.space, (space: Space) => ({ paddingBottom: vars.space[space] }));
export const paddingLeft = responsiveStyles(vars.space, (space: Space) => ({ paddingLeft: vars.space[space] }));
