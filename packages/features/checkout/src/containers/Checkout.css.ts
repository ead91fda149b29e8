import { vars } from '@mall/ui-kit/vars';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  maxWidth: vars.size.contentWidth,
  marginInline: 'auto',
  paddingBlock: vars.space.large,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.heading, fontWeight: vars.fontWeight.strong });

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 340px',
  gap: vars.space.large,
  alignItems: 'start',
  '@media': { 'screen and (max-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const main = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large, minWidth: 0 });

export const aside = style({ position: 'sticky', top: vars.space.large });

export const notice = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const failure = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  alignItems: 'flex-start',
});
