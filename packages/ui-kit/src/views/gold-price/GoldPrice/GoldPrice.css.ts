import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { focusOutline } from '../../../styles/focusRing';

/**
 * Two layouts of the same readings: `panel` is the header's pop-up (a narrow list), `page` the
 * today's-gold-price page (large cards and the recent days). What is not listed here is shared.
 */
const base = style({ display: 'flex', flexDirection: 'column', color: vars.color.text });

export const root = styleVariants({
  /** A quarter of the content width (300): room for the longest label and a four-figure price. */
  panel: [
    base,
    {
      gap: vars.space.medium,
      minWidth: `calc(${vars.size.contentWidth} / 4)`,
      maxWidth: '100%',
      fontSize: vars.fontSize.body,
      lineHeight: vars.lineHeight.body,
    },
  ],
  page: [base, { gap: vars.space.large }],
});

const titleBase = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  margin: 0,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const title = styleVariants({
  panel: [titleBase, { fontSize: vars.fontSize.title }],
  page: [titleBase, { fontSize: vars.fontSize.heading }],
});

/** The gold icon beside the title. */
export const titleIcon = style({ display: 'inline-flex', color: vars.color.goldText });

export const readings = styleVariants({
  panel: { display: 'flex', flexDirection: 'column', margin: 0, padding: 0 },
  page: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
    gap: vars.space.gutter,
    margin: 0,
  },
});

export const reading = styleVariants({
  panel: {
    display: 'flex',
    alignItems: 'baseline',
    justifyContent: 'space-between',
    gap: vars.space.gutter,
    paddingBlock: vars.space.small,
    borderBottom: `1px dashed ${vars.color.border}`,
    selectors: { '&:last-child': { borderBottom: 'none' } },
  },
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.small,
    padding: vars.space.large,
    borderRadius: vars.radius.large,
    border: `1px solid ${vars.color.gold}`,
    background: vars.color.goldSoft,
  },
});

export const label = styleVariants({
  panel: { margin: 0, color: vars.color.textMuted },
  page: { margin: 0, fontSize: vars.fontSize.lead, color: vars.color.goldText },
});

export const value = style({ margin: 0, whiteSpace: 'nowrap' });

const figuresBase = style({
  fontFamily: vars.font.numeric,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.price,
  fontVariantNumeric: 'tabular-nums',
});

export const figures = styleVariants({
  panel: [figuresBase, { fontSize: vars.fontSize.title }],
  page: [figuresBase, { fontSize: vars.fontSize.display }],
});

export const unit = styleVariants({
  panel: { marginLeft: vars.space.xxsmall, fontSize: vars.fontSize.caption, color: vars.color.textMuted },
  page: { marginLeft: vars.space.xsmall, fontSize: vars.fontSize.body, color: vars.color.textMuted },
});

export const note = styleVariants({
  panel: { margin: 0, fontSize: vars.fontSize.caption, color: vars.color.textMuted },
  page: { margin: 0, fontSize: vars.fontSize.small, color: vars.color.textMuted },
});

/** A placeholder takes a share of its reading, like a label and a price. */
export const skeletonCell = style({ flex: '1 1 0', minWidth: 0 });

export const error = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.small,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.criticalSoft,
});

export const errorMessage = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  margin: 0,
  color: vars.color.critical,
});

export const advert = style({
  display: 'block',
  borderRadius: vars.radius.medium,
  overflow: 'hidden',
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: focusOutline, outlineOffset: '2px' },
  },
});

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.body });

export const caption = style({
  textAlign: 'left',
  paddingBottom: vars.space.small,
  fontSize: vars.fontSize.lead,
  fontWeight: vars.fontWeight.strong,
});

export const th = style({
  textAlign: 'right',
  padding: vars.space.small,
  borderBottom: `1px solid ${vars.color.borderStrong}`,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  selectors: { '&:first-child': { textAlign: 'left' } },
});

export const rowHead = style({
  textAlign: 'left',
  padding: vars.space.small,
  borderBottom: `1px solid ${vars.color.border}`,
  fontWeight: vars.fontWeight.regular,
});

export const td = style({
  textAlign: 'right',
  padding: vars.space.small,
  borderBottom: `1px solid ${vars.color.border}`,
  fontFamily: vars.font.numeric,
  fontVariantNumeric: 'tabular-nums',
});
