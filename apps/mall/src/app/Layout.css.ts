import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui-kit';

export const skipLink = style({
  position: 'absolute',
  left: vars.space.gutter,
  top: `calc(-1 * ${vars.size.controlLarge})`,
  zIndex: vars.zIndex.toast,
  padding: vars.space.small,
  background: vars.color.surface,
  color: vars.color.brand,
  ':focus': { top: vars.space.small },
});

export const header = style({
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  display: 'flex',
  justifyContent: 'center',
});

export const brand = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.medium, textDecoration: 'none' });

export const main = style({ minHeight: '60vh', display: 'flex', justifyContent: 'center', outline: 'none' });

export const footer = style({
  background: vars.color.surfaceMuted,
  borderTop: `1px solid ${vars.color.border}`,
  display: 'flex',
  justifyContent: 'center',
});
