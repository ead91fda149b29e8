import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { focusOutline } from '../../../styles/focusRing';

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const row = style({
  display: 'grid',
  gridTemplateColumns: '72px minmax(0, 1fr) auto',
  gap: vars.space.medium,
  alignItems: 'start',
  paddingBlock: vars.space.medium,
  color: vars.color.text,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});

export const thumb = style({
  width: '72px',
  borderRadius: vars.radius.medium,
  overflow: 'hidden',
  background: vars.color.surfaceMuted,
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, minWidth: 0 });

// Long titles wrap to two lines, then end in an ellipsis; the link keeps the whole title as its name.
export const title = style({
  margin: 0,
  fontWeight: vars.fontWeight.medium,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
});

export const titleLink = style({
  color: 'inherit',
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.brand, textDecoration: 'underline' },
    '&[data-focus-visible]': { outline: focusOutline, outlineOffset: '2px' },
  },
});

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.medium,
  margin: 0,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

export const fact = style({ display: 'flex', gap: vars.space.xsmall });

export const factValue = style({ margin: 0 });

export const figures = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space.xsmall,
  whiteSpace: 'nowrap',
});

export const quantity = style({ color: vars.color.textMuted, fontFamily: vars.font.numeric });

/** The line's 交易快照 link: small, muted until hovered, clearly a link. */
export const snapshotLink = style({
  alignSelf: 'flex-start',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  textDecoration: 'underline',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.brand },
    '&[data-focus-visible]': { outline: focusOutline, outlineOffset: '2px' },
  },
});
