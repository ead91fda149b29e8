import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.gutter });

export const skeletonCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: vars.space.gutter,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
});

export const skeletonRow = style({
  display: 'grid',
  gridTemplateColumns: '72px minmax(0, 1fr)',
  gap: vars.space.medium,
  alignItems: 'start',
});

export const error = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.gutter,
  paddingBlock: vars.space.xxlarge,
});

export const errorMessage = style({ margin: 0, color: vars.color.critical, fontSize: vars.fontSize.body });

export const pages = style({ display: 'flex', justifyContent: 'center' });
