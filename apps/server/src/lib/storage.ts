import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where uploaded and seeded files live. The local implementation keeps them in a folder; an
 * S3-compatible one can take its place for several servers. Keys are opaque, made by newKey().
 *
 * A file and the row of `files` that names it appear together: the file is staged (written under
 * a temporary name), the row is inserted, and the file is committed (renamed to its key) as the
 * last step of the same transaction; withStagedFiles() does all of it. A crash therefore leaves
 * at worst a temporary file, or a file whose row never committed, never a row without its file;
 * the sweeper (jobs/sweep-files.ts) removes such leftovers once they are old enough.
 */
export interface FileStorage {
  /** Writes and commits at once, for files that no row names (tests, tools). */
  put(key: string, data: Buffer): Promise<void>;
  /** Writes `data` under the temporary name of `key`; the key stays pending until released. */
  stage(key: string, data: Buffer): Promise<void>;
  /** Renames staged files to their keys. Repeatable: a key already committed is left as it is. */
  commit(keys: readonly string[]): Promise<void>;
  /** Removes staged or committed files whose transaction failed, and releases their keys. */
  discard(keys: readonly string[]): Promise<void>;
  /** The keys' rows are committed (or discarded): the sweeper may judge their files again. */
  release(keys: readonly string[]): void;
  /** True while a key is staged and its transaction has not finished, in this process. */
  isPending(key: string): boolean;
  /**
   * Every regular file under the storage root (symbolic links are neither listed nor followed),
   * as its path relative to the root with '/' separators, and when it was last modified.
   */
  list(): AsyncIterable<{ key: string; modifiedMs: number }>;
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

/** Temporary files end in .tmp: `<key>.tmp` (staged), or `<key>.<8 hex>.tmp` (older servers). */
export const isTemporaryKey = (key: string): boolean => key.endsWith('.tmp');
/** The key a temporary file was written for. */
export const keyOfTemporary = (temporary: string): string =>
  temporary.replace(/(\.[0-9a-f]{8})?\.tmp$/, '');

export function createLocalStorage(root: string): FileStorage {
  const base = path.resolve(root);
  const resolve = (key: string) => {
    const file = path.resolve(base, key);
    if (!file.startsWith(base + path.sep)) throw new Error('Bad storage key');
    return file;
  };
  const temporaryOf = (key: string) => `${resolve(key)}.tmp`;
  /** Staged keys whose transaction is still running, with how many stagings hold each. */
  const pending = new Map<string, number>();
  const release = (keys: readonly string[]) => {
    for (const key of keys) {
      const holders = (pending.get(key) ?? 0) - 1;
      if (holders > 0) pending.set(key, holders);
      else pending.delete(key);
    }
  };

  async function* walk(directory: string): AsyncGenerator<{ key: string; modifiedMs: number }> {
    let entries: fs.Dirent[];
    try {
      entries = await fsp.readdir(directory, { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const entry of entries) {
      const file = path.join(directory, entry.name);
      // Dirent types come from lstat: a symbolic link is neither a directory nor a file here.
      if (entry.isDirectory()) {
        yield* walk(file);
      } else if (entry.isFile()) {
        const stats = await fsp.lstat(file).catch(() => null);
        if (!stats?.isFile()) continue;
        yield {
          key: path.relative(base, file).split(path.sep).join('/'),
          modifiedMs: stats.mtimeMs,
        };
      }
    }
  }

  const storage: FileStorage = {
    async put(key, data) {
      await storage.stage(key, data);
      try {
        await storage.commit([key]);
      } catch (error) {
        await storage.discard([key]);
        throw error;
      }
      release([key]);
    },
    async stage(key, data) {
      const temporary = temporaryOf(key);
      pending.set(key, (pending.get(key) ?? 0) + 1);
      try {
        await fsp.mkdir(path.dirname(temporary), { recursive: true });
        await fsp.writeFile(temporary, data);
      } catch (error) {
        await fsp.rm(temporary, { force: true }).catch(() => undefined);
        release([key]);
        throw error;
      }
    },
    async commit(keys) {
      for (const key of keys) {
        try {
          await fsp.rename(temporaryOf(key), resolve(key));
        } catch (error) {
          // Committed already by an earlier run of a retried transaction.
          if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || !(await storage.exists(key))) {
            throw error;
          }
        }
      }
    },
    async discard(keys) {
      await Promise.all(
        keys.flatMap((key) => [
          fsp.rm(temporaryOf(key), { force: true }).catch(() => undefined),
          fsp.rm(resolve(key), { force: true }).catch(() => undefined),
        ]),
      );
      release(keys);
    },
    release,
    isPending: (key) => pending.has(key),
    list: () => walk(base),
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
  return storage;
}

/**
 * Stores files with the rows that name them. The files are staged first (outside the transaction,
 * which may run more than once); `transaction` then runs `work`, which inserts the rows, and the
 * files are committed as its last step, just before the database commits. If the transaction
 * fails, whatever was written is removed; a crash leaves only what the sweeper removes.
 */
export async function withStagedFiles<T, Trx>(
  storage: FileStorage,
  files: readonly { key: string; data: Buffer }[],
  transaction: <R>(work: (trx: Trx) => Promise<R>) => Promise<R>,
  work: (trx: Trx) => Promise<T>,
): Promise<T> {
  const keys = files.map((file) => file.key);
  const staged: string[] = [];
  try {
    for (const file of files) {
      await storage.stage(file.key, file.data);
      staged.push(file.key);
    }
    const result = await transaction(async (trx) => {
      const value = await work(trx);
      await storage.commit(keys);
      return value;
    });
    storage.release(staged);
    return result;
  } catch (error) {
    await storage.discard(staged);
    throw error;
  }
}
