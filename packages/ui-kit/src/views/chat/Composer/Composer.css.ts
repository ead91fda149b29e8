import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { focusOutline } from '../../../styles/focusRing';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.medium,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const tools = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.small });

export const input = style({ resize: 'none', minHeight: '4.8em' });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const hints = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, minWidth: 0 });

export const count = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.caption,
  fontFamily: vars.font.numeric,
});

export const error = style({ color: vars.color.critical, fontSize: vars.fontSize.caption, minHeight: '1em' });

export const reason = style({ color: vars.color.warning, fontSize: vars.fontSize.small });

export const emojiGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(8, 36px)',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: vars.space.xsmall,
  outline: 'none',
});

export const emoji = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '36px',
  height: '36px',
  borderRadius: vars.radius.medium,
  fontSize: '20px',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceMuted },
    '&[data-focus-visible]': { outline: focusOutline, outlineOffset: '-2px' },
  },
});

export const emojiGlyph = style({ fontSize: '18px', lineHeight: 1 });
