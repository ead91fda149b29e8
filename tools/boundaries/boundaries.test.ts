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
  const { output } = await cruise(targets, {
    ...options,
    baseDir,
    ruleSet: { forbidden: config.forbidden },
    validate: true,
    outputType: 'json',
  });
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
    [
      'ui-kit-floor-not-up',
      'packages/ui-kit/src/theme/importsPrimitive.ts',
      'packages/ui-kit/src/primitives/controls/Button/Button.ts',
    ],
    [
      'ui-kit-primitives-not-views',
      'packages/ui-kit/src/primitives/controls/Button/importsView.ts',
      'packages/ui-kit/src/views/bag/BagLine/BagLine.ts',
    ],
    [
      'ui-kit-view-own-domain',
      'packages/ui-kit/src/views/checkout/PointsPanel/PointsPanel.ts',
      'packages/ui-kit/src/views/bag/BagLine/BagLine.ts',
    ],
    [
      'ui-kit-samples-only-in-stories',
      'packages/ui-kit/src/views/catalogue/ProductCard/ProductCard.ts',
      'packages/ui-kit/src/samples/products.ts',
    ],
    ['feature-to-feature', 'packages/features/cart/src/index.ts', 'packages/features/checkout/src/index.ts'],
    ['core-not-features', 'packages/core/src/importsFeature.ts', 'packages/features/checkout/src/index.ts'],
    ['packages-not-apps', 'packages/core/src/importsApp.ts', 'apps/mall/src/main.ts'],
    ['api-shares-only-the-contract', 'apps/api/src/importsUiKit.ts', 'packages/ui-kit/src/good.ts'],
    ['api-shares-only-the-contract', 'apps/api/src/importsMall.ts', 'apps/mall/src/main.ts'],
    ['no-circular', 'packages/contract/src/a.ts', 'packages/contract/src/b.ts'],
    ['apps-apart', 'apps/ops/src/importsMall.ts', 'apps/mall/src/main.ts'],
    [
      'features-and-mall-do-not-style',
      'packages/features/cart/src/containers/Styled.tsx',
      'packages/features/cart/src/containers/Styled.css.ts',
    ],
    [
      'features-and-mall-do-not-style',
      'packages/features/cart/src/containers/UsesVars.ts',
      'packages/ui-kit/src/theme/contract.css.ts',
    ],
    ['features-and-mall-do-not-style', 'apps/mall/src/pages/StyledPage.ts', 'packages/ui-kit/src/theme/theme.css.ts'],
  ])('%s: %s → %s', async (rule, from, to) => {
    const found = await fixtureViolations();
    // A package is either unresolved (its bare name) or resolved into pnpm's store (…/node_modules/<name>/…).
    const hit = found.find(
      (v) =>
        v === `${rule}: ${from} → ${to}` || (v.startsWith(`${rule}: ${from} → `) && v.includes(`node_modules/${to}/`)),
    );
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

  it('catches @mall/ui-kit/vars by package name in a real feature, and lets the mall entry have the theme', async () => {
    const probe = path.join(root, 'packages/features/cart/src/boundaryProbe.ts');
    writeFileSync(probe, "import { vars } from '@mall/ui-kit/vars';\nexport const gap = vars.space.small;\n");
    try {
      const found = await violations(root, ['packages/features/cart/src/boundaryProbe.ts'], {
        ...config.options,
        maxDepth: 1,
      });
      expect(found).toContain(
        'features-and-mall-do-not-style: packages/features/cart/src/boundaryProbe.ts → packages/ui-kit/src/theme/contract.css.ts',
      );
    } finally {
      rmSync(probe, { force: true });
    }
    // The one stylesheet the document needs: the theme, imported by the browser entry.
    const entry = await violations(root, ['apps/mall/src/main.tsx'], { ...config.options, maxDepth: 1 });
    expect(entry.filter((v) => v.includes('apps/mall/src/main.tsx →'))).toEqual([]);
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

let apiFixtureRun: Promise<string[]> | undefined;
/**
 * The apps/api fixtures, cruised with type-only imports kept (as `pnpm lint:deps` does through the
 * tsconfig), so the rules can be seen to let a `Db` type or an `SQL` type through.
 */
function apiFixtureViolations() {
  apiFixtureRun ??= violations(path.join(here, 'fixtures'), ['apps/api/src'], { tsPreCompilationDeps: true });
  return apiFixtureRun;
}

describe('apps/api layers (STYLE.md §7): routes → services → repositories, SQL only in repositories', () => {
  it.each([
    ['api-routes-not-repositories', 'apps/api/src/routes/importsRepository.ts', 'apps/api/src/repositories/things.ts'],
    ['api-sql-only-in-repositories', 'apps/api/src/routes/importsDrizzle.ts', 'drizzle-orm'],
    ['api-sql-only-in-repositories', 'apps/api/src/routes/importsDbHelper.ts', 'apps/api/src/db/database.ts'],
    ['api-sql-only-in-repositories', 'apps/api/src/services/speaksSql.ts', 'drizzle-orm'],
    ['api-sql-only-in-repositories', 'apps/api/src/adapters/usesTables.ts', 'apps/api/src/db/schema.ts'],
    ['api-repositories-not-up', 'apps/api/src/repositories/importsService.ts', 'apps/api/src/services/things.ts'],
    ['api-repositories-not-up', 'apps/api/src/repositories/importsAdapter.ts', 'apps/api/src/adapters/sms.ts'],
    ['api-services-not-routes', 'apps/api/src/services/importsRoute.ts', 'apps/api/src/routes/things.ts'],
    ['api-lib-is-a-floor', 'apps/api/src/lib/readsEnv.ts', 'apps/api/src/env.ts'],
    ['api-services-not-routes', 'apps/api/src/services/importsHttp.ts', 'apps/api/src/http/caller.ts'],
  ])('%s: %s → %s', async (rule, from, to) => {
    const found = await apiFixtureViolations();
    const resolved = (v: string) => v.startsWith(`${rule}: ${from} → `) && v.includes(`node_modules/${to}/`);
    const hit = found.find((v) => v === `${rule}: ${from} → ${to}` || resolved(v));
    expect(hit, found.join('\n')).toBeDefined();
  });

  it.each([
    ['a route importing a service and the Db type', 'apps/api/src/routes/things.ts'],
    ['a service importing a repository and the Db type', 'apps/api/src/services/things.ts'],
    ['a repository speaking SQL', 'apps/api/src/repositories/things.ts'],
    ['an adapter storing through a repository', 'apps/api/src/adapters/sms.ts'],
    ['the seed inserting in bulk', 'apps/api/src/seed/things.ts'],
  ])('allows %s', async (_case, file) => {
    const found = await apiFixtureViolations();
    // The type-only imports were seen (so the rules had the chance to refuse them) …
    if (!file.includes('/repositories/') && !file.includes('/adapters/') && !file.includes('/seed/')) {
      const baseDir = path.join(here, 'fixtures');
      const { output } = await cruise([file], { baseDir, tsPreCompilationDeps: true, outputType: 'json' });
      const modules = ((typeof output === 'string' ? JSON.parse(output) : output) as ICruiseResult).modules;
      const dependencies = modules.find((m) => m.source === file)?.dependencies ?? [];
      const typeOnly = dependencies.filter((d) => d.dependencyTypes.includes('type-only'));
      expect(typeOnly.length).toBeGreaterThan(0);
    }
    // … and none of the file's imports breaks a rule.
    expect(found.filter((v) => v.includes(`: ${file} → `))).toEqual([]);
  });

  it('lets a real service name drizzle-orm types but not call its query functions', async () => {
    const probe = path.join(root, 'apps/api/src/services/boundaryProbe.ts');
    const probeSource = [
      "import type { SQL } from 'drizzle-orm';",
      "import { sql } from 'drizzle-orm';",
      'export const probe: SQL = sql`1`;',
    ];
    writeFileSync(probe, `${probeSource.join('\n')}\n`);
    const typesOnly = path.join(root, 'apps/api/src/services/boundaryProbeTypes.ts');
    writeFileSync(typesOnly, "import type { SQL } from 'drizzle-orm';\nexport type Probe = SQL;\n");
    try {
      const probes = ['apps/api/src/services/boundaryProbe.ts', 'apps/api/src/services/boundaryProbeTypes.ts'];
      const found = await violations(root, probes, config.options);
      const mine = found.filter((v) => v.startsWith(`api-sql-only-in-repositories: ${probes[0]?.replace('.ts', '')}`));
      const callsSql = mine.filter((v) => v.includes('boundaryProbe.ts → ') && v.includes('node_modules/drizzle-orm/'));
      expect(callsSql, found.join('\n')).not.toEqual([]);
      expect(mine.filter((v) => v.includes('boundaryProbeTypes.ts'))).toEqual([]);
    } finally {
      rmSync(probe, { force: true });
      rmSync(typesOnly, { force: true });
    }
  });
});
