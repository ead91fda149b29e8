import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium, minWidth: 0 });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.title,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.text,
});

export const list = style({ display: 'flex', flexDirection: 'column', margin: 0, padding: 0, listStyle: 'none' });

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  paddingBlock: vars.space.medium,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const meta = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  fontSize: vars.fontSize.small,
});

export const nickname = style({ color: vars.color.text, fontWeight: vars.fontWeight.medium });

export const date = style({ marginLeft: 'auto', color: vars.color.textMuted });

export const photo = style({ width: `calc(${vars.size.controlLarge} * 2)` });
