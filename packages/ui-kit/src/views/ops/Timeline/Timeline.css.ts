import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../theme/contract.css';

export const list = style({ margin: 0, padding: 0, listStyle: 'none' });

/** A line down the start side joins the markers; the last event's line stops at its marker. */
export const event = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: `${vars.size.targetMin} minmax(0, 1fr)`,
  columnGap: vars.space.medium,
  paddingBottom: vars.space.large,
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      insetInlineStart: `calc(${vars.size.targetMin} / 2 - 1px)`,
      top: vars.size.targetMin,
      bottom: 0,
      borderInlineStart: `2px solid ${vars.color.border}`,
    },
    '&:last-child': { paddingBottom: 0 },
    '&:last-child::before': { display: 'none' },
  },
});

/** A round marker: filled with the tone's colour and a white drawing, or hollow for neutral. */
export const marker = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSizing: 'border-box',
    width: vars.size.targetMin,
    height: vars.size.targetMin,
    borderRadius: vars.radius.pill,
    color: vars.color.textInverse,
  },
  variants: {
    tone: {
      neutral: { border: `2px solid ${vars.color.borderStrong}`, background: vars.color.surface },
      info: { background: vars.color.info },
      success: { background: vars.color.positive },
      warning: { background: vars.color.warning },
      danger: { background: vars.color.critical },
    },
  },
});

export const detail = style({
  color: vars.color.text,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.body,
  overflowWrap: 'anywhere',
});
