import { style } from '@vanilla-extract/css';

/** The shopper's window fills most of the tab: the list scrolls inside it. */
export const window = style({ display: 'flex', flexDirection: 'column', height: 'max(480px, calc(100vh - 96px))' });
