import type { Config } from '../config';
import { StartupError } from './startup-checks';
import { createLocalStorage, type FileStorage } from './storage';

export interface ConfiguredStorage {
  storage: FileStorage;
  /** Start-up check: the storage answers (an S3 bucket is reachable with the credentials). */
  check(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The one place that picks the storage driver (decision 0007): the local folder DATA_DIR/files by
 * default, an S3-compatible bucket when S3_BUCKET is set. The S3 driver and the AWS SDK are loaded
 * only then (a chunk of their own in the build), so the default start pays nothing for them.
 */
export async function createStorage(config: Pick<Config, 'storage'>): Promise<ConfiguredStorage> {
  const settings = config.storage;
  if (settings.kind === 'local') {
    return {
      storage: createLocalStorage(settings.dir),
      check: async () => {},
      close: async () => {},
    };
  }
  const { createS3Storage } = await import('./storage-s3');
  const storage = createS3Storage(settings);
  return {
    storage,
    async check() {
      try {
        await storage.check();
      } catch (error) {
        const where = settings.endpoint ? ` at S3_ENDPOINT ${settings.endpoint}` : '';
        const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata
          ?.httpStatusCode;
        const reason =
          status === 404
            ? 'does not exist'
            : status === 403 || status === 401
              ? 'refuses S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY'
              : `cannot be reached: ${error instanceof Error ? error.name : 'error'}${status ? ` (HTTP ${status})` : ''}`;
        throw new StartupError(`The bucket S3_BUCKET ${settings.bucket}${where} ${reason}`);
      }
    },
    close: async () => storage.destroy(),
  };
}
