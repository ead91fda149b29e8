import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui-kit/vars';

/**
 * The header's row of actions (search, gold price, account, bag). A static class: a style function
 * run in the browser would bring its property table into the first load (issue #16).
 */
export const actionRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.xsmall });
