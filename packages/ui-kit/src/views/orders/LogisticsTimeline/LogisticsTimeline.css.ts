import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../theme/contract.css';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  color: vars.color.text,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
});

/** An event on the line: the latest has the filled dot (green once signed), earlier ones are muted. */
export const event = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxsmall,
    paddingInlineStart: vars.space.large,
    paddingBlock: vars.space.small,
    borderInlineStart: `2px solid ${vars.color.border}`,
    marginInlineStart: vars.space.small,
    selectors: {
      '&:last-child': { borderInlineStartColor: 'transparent' },
      '&::before': {
        content: '""',
        position: 'absolute',
        insetInlineStart: `calc(-1 * ${vars.space.small} + -1px)`,
        top: vars.space.medium,
        width: vars.space.gutter,
        height: vars.space.gutter,
        borderRadius: vars.radius.pill,
        boxSizing: 'border-box',
        border: `2px solid ${vars.color.borderStrong}`,
        background: vars.color.surface,
      },
    },
  },
  variants: {
    tone: {
      latest: { selectors: { '&::before': { borderColor: vars.color.info, background: vars.color.info } } },
      signed: { selectors: { '&::before': { borderColor: vars.color.positive, background: vars.color.positive } } },
      earlier: { color: vars.color.textMuted },
    },
  },
});

export const head = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.medium });

export const status = style({ fontWeight: vars.fontWeight.medium });

export const time = style({ fontFamily: vars.font.numeric, fontSize: vars.fontSize.small });

export const description = style({ margin: 0, overflowWrap: 'anywhere' });

export const place = style({
  marginInlineStart: vars.space.small,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

export const empty = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.body });
