import { style } from '@vanilla-extract/css';
import { breakpoints } from '../../../theme/breakpoints';
import { vars } from '../../../theme/contract.css';

const besideFromTablet = `screen and (min-width: ${breakpoints.tablet}px)`;

export const frame = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surfaceMuted,
  color: vars.color.text,
});

/** The top bar stays in view while the page scrolls. */
export const topBar = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.large,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

/** The navigation beside the page from the tablet width, above it below. */
export const body = style({
  flexGrow: 1,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [besideFromTablet]: { gridTemplateColumns: 'minmax(176px, 15%) minmax(0, 1fr)' },
  },
});

export const side = style({
  padding: vars.space.gutter,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': {
    [besideFromTablet]: { borderBottom: 'none', borderInlineEnd: `1px solid ${vars.color.border}` },
  },
});

/** The page; it takes focus from the skip link without drawing a ring around everything. */
export const main = style({
  minWidth: 0,
  padding: vars.space.large,
  outline: 'none',
});
