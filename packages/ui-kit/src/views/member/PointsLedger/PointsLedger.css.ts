import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../theme/contract.css';

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.body });

const headBase = {
  padding: vars.space.small,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  borderBottom: `1px solid ${vars.color.border}`,
} as const;

export const head = style({ ...headBase, textAlign: 'left' });
export const headNumber = style({ ...headBase, textAlign: 'right' });

export const row = style({ borderBottom: `1px solid ${vars.color.border}`, verticalAlign: 'top' });

export const cell = style({ padding: vars.space.small, color: vars.color.textMuted, fontFamily: vars.font.numeric });

export const rowHead = style({ padding: vars.space.small, textAlign: 'left', fontWeight: vars.fontWeight.medium });

export const note = style({
  display: 'block',
  marginTop: vars.space.xxsmall,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.regular,
});

export const number = recipe({
  base: { padding: vars.space.small, textAlign: 'right', fontFamily: vars.font.numeric, whiteSpace: 'nowrap' },
  variants: {
    tone: {
      gain: { color: vars.color.positive, fontWeight: vars.fontWeight.strong },
      loss: { color: vars.color.critical, fontWeight: vars.fontWeight.strong },
      plain: { color: vars.color.text },
    },
  },
});

export const problem = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.medium,
  padding: vars.space.gutter,
  borderRadius: vars.radius.large,
  background: vars.color.surfaceMuted,
});

export const message = style({ margin: 0, flex: '1 1 240px', color: vars.color.textMuted });
