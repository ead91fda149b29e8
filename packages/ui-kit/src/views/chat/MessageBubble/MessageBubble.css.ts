import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../theme/contract.css';
import { focusOutline } from '../../../styles/focusRing';

/** One message: the bubble on its side, its sender and time above, its status under. */
export const row = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xsmall,
    maxWidth: '78%',
    minWidth: 0,
  },
  variants: {
    isOwn: {
      true: { alignSelf: 'flex-end', alignItems: 'flex-end' },
      false: { alignSelf: 'flex-start', alignItems: 'flex-start' },
    },
  },
});

export const meta = style({
  display: 'flex',
  gap: vars.space.small,
  alignItems: 'baseline',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.caption,
});

export const name = style({ fontWeight: vars.fontWeight.medium, color: vars.color.text });

export const bubble = recipe({
  base: {
    padding: `${vars.space.small} ${vars.space.medium}`,
    borderRadius: vars.radius.large,
    fontSize: vars.fontSize.body,
    lineHeight: vars.lineHeight.body,
    minWidth: 0,
    maxWidth: '100%',
    transition: `opacity ${vars.duration.normal}`,
  },
  variants: {
    isOwn: {
      true: { background: vars.color.brandSoft, color: vars.color.text },
      false: { background: vars.color.surfaceMuted, color: vars.color.text },
    },
    /** Cards and pictures carry their own frame. */
    isBare: { true: { padding: 0, background: 'transparent' } },
    /** Sending: a little faded until the server has it. */
    isPending: { true: { opacity: 0.65 } },
  },
});

export const imageButton = style({
  display: 'block',
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  overflow: 'hidden',
  background: vars.color.skeleton,
  cursor: 'zoom-in',
  maxWidth: '240px',
  selectors: { '&[data-focus-visible]': { outline: focusOutline, outlineOffset: '2px' } },
});

/** The width and height attributes give the box its ratio before the picture arrives. */
export const image = style({ display: 'block', width: '100%', maxWidth: '240px', height: 'auto' });

export const largeImage = style({ display: 'block', maxWidth: '100%', height: 'auto', margin: '0 auto' });

export const status = recipe({
  base: { display: 'flex', gap: vars.space.small, alignItems: 'center', fontSize: vars.fontSize.caption },
  variants: {
    tone: {
      muted: { color: vars.color.textMuted },
      critical: { color: vars.color.critical },
    },
  },
});

export const notice = style({
  alignSelf: 'center',
  maxWidth: '90%',
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.caption,
  textAlign: 'center',
});
