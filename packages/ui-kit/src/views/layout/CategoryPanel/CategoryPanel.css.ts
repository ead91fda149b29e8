import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { focusOutline } from '../../../styles/focusRing';

/** The panel's content: links on the left, the advert on the right, inside the 1200 content width. */
export const root = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xlarge,
  maxWidth: vars.size.contentWidth,
  marginInline: 'auto',
  padding: vars.space.large,
  boxSizing: 'border-box',
  color: vars.color.text,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
});

export const main = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.gutter,
  flex: '1 1 auto',
  minWidth: 0,
});

export const columns = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xlarge,
});

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minWidth: 0,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const linkBase = style({
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: vars.radius.small,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: focusOutline, outlineOffset: '2px' },
    // The page the shopper is on: weight and a marker, not colour alone (WCAG 1.4.1).
    '&[aria-current]': { color: vars.color.brand, fontWeight: vars.fontWeight.strong, textDecoration: 'underline' },
  },
  '@media': {
    // Only under a mouse or pen: a tap on a phone would leave the hover colour behind.
    '(hover: hover)': { selectors: { '&:hover': { color: vars.color.brand, textDecoration: 'underline' } } },
  },
});

export const link = style([
  linkBase,
  { display: 'inline-block', paddingBlock: vars.space.xxsmall, color: vars.color.textMuted },
]);

export const columnHeading = style([linkBase, { fontWeight: vars.fontWeight.strong }]);

/** The tab's own page (the overview), above the columns. */
export const overview = style([
  linkBase,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxsmall,
    alignSelf: 'flex-start',
    fontSize: vars.fontSize.lead,
    fontWeight: vars.fontWeight.strong,
  },
]);

export const advert = style({
  flex: '0 0 30%',
  maxWidth: '30%',
});

export const advertLink = style({
  display: 'block',
  borderRadius: vars.radius.medium,
  overflow: 'hidden',
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: focusOutline, outlineOffset: '2px' },
  },
});
