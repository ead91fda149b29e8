import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

/** The bag's own page: the content width, centred, its title over the lines. */
export const page = style({
  width: '100%',
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  maxWidth: vars.size.contentWidth,
  marginInline: 'auto',
  paddingBlock: vars.space.large,
  paddingInline: vars.space.gutter,
});

/** The checkout bar stays at the foot of the window while the lines scroll. */
export const bar = style({
  position: 'sticky',
  insetBlockEnd: 0,
  background: vars.color.surface,
  paddingBlock: vars.space.small,
});
