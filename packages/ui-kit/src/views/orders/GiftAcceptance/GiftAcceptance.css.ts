import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.gutter,
  maxWidth: '48rem',
  color: vars.color.text,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: vars.space.large,
  border: `1px solid ${vars.color.brand}`,
  borderRadius: vars.radius.large,
  background: vars.color.brandSoft,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.heading,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.tight,
});

export const text = style({ margin: 0 });

export const pieces = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
});

export const piece = style({ display: 'flex', gap: vars.space.medium, alignItems: 'center', listStyle: 'none' });

export const thumb = style({ flex: '0 0 72px' });

export const pieceTitle = style({ margin: 0, fontWeight: vars.fontWeight.strong });

export const pieceFacts = style({ margin: 0, color: vars.color.textMuted });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.medium });

export const error = style({ margin: 0, color: vars.color.critical });
