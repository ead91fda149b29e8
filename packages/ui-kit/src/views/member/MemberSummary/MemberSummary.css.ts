import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.goldSoft,
  color: vars.color.text,
  fontSize: vars.fontSize.body,
});

export const nameLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
  margin: 0,
});

export const name = style({ fontWeight: vars.fontWeight.strong, fontSize: vars.fontSize.lead });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.medium,
  rowGap: vars.space.xxsmall,
  margin: 0,
});

export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const value = style({
  margin: 0,
  fontFamily: vars.font.numeric,
  fontSize: vars.fontSize.small,
  textAlign: 'end',
});

export const notice = style({ margin: 0, color: vars.color.goldText, fontSize: vars.fontSize.caption });

/** A term and its value; the grid lays out the pair, the wrapper only groups them for the markup. */
export const row = style({ display: 'contents' });
