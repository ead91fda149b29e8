import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const body = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.medium });

export const sign = style({ flex: 'none', color: vars.color.critical });

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, minWidth: 0 });

export const error = style({
  margin: 0,
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderRadius: vars.radius.small,
  background: vars.color.criticalSoft,
  color: vars.color.critical,
  fontSize: vars.fontSize.body,
});
