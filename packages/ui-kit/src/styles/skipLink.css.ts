import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/**
 * Out of sight until focused: the first tab stop of every page leads past the header to the main
 * landmark. The mall's SiteFrame and the console's OpsFrame both draw it.
 */
export const skipLink = style({
  position: 'absolute',
  left: vars.space.gutter,
  top: `calc(-1 * ${vars.size.controlLarge})`,
  zIndex: vars.zIndex.toast,
  padding: vars.space.small,
  background: vars.color.surface,
  color: vars.color.brand,
  ':focus': { top: vars.space.small },
});
