import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../theme/contract.css';
import { timelineStep } from '../timelineStep.css';

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
  base: [
    timelineStep,
    {
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space.xxsmall,
      selectors: { '&:last-child': { borderInlineStartColor: 'transparent' } },
    },
  ],
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
