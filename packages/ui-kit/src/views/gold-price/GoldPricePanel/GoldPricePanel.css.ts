import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

/** A quarter of the content width (300): room for the longest label and a four-figure price. */
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: `calc(${vars.size.contentWidth} / 4)`,
  maxWidth: '100%',
  color: vars.color.text,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
});

export const title = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  margin: 0,
  fontSize: vars.fontSize.title,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

/** The gold icon beside the title. */
export const titleIcon = style({ display: 'inline-flex', color: vars.color.goldText });

export const prices = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
});

export const row = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.gutter,
  paddingBlock: vars.space.small,
  borderBottom: `1px dashed ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none' } },
});

export const label = style({ margin: 0, color: vars.color.textMuted });

export const value = style({ margin: 0, whiteSpace: 'nowrap' });

export const figures = style({
  fontFamily: vars.font.numeric,
  fontSize: vars.fontSize.title,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.price,
  fontVariantNumeric: 'tabular-nums',
});

export const unit = style({
  marginLeft: vars.space.xxsmall,
  fontSize: vars.fontSize.caption,
  color: vars.color.textMuted,
});

export const note = style({
  margin: 0,
  fontSize: vars.fontSize.caption,
  color: vars.color.textMuted,
});

export const skeletonRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.xlarge,
  paddingBlock: vars.space.small,
});

/** Each placeholder takes a share of its row, like a label and a price. */
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

export const advertLink = style({
  display: 'block',
  borderRadius: vars.radius.medium,
  overflow: 'hidden',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const advert = style({ display: 'block', borderRadius: vars.radius.medium, overflow: 'hidden' });
