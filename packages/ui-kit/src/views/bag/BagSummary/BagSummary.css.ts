import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../theme/contract.css';

export const root = recipe({
  base: {
    display: 'flex',
    gap: vars.space.medium,
    // Fills the drawer's footer and the page's bar, whatever their own alignment.
    width: '100%',
    boxSizing: 'border-box',
    color: vars.color.text,
    fontSize: vars.fontSize.body,
    lineHeight: vars.lineHeight.body,
    background: vars.color.surface,
  },
  variants: {
    variant: {
      drawer: { flexDirection: 'column' },
      page: {
        flexDirection: 'row',
        alignItems: 'center',
        justifyContent: 'space-between',
        padding: vars.space.gutter,
        border: `1px solid ${vars.color.border}`,
        borderRadius: vars.radius.medium,
      },
    },
  },
});

export const selectRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const amounts = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, margin: 0 });

export const amount = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.large });

export const amountValue = style({ margin: 0, fontVariantNumeric: 'tabular-nums' });

export const discount = style({ color: vars.color.price });

export const total = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.large,
  fontWeight: vars.fontWeight.strong,
});

export const notes = style({
  margin: 0,
  paddingInlineStart: vars.space.gutter,
  color: vars.color.goldText,
  fontSize: vars.fontSize.small,
});

export const action = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, minWidth: '200px' });

export const message = style({ margin: 0, color: vars.color.critical, fontSize: vars.fontSize.small });
