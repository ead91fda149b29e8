import { style } from '@vanilla-extract/css';
import { narrowTarget } from '../../../styles/narrowTarget';
import { onHover } from '../../../styles/onHover';
import { vars } from '../../../theme/contract.css';
import { focusOutline } from '../../../styles/focusRing';

const focusRing = { outline: focusOutline, outlineOffset: '2px' };

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.body,
});

export const row = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.gutter,
  padding: `${vars.space.small} ${vars.space.gutter}`,
  selectors: { '& + &': { borderTop: `1px dashed ${vars.color.border}` } },
});

export const title = style({ flex: '0 0 72px', color: vars.color.textMuted });

export const options = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall, flex: '1 1 auto' });

export const option = style([
  narrowTarget,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxsmall,
    minHeight: vars.size.targetMin,
    paddingInline: vars.space.small,
    border: '1px solid transparent',
    borderRadius: vars.radius.small,
    background: 'none',
    color: vars.color.text,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.body,
    cursor: 'pointer',
    outline: 'none',
    ...onHover({ color: vars.color.brand }),
    selectors: {
      // Chosen: border, weight and colour together (WCAG 1.4.1).
      '&[aria-pressed="true"]': {
        borderColor: vars.color.brand,
        color: vars.color.brand,
        fontWeight: vars.fontWeight.strong,
      },
      '&:focus-visible': focusRing,
    },
  },
]);

export const count = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  flex: '1 1 auto',
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  paddingInlineStart: vars.space.small,
  border: `1px solid ${vars.color.brand}`,
  borderRadius: vars.radius.small,
  background: vars.color.brandSoft,
  color: vars.color.brand,
});

export const remove = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.targetMin,
  minHeight: vars.size.targetMin,
  border: 'none',
  background: 'none',
  color: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  selectors: { '&:focus-visible': focusRing },
});

export const clear = style({
  minHeight: vars.size.targetMin,
  border: 'none',
  background: 'none',
  color: vars.color.textMuted,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.body,
  textDecoration: 'underline',
  cursor: 'pointer',
  outline: 'none',
  ...onHover({ color: vars.color.brand }),
  selectors: { '&:focus-visible': focusRing },
});
