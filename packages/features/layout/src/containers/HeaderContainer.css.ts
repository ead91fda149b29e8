import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui-kit/vars';

/**
 * The header's row of actions (search, gold price, account, bag). A static class: the sprinkles
 * function called at run time brought its whole property table into the first load (issue #16).
 */
export const actionRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.xsmall });
