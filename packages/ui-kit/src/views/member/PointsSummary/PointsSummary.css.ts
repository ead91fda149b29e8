import { style } from '@vanilla-extract/css';
import { panel, panelTitle } from '../../../styles/utilities.css';
import { vars } from '../../../theme/contract.css';

export const root = style([panel]);

export const title = panelTitle;

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.xlarge,
  rowGap: vars.space.small,
  margin: 0,
});

export const fact = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });

export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const value = style({
  margin: 0,
  fontFamily: vars.font.numeric,
  fontSize: vars.fontSize.heading,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.goldText,
});

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });
