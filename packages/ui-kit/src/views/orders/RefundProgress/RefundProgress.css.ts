import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../theme/contract.css';
import * as detail from '../OrderDetail/OrderDetail.css';

/** A block of the order's page, like the detail's sections. */
export const root = style([
  detail.section,
  { color: vars.color.text, fontSize: vars.fontSize.body, lineHeight: vars.lineHeight.body },
]);

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lead, fontWeight: vars.fontWeight.strong });

/** The refusal: its reason stands out in the critical colour on a soft ground. */
export const refusal = style({
  margin: 0,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.brandSoft,
});

// The label and value pairs read like the order detail's facts.
export const { facts, factRow, factLabel } = detail;
/** A value may hold several lines (one per refunded piece). */
export const factValue = style([detail.factValue, { whiteSpace: 'pre-line' }]);

export const photos = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const photo = style({
  width: '72px',
  height: '72px',
  objectFit: 'cover',
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.border}`,
});

/** The steps in a row: reached ones in the brand colour with their time, the rest muted. */
export const steps = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(0, 1fr)',
  gap: vars.space.small,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const step = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxsmall,
    paddingTop: vars.space.small,
    borderTop: `3px solid ${vars.color.border}`,
    fontSize: vars.fontSize.small,
  },
  variants: {
    state: {
      done: { borderTopColor: vars.color.brand },
      current: { borderTopColor: vars.color.brand, fontWeight: vars.fontWeight.strong },
      pending: { color: vars.color.textMuted },
    },
  },
});

export const stepTime = style({
  fontFamily: vars.font.numeric,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.regular,
});

export const error = style({ margin: 0, color: vars.color.critical, fontSize: vars.fontSize.small });
