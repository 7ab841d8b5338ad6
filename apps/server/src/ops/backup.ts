import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import SQLite from 'better-sqlite3';
import * as tar from 'tar';
import type { Config } from '../config';
import { PG_BOSS_SCHEMA } from '../jobs/pg-boss-runner';
import { isTemporaryKey, type FileStorage } from '../lib/storage';
import { createStorage } from '../lib/storage-factory';

/** An expected failure of a backup or a restore: its message is shown as it is. */
export class BackupError extends Error {}

export const ARCHIVE_FORMAT = 'institute-backup';
export const ARCHIVE_VERSION = 1;
export const SQLITE_ENTRY = 'database/institute.sqlite';
export const POSTGRES_ENTRY = 'database/institute.pgdump';

export interface Manifest {
  format: typeof ARCHIVE_FORMAT;
  version: typeof ARCHIVE_VERSION;
  createdAt: string;
  database: 'sqlite' | 'postgres';
  /** Every stored file, by its path under the files folder, with its size and SHA-256. */
  files: { path: string; size: number; sha256: string }[];
}

/**
 * Where the stored files of a backup come from: the local files folder (DATA_DIR/files), or any
 * FileStorage (the S3-compatible bucket when S3_* are set), with the archive layout unchanged.
 */
export interface BackupFileSource {
  /** Paths of the stored files, relative to the files folder, with '/' separators. */
  list(): AsyncIterable<string>;
  /** Copies one file to `destination` as it is now (a later change does not alter the copy). */
  copyTo(file: string, destination: string): Promise<void>;
}

/** The files of a FileStorage (a bucket): every committed object, streamed to the archive. */
export function storageFileSource(storage: FileStorage): BackupFileSource {
  return {
    async *list() {
      const keys: string[] = [];
      for await (const { key } of storage.list()) if (!isTemporaryKey(key)) keys.push(key);
      yield* keys.sort();
    },
    async copyTo(file, destination) {
      await fsp.mkdir(path.dirname(destination), { recursive: true });
      await pipeline(storage.stream(file), fs.createWriteStream(destination));
    },
  };
}

/** The local files folder: temporary files are left out, symbolic links never followed. */
export function localFileSource(root: string): BackupFileSource {
  async function* walk(folder: string, prefix: string): AsyncIterable<string> {
    let entries: fs.Dirent[];
    try {
      entries = await fsp.readdir(folder, { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) yield* walk(path.join(folder, entry.name), relative);
      else if (entry.isFile() && !isTemporaryKey(entry.name)) yield relative;
    }
  }
  return {
    list: () => walk(root, ''),
    async copyTo(file, destination) {
      const source = path.join(root, ...file.split('/'));
      await fsp.mkdir(path.dirname(destination), { recursive: true });
      try {
        // Stored files are written once under a new name and never changed in place, so a hard
        // link is a snapshot of the file (and costs no space); another disk needs a copy.
        await fsp.link(source, destination);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'ENOENT') throw error;
        await fsp.copyFile(source, destination);
      }
    },
  };
}

export async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** institute-2026-11-23T17-00-00Z.tar.gz: sortable, and valid as a file name everywhere. */
export function archiveName(at: Date): string {
  return `institute-${at.toISOString().slice(0, 19).replaceAll(':', '-')}Z.tar.gz`;
}

/** A PostgreSQL URL without its password, and the password apart (for PGPASSWORD). */
export function splitPassword(url: string): { url: string; password: string | null } {
  const parsed = new URL(url);
  const password = parsed.password ? decodeURIComponent(parsed.password) : null;
  parsed.password = '';
  return { url: parsed.toString(), password };
}

/** Runs a PostgreSQL client tool; its error output names what failed (never the password). */
export function runPgTool(tool: string, args: string[], password: string | null): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
    });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => (stderr += chunk));
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        new BackupError(
          error.code === 'ENOENT'
            ? `${tool} was not found: install the PostgreSQL client tools (version 15 or newer)`
            : `${tool} could not start: ${error.message}`,
        ),
      ),
    );
    child.once('close', (code) => {
      if (code === 0) resolve();
      else
        reject(new BackupError(`${tool} failed (exit ${code}): ${stderr.trim().slice(0, 2000)}`));
    });
  });
}

export interface BackupResult {
  archive: string;
  database: 'sqlite' | 'postgres';
  files: number;
}

/**
 * Writes a consistent copy of the database and the stored files to BACKUP_DIR as one dated
 * .tar.gz archive. Safe while the server runs: SQLite is copied through its online backup API,
 * PostgreSQL by pg_dump (one snapshot, custom format; pg-boss's queue schema left out). The
 * database is copied first, so every file that a row of the copy names is in the archive.
 */
export async function createBackup(
  config: Pick<Config, 'database' | 'storageDir' | 'backupDir' | 'storage'>,
  options: { now?: Date; files?: BackupFileSource } = {},
): Promise<BackupResult> {
  if (!options.files && config.storage.kind === 's3') {
    const bucket = await createStorage(config);
    try {
      return await createBackup(config, { ...options, files: storageFileSource(bucket.storage) });
    } finally {
      await bucket.close();
    }
  }
  const now = options.now ?? new Date();
  try {
    await fsp.mkdir(config.backupDir, { recursive: true });
  } catch (error) {
    throw new BackupError(
      `BACKUP_DIR ${config.backupDir} cannot be created: ${(error as Error).message}`,
    );
  }
  const staging = await fsp.mkdtemp(path.join(config.backupDir, '.backup-'));
  try {
    await fsp.mkdir(path.join(staging, 'database'));
    if (config.database.kind === 'sqlite') {
      if (!fs.existsSync(config.database.file)) {
        throw new BackupError(`There is no database to back up at ${config.database.file}`);
      }
      const source = new SQLite(config.database.file, { readonly: true, fileMustExist: true });
      try {
        await source.backup(path.join(staging, SQLITE_ENTRY));
      } finally {
        source.close();
      }
    } else {
      const { url, password } = splitPassword(config.database.url);
      await runPgTool(
        'pg_dump',
        [
          '--format=custom',
          '--no-owner',
          '--no-privileges',
          `--exclude-schema=${PG_BOSS_SCHEMA}`,
          `--file=${path.join(staging, POSTGRES_ENTRY)}`,
          `--dbname=${url}`,
        ],
        password,
      );
    }

    const source = options.files ?? localFileSource(config.storageDir);
    const files: Manifest['files'] = [];
    for await (const file of source.list()) {
      const destination = path.join(staging, 'files', ...file.split('/'));
      try {
        await source.copyTo(file, destination);
      } catch (error) {
        // Removed since it was listed (a replaced photo): the database copy no longer names it.
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
        throw error;
      }
      const { size } = await fsp.stat(destination);
      files.push({ path: file, size, sha256: await sha256File(destination) });
    }
    await fsp.mkdir(path.join(staging, 'files'), { recursive: true });

    const manifest: Manifest = {
      format: ARCHIVE_FORMAT,
      version: ARCHIVE_VERSION,
      createdAt: now.toISOString(),
      database: config.database.kind,
      files,
    };
    await fsp.writeFile(
      path.join(staging, 'manifest.json'),
      `${JSON.stringify(manifest, null, 2)}\n`,
    );

    let archive = path.join(config.backupDir, archiveName(now));
    for (let n = 2; fs.existsSync(archive); n++) {
      archive = path.join(config.backupDir, archiveName(now).replace('.tar.gz', `-${n}.tar.gz`));
    }
    const partial = path.join(staging, 'archive.partial');
    await tar.create({ gzip: true, file: partial, cwd: staging, portable: true }, [
      'manifest.json',
      'database',
      'files',
    ]);
    await fsp.rename(partial, archive);
    return { archive, database: config.database.kind, files: files.length };
  } finally {
    await fsp.rm(staging, { recursive: true, force: true });
  }
}
