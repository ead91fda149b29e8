import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.gutter,
  color: vars.color.text,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
});

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  alignSelf: 'center',
  width: vars.size.controlLarge,
  height: vars.size.controlLarge,
  borderRadius: vars.radius.pill,
  background: vars.color.infoSoft,
  color: vars.color.info,
});

export const description = style({ margin: 0, color: vars.color.textMuted });

export const points = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  margin: 0,
  paddingInlineStart: vars.space.gutter,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

export const error = style({
  margin: 0,
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  background: vars.color.criticalSoft,
  color: vars.color.critical,
  fontSize: vars.fontSize.small,
});
