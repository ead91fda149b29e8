import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xlarge,
  width: '100%',
  maxWidth: vars.size.contentWidth,
  paddingBlock: vars.space.large,
  paddingInline: vars.space.gutter,
});
