import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

export const day = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const heading = style({
  margin: 0,
  paddingBlockEnd: vars.space.small,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  fontSize: vars.fontSize.lead,
  fontWeight: vars.fontWeight.strong,
});

export const item = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minWidth: 0,
});

/** A piece taken off sale: its picture fades, its words keep their contrast. */
export const offSaleItem = style({});
globalStyle(`${offSaleItem} img`, { opacity: 0.45, filter: 'grayscale(1)' });

export const offSale = style({
  position: 'absolute',
  insetBlockStart: vars.space.small,
  insetInlineEnd: vars.space.small,
});

export const action = style({ display: 'block' });
