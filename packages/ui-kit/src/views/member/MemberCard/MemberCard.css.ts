import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../theme/contract.css';

const gradient = (from: string, to: string) => `linear-gradient(135deg, ${from} 0%, ${to} 100%)`;

/** The card face: a bank-card proportion, each level's gradient under its linework. */
export const card = recipe({
  base: {
    position: 'relative',
    overflow: 'hidden',
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'space-between',
    gap: vars.space.medium,
    width: '100%',
    maxWidth: '420px',
    minHeight: '240px',
    padding: vars.space.large,
    borderRadius: vars.radius.large,
    color: vars.color.cardText,
    fontSize: vars.fontSize.body,
    boxShadow: vars.shadow.popover,
  },
  variants: {
    art: {
      classic: { background: gradient(vars.color.cardClassic, vars.color.cardClassicDeep) },
      silver: { background: gradient(vars.color.cardSilver, vars.color.cardSilverDeep) },
      gold: { background: gradient(vars.color.cardGold, vars.color.cardGoldDeep) },
      diamond: { background: gradient(vars.color.cardDiamond, vars.color.cardDiamondDeep) },
      staff: { background: gradient(vars.color.cardStaff, vars.color.cardStaffDeep) },
    },
  },
});

/** The linework behind the text: decoration, never in the way of reading or pointing. */
export const art = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  pointerEvents: 'none',
  color: vars.color.cardLine,
});

/** Everything drawn over the art. */
export const layer = style({ position: 'relative' });

export const top = style([
  layer,
  { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.small, margin: 0 },
]);

export const brand = style({ fontWeight: vars.fontWeight.medium, letterSpacing: '0.12em' });

export const level = style({
  padding: `${vars.space.xxsmall} ${vars.space.small}`,
  border: `1px solid ${vars.color.cardText}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.strong,
});

export const name = style([
  layer,
  { margin: 0, fontSize: vars.fontSize.heading, fontWeight: vars.fontWeight.strong, lineHeight: vars.lineHeight.tight },
]);

export const facts = style([
  layer,
  { display: 'flex', flexWrap: 'wrap', columnGap: vars.space.large, rowGap: vars.space.xsmall, margin: 0 },
]);

export const fact = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });

export const term = style({ fontSize: vars.fontSize.caption });

export const value = style({
  margin: 0,
  fontFamily: vars.font.numeric,
  fontSize: vars.fontSize.lead,
  letterSpacing: '0.04em',
});

export const notice = style([layer, { margin: 0, fontSize: vars.fontSize.small }]);

export const skeleton = style([layer, { display: 'flex', flexDirection: 'column', gap: vars.space.small }]);
