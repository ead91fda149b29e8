import { styleVariants } from '@vanilla-extract/css';
import { alignItemsValues, flexDirections, justifyContentValues } from './values';
import { keysOf, responsiveStyles } from './responsiveStyle';

/** Flex alignment shared by Box, Stack and Inline, per value and breakpoint. */
export const alignItems = responsiveStyles(keysOf(alignItemsValues), (value) => ({ alignItems: value }));

export const justifyContent = responsiveStyles(keysOf(justifyContentValues), (value) => ({ justifyContent: value }));

export const flexDirection = responsiveStyles(keysOf(flexDirections), (value) => ({ flexDirection: value }));

export const flexWrap = styleVariants({ wrap: { flexWrap: 'wrap' }, nowrap: { flexWrap: 'nowrap' } });
