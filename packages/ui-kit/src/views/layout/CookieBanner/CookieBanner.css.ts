import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { focusOutline } from '../../../styles/focusRing';

/** Fixed along the bottom, above floating buttons, under pop-ups, drawers and dialogs. */
export const root = style({
  position: 'fixed',
  left: 0,
  right: 0,
  bottom: 0,
  zIndex: vars.zIndex.header,
  // A light strip: the house Button's focus ring (focus blue) keeps its 3:1 contrast here, which
  // it would not on the dark inverse surface.
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  borderTop: `2px solid ${vars.color.gold}`,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.body,
  boxShadow: vars.shadow.toast,
});

/** The 1200 content width, centred; the button drops under the message when space runs out. */
export const inner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  maxWidth: vars.size.contentWidth,
  marginInline: 'auto',
  padding: vars.space.gutter,
  boxSizing: 'content-box',
});

export const message = style({
  flex: '1 1 0',
  minWidth: `calc(${vars.size.contentWidth} / 4)`,
  maxWidth: '100%',
  margin: 0,
});

/** Underlined in the brand colour: told apart from the message by more than colour. */
export const link = style({
  marginLeft: vars.space.xsmall,
  color: vars.color.brand,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  borderRadius: vars.radius.small,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: focusOutline, outlineOffset: '2px' },
  },
  '@media': {
    // Only under a mouse or pen: a tap on a phone would leave the thicker line behind.
    '(hover: hover)': { selectors: { '&:hover': { textDecorationThickness: '2px' } } },
  },
});

export const action = style({ flexShrink: 0 });
