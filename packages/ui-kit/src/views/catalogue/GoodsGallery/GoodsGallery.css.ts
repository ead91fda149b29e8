import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { onHover } from '../../../styles/onHover';
import { vars } from '../../../theme/contract.css';
import { focusOutline } from '../../../styles/focusRing';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium, minWidth: 0 });

/** Positioned so the contained watermark and the arrows sit over the picture. */
export const stage = style({
  position: 'relative',
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
});

export const arrow = recipe({
  base: {
    position: 'absolute',
    top: '50%',
    transform: 'translateY(-50%)',
    zIndex: 1,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: vars.size.control,
    height: vars.size.control,
    border: 'none',
    borderRadius: vars.radius.pill,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    boxShadow: vars.shadow.popover,
    cursor: 'pointer',
    outline: 'none',
    ...onHover({ color: vars.color.brand }),
    selectors: {
      '&:focus-visible': { outline: focusOutline, outlineOffset: '2px' },
    },
  },
  variants: { side: { start: { left: vars.space.small }, end: { right: vars.space.small } } },
});

export const strip = style({
  display: 'flex',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  overflowX: 'auto',
});

export const thumbItem = style({ flex: `0 0 calc(${vars.size.controlLarge} + ${vars.space.large})` });

export const thumb = style({
  display: 'block',
  width: '100%',
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  cursor: 'pointer',
  overflow: 'hidden',
  outline: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong },
    '&[aria-pressed="true"]': { borderColor: vars.color.brand, boxShadow: `inset 0 0 0 1px ${vars.color.brand}` },
    '&:focus-visible': { outline: focusOutline, outlineOffset: '2px' },
  },
});
