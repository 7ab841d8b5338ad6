import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where uploaded and seeded files live. The local implementation keeps them in a folder; an
 * S3-compatible one can take its place for several servers. Keys are opaque, made by newKey().
 */
export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>;
  read(key: string): Promise<Buffer>;
  stream(key: string): Readable;
  remove(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

/** A new random key, grouped by month: 2026/11/3f9c...e1.webp */
export function newStorageKey(extension: string): string {
  const now = new Date();
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${now.getUTCFullYear()}/${month}/${randomBytes(16).toString('hex')}.${extension}`;
}

export function createLocalStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    const file = path.resolve(root, key);
    if (!file.startsWith(path.resolve(root) + path.sep)) throw new Error(`Bad storage key: ${key}`);
    return file;
  };
  return {
    async put(key, data) {
      const file = resolve(key);
      await fsp.mkdir(path.dirname(file), { recursive: true });
      // Write to a temporary name and rename, so a reader never sees half a file.
      const temporary = `${file}.${randomBytes(4).toString('hex')}.tmp`;
      await fsp.writeFile(temporary, data);
      await fsp.rename(temporary, file);
    },
    read: (key) => fsp.readFile(resolve(key)),
    stream: (key) => fs.createReadStream(resolve(key)),
    async remove(key) {
      await fsp.rm(resolve(key), { force: true });
    },
    async exists(key) {
      return fsp.access(resolve(key)).then(
        () => true,
        () => false,
      );
    },
  };
}
