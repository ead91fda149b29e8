import { style } from '@vanilla-extract/css';
import { vars } from '@mall/ui-kit/vars';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.gutter,
  maxWidth: vars.size.contentWidth,
  marginInline: 'auto',
  paddingBlock: vars.space.large,
  scrollMarginTop: '180px',
});

export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.gutter,
});

export const recommend = style({ display: 'flex', flexDirection: 'column', gap: vars.space.gutter });

/** The royalty shop's one-line introduction under its heading. */
export const lead = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.body });
