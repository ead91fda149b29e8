import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium, minWidth: 0 });

export const legend = style({ fontSize: vars.fontSize.lead, fontWeight: vars.fontWeight.strong, color: vars.color.text });

export const cards = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: vars.space.medium });

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  padding: vars.space.gutter,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.body,
  cursor: 'pointer',
  outline: 'none',
  transition: `border-color ${vars.duration.fast}`,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.borderStrong },
    '&[data-selected]': { borderColor: vars.color.brand, boxShadow: `inset 0 0 0 1px ${vars.color.brand}`, background: vars.color.brandSoft },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const who = style({ display: 'flex', alignItems: 'center', gap: vars.space.small, fontWeight: vars.fontWeight.medium });

export const where = style({ color: vars.color.textMuted, lineHeight: vars.lineHeight.body });

export const empty = style({ color: vars.color.textMuted, fontSize: vars.fontSize.body });

export const error = style({ fontSize: vars.fontSize.caption, color: vars.color.critical });
