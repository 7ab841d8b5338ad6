import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import * as tar from 'tar';
import type { Config } from '../config';
import { createStorage, type ConfiguredStorage } from '../lib/storage-factory';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_VERSION,
  BackupError,
  POSTGRES_ENTRY,
  runPgTool,
  sha256File,
  splitPassword,
  SQLITE_ENTRY,
  type Manifest,
} from './backup';

export interface RestoreResult {
  database: 'sqlite' | 'postgres';
  files: number;
}

function readManifest(folder: string): Manifest {
  const file = path.join(folder, 'manifest.json');
  let manifest: Partial<Manifest>;
  try {
    manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Manifest>;
  } catch {
    throw new BackupError('This archive is not a backup of this product (no manifest.json)');
  }
  if (manifest.format !== ARCHIVE_FORMAT || !Array.isArray(manifest.files)) {
    throw new BackupError('This archive is not a backup of this product');
  }
  if (manifest.version !== ARCHIVE_VERSION) {
    throw new BackupError(
      `This backup has format version ${String(manifest.version)}; this version restores ${ARCHIVE_VERSION}`,
    );
  }
  for (const file of manifest.files) {
    const parts = typeof file?.path === 'string' ? file.path.split('/') : [];
    if (parts.length === 0 || parts.some((part) => !/^[\w.-]+$/.test(part) || /^\.+$/.test(part))) {
      throw new BackupError('This archive names a stored file outside the files folder');
    }
  }
  return manifest as Manifest;
}

/** The files folder holds at least one file (temporary ones included). */
function hasFiles(folder: string): boolean {
  if (!fs.existsSync(folder)) return false;
  return fs.readdirSync(folder, { recursive: true, withFileTypes: true }).some((e) => e.isFile());
}

async function postgresTables(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch (error) {
    throw new BackupError(`DATABASE_URL does not answer: ${(error as Error).message}`);
  }
  try {
    const { rows } = await client.query<{ count: string }>(
      "select count(*) as count from information_schema.tables where table_schema = 'public'",
    );
    return Number(rows[0]?.count ?? 0);
  } finally {
    await client.end();
  }
}

/**
 * Brings a backup archive back onto the configured DATA_DIR (SQLite file and stored files) or
 * DATABASE_URL (and the files). The target must be empty, unless `force`: then what is there is
 * replaced. Stop the server first. Every file is checked against the archive's SHA-256.
 */
export async function restoreBackup(
  config: Pick<Config, 'database' | 'storageDir' | 'dataDir' | 'storage'>,
  archive: string,
  options: { force?: boolean } = {},
): Promise<RestoreResult> {
  // Stored files go back into the bucket when S3_* are set, else into DATA_DIR/files.
  const bucket = config.storage.kind === 's3' ? await createStorage(config) : null;
  try {
    return await restoreInto(config, archive, options, bucket);
  } finally {
    await bucket?.close();
  }
}

async function restoreInto(
  config: Pick<Config, 'database' | 'storageDir' | 'dataDir' | 'storage'>,
  archive: string,
  options: { force?: boolean },
  bucket: ConfiguredStorage | null,
): Promise<RestoreResult> {
  const archivePath = path.resolve(archive);
  if (!fs.existsSync(archivePath) || !fs.statSync(archivePath).isFile()) {
    throw new BackupError(`There is no backup archive at ${archivePath}`);
  }
  const work = await fsp.mkdtemp(path.join(os.tmpdir(), 'institute-restore-'));
  try {
    try {
      // Entries are kept inside `work` (absolute paths and '..' are refused by tar).
      await tar.extract({ file: archivePath, cwd: work, strict: true });
    } catch (error) {
      throw new BackupError(`The archive cannot be read: ${(error as Error).message}`);
    }
    const manifest = readManifest(work);
    if (manifest.database !== config.database.kind) {
      throw new BackupError(
        `This is a backup of a ${manifest.database} database; the target is ${config.database.kind} (${
          config.database.kind === 'postgres' ? 'DATABASE_URL is set' : 'DATABASE_URL is not set'
        })`,
      );
    }
    // Every file is as it was backed up.
    for (const file of manifest.files) {
      const extracted = path.join(work, 'files', ...file.path.split('/'));
      if (!fs.existsSync(extracted) || (await sha256File(extracted)) !== file.sha256) {
        throw new BackupError(`The archive is damaged: the stored file ${file.path} differs`);
      }
    }

    // The target must be empty unless --force.
    const databaseInUse =
      config.database.kind === 'sqlite'
        ? fs.existsSync(config.database.file) && fs.statSync(config.database.file).size > 0
        : (await postgresTables(config.database.url)) > 0;
    let filesInUse = hasFiles(config.storageDir);
    if (bucket) {
      filesInUse = false;
      for await (const object of bucket.storage.list()) {
        if (object) filesInUse = true;
        break;
      }
    }
    if ((databaseInUse || filesInUse) && !options.force) {
      const what =
        config.database.kind === 'sqlite'
          ? `DATA_DIR ${config.dataDir} already holds ${databaseInUse ? 'a database' : 'stored files'}`
          : databaseInUse
            ? 'The database at DATABASE_URL already has tables'
            : bucket
              ? 'The bucket at S3_BUCKET already holds stored files'
              : `${config.storageDir} already holds stored files`;
      throw new BackupError(
        `${what}: restore onto an empty one, or add --force to replace what is there`,
      );
    }

    if (config.database.kind === 'sqlite') {
      const target = config.database.file;
      await fsp.mkdir(path.dirname(target), { recursive: true });
      for (const suffix of ['', '-wal', '-shm'])
        await fsp.rm(`${target}${suffix}`, { force: true });
      await fsp.copyFile(path.join(work, SQLITE_ENTRY), target);
    } else {
      const { url, password } = splitPassword(config.database.url);
      await runPgTool(
        'pg_restore',
        [
          '--no-owner',
          '--no-privileges',
          '--exit-on-error',
          '--single-transaction',
          ...(databaseInUse ? ['--clean', '--if-exists'] : []),
          `--dbname=${url}`,
          path.join(work, POSTGRES_ENTRY),
        ],
        password,
      );
    }

    if (bucket) {
      // The bucket: what is there goes (only with --force, checked above), then every file.
      const old: string[] = [];
      for await (const { key } of bucket.storage.list()) old.push(key);
      for (const key of old) await bucket.storage.remove(key);
      for (const file of manifest.files) {
        await bucket.storage.put(
          file.path,
          await fsp.readFile(path.join(work, 'files', ...file.path.split('/'))),
        );
      }
      return { database: manifest.database, files: manifest.files.length };
    }
    await fsp.rm(config.storageDir, { recursive: true, force: true });
    await fsp.mkdir(config.storageDir, { recursive: true });
    for (const file of manifest.files) {
      const destination = path.join(config.storageDir, ...file.path.split('/'));
      await fsp.mkdir(path.dirname(destination), { recursive: true });
      await fsp.copyFile(path.join(work, 'files', ...file.path.split('/')), destination);
    }
    return { database: manifest.database, files: manifest.files.length };
  } finally {
    await fsp.rm(work, { recursive: true, force: true });
  }
}
