import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.small,
});

export const label = style({ color: vars.color.textMuted, fontSize: vars.fontSize.caption });

export const group = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xxsmall });

/** Quiet text buttons, at least 24 px tall (WCAG 2.2 2.5.8 target size). */
export const option = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '24px',
  paddingInline: vars.space.small,
  border: 'none',
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.color.textMuted,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.caption,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:hover': { color: vars.color.brand },
    '&[aria-checked="true"]': {
      color: vars.color.text,
      fontWeight: vars.fontWeight.strong,
      textDecoration: 'underline',
      textUnderlineOffset: '4px',
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const error = style({
  flexBasis: '100%',
  textAlign: 'center',
  color: vars.color.critical,
  fontSize: vars.fontSize.caption,
});
