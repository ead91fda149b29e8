import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  maxWidth: vars.size.contentWidth,
  marginInline: 'auto',
  paddingBlock: vars.space.large,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.heading, fontWeight: vars.fontWeight.strong });

/** The order's choices on the left, the summary beside them; one column on a narrow screen. */
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 340px',
  gap: vars.space.large,
  alignItems: 'start',
  '@media': { 'screen and (max-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const main = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large, minWidth: 0 });

/** The summary stays in view while the choices scroll. */
export const aside = style({ position: 'sticky', top: vars.space.large });
