import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { PassThrough, Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { S3Config } from '../config';
import { ServiceUnavailableError, STORAGE_UNAVAILABLE_MESSAGE } from './service-unavailable';
import type { FileStorage } from './storage';

/**
 * File storage in an S3-compatible bucket (AWS S3, MinIO, Ceph, Garage, s3rver...), behind the
 * same FileStorage interface as the local folder (decision 0007).
 *
 * Staging writes the object under its final key at once: S3 has no rename, and a copy would
 * write every file twice. The crash-safety contract holds because the object is written before
 * the transaction that inserts its row, so a row never names a missing object; commit() has
 * nothing left to do. What a crash or a failed clean-up leaves is an object that no row names,
 * which the sweeper (jobs/sweep-files.ts) removes once it is older than the safe age, exactly as
 * it removes unreferenced files of the local folder. Objects are private: the bucket is never
 * asked for public or presigned URLs, files are streamed through our own authorized routes.
 *
 * The bucket must be given to this installation alone: the sweeper removes old objects that no
 * row names.
 */
export interface S3Storage extends FileStorage {
  /** Streams a file of unknown length into the bucket (multipart when large): storage:migrate. */
  putStream(key: string, body: Readable): Promise<void>;
  /** The object's size in bytes, or null when there is none. */
  sizeOf(key: string): Promise<number | null>;
  /** The bucket answers with these credentials (start-up check). */
  check(): Promise<void>;
  /** Closes the HTTP connections. */
  destroy(): void;
}

/** Parts of 8 MB, two at a time: uploads here are at most 5 MB, the migration streams bigger. */
const PART_SIZE = 8 * 1024 * 1024;
const DELETE_BATCH = 1000;

export function s3ClientConfig(config: S3Config): S3ClientConfig {
  return {
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    ...(config.credentials ? { credentials: config.credentials } : {}),
    // Checksums only where S3 requires them: S3-compatible servers do not all accept the
    // CRC32 trailers that recent SDKs send by default.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
    // A store that does not accept connections is given up on quickly (then a 503, below).
    requestHandler: { connectionTimeout: 3000 },
  };
}

/**
 * The store could not be reached or answered a server error (5xx, a throttling answer), after
 * the SDK's own retries: the request is answered 503 naming the storage, to be tried again. The
 * store's answers about an object (404, 403...) are not this.
 */
export function isStorageUnavailable(error: unknown): boolean {
  if (!(error instanceof Error) || error instanceof ServiceUnavailableError) return false;
  const { $metadata, code, name } = error as Error & {
    $metadata?: { httpStatusCode?: number };
    code?: string;
  };
  const status = $metadata?.httpStatusCode;
  if (typeof status === 'number') return status >= 500 || status === 429;
  // No HTTP answer at all: a refused or cut connection, a timeout, a name that does not resolve.
  return (
    $metadata !== undefined ||
    (typeof code === 'string' && /^(E[A-Z]+)$/.test(code) && code !== 'ENOENT') ||
    name === 'TimeoutError' ||
    name === 'RequestTimeout'
  );
}

/** Passes `error` on, as a 503 naming the storage when the store is away. */
function storageError(error: unknown): unknown {
  if (!isStorageUnavailable(error)) return error;
  return Object.assign(new ServiceUnavailableError(STORAGE_UNAVAILABLE_MESSAGE), { cause: error });
}

/** Runs an operation of the store; an unavailable store becomes a 503 (storageError). */
async function guarded<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    throw storageError(error);
  }
}

const isNotFound = (error: unknown): boolean =>
  error instanceof S3ServiceException &&
  (error.name === 'NotFound' ||
    error.name === 'NoSuchKey' ||
    error.$metadata?.httpStatusCode === 404);

/** A missing object reads like a missing local file: an ENOENT error. */
function notFoundError(key: string): NodeJS.ErrnoException {
  const error: NodeJS.ErrnoException = new Error(`No stored object for key ${key}`);
  error.code = 'ENOENT';
  return error;
}

const toReadable = (body: unknown): Readable => {
  if (body instanceof Readable) return body;
  if (body && typeof (body as WebReadableStream).getReader === 'function') {
    return Readable.fromWeb(body as WebReadableStream);
  }
  throw new Error('Unexpected body of an S3 object');
};

export function createS3Storage(config: S3Config, client = new S3Client(s3ClientConfig(config))) {
  const Bucket = config.bucket;
  /** Staged keys whose transaction is still running, with how many stagings hold each. */
  const pending = new Map<string, number>();
  const release = (keys: readonly string[]) => {
    for (const key of keys) {
      const holders = (pending.get(key) ?? 0) - 1;
      if (holders > 0) pending.set(key, holders);
      else pending.delete(key);
    }
  };

  const upload = async (key: string, body: Buffer | Readable) => {
    await guarded(() =>
      new Upload({
        client,
        params: { Bucket, Key: key, Body: body },
        partSize: PART_SIZE,
        queueSize: 2,
        leavePartsOnError: false,
      }).done(),
    );
  };

  const removeAll = async (keys: readonly string[]) => {
    for (let start = 0; start < keys.length; start += DELETE_BATCH) {
      const batch = keys.slice(start, start + DELETE_BATCH);
      const answer = await client.send(
        new DeleteObjectsCommand({
          Bucket,
          Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
        }),
      );
      const failed = (answer.Errors ?? []).filter((error) => error.Code !== 'NoSuchKey');
      if (failed.length > 0) {
        throw new Error(
          `${failed.length} stored object(s) could not be removed (${failed[0]!.Code})`,
        );
      }
    }
  };

  const head = async (key: string) => {
    try {
      return await client.send(new HeadObjectCommand({ Bucket, Key: key }));
    } catch (error) {
      if (isNotFound(error)) return null;
      throw storageError(error);
    }
  };

  const get = async (key: string) => {
    try {
      return await client.send(new GetObjectCommand({ Bucket, Key: key }));
    } catch (error) {
      if (isNotFound(error)) throw notFoundError(key);
      throw storageError(error);
    }
  };

  const storage: S3Storage = {
    async put(key, data) {
      await upload(key, data);
    },
    async stage(key, data) {
      pending.set(key, (pending.get(key) ?? 0) + 1);
      try {
        await upload(key, data);
      } catch (error) {
        await removeAll([key]).catch(() => undefined);
        release([key]);
        throw error;
      }
    },
    // The object is under its key since stage(): nothing to rename, and repeatable.
    async commit() {},
    async discard(keys) {
      try {
        await removeAll(keys);
      } catch {
        // Left for the sweeper: the objects are named by no row.
      }
      release(keys);
    },
    release,
    isPending: (key) => pending.has(key),
    async *list() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }));
        for (const object of page.Contents ?? []) {
          if (!object.Key || object.Key.endsWith('/')) continue;
          yield { key: object.Key, modifiedMs: object.LastModified?.getTime() ?? Date.now() };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async read(key) {
      const answer = await get(key);
      return Buffer.from(await guarded(() => answer.Body!.transformToByteArray()));
    },
    /** The object's body as it arrives (back-pressure through pipe), errors passed on. */
    stream(key) {
      const out = new PassThrough();
      get(key).then(
        (answer) => {
          const body = toReadable(answer.Body);
          // The client may have gone while the object was asked for: release the connection.
          if (out.destroyed) {
            body.destroy();
            return;
          }
          body.on('error', (error) => out.destroy(error));
          out.on('close', () => body.destroy());
          body.pipe(out);
        },
        (error: Error) => out.destroy(error),
      );
      return out;
    },
    async remove(key) {
      await removeAll([key]);
    },
    async exists(key) {
      return (await head(key)) !== null;
    },
    async putStream(key, body) {
      await upload(key, body);
    },
    async sizeOf(key) {
      const answer = await head(key);
      return answer ? (answer.ContentLength ?? 0) : null;
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
    destroy: () => client.destroy(),
  };
  return storage;
}
