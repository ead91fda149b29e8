import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { breakpoints } from './breakpoints';
import { vars } from './contract.css';

const responsive = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': `screen and (min-width: ${breakpoints.tablet}px)` },
    desktop: { '@media': `screen and (min-width: ${breakpoints.desktop}px)` },
  },
  defaultCondition: 'mobile',
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between', 'space-around'],
    gap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    marginTop: vars.space,
    marginBottom: vars.space,
    marginLeft: vars.space,
    marginRight: vars.space,
    textAlign: ['left', 'center', 'right'],
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
  },
});

const appearance = defineProperties({
  properties: {
    background: {
      surface: vars.color.surface,
      surfaceMuted: vars.color.surfaceMuted,
      brandSoft: vars.color.brandSoft,
      goldSoft: vars.color.goldSoft,
      inverse: vars.color.surfaceInverse,
    },
    color: {
      text: vars.color.text,
      textMuted: vars.color.textMuted,
      brand: vars.color.brand,
      goldText: vars.color.goldText,
      inverse: vars.color.textInverse,
      critical: vars.color.critical,
      positive: vars.color.positive,
    },
    borderRadius: vars.radius,
    flexGrow: ['0', '1'],
    flexShrink: ['0', '1'],
    position: ['relative', 'absolute', 'sticky', 'fixed'],
    overflow: ['hidden', 'auto', 'visible'],
    width: { full: '100%', content: vars.size.contentWidth, design: vars.size.designWidth },
    maxWidth: { full: '100%', content: vars.size.contentWidth, design: vars.size.designWidth },
    fontSize: vars.fontSize,
    fontWeight: vars.fontWeight,
  },
});

/** Layout atoms; used through `Box` and `Stack`, not directly by product code. */
export const sprinkles = createSprinkles(responsive, appearance);
export type Sprinkles = Parameters<typeof sprinkles>[0];
