import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.body,
  color: vars.color.text,
});

export const caption = style({
  textAlign: 'start',
  fontSize: vars.fontSize.lead,
  fontWeight: vars.fontWeight.strong,
  paddingBottom: vars.space.medium,
});

export const head = style({
  textAlign: 'start',
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
  background: vars.color.surfaceMuted,
  padding: `${vars.space.small} ${vars.space.medium}`,
});

export const cell = style({
  padding: vars.space.medium,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
});

export const numeric = style({ textAlign: 'end', whiteSpace: 'nowrap', fontFamily: vars.font.numeric });

export const goods = style({ display: 'flex', gap: vars.space.medium, alignItems: 'center', minWidth: 0 });

export const thumb = style({ width: '80px', flex: '0 0 80px' });

export const title = style({ margin: 0, fontWeight: vars.fontWeight.medium });

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `0 ${vars.space.medium}`,
  margin: `${vars.space.xsmall} 0 0`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

export const fact = style({ display: 'flex', gap: vars.space.xxsmall });

export const factLabel = style({});
export const factValue = style({ margin: 0 });

export const notice = style({ color: vars.color.critical, fontSize: vars.fontSize.small });
