import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// issue #37: docs a newcomer can walk, true to the code — the lists that could drift are checked.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const folders = (dir: string) =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

/** The names listed between `<!-- name -->` and `<!-- /name -->` as "- `name`: …" lines. */
function listed(markdown: string, name: string): string[] {
  const block = new RegExp(`<!-- ${name} -->([\\s\\S]*?)<!-- /${name} -->`).exec(markdown)?.[1] ?? '';
  return [...block.matchAll(/^- `([^`]+)`/gm)].map((match) => match[1] ?? '').sort();
}

describe('docs/architecture.md', () => {
  it('lists every view domain of ui-kit, and no other', () => {
    expect(listed(read('docs/architecture.md'), 'view-domains')).toEqual(folders('packages/ui-kit/src/views'));
  });

  it('lists every primitive group of ui-kit, and no other', () => {
    expect(listed(read('docs/architecture.md'), 'primitive-groups')).toEqual(folders('packages/ui-kit/src/primitives'));
  });
});

describe('README.md', () => {
  const readme = read('README.md');

  it('stays short: at most 150 lines', () => {
    expect(readme.split('\n').length).toBeLessThanOrEqual(150);
  });

  it('links only to files that exist', () => {
    const links = [...readme.matchAll(/\]\(([^)#]+)(?:#[^)]*)?\)/g)]
      .map((match) => match[1] ?? '')
      .filter((link) => !/^[a-z]+:/.test(link));
    expect(links.length).toBeGreaterThan(0);
    expect(links.filter((link) => !existsSync(path.join(root, link)))).toEqual([]);
  });

  it('maps every package and app folder', () => {
    const places = [...folders('packages').filter((name) => name !== 'features'), ...folders('apps')];
    for (const place of places) expect(readme, place).toMatch(new RegExp(`(packages|apps)/${place}\\b`));
  });
});
