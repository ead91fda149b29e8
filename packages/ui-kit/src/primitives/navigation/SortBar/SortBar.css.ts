import { style } from '@vanilla-extract/css';
import { onHover } from '../../../styles/onHover';
import { vars } from '../../../theme/contract.css';

export const root = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall });

export const option = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  minHeight: vars.size.controlSmall,
  paddingInline: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.body,
  cursor: 'pointer',
  outline: 'none',
  ...onHover({ borderColor: vars.color.brand, color: vars.color.brand }),
  selectors: {
    '&[aria-checked="true"]': {
      borderColor: vars.color.brand,
      color: vars.color.brand,
      fontWeight: vars.fontWeight.strong,
      textDecoration: 'underline',
      textUnderlineOffset: '4px',
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const down = style({ display: 'inline-flex', transform: 'rotate(180deg)' });
