import { createVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../theme/contract.css';
import { focusOutline } from '../../../styles/focusRing';

/** Where the handle is, in percent of the track. */
export const positionVar = createVar();
/** Where the gap is, in percent of the track. */
export const targetVar = createVar();

const handleSize = '40px';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, width: '100%' });

export const startButton = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.small,
    width: '100%',
    minHeight: vars.size.control,
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: vars.color.borderStrong,
    borderRadius: vars.radius.medium,
    background: vars.color.surfaceMuted,
    color: vars.color.text,
    font: 'inherit',
    fontSize: vars.fontSize.body,
    cursor: 'pointer',
    selectors: {
      '&:hover': { borderColor: vars.color.brand, color: vars.color.brand },
      '&:focus-visible': { outline: focusOutline, outlineOffset: '2px' },
    },
  },
  variants: {
    isInvalid: { true: { borderColor: vars.color.critical }, false: {} },
  },
});

export const instruction = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const track = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  height: handleSize,
  // The handle's centre travels 0–100 %: half a handle of room on each side.
  marginInline: `calc(${handleSize} / 2)`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceMuted,
  boxShadow: `0 0 0 1px ${vars.color.border}`,
  touchAction: 'none',
  userSelect: 'none',
});

export const fill = style({
  position: 'absolute',
  insetBlock: 0,
  left: 0,
  width: positionVar,
  background: vars.color.brandSoft,
  borderRadius: vars.radius.medium,
});

export const target = style({
  position: 'absolute',
  top: 0,
  left: targetVar,
  width: handleSize,
  height: handleSize,
  transform: 'translateX(-50%)',
  borderWidth: '2px',
  borderStyle: 'dashed',
  borderColor: vars.color.goldText,
  borderRadius: vars.radius.medium,
  background: vars.color.goldSoft,
  padding: 0,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: focusOutline, outlineOffset: '2px' },
    '&:disabled': { cursor: 'default' },
  },
});

/** The gap's text is its accessible name; sighted users see the dashed gap. */
export const targetText = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

export const handle = style({
  position: 'absolute',
  top: 0,
  left: positionVar,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: handleSize,
  height: handleSize,
  transform: 'translateX(-50%)',
  borderRadius: vars.radius.medium,
  background: vars.color.brand,
  color: vars.color.onBrand,
  cursor: 'grab',
  touchAction: 'none',
  selectors: {
    '&:focus-visible': { outline: focusOutline, outlineOffset: '2px' },
    '&:active': { cursor: 'grabbing' },
    '&[aria-disabled="true"]': { cursor: 'default', opacity: 0.8 },
  },
});

export const message = recipe({
  base: { margin: 0, fontSize: vars.fontSize.small },
  variants: { tone: { critical: { color: vars.color.critical } } },
});

export const failedRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.small });

export const passed = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.small,
  minHeight: vars.size.control,
  margin: 0,
  borderRadius: vars.radius.medium,
  background: vars.color.positiveSoft,
  color: vars.color.positive,
  fontSize: vars.fontSize.body,
});
