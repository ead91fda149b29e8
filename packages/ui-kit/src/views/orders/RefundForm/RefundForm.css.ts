import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { focusOutline } from '../../../styles/focusRing';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  color: vars.color.text,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
});

/** The lines' group: a fieldset without the browser's frame. */
export const lines = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  border: 0,
});

export const legend = style({ padding: 0, marginBottom: vars.space.xsmall, fontWeight: vars.fontWeight.medium });

export const line = style({
  display: 'grid',
  gridTemplateColumns: 'auto 56px minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.medium,
  padding: vars.space.small,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
});

export const thumb = style({
  width: '56px',
  height: '56px',
  objectFit: 'cover',
  borderRadius: vars.radius.small,
  background: vars.color.goldSoft,
});

export const lineText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const lineTitle = style({ overflowWrap: 'anywhere' });

export const lineMeta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const groupError = style({ margin: 0, color: vars.color.critical, fontSize: vars.fontSize.small });

export const textArea = style({
  flex: 1,
  minWidth: 0,
  minHeight: '96px',
  margin: 0,
  padding: `${vars.space.small} ${vars.space.medium}`,
  border: 0,
  borderRadius: vars.radius.medium,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  resize: 'vertical',
  outline: 'none',
  selectors: { '&::placeholder': { color: vars.color.textMuted, opacity: 1 } },
});

/** The text box's frame: the focus ring drawn when the text area inside has focus. */
export const textAreaControl = style({
  selectors: {
    '&:has(textarea:focus-visible)': { outline: focusOutline, outlineOffset: '1px' },
  },
});

export const counter = style({
  alignSelf: 'flex-end',
  color: vars.color.textMuted,
  fontFamily: vars.font.numeric,
  fontSize: vars.fontSize.small,
});

export const serverError = style({
  margin: 0,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.brandSoft,
  color: vars.color.critical,
});

export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.medium });
