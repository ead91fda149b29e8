import { style } from '@vanilla-extract/css';
import { narrowTarget } from '../../../styles/narrowTarget';
import { vars } from '../../../theme/contract.css';
import { focusOutline } from '../../../styles/focusRing';

export const root = style({
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.body,
  borderTop: `1px solid ${vars.color.border}`,
});

/** The 1200 content width, centred in the 1400 design width. */
export const inner = style({
  maxWidth: vars.size.contentWidth,
  marginInline: 'auto',
  paddingInline: vars.space.gutter,
  boxSizing: 'content-box',
});

export const main = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.xlarge,
  paddingBlock: vars.space.xlarge,
});

export const columns = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxlarge,
});

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minWidth: 0,
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style([
  narrowTarget,
  {
    // WCAG 2.2 2.5.8 with headroom: the page zoom of spec §1 shrinks the mall below 1400 px wide.
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: `calc(${vars.size.targetMin} + ${vars.space.xsmall})`,
    color: vars.color.textMuted,
    textDecoration: 'none',
    borderRadius: vars.radius.small,
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&:focus-visible': { outline: focusOutline, outlineOffset: '2px' },
    },
    '@media': {
      // Only under a mouse or pen: a tap on a phone would leave the hover colour behind.
      '(hover: hover)': { selectors: { '&:hover': { color: vars.color.brand, textDecoration: 'underline' } } },
    },
  },
]);

export const support = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
});

export const channel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  margin: 0,
});

export const channelLabel = style({ color: vars.color.textMuted });

/** The hotline number, large enough to read and dial from. */
export const hotline = style({
  alignSelf: 'flex-start',
  fontFamily: vars.font.numeric,
  fontSize: vars.fontSize.heading,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: vars.radius.small,
  outline: 'none',
  // A link only when the number can be dialled; otherwise a span, which keeps its colour under the pointer.
  selectors: {
    '&:focus-visible': { outline: focusOutline, outlineOffset: '2px' },
  },
  '@media': {
    '(hover: hover)': { selectors: { '&[href]:hover': { color: vars.color.brand } } },
  },
});

export const hours = style({ color: vars.color.textMuted, fontSize: vars.fontSize.caption });

/** The last row: the language choice, then the copyright line. */
export const bottom = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  paddingBlock: vars.space.gutter,
  borderTop: `1px solid ${vars.color.border}`,
});

export const copyright = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.caption,
  textAlign: 'center',
});
