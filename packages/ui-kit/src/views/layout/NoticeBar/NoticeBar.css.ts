import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { focusOutline } from '../../../styles/focusRing';

/** The full-width strip; 32 + 2 × 2 = 36 px tall, the difference between the header heights of spec §2 (164 − 128). */
export const bar = style({
  background: vars.color.goldSoft,
  color: vars.color.text,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.body,
  borderBottom: `1px solid ${vars.color.border}`,
});

/** The row inside the 1400 design width: pause button, the notice text, the close button. */
export const inner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  maxWidth: vars.size.designWidth,
  minHeight: vars.size.controlSmall,
  marginInline: 'auto',
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.small,
  boxSizing: 'content-box',
});

export const rotator = style({ flex: '1 1 auto', minWidth: 0 });

/** A notice with an address: underlined so it is not told apart by colour alone (WCAG 1.4.1). */
export const link = style({
  color: vars.color.text,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  borderRadius: vars.radius.small,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: focusOutline, outlineOffset: '2px' },
  },
  '@media': {
    // Only under a mouse or pen: a tap on a phone would leave the hover colour behind.
    '(hover: hover)': { selectors: { '&:hover': { color: vars.color.brand } } },
  },
});
