import { style } from '@vanilla-extract/css';

/** The descending order's arrow: the ascending one turned over. */
export const down = style({ display: 'inline-flex', transform: 'rotate(180deg)' });
