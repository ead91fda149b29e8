import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

/** Fills the height its page gives it; only the messages scroll. */
export const root = style({
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

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.medium,
  padding: `${vars.space.medium} ${vars.space.gutter}`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
});

export const title = style({ margin: 0, flex: 1, fontSize: vars.fontSize.title, fontWeight: vars.fontWeight.strong });

export const banner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.medium,
  padding: `${vars.space.small} ${vars.space.gutter}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const bannerHeading = style({
  margin: 0,
  width: '100%',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.caption,
  fontWeight: vars.fontWeight.regular,
});

export const asides = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: `${vars.space.small} ${vars.space.gutter} 0`,
});

export const footer = style({ padding: vars.space.gutter, borderTop: `1px solid ${vars.color.border}` });
