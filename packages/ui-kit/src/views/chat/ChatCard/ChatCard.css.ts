import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { focusOutline } from '../../../styles/focusRing';

/** A product or an order as a small card: picture, title, a caption and a figure. */
export const card = style({
  display: 'grid',
  gridTemplateColumns: '64px minmax(0, 1fr)',
  gap: vars.space.medium,
  alignItems: 'center',
  width: '280px',
  maxWidth: '100%',
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.gold },
    '&:focus-visible': { outline: focusOutline, outlineOffset: '2px' },
  },
});

export const cardImage = style({
  width: '64px',
  height: '64px',
  objectFit: 'cover',
  borderRadius: vars.radius.medium,
  background: vars.color.skeleton,
});

export const cardText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, minWidth: 0 });

export const cardTitle = style({
  fontWeight: vars.fontWeight.medium,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const cardCaption = style({ color: vars.color.textMuted, fontSize: vars.fontSize.caption });

export const cardPrice = style({ color: vars.color.price, fontFamily: vars.font.numeric });
