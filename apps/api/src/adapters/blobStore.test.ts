import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { diskBlobStore } from './blobStore';

describe('diskBlobStore', () => {
  const roots: string[] = [];
  const store = () => {
    const root = mkdtempSync(path.join(tmpdir(), 'blobs-'));
    roots.push(root);
    return { root, blobs: diskBlobStore(root) };
  };
  afterEach(() => {
    for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
  });

  it('keeps bytes under their key and answers undefined for a key never stored', async () => {
    const { root, blobs } = store();
    await blobs.put('review/abcDEF123_-', Uint8Array.from([1, 2, 3]));
    expect([...((await blobs.get('review/abcDEF123_-')) ?? [])]).toEqual([1, 2, 3]);
    expect(await blobs.get('review/missing')).toBeUndefined();
    // Written through a temporary name: nothing but the file is left behind.
    expect(readdirSync(path.join(root, 'review'))).toEqual(['abcDEF123_-']);
  });

  it.each(['../escape', 'review/../../etc', 'review/a/b', 'Review/abc', 'review/', '/abs/path', 'review/a.b'])(
    'refuses the key %s (nothing can be written outside its folder)',
    async (key) => {
      const { blobs } = store();
      await expect(blobs.put(key, Uint8Array.from([1]))).rejects.toThrow(/not a blob key/);
      await expect(blobs.get(key)).rejects.toThrow(/not a blob key/);
    },
  );
});
