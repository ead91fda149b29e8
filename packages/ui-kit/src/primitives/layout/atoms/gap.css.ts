import { vars } from '../../../theme/contract.css';
import type { Space } from './values';
import { responsiveStyles } from './responsiveStyle';

/**
 * The gap between the children of a flex or grid atom, per space token and breakpoint. A module of
 * its own so that an atom pays only for the classes it uses (Stack and Inline need no padding).
 */
export const gap = responsiveStyles(vars.space, (space: Space) => ({ gap: vars.space[space] }));
