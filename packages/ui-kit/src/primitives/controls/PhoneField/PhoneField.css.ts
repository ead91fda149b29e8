import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { focusOutline } from '../../../styles/focusRing';

export { control, field, input } from '../Field/Field.css';
export { chevron, listBox, option, popover } from '../Select/Select.css';

/** The country-code select inside the box, set off from the number by a rule. */
export const prefix = style({ display: 'flex', flexShrink: 0 });

export const prefixTrigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  margin: 0,
  paddingInline: vars.space.medium,
  border: 0,
  borderInlineEnd: `1px solid ${vars.color.border}`,
  borderRadius: 0,
  background: 'transparent',
  color: 'inherit',
  fontFamily: vars.font.numeric,
  fontSize: vars.fontSize.body,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': {
      outline: focusOutline,
      outlineOffset: '-2px',
      borderRadius: vars.radius.medium,
    },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

export const number = style({ fontFamily: vars.font.numeric });
