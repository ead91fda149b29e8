import { style } from '@vanilla-extract/css';
import { onHover } from '../../../styles/onHover';
import { vars } from '../../../theme/contract.css';
import { focusOutline } from '../../../styles/focusRing';

export const root = style({
  // Anchors the title link's stretched hit area.
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  overflow: 'hidden',
  color: vars.color.text,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
  transition: `box-shadow ${vars.duration.fast}`,
  selectors: { '&:hover': { boxShadow: vars.shadow.popover } },
});

export const media = style({ position: 'relative' });

export const marks = style({
  position: 'absolute',
  insetBlockStart: vars.space.small,
  insetInlineStart: vars.space.small,
  display: 'flex',
  gap: vars.space.xsmall,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  padding: vars.space.medium,
  flex: '1 1 auto',
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.body,
  // Two lines, then an ellipsis: long jewellery names stay tidy in the grid.
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const link = style({
  color: vars.color.text,
  textDecoration: 'none',
  outline: 'none',
  ...onHover({ color: vars.color.brand }),
  selectors: {
    // The whole card is the link's target (one tab stop per product).
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    '&:focus-visible::after': {
      outline: focusOutline,
      outlineOffset: '-2px',
      borderRadius: vars.radius.medium,
    },
  },
});

export const subtitle = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const price = style({ marginBlockStart: 'auto' });

/** The word before a rights-fund price (权益金价): small, in the gold text colour. */
export const priceCaption = style({
  marginInlineEnd: vars.space.xsmall,
  color: vars.color.goldText,
  fontSize: vars.fontSize.caption,
  fontWeight: vars.fontWeight.medium,
});

export const labels = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
