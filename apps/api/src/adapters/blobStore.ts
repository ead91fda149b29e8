import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded bytes are kept (issue #12 photos), behind a seam so an object store (OSS, S3,
 * MinIO) can replace the local default when several servers share the work. Keys are
 * `<folder>/<id>` with the folder a lower-case word and the id URL-safe characters only.
 */
export interface BlobStore {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes, or undefined when nothing is stored under the key. */
  get(key: string): Promise<Buffer | undefined>;
}

const keyPattern = /^[a-z]+\/[A-Za-z0-9_-]{1,64}$/;

function checkedKey(key: string): string {
  if (!keyPattern.test(key)) throw new Error(`not a blob key: ${key.slice(0, 80)}`);
  return key;
}

/**
 * The local default: files under `root` (the data folder's `uploads`), written to a temporary name
 * and renamed so a reader never sees half a file. The key pattern keeps every path inside `root`.
 */
export function diskBlobStore(root: string): BlobStore {
  const fileOf = (key: string) => path.join(root, ...checkedKey(key).split('/'));
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomBytes(6).toString('hex')}.part`;
      await writeFile(temporary, bytes, { mode: 0o600 });
      await rename(temporary, file);
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
  };
}
