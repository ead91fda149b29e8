import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { focusOutline } from '../../../styles/focusRing';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: vars.space.large,
  border: `1px solid ${vars.color.brand}`,
  borderRadius: vars.radius.medium,
  background: vars.color.brandSoft,
  color: vars.color.text,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lead, fontWeight: vars.fontWeight.strong });

export const text = style({ margin: 0 });

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.medium });

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, flex: '1 1 20rem' });

export const label = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const input = style({
  minHeight: '40px',
  padding: `0 ${vars.space.medium}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  selectors: { '&:focus-visible': { outline: focusOutline, outlineOffset: '2px' } },
});

export const status = style({ margin: 0, color: vars.color.positive, minHeight: vars.lineHeight.body });
