import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { focusOutline } from '../../../styles/focusRing';

/** Fills the height its parent gives it (the chat window, the desk); the messages scroll inside. */
export const root = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minHeight: 0,
});

export const scroller = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  padding: vars.space.gutter,
  background: vars.color.surface,
  selectors: { '&:focus-visible': { outline: focusOutline, outlineOffset: '-2px' } },
});

export const messages = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.gutter,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({ display: 'flex', flexDirection: 'column' });

export const empty = style({
  margin: 0,
  padding: vars.space.xlarge,
  textAlign: 'center',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

/** 新消息: floats over the end of the list while the reader is scrolled up. */
export const jump = style({
  position: 'absolute',
  left: '50%',
  bottom: vars.space.xlarge,
  transform: 'translateX(-50%)',
  boxShadow: vars.shadow.popover,
  borderRadius: vars.radius.pill,
});

export const typing = style({
  minHeight: '1.6em',
  margin: 0,
  padding: `0 ${vars.space.gutter}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.caption,
});
