import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { focusOutline } from '../../../styles/focusRing';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, borderTop: `1px solid ${vars.color.border}` });

export const item = style({ borderBottom: `1px solid ${vars.color.border}` });

/** Title and summary on the left, the date on the right. */
const textGrid = {
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  columnGap: vars.space.large,
  rowGap: vars.space.xsmall,
} as const;

const interactive = style({
  paddingBlock: vars.space.gutter,
  paddingInline: vars.space.small,
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: vars.radius.medium,
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&:focus-visible': { outline: focusOutline, outlineOffset: '2px' },
  },
});

export const link = style([interactive, textGrid]);

/** A row with a cover: the picture, then the text grid. */
export const linkWithCover = style([
  interactive,
  { display: 'grid', gridTemplateColumns: 'minmax(0, 240px) 1fr', columnGap: vars.space.large, alignItems: 'center' },
]);

export const text = style([textGrid, { alignContent: 'center' }]);

export const cover = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceMuted,
});

export const title = style({
  fontSize: vars.fontSize.lead,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  margin: 0,
});

export const summary = style({
  gridColumn: '1 / 2',
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
});

export const meta = style({
  gridColumn: '2 / 3',
  gridRow: '1 / 3',
  alignSelf: 'center',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  whiteSpace: 'nowrap',
});

export const category = style({
  color: vars.color.goldText,
  fontSize: vars.fontSize.small,
  marginInlineEnd: vars.space.small,
});
