import { style } from '@vanilla-extract/css';
import { narrowTarget } from '../../../styles/narrowTarget';
import { vars } from '../../../theme/contract.css';

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
    selectors: {
      '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
      '&[data-hovered]:not([data-disabled]):not([data-current])': {
        borderColor: vars.color.brand,
        color: vars.color.brand,
      },
    },
  },
]);

export const page = style([
  control,
  {
    fontFamily: vars.font.numeric,
    fontVariantNumeric: 'tabular-nums',
    selectors: {
      '&[data-current]': {
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
      '&[data-disabled]': {
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
