import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// Electronic guarantees and the commodity verification (issue #14): the list, the certificate (and
// its print style sheet), the look-up form and its answer.

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.title,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.text,
});

export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const item = style({
  listStyle: 'none',
  display: 'grid',
  gridTemplateColumns: '72px 1fr auto',
  alignItems: 'center',
  gap: vars.space.gutter,
  padding: vars.space.gutter,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
});

export const itemTitle = style({ margin: 0, fontSize: vars.fontSize.body, fontWeight: vars.fontWeight.strong });

export const link = style({
  color: vars.color.brand,
  fontSize: vars.fontSize.small,
  textDecoration: 'underline',
  outlineOffset: 2,
});

/** The certificate: a bordered sheet that is all the printed page shows. */
export const certificate = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.gutter,
  padding: vars.space.large,
  border: `2px solid ${vars.color.gold}`,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  color: vars.color.text,
});

/** A void certificate (issue #31 item 1): a muted sheet with a critical border, so it never passes for a valid one. */
export const certificateVoid = style({
  position: 'relative',
  borderColor: vars.color.critical,
  background: vars.color.surfaceMuted,
});

/** 已作废 stamped across the sheet, as a paper certificate is; the note under the number says it in words. */
export const voidStamp = style({
  position: 'absolute',
  top: '40%',
  left: '50%',
  margin: 0,
  padding: `${vars.space.small} ${vars.space.large}`,
  border: `4px solid ${vars.color.critical}`,
  borderRadius: vars.radius.large,
  color: vars.color.critical,
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.strong,
  letterSpacing: '0.3em',
  transform: 'translate(-50%, -50%) rotate(-12deg)',
  opacity: 0.85,
  pointerEvents: 'none',
  whiteSpace: 'nowrap',
});

export const voidNote = style({
  margin: `${vars.space.small} 0 0`,
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderLeft: `4px solid ${vars.color.critical}`,
  background: vars.color.criticalSoft,
  color: vars.color.critical,
  fontSize: vars.fontSize.small,
});

export const promise = style({ margin: 0, paddingLeft: vars.space.large, fontSize: vars.fontSize.small });

export const qr = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.small,
  width: 132,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const qrLink = style({ display: 'inline-flex', outlineOffset: 2 });

export const actions = style({ display: 'flex', gap: vars.space.medium, flexWrap: 'wrap' });

/** Parts of the page around the certificate that a print leaves out. */
export const screenOnly = style({
  '@media': { print: { display: 'none' } },
});

// The print style sheet: only the certificate, on white, at the top of the sheet. Scoped to a page
// that shows one (:has): the rule stays loaded after the shopper leaves, and other pages print whole.
globalStyle(`body:has(${certificate}) *`, { '@media': { print: { visibility: 'hidden' } } });
globalStyle(`body:has(${certificate}) ${certificate}, body:has(${certificate}) ${certificate} *`, {
  '@media': { print: { visibility: 'visible' } },
});
globalStyle(certificate, {
  '@media': {
    print: {
      position: 'absolute',
      left: 0,
      top: 0,
      width: '100%',
      border: `1px solid ${vars.color.text}`,
      background: vars.color.surface,
    },
  },
});

export const resultHead = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  margin: 0,
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.strong,
});

export const piece = style({ display: 'grid', gridTemplateColumns: '96px 1fr', gap: vars.space.gutter });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.gutter, maxWidth: 480 });
