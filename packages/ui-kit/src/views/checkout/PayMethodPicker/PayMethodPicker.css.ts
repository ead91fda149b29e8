import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const label = style({ fontSize: vars.fontSize.body, fontWeight: vars.fontWeight.medium, color: vars.color.text });

export const options = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.medium });

export const option = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '140px',
  minHeight: vars.size.controlLarge,
  padding: `0 ${vars.space.gutter}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.body,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.borderStrong },
    '&[data-selected]': { borderColor: vars.color.brand, color: vars.color.brand, background: vars.color.brandSoft, boxShadow: `inset 0 0 0 1px ${vars.color.brand}` },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed' },
  },
});
