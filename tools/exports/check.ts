import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { barrelPackages, findUnusedExports, readProject } from './unusedExports.ts';

/**
 * `pnpm lint:exports`: every name exported by the contract's, core's, ui-kit's and each feature's `index.ts` is
 * imported by some file outside its package (STYLE.md §11). The files looked at are those the root
 * typecheck sees (tsconfig.json): the mall, the server, Storybook, e2e, bench, tools and every
 * package's own tests and stories. An argument names another root (the unit test's fixture).
 */
const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../..'));
const { options, fileNames } = readProject(path.join(root, 'tsconfig.json'));
const packages = barrelPackages([
  path.join(root, 'packages/contract'),
  path.join(root, 'packages/features/*'),
  path.join(root, 'packages/ui-kit'),
  path.join(root, 'packages/core'),
]);
const unused = findUnusedExports(packages, fileNames, options);

for (const entry of unused) {
  const declared = entry.declaredIn === entry.file ? '' : `  (declared in ${path.relative(root, entry.declaredIn)})`;
  console.log(`${path.relative(root, entry.file)}:${entry.line}  ${entry.name}${declared}`);
}
if (unused.length > 0) {
  const count = unused.length === 1 ? '1 exported name is' : `${unused.length} exported names are`;
  console.log(`\n${count} imported by nothing outside its package: stop exporting them`);
  console.log('from the index.ts (tests and stories inside the package import the module itself).');
  process.exit(1);
}
console.log(`exports: every name the ${packages.length} barrels export is imported outside its package`);
