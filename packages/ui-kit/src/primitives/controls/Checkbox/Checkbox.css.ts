import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { focusOutline } from '../../../styles/focusRing';

/** The whole row is the label, so the text is part of the pointer target (WCAG 2.5.8). */
export const root = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  minHeight: vars.size.targetMin,
  color: vars.color.text,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
  cursor: 'pointer',
  selectors: {
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

/** The square: as big as a small icon plus its border; centred on the first text line. */
export const box = style({
  display: 'inline-flex',
  flexShrink: 0,
  marginTop: vars.space.xxsmall,
  borderWidth: '1px',
  borderStyle: 'solid',
  // 1.4.11: the strong border keeps 3:1 against the surface.
  borderColor: vars.color.borderStrong,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: 'transparent',
  transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}`,
  selectors: {
    [`${root}[data-hovered] &`]: { borderColor: vars.color.brand },
    [`${root}[data-selected] &, ${root}[data-indeterminate] &`]: {
      background: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.onBrand,
    },
    [`${root}[data-invalid] &`]: { borderColor: vars.color.critical },
    [`${root}[data-invalid][data-selected] &`]: { borderColor: vars.color.brand },
    [`${root}[data-focus-visible] &`]: { outline: focusOutline, outlineOffset: '2px' },
    [`${root}[data-disabled] &`]: { background: vars.color.surfaceMuted, borderColor: vars.color.border },
    [`${root}[data-disabled][data-selected] &`]: { background: vars.color.border, color: vars.color.textMuted },
  },
});

export const text = style({ minWidth: 0 });

// Plain links inside the label (agreement titles) in the brand colour, underlined so they do not
// rely on colour alone (1.4.1). :where() keeps this weaker than a link component's own class.
globalStyle(`:where(${text}) a`, { color: vars.color.brand, textDecoration: 'underline' });
