import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusOutline } from '../../styles/focusRing';

// The panels the chat window shows above or instead of the conversation: quick answers, the
// offline notice, the rating.

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  padding: vars.space.gutter,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.body,
});

export const notice = style([panel, { background: vars.color.goldSoft, borderColor: vars.color.gold }]);

export const title = style({ margin: 0, fontSize: vars.fontSize.lead, fontWeight: vars.fontWeight.strong });

export const text = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const strongText = style({ margin: 0, color: vars.color.text, fontSize: vars.fontSize.body });

export const links = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small, margin: 0, padding: 0 });

export const linkItem = style({ listStyle: 'none' });

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.controlSmall,
  padding: `0 ${vars.space.medium}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.brand, color: vars.color.brand },
    '&:focus-visible': { outline: focusOutline, outlineOffset: '2px' },
  },
});

export const inlineLink = style({
  color: vars.color.brand,
  selectors: { '&:focus-visible': { outline: focusOutline, outlineOffset: '2px' } },
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.gutter });

export const error = style({ color: vars.color.critical, fontSize: vars.fontSize.small, minHeight: '1em' });

/** The window a conversation sits in (the shopper's chat, the desk's panel): fills the height its page gives it; only the messages scroll. */
export const frame = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  minHeight: '480px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  overflow: 'hidden',
  background: vars.color.surface,
  color: vars.color.text,
});

/** The frame's title bar: the heading, then the state and the actions. */
export const frameHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  padding: `${vars.space.medium} ${vars.space.gutter}`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
});

export const frameTitle = style({
  margin: 0,
  flex: 1,
  fontSize: vars.fontSize.title,
  fontWeight: vars.fontWeight.strong,
});
