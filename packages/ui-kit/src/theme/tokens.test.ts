import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { tokens } from './tokens';

const { color } = tokens;

describe('theme tokens meet WCAG 2.2 AA contrast', () => {
  // 1.4.3: 4.5:1 for body text; 1.4.11: 3:1 for control borders and focus indicators.
  it.each<[string, string, string, number]>([
    ['text on surface', color.text, color.surface, 4.5],
    ['muted text on surface', color.textMuted, color.surface, 4.5],
    ['muted text on muted surface', color.textMuted, color.surfaceMuted, 4.5],
    ['text on brand', color.onBrand, color.brand, 4.5],
    ['text on brand hover', color.onBrand, color.brandHover, 4.5],
    ['brand text on surface', color.brand, color.surface, 4.5],
    ['brand text on brand soft', color.brand, color.brandSoft, 4.5],
    ['gold text on surface', color.goldText, color.surface, 4.5],
    ['gold text on gold soft', color.goldText, color.goldSoft, 4.5],
    ['price on surface', color.price, color.surface, 4.5],
    ['positive on its soft', color.positive, color.positiveSoft, 4.5],
    ['warning on its soft', color.warning, color.warningSoft, 4.5],
    ['critical on its soft', color.critical, color.criticalSoft, 4.5],
    ['info on its soft', color.info, color.infoSoft, 4.5],
    ['inverse text on inverse surface', color.textInverse, color.surfaceInverse, 4.5],
    // Solid badges (Badge.css.ts), the console's status tags and timeline markers (views/ops).
    ['inverse text on positive', color.textInverse, color.positive, 4.5],
    ['inverse text on warning', color.textInverse, color.warning, 4.5],
    ['inverse text on critical', color.textInverse, color.critical, 4.5],
    ['inverse text on info', color.textInverse, color.info, 4.5],
    ['focus ring on muted surface', color.focus, color.surfaceMuted, 3],
    ['focus ring on brand soft', color.focus, color.brandSoft, 3],
    ['strong border on surface', color.borderStrong, color.surface, 3],
    ['focus ring on surface', color.focus, color.surface, 3],
    // MemberCard: the light text reads on both ends of every level's gradient.
    ...(['cardClassic', 'cardSilver', 'cardGold', 'cardDiamond', 'cardStaff'] as const).flatMap(
      (art) =>
        [
          [`card text on ${art}`, color.cardText, color[art], 4.5],
          [`card text on ${art}Deep`, color.cardText, color[`${art}Deep`], 4.5],
        ] satisfies [string, string, string, number][],
    ),
  ])('%s', (_name, fg, bg, minimum) => {
    expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(minimum);
  });
});

describe('contrastRatio', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
  ])('%s on %s is %d', (a, b, ratio) => {
    expect(contrastRatio(a, b)).toBeCloseTo(ratio, 5);
  });
  it('rejects a colour that is not #rrggbb', () => {
    expect(() => contrastRatio('red', '#fff')).toThrow(/not a #rrggbb/);
  });
});
