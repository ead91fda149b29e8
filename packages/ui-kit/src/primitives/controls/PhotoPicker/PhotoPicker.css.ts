import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { focusOutline } from '../../../styles/focusRing';

// The label and guidance read like every field's.
export { description, label } from '../Field/Field.css';

const tileSize = '88px';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, minWidth: 0 });

export const header = style({ display: 'flex', alignItems: 'baseline', gap: vars.space.small });

export const count = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const tiles = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const tile = style({
  position: 'relative',
  width: tileSize,
  height: tileSize,
  borderRadius: vars.radius.medium,
  overflow: 'hidden',
  background: vars.color.surfaceMuted,
});

export const preview = style({ width: '100%', height: '100%', objectFit: 'cover', display: 'block' });

export const overlay = style({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
  background: 'rgba(255, 255, 255, 0.7)',
});

export const failed = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxsmall,
  padding: vars.space.xsmall,
  background: vars.color.criticalSoft,
  textAlign: 'center',
});

export const failedText = style({
  color: vars.color.critical,
  fontSize: vars.fontSize.caption,
  lineHeight: vars.lineHeight.tight,
  overflow: 'hidden',
});

export const retry = style({
  border: 0,
  padding: `${vars.space.xxsmall} ${vars.space.xsmall}`,
  minHeight: '24px',
  background: 'transparent',
  color: vars.color.info,
  fontSize: vars.fontSize.caption,
  textDecoration: 'underline',
  cursor: 'pointer',
  selectors: {
    '&[data-focus-visible]': { outline: focusOutline, outlineOffset: '1px' },
  },
});

export const remove = style({
  position: 'absolute',
  insetBlockStart: vars.space.xxsmall,
  insetInlineEnd: vars.space.xxsmall,
  borderRadius: vars.radius.pill,
  background: vars.color.overlay,
});

export const add = style({
  width: '100%',
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xsmall,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.brand, color: vars.color.brand },
    '&[data-focus-visible]': { outline: focusOutline, outlineOffset: '2px' },
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textDisabled },
  },
});

export const error = style({
  color: vars.color.critical,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.body,
  selectors: { '&:empty': { display: 'none' } },
});
