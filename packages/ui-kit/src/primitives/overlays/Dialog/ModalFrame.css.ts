import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

/**
 * The dialog element is the scroll container, so long content scrolls under a sticky title bar and
 * footer, and the close button inside keeps the scrolling region keyboard-reachable.
 */
export const frame = style({
  display: 'flex',
  flexDirection: 'column',
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  outline: 'none',
});

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 1,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.gutter,
  padding: `${vars.space.gutter} ${vars.space.large}`,
  background: vars.color.surfaceRaised,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.title,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const body = style({
  flex: '1 0 auto',
  padding: vars.space.large,
  color: vars.color.text,
  lineHeight: vars.lineHeight.body,
});

export const footer = style({
  position: 'sticky',
  bottom: 0,
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.medium,
  padding: `${vars.space.gutter} ${vars.space.large}`,
  background: vars.color.surfaceRaised,
  borderTop: `1px solid ${vars.color.border}`,
});

/** AlertDialog (温馨提示): a larger message, buttons centred without a rule above them. */
export const alertBody = style([body, { fontSize: vars.fontSize.lead }]);

export const alertFooter = style([footer, { justifyContent: 'center', borderTop: 'none', paddingTop: 0 }]);
