import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

/** The page: its title over the desk. */
export const page = style({
  display: 'grid',
  gap: vars.space.medium,
  paddingBlock: vars.space.large,
  maxWidth: vars.size.contentWidth,
  marginInline: 'auto',
});

/** The word to staff without the agent role: its title and why, with room above and below. */
export const refusal = style({ paddingBlock: vars.space.xlarge });

/** The desk: the conversations on the left, the chosen one on the right. */
export const desk = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(240px, 300px) 1fr',
  gap: vars.space.large,
});

export const pane = style({ minWidth: 0, display: 'flex', flexDirection: 'column', height: 'min(78vh, 720px)' });
