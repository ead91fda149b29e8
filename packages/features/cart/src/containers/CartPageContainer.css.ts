import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui-kit/vars';

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

export const bar = style({
  position: 'sticky',
  insetBlockEnd: 0,
  background: vars.color.surface,
  paddingBlock: vars.space.small,
});
