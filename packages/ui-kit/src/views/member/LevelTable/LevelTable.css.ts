import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const standing = style({ margin: 0, color: vars.color.goldText, fontWeight: vars.fontWeight.medium });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.body });

export const caption = style({
  textAlign: 'left',
  paddingBottom: vars.space.small,
  fontSize: vars.fontSize.title,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.text,
});

export const head = style({
  textAlign: 'left',
  padding: vars.space.small,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const row = recipe({
  base: { borderBottom: `1px solid ${vars.color.border}`, verticalAlign: 'top' },
  variants: {
    isCurrent: {
      true: { background: vars.color.goldSoft },
      false: {},
    },
  },
});

export const name = style({
  textAlign: 'left',
  padding: vars.space.small,
  fontWeight: vars.fontWeight.strong,
  whiteSpace: 'nowrap',
});

export const mark = style({
  display: 'block',
  marginTop: vars.space.xxsmall,
  color: vars.color.goldText,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
});

export const cell = style({ padding: vars.space.small });

export const benefits = style({
  margin: 0,
  paddingLeft: vars.space.gutter,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
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
