import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../theme/contract.css';

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.body });

export const caption = style({
  textAlign: 'left',
  paddingBottom: vars.space.small,
  fontSize: vars.fontSize.title,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.text,
});

export const head = recipe({
  base: {
    padding: vars.space.small,
    background: vars.color.surfaceMuted,
    color: vars.color.textMuted,
    fontWeight: vars.fontWeight.medium,
    borderBottom: `1px solid ${vars.color.border}`,
  },
  variants: { isNumeric: { true: { textAlign: 'right' }, false: { textAlign: 'left' } } },
});

export const row = recipe({
  base: { borderBottom: `1px solid ${vars.color.border}`, verticalAlign: 'top' },
  variants: { isCurrent: { true: { background: vars.color.goldSoft }, false: {} } },
});

export const rowHead = style({ padding: vars.space.small, textAlign: 'left', fontWeight: vars.fontWeight.medium });

export const cell = recipe({
  base: { padding: vars.space.small },
  variants: {
    isNumeric: {
      true: { textAlign: 'right', fontFamily: vars.font.numeric, whiteSpace: 'nowrap' },
      false: { textAlign: 'left' },
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
