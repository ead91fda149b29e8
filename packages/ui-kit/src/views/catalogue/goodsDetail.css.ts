import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/* The product page's frame and columns, shared by its loaded, loading and failed states. */

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  width: '100%',
  maxWidth: vars.size.contentWidth,
  marginInline: 'auto',
  padding: `${vars.space.large} ${vars.space.gutter}`,
  boxSizing: 'border-box',
});

/** The pictures beside the summary; one column on a narrow window. */
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 6fr)',
  gap: vars.space.xlarge,
  alignItems: 'start',
  '@media': { 'screen and (max-width: 768px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
