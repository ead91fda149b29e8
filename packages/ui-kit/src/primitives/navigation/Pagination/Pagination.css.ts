import { style } from '@vanilla-extract/css';
import { narrowTarget } from '../../../styles/narrowTarget';
import { onHover } from '../../../styles/onHover';
import { vars } from '../../../theme/contract.css';
import { focusOutline } from '../../../styles/focusRing';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const control = style([
  narrowTarget,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xxsmall,
    minWidth: vars.size.controlSmall,
    height: vars.size.controlSmall,
    paddingInline: vars.space.small,
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: vars.color.border,
    borderRadius: vars.radius.medium,
    background: vars.color.surface,
    color: vars.color.text,
    fontSize: vars.fontSize.body,
    textDecoration: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    outline: 'none',
    transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}, color ${vars.duration.fast}`,
    ...onHover({ borderColor: vars.color.brand, color: vars.color.brand }, { except: '[aria-current="page"]' }),
    selectors: {
      '&:focus-visible': { outline: focusOutline, outlineOffset: '2px' },
    },
  },
]);

export const page = style([
  control,
  {
    fontFamily: vars.font.numeric,
    fontVariantNumeric: 'tabular-nums',
    selectors: {
      '&[aria-current="page"]': {
        background: vars.color.brand,
        borderColor: vars.color.brand,
        color: vars.color.onBrand,
        fontWeight: vars.fontWeight.strong,
        cursor: 'default',
      },
    },
  },
]);

export const step = style([
  control,
  {
    selectors: {
      '&[aria-disabled="true"]': {
        background: vars.color.surfaceMuted,
        color: vars.color.textDisabled,
        cursor: 'not-allowed',
      },
    },
  },
]);

export const ellipsis = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.controlSmall,
  color: vars.color.textMuted,
});
