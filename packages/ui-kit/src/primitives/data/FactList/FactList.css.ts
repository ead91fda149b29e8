import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.small} ${vars.space.large}`,
  margin: 0,
});

export const factRow = style({ display: 'contents' });

export const factLabel = style({ color: vars.color.textMuted });

export const factValue = style({ margin: 0, overflowWrap: 'anywhere' });
