import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../theme/contract.css';
import { tokens } from '../../../theme/tokens';
import { floatingMinViewportPx } from './floatingActionsRules';

const floatingMedia = `screen and (min-width: ${floatingMinViewportPx(tokens.size.contentWidth, tokens.size.controlLarge, tokens.space.gutter)}px)`;

/**
 * Narrow screens: a row at the end of where it is placed in the page (it covers nothing).
 * Wide screens: fixed in the right margin, outside the 1200 content column.
 */
export const root = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.small,
  padding: vars.space.gutter,
  '@media': {
    [floatingMedia]: {
      position: 'fixed',
      zIndex: vars.zIndex.sticky,
      // The column's right edge plus a gutter: exactly in the margin, never over the content.
      right: `max(${vars.space.gutter}, calc((100vw - ${vars.size.contentWidth}) / 2 - ${vars.size.controlLarge} - ${vars.space.gutter}))`,
      bottom: vars.space.xxlarge,
      flexDirection: 'column',
      padding: 0,
    },
  },
});

/** Each button on a raised tile, so it reads over any page background. */
export const tile = recipe({
  base: {
    display: 'inline-flex',
    background: vars.color.surfaceRaised,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.medium,
    boxShadow: vars.shadow.popover,
  },
  variants: {
    // Floating, a hidden button keeps its place so the one above does not jump when it appears
    // (visibility also takes it out of the accessibility tree and the tab order). In the row it goes.
    isHidden: {
      true: { display: 'none', '@media': { [floatingMedia]: { display: 'inline-flex', visibility: 'hidden' } } },
    },
  },
});
