import { createRequire } from 'node:module';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, type ICruiseResult, type IConfiguration } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const config = createRequire(import.meta.url)(path.join(root, '.dependency-cruiser.cjs')) as IConfiguration;

async function violations(baseDir: string, targets: string[], options: IConfiguration['options'] = {}) {
  const { output } = await cruise(targets, { ...options, baseDir, ruleSet: { forbidden: config.forbidden }, validate: true, outputType: 'json' });
  const result = (typeof output === 'string' ? JSON.parse(output) : output) as ICruiseResult;
  return result.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`);
}

let fixtureRun: Promise<string[]> | undefined;
/** The fixture tree is cruised once for all cases. */
function fixtureViolations() {
  fixtureRun ??= violations(path.join(here, 'fixtures'), ['packages', 'apps']);
  return fixtureRun;
}

describe('import boundaries (STYLE.md §9) catch each deliberate violation', () => {
  it.each([
    ['ui-kit-is-a-leaf', 'packages/ui-kit/src/importsCore.ts', 'packages/core/src/index.ts'],
    ['ui-kit-is-a-leaf', 'packages/ui-kit/src/importsFeature.ts', 'packages/features/cart/src/index.ts'],
    ['ui-kit-no-data-libraries', 'packages/ui-kit/src/importsSwr.ts', 'swr'],
    ['ui-kit-no-data-libraries', 'packages/ui-kit/src/importsI18next.ts', 'react-i18next'],
    ['ui-kit-floor-not-up', 'packages/ui-kit/src/theme/importsPrimitive.ts', 'packages/ui-kit/src/primitives/controls/Button/Button.ts'],
    ['ui-kit-primitives-not-views', 'packages/ui-kit/src/primitives/controls/Button/importsView.ts', 'packages/ui-kit/src/views/bag/BagLine/BagLine.ts'],
    ['ui-kit-view-own-domain', 'packages/ui-kit/src/views/checkout/PointsPanel/PointsPanel.ts', 'packages/ui-kit/src/views/bag/BagLine/BagLine.ts'],
    ['ui-kit-samples-only-in-stories', 'packages/ui-kit/src/views/catalogue/ProductCard/ProductCard.ts', 'packages/ui-kit/src/samples/products.ts'],
    ['feature-to-feature', 'packages/features/cart/src/index.ts', 'packages/features/checkout/src/index.ts'],
    ['core-not-features', 'packages/core/src/importsFeature.ts', 'packages/features/checkout/src/index.ts'],
    ['packages-not-apps', 'packages/core/src/importsApp.ts', 'apps/mall/src/main.ts'],
    ['api-shares-only-the-contract', 'apps/api/src/importsUiKit.ts', 'packages/ui-kit/src/good.ts'],
    ['api-shares-only-the-contract', 'apps/api/src/importsMall.ts', 'apps/mall/src/main.ts'],
    ['no-circular', 'packages/contract/src/a.ts', 'packages/contract/src/b.ts'],
  ])('%s: %s → %s', async (rule, from, to) => {
    const found = await fixtureViolations();
    // A package is either unresolved (its bare name) or resolved into pnpm's store (…/node_modules/<name>/…).
    const hit = found.find((v) => v === `${rule}: ${from} → ${to}` || (v.startsWith(`${rule}: ${from} → `) && v.includes(`node_modules/${to}/`)));
    expect(hit, found.join('\n')).toBeDefined();
  });

  it('allows a feature to import its own modules and ui-kit', async () => {
    const found = await fixtureViolations();
    expect(found.filter((v) => v.includes('packages/features/cart/src/own.ts'))).toEqual([]);
  });

  it('allows a view its own domain and primitives, and a story any view and the samples', async () => {
    const found = await fixtureViolations();
    const allowed = ['views/bag/BagList/BagList.ts', 'views/checkout/PointsPanel/PointsPanel.stories.tsx'];
    expect(found.filter((v) => allowed.some((file) => v.includes(`packages/ui-kit/src/${file} →`)))).toEqual([]);
  });

  it('catches an import of @mall/core by package name in the real ui-kit', async () => {
    const probe = path.join(root, 'packages/ui-kit/src/boundaryProbe.ts');
    writeFileSync(probe, "import '@mall/core';\n");
    try {
      const found = await violations(root, ['packages/ui-kit/src/boundaryProbe.ts'], config.options);
      expect(found).toContain('ui-kit-is-a-leaf: packages/ui-kit/src/boundaryProbe.ts → packages/core/src/index.ts');
    } finally {
      rmSync(probe, { force: true });
    }
  });
});
