import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { focusOutline } from '../../../styles/focusRing';

export { control, field } from '../Field/Field.css';

/** The text box fills the bordered control; the ring is drawn here (the control's ring follows inputs). */
export const textArea = style({
  flex: 1,
  minWidth: 0,
  padding: `${vars.space.small} ${vars.space.medium}`,
  border: 'none',
  borderRadius: vars.radius.medium,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
  resize: 'vertical',
  selectors: {
    '&:focus-visible': { outline: focusOutline, outlineOffset: '1px' },
    '&::placeholder': { color: vars.color.textMuted },
  },
});
