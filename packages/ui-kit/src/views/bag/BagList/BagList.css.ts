import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.gutter, color: vars.color.text });

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const heading = style({ margin: 0, fontSize: vars.fontSize.lead, fontWeight: vars.fontWeight.strong });

export const notice = style({
  margin: 0,
  padding: `${vars.space.small} ${vars.space.medium}`,
  background: vars.color.infoSoft,
  color: vars.color.info,
  borderRadius: vars.radius.medium,
  fontSize: vars.fontSize.small,
});

export const invalidHeader = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.medium,
});
