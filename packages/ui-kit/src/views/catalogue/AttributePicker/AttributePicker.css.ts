import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, minWidth: 0 });

export const label = style({ fontSize: vars.fontSize.body, color: vars.color.textMuted });

export const options = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });

export const option = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minWidth: vars.size.controlLarge,
  minHeight: vars.size.controlSmall,
  padding: `0 ${vars.space.medium}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.body,
  cursor: 'pointer',
  outline: 'none',
  justifyContent: 'center',
  transition: `border-color ${vars.duration.fast}`,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.borderStrong },
    '&[data-selected]': { borderColor: vars.color.brand, color: vars.color.brand, background: vars.color.brandSoft, boxShadow: `inset 0 0 0 1px ${vars.color.brand}` },
    '&[data-disabled]': { color: vars.color.textDisabled, background: vars.color.surfaceMuted, borderStyle: 'dashed', cursor: 'not-allowed' },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[data-invalid]': { borderColor: vars.color.critical },
  },
});

export const reason = style({ fontSize: vars.fontSize.caption });

export const description = style({ fontSize: vars.fontSize.caption, color: vars.color.textMuted });

export const error = style({ fontSize: vars.fontSize.caption, color: vars.color.critical });
