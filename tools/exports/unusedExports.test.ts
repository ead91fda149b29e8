import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { barrelPackages, findUnusedExports, importedNames, readProject } from './unusedExports.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

/** A tiny repo: one feature, the contract, and the app and server that import some of their names. */
const fixture: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: { module: 'ESNext', moduleResolution: 'Bundler', allowImportingTsExtensions: true, noEmit: true },
    include: ['packages', 'apps'],
  }),
  'packages/features/shelf/package.json': JSON.stringify({
    name: '@mall/feature-shelf',
    exports: { '.': './src/index.ts' },
  }),
  'packages/features/shelf/src/index.ts': [
    "export { ShelfContainer, type ShelfProps } from './containers/ShelfContainer';",
    "export * from './logic/rules';",
    "export { shelfKeys } from './api/keys';",
    "export { shelfResources as resources } from './i18n/resources';",
    '',
  ].join('\n'),
  'packages/features/shelf/src/containers/ShelfContainer.ts':
    'export interface ShelfProps { title: string }\n' +
    'export function ShelfContainer(props: ShelfProps) { return props.title; }\n',
  'packages/features/shelf/src/logic/rules.ts':
    'export const usedRule = 1;\nexport const unusedRule = 2;\nexport type UsedType = { id: number };\n',
  'packages/features/shelf/src/api/keys.ts': "export const shelfKeys = ['shelf'];\n",
  'packages/features/shelf/src/i18n/resources.ts': 'export const shelfResources = {};\n',
  // Inside the package: importing its own name does not make an export public.
  'packages/features/shelf/src/api/keys.test.ts': "import { shelfKeys } from '@mall/feature-shelf';\nvoid shelfKeys;\n",
  'packages/contract/package.json': JSON.stringify({ name: '@mall/contract', exports: { '.': './src/index.ts' } }),
  'packages/contract/src/index.ts': "export * from './orders';\n",
  'packages/contract/src/orders.ts':
    'export const OrderSchema = {};\nexport type Order = { no: string };\nexport const ORDERS_MAX = 9;\n',
  'apps/mall/src/page.ts': [
    "import { ShelfContainer, usedRule } from '@mall/feature-shelf';",
    "import type { Order } from '@mall/contract';",
    "import { resources } from '@mall/feature-shelf';",
    "export type Row = import('@mall/feature-shelf').UsedType & Order;",
    'export const page = [ShelfContainer, usedRule, resources];',
    '',
  ].join('\n'),
  'apps/api/src/route.ts': "import * as contract from '@mall/contract';\nexport const schema = contract.OrderSchema;\n",
};

let root: string;
beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'unused-exports-'));
  for (const [file, text] of Object.entries(fixture)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

let found: string[] | undefined;
/** The fixture is checked once for the cases that read the report. */
function unused() {
  if (found) return found;
  const { options, fileNames } = readProject(path.join(root, 'tsconfig.json'));
  const packages = barrelPackages([path.join(root, 'packages/contract'), path.join(root, 'packages/features/*')]);
  found = findUnusedExports(packages, fileNames, options).map(
    (entry) =>
      `${path.relative(root, entry.file)}:${entry.line} ${entry.name} ${path.relative(root, entry.declaredIn)}`,
  );
  return found;
}

// Each case reads a program and the command starts one more Node: slow on a busy machine.
describe('unused barrel exports (STYLE.md §11)', { timeout: 30_000 }, () => {
  it('reports each exported name nothing outside its package imports, with the barrel line', () => {
    expect(unused()).toEqual([
      'packages/contract/src/index.ts:1 ORDERS_MAX packages/contract/src/orders.ts',
      'packages/features/shelf/src/index.ts:1 ShelfProps packages/features/shelf/src/containers/ShelfContainer.ts',
      'packages/features/shelf/src/index.ts:2 unusedRule packages/features/shelf/src/logic/rules.ts',
      'packages/features/shelf/src/index.ts:3 shelfKeys packages/features/shelf/src/api/keys.ts',
    ]);
  });

  it('counts named, renamed, `import type`, `import()` type and namespace-member imports', () => {
    const report = unused().join('\n');
    for (const used of ['ShelfContainer', 'usedRule', 'UsedType', 'resources', 'Order', 'OrderSchema']) {
      expect(report).not.toMatch(new RegExp(` ${used} `));
    }
  });

  it('counts every name when a namespace import escapes, or on `export *` and dynamic import', () => {
    const names = (text: string) => [
      ...(importedNames('x.ts', text, new Set(['@mall/contract'])).get('@mall/contract') ?? []),
    ];
    expect(names("import * as c from '@mall/contract';\nuse(c.A, c);")).toEqual(['A', '*']);
    expect(names("import * as c from '@mall/contract';\ntype T = c.B;\nconst o = { c: 1 };")).toEqual(['B']);
    expect(names("export * from '@mall/contract';")).toEqual(['*']);
    expect(names("const m = await import('@mall/contract');")).toEqual(['*']);
    expect(names("import { A as B } from '@mall/contract';\nexport { C } from '@mall/contract';")).toEqual(['A', 'C']);
  });

  it('the command prints file:line and name and exits non-zero', async () => {
    const tsx = path.join(here, '../../node_modules/.bin/tsx');
    const run = promisify(execFile)(tsx, [path.join(here, 'check.ts'), root]);
    await expect(run).rejects.toMatchObject({
      code: 1,
      stdout: expect.stringContaining('packages/features/shelf/src/index.ts:2  unusedRule'),
    });
  });
});
