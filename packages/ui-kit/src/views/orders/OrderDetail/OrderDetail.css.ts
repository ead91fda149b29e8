import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../theme/contract.css';
import { timelineStep } from '../timelineStep.css';
import { focusOutline } from '../../../styles/focusRing';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.gutter,
  color: vars.color.text,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
});

/** The status banner, tinted by the status intent (text stays in the AA text colour). */
export const banner = recipe({
  base: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.gutter,
    padding: vars.space.large,
    borderRadius: vars.radius.medium,
    borderInlineStart: `4px solid ${vars.color.border}`,
  },
  variants: {
    tone: {
      attention: { background: vars.color.brandSoft, borderInlineStartColor: vars.color.brand },
      progress: { background: vars.color.infoSoft, borderInlineStartColor: vars.color.info },
      success: { background: vars.color.positiveSoft, borderInlineStartColor: vars.color.positive },
      muted: { background: vars.color.surfaceMuted, borderInlineStartColor: vars.color.borderStrong },
    },
  },
});

export const bannerText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, minWidth: 0 });

export const statusTitle = style({
  margin: 0,
  fontSize: vars.fontSize.heading,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.tight,
});

export const notice = style({ margin: 0, color: vars.color.text });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: vars.space.large,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
});

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lead, fontWeight: vars.fontWeight.strong });

// The facts' two columns are the FactList primitive's; the amounts below line up with them.
export { facts, factRow, factLabel, factValue } from '../../../primitives/data/FactList/FactList.css';

export const amounts = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  marginInlineStart: 'auto',
  minWidth: '280px',
});

export const amountRow = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.large });

export const totalRow = style([
  amountRow,
  {
    alignItems: 'baseline',
    paddingTop: vars.space.medium,
    borderTop: `1px solid ${vars.color.border}`,
    fontWeight: vars.fontWeight.medium,
  },
]);

export const timeline = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
});

/** A step on the line; the newest has the filled dot and full-strength text. */
export const step = recipe({
  base: [
    timelineStep,
    { display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: `0 ${vars.space.large}` },
  ],
  variants: {
    isLatest: {
      true: { selectors: { '&::before': { borderColor: vars.color.brand, background: vars.color.brand } } },
      false: { color: vars.color.textMuted },
    },
  },
});

export const stepLabel = style({ fontWeight: vars.fontWeight.medium });

export const stepTime = style({ fontFamily: vars.font.numeric, fontSize: vars.fontSize.small });

/** The guarantees' links, one a line. */
export const documents = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

/** A document's link: body text, underlined, the brand colour when hovered. */
export const documentLink = style({
  color: vars.color.text,
  textDecoration: 'underline',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.brand },
    '&[data-focus-visible]': { outline: focusOutline, outlineOffset: '2px' },
  },
});

/** The state after a document's link (已作废, 已开票). */
export const documentNote = style({
  marginInlineStart: vars.space.small,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});
