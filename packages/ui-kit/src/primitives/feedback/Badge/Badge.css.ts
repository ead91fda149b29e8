import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../theme/contract.css';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    paddingInline: vars.space.xsmall,
    borderRadius: vars.radius.small,
    fontSize: vars.fontSize.caption,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
    // Enough height for CJK glyphs at caption size without clipping.
    paddingBlock: vars.space.xxsmall,
  },
  variants: {
    tone: {
      neutral: {},
      brand: {},
      gold: {},
      positive: {},
      warning: {},
      critical: {},
      info: {},
    },
    emphasis: {
      soft: {},
      solid: {},
    },
    /** Numbers: figures font, a pill that stays round for one digit. */
    isCount: {
      true: {
        fontFamily: vars.font.numeric,
        borderRadius: vars.radius.pill,
        minWidth: vars.space.gutter,
        paddingBlock: 0,
        height: vars.space.gutter,
        paddingInline: vars.space.xsmall,
      },
    },
  },
  // Every pair below is an AA pair checked in theme/tokens.test.ts.
  compoundVariants: [
    {
      variants: { tone: 'neutral', emphasis: 'soft' },
      style: { background: vars.color.surfaceMuted, color: vars.color.textMuted },
    },
    {
      variants: { tone: 'brand', emphasis: 'soft' },
      style: { background: vars.color.brandSoft, color: vars.color.brand },
    },
    {
      variants: { tone: 'gold', emphasis: 'soft' },
      style: { background: vars.color.goldSoft, color: vars.color.goldText },
    },
    {
      variants: { tone: 'positive', emphasis: 'soft' },
      style: { background: vars.color.positiveSoft, color: vars.color.positive },
    },
    {
      variants: { tone: 'warning', emphasis: 'soft' },
      style: { background: vars.color.warningSoft, color: vars.color.warning },
    },
    {
      variants: { tone: 'critical', emphasis: 'soft' },
      style: { background: vars.color.criticalSoft, color: vars.color.critical },
    },
    {
      variants: { tone: 'info', emphasis: 'soft' },
      style: { background: vars.color.infoSoft, color: vars.color.info },
    },
    {
      variants: { tone: 'neutral', emphasis: 'solid' },
      style: { background: vars.color.surfaceInverse, color: vars.color.textInverse },
    },
    {
      variants: { tone: 'brand', emphasis: 'solid' },
      style: { background: vars.color.brand, color: vars.color.onBrand },
    },
    {
      variants: { tone: 'gold', emphasis: 'solid' },
      style: { background: vars.color.goldText, color: vars.color.textInverse },
    },
    {
      variants: { tone: 'positive', emphasis: 'solid' },
      style: { background: vars.color.positive, color: vars.color.textInverse },
    },
    {
      variants: { tone: 'warning', emphasis: 'solid' },
      style: { background: vars.color.warning, color: vars.color.textInverse },
    },
    {
      variants: { tone: 'critical', emphasis: 'solid' },
      style: { background: vars.color.critical, color: vars.color.textInverse },
    },
    {
      variants: { tone: 'info', emphasis: 'solid' },
      style: { background: vars.color.info, color: vars.color.textInverse },
    },
  ],
  defaultVariants: { tone: 'neutral', emphasis: 'soft', isCount: false },
});
