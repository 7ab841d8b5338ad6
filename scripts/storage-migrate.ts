// npm run storage:migrate — copies the stored files of the local folder (DATA_DIR/files) into the
// S3-compatible bucket named by the S3_* variables (decision 0007), before switching a server
// from the local driver to S3. Idempotent: an object already in the bucket with the same size is
// skipped, so it can run again after an interruption, or once more just before the switch.
// Temporary files (`.tmp`, left by a crash) are not copied. Prints counts; exits 1 if a file
// failed. Files are streamed from disk (multipart for large ones), four at a time.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ConfigError, loadConfig } from '../apps/server/src/config';
import { createLocalStorage, isTemporaryKey } from '../apps/server/src/lib/storage';
import { createS3Storage, type S3Storage } from '../apps/server/src/lib/storage-s3';

export interface MigrationCounts {
  copied: number;
  skipped: number;
  failed: number;
  /** Bytes copied. */
  bytes: number;
}

const CONCURRENCY = 4;

export async function migrateFilesToBucket(
  sourceDir: string,
  target: Pick<S3Storage, 'putStream' | 'sizeOf'>,
  onFailure: (key: string, error: unknown) => void = () => {},
): Promise<MigrationCounts> {
  const counts: MigrationCounts = { copied: 0, skipped: 0, failed: 0, bytes: 0 };
  const source = createLocalStorage(sourceDir);
  const running = new Set<Promise<void>>();

  const copy = async (key: string) => {
    const file = path.join(sourceDir, ...key.split('/'));
    try {
      const { size } = await fsp.stat(file);
      if ((await target.sizeOf(key)) === size) {
        counts.skipped++;
        return;
      }
      await target.putStream(key, fs.createReadStream(file));
      counts.copied++;
      counts.bytes += size;
    } catch (error) {
      counts.failed++;
      onFailure(key, error);
    }
  };

  for await (const { key } of source.list()) {
    if (isTemporaryKey(key)) continue;
    const task = copy(key).finally(() => running.delete(task));
    running.add(task);
    if (running.size >= CONCURRENCY) await Promise.race(running);
  }
  await Promise.all(running);
  return counts;
}

async function main(): Promise<number> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      return 1;
    }
    throw error;
  }
  if (config.storage.kind !== 's3') {
    process.stderr.write(
      'S3_BUCKET is not set: set the S3_* variables of the bucket to copy the files into.\n',
    );
    return 1;
  }
  const target = createS3Storage(config.storage);
  try {
    try {
      await target.check();
    } catch {
      process.stderr.write(
        `The bucket S3_BUCKET ${config.storage.bucket} cannot be reached with these S3_* variables.\n`,
      );
      return 1;
    }
    process.stdout.write(`Copying ${config.storageDir} into bucket ${config.storage.bucket}...\n`);
    const counts = await migrateFilesToBucket(config.storageDir, target, (key, error) =>
      process.stderr.write(`  failed: ${key} (${error instanceof Error ? error.name : 'error'})\n`),
    );
    process.stdout.write(
      `copied ${counts.copied} (${(counts.bytes / 1024 / 1024).toFixed(1)} MB), ` +
        `skipped ${counts.skipped} (already in the bucket with the same size), ` +
        `failed ${counts.failed}\n`,
    );
    return counts.failed > 0 ? 1 : 0;
  } finally {
    target.destroy();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      process.stderr.write(
        `storage:migrate failed: ${error instanceof Error ? error.message : String(error)}\n`,
      );
      process.exit(1);
    },
  );
}
