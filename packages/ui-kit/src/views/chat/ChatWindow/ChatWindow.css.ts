import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export { frame as root, frameHeader as header, frameTitle as title } from '../chat.css';

export const banner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.medium,
  padding: `${vars.space.small} ${vars.space.gutter}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const bannerHeading = style({
  margin: 0,
  width: '100%',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.caption,
  fontWeight: vars.fontWeight.regular,
});

export const asides = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: `${vars.space.small} ${vars.space.gutter} 0`,
});

export const footer = style({ padding: vars.space.gutter, borderTop: `1px solid ${vars.color.border}` });

/** The shopper's window fills most of the tab: the list scrolls inside it. */
export const page = style({ display: 'flex', flexDirection: 'column', height: 'max(480px, calc(100vh - 96px))' });
