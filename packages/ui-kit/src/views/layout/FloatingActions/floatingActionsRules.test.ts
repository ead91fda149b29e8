import { describe, expect, it } from 'vitest';
import { tokens } from '../../../theme/tokens';
import { floatingMinViewportPx } from './floatingActionsRules';

describe('floatingMinViewportPx', () => {
  it.each([
    ['the theme: 1200 content, 48 buttons, 16 gutters', '1200px', '48px', '16px', 1328],
    ['a narrower column', '960px', '40px', '8px', 1056],
    ['not in px: unknown', '75rem', '48px', '16px', Number.NaN],
  ])('%s', (_case, content, button, gutter, expected) => {
    expect(floatingMinViewportPx(content, button, gutter)).toBe(expected);
  });

  it('stays below the 1400 design width, so a page at design width shows them floating', () => {
    const width = floatingMinViewportPx(tokens.size.contentWidth, tokens.size.controlLarge, tokens.space.gutter);
    expect(width).toBeLessThan(Number.parseInt(tokens.size.designWidth, 10));
  });
});
