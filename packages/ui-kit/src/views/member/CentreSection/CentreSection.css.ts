import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { focusOutline } from '../../../styles/focusRing';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

/** The heading and the "more" link on one line. */
export const header = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.title, fontWeight: vars.fontWeight.strong });

export const more = style({
  color: vars.color.brand,
  fontSize: vars.fontSize.small,
  textDecoration: 'none',
  borderRadius: vars.radius.small,
  outlineOffset: '2px',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: focusOutline },
  },
});

export const note = style({ margin: 0, color: vars.color.textMuted });
