import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * A package's `index.ts` exports what other packages import and nothing else (STYLE.md §11). This
 * finds every name a barrel exports (through `export *` and `export { … } from`, as the compiler
 * resolves them) that no file outside the package imports, `import type` included.
 */

/** A package whose barrel is checked. */
export interface BarrelPackage {
  name: string;
  dir: string;
  entry: string;
}

/** A name a barrel exports that nothing outside its package imports. */
export interface UnusedExport {
  packageName: string;
  name: string;
  /** The barrel and the line of the statement that exports the name. */
  file: string;
  line: number;
  /** Where the name is declared (the barrel itself for a local declaration). */
  declaredIn: string;
}

/** Every name counts as imported: the consumer's use of the package cannot be read name by name. */
const everything = '*';

/** The packages in `dirs` (absolute; a trailing `/*` means each folder in it), from their package.json. */
export function barrelPackages(dirs: string[]): BarrelPackage[] {
  const expanded = dirs.flatMap((dir) =>
    dir.endsWith('/*')
      ? readdirSync(dir.slice(0, -2), { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => path.join(dir.slice(0, -2), entry.name))
      : [dir],
  );
  return expanded
    .filter((dir) => existsSync(path.join(dir, 'package.json')))
    .map((dir) => {
      const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
        name: string;
        exports?: Record<string, string>;
      };
      const entry = manifest.exports?.['.'];
      if (!entry) throw new Error(`${manifest.name}: package.json has no exports['.']`);
      return { name: manifest.name, dir, entry: path.join(dir, entry) };
    });
}

interface BarrelName {
  name: string;
  file: string;
  line: number;
  declaredIn: string;
}

/** Every name each barrel exports, with the barrel statement that exports it. */
export function barrelNames(packages: BarrelPackage[], options: ts.CompilerOptions): Map<string, BarrelName[]> {
  // Only the modules' export lists are read, never a type: the standard library and global types are
  // not needed, and leaving them out halves the time.
  const program = ts.createProgram(
    packages.map((pkg) => pkg.entry),
    { ...options, noEmit: true, noLib: true, types: [] },
  );
  const checker = program.getTypeChecker();
  const lineOf = (node: ts.Node) => node.getSourceFile().getLineAndCharacterOfPosition(node.getStart()).line + 1;
  const exportsOf = (moduleSymbol: ts.Symbol | undefined) =>
    moduleSymbol ? checker.getExportsOfModule(moduleSymbol) : [];

  const result = new Map<string, BarrelName[]>();
  for (const pkg of packages) {
    const barrel = program.getSourceFile(pkg.entry);
    if (!barrel) throw new Error(`${pkg.name}: cannot read ${pkg.entry}`);
    // The line of the `export * from` that brings in each name not named in the barrel itself.
    const starLine = new Map<string, number>();
    for (const statement of barrel.statements) {
      if (ts.isExportDeclaration(statement) && !statement.exportClause && statement.moduleSpecifier) {
        for (const symbol of exportsOf(checker.getSymbolAtLocation(statement.moduleSpecifier))) {
          if (!starLine.has(symbol.name)) starLine.set(symbol.name, lineOf(statement));
        }
      }
    }
    const names = exportsOf(checker.getSymbolAtLocation(barrel)).map((symbol): BarrelName => {
      const own = symbol.declarations?.find((declaration) => declaration.getSourceFile() === barrel);
      const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      const declaration = target.declarations?.[0] ?? own;
      return {
        name: symbol.name,
        file: pkg.entry,
        line: own ? lineOf(own) : (starLine.get(symbol.name) ?? 1),
        declaredIn: declaration ? declaration.getSourceFile().fileName : pkg.entry,
      };
    });
    result.set(pkg.name, names);
  }
  return result;
}

/** The names each file imports from each of `packageNames` (`*` when it cannot be told name by name). */
export function importedNames(fileName: string, text: string, packageNames: Set<string>): Map<string, Set<string>> {
  const kind = /\.[cm]?tsx$/.test(fileName) ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
  const found = new Map<string, Set<string>>();
  const add = (pkg: string, name: string) => {
    let names = found.get(pkg);
    if (!names) found.set(pkg, (names = new Set()));
    names.add(name);
  };
  const packageOf = (specifier: ts.Node | undefined) =>
    specifier && ts.isStringLiteralLike(specifier) && packageNames.has(specifier.text) ? specifier.text : undefined;
  // Namespace imports (`import * as c from '@mall/contract'`) count the members read off them.
  const namespaces = new Map<string, string>();

  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node)) {
      const pkg = packageOf(node.moduleSpecifier);
      const clause = node.importClause;
      if (pkg && clause) {
        if (clause.name) add(pkg, 'default');
        const bindings = clause.namedBindings;
        if (bindings && ts.isNamedImports(bindings)) {
          for (const element of bindings.elements) add(pkg, (element.propertyName ?? element.name).text);
        } else if (bindings) {
          namespaces.set(bindings.name.text, pkg);
        }
      }
      return;
    }
    if (ts.isExportDeclaration(node)) {
      const pkg = packageOf(node.moduleSpecifier);
      if (pkg) {
        const clause = node.exportClause;
        if (clause && ts.isNamedExports(clause)) {
          for (const element of clause.elements) add(pkg, (element.propertyName ?? element.name).text);
        } else {
          add(pkg, everything);
        }
      }
      return;
    }
    if (ts.isImportTypeNode(node)) {
      const pkg = ts.isLiteralTypeNode(node.argument) ? packageOf(node.argument.literal) : undefined;
      if (pkg) {
        let qualifier = node.qualifier;
        while (qualifier && ts.isQualifiedName(qualifier)) qualifier = qualifier.left;
        add(pkg, qualifier ? qualifier.text : everything);
      }
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const pkg = packageOf(node.arguments[0]);
      if (pkg) add(pkg, everything);
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      const pkg = packageOf(node.moduleReference.expression);
      if (pkg) add(pkg, everything);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);

  if (namespaces.size > 0) {
    const readNamespace = (node: ts.Node): void => {
      if (ts.isIdentifier(node) && namespaces.has(node.text) && !isDeclaredName(node)) {
        const pkg = namespaces.get(node.text)!;
        const parent = node.parent;
        if (ts.isPropertyAccessExpression(parent) && parent.expression === node) add(pkg, parent.name.text);
        else if (ts.isQualifiedName(parent) && parent.left === node) add(pkg, parent.right.text);
        else add(pkg, everything); // the namespace object itself escapes: any member may be read
      }
      ts.forEachChild(node, readNamespace);
    };
    readNamespace(source);
  }
  return found;
}

/**
 * The names exported by each package's barrel that no file in `consumerFiles` outside that package
 * imports. A package importing itself by name does not count.
 */
export function findUnusedExports(
  packages: BarrelPackage[],
  consumerFiles: string[],
  options: ts.CompilerOptions,
): UnusedExport[] {
  const packageNames = new Set(packages.map((pkg) => pkg.name));
  const used = new Map<string, Set<string>>(packages.map((pkg) => [pkg.name, new Set<string>()]));
  for (const file of consumerFiles) {
    const text = readFileSync(file, 'utf8');
    // Only files that name a package are parsed (a fifth of them here).
    if (!packages.some((pkg) => text.includes(pkg.name))) continue;
    const imports = importedNames(file, text, packageNames);
    for (const pkg of packages) {
      if (isInside(file, pkg.dir)) continue;
      for (const name of imports.get(pkg.name) ?? []) used.get(pkg.name)!.add(name);
    }
  }
  const exported = barrelNames(packages, options);
  return packages.flatMap((pkg) => {
    const names = used.get(pkg.name)!;
    if (names.has(everything)) return [];
    return exported
      .get(pkg.name)!
      .filter((entry) => !names.has(entry.name))
      .map((entry) => ({ packageName: pkg.name, ...entry }))
      .sort((a, b) => a.line - b.line || a.name.localeCompare(b.name));
  });
}

/** `x` in `a.x`, `A.x`, `{ x: 1 }` or `import * as x`: a name, not a read of the identifier `x`. */
function isDeclaredName(node: ts.Identifier) {
  const parent = node.parent;
  if (ts.isPropertyAccessExpression(parent) || ts.isQualifiedName(parent)) {
    return (ts.isPropertyAccessExpression(parent) ? parent.name : parent.right) === node;
  }
  return !ts.isShorthandPropertyAssignment(parent) && (parent as { name?: ts.Node }).name === node;
}

function isInside(file: string, dir: string) {
  const relative = path.relative(dir, file);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
}

/** The compiler options and files of a tsconfig (its `include`, less its `exclude`). */
export function readProject(tsconfigPath: string): { options: ts.CompilerOptions; fileNames: string[] } {
  const config = ts.readConfigFile(tsconfigPath, ts.sys.readFile);
  if (config.error) throw new Error(ts.flattenDiagnosticMessageText(config.error.messageText, '\n'));
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, path.dirname(tsconfigPath));
  return { options: parsed.options, fileNames: parsed.fileNames };
}
