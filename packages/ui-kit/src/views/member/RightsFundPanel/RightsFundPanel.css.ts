import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../theme/contract.css';

export const root = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.small,
    padding: vars.space.gutter,
    borderRadius: vars.radius.large,
    color: vars.color.text,
    fontSize: vars.fontSize.body,
  },
  variants: {
    tone: {
      /** The staff user's own fund: the gold of the house. */
      fund: { background: vars.color.goldSoft, border: `1px solid ${vars.color.gold}` },
      plain: { background: vars.color.surfaceMuted, border: `1px solid ${vars.color.border}` },
    },
  },
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.title,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.tight,
});

export const holder = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const balance = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.small,
  margin: 0,
});

export const balanceLabel = style({ color: vars.color.goldText, fontWeight: vars.fontWeight.medium });

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.large,
  rowGap: vars.space.xsmall,
  margin: 0,
});

/** A term and its value side by side. */
export const fact = style({ display: 'flex', gap: vars.space.xsmall });

export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const value = style({ margin: 0, fontFamily: vars.font.numeric, fontSize: vars.fontSize.small });

export const note = style({ margin: 0, color: vars.color.goldText, fontSize: vars.fontSize.small });

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const message = style({ margin: 0, flex: '1 1 280px', color: vars.color.textMuted });
