import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.medium,
  paddingBlock: vars.space.xlarge,
  textAlign: 'center',
});

export const icon = style({
  display: 'inline-flex',
  padding: vars.space.medium,
  borderRadius: vars.radius.pill,
  background: vars.color.positiveSoft,
  color: vars.color.positive,
});

export const action = style({
  display: 'flex',
  justifyContent: 'center',
  minWidth: '200px',
  marginTop: vars.space.medium,
});
