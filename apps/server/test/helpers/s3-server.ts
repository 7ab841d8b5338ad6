import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** s3rver's built-in credentials (it checks request signatures with them). */
const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'S3RVER';

export interface TestS3Server {
  /** Environment variables that point the app at a bucket of this server. */
  env(bucket: string): Record<string, string>;
  /** A new empty bucket. */
  createBucket(prefix?: string): Promise<string>;
  /** Stops answering (the port is closed), keeping the objects. */
  pause(): Promise<void>;
  /** Answers again, on the same port, with the same objects. */
  resume(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver, from npm) on a free port of 127.0.0.1, keeping its objects
 * in a temporary folder; stop() closes it and removes the folder.
 */
export async function startS3Server(): Promise<TestS3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'institute-s3-'));
  let server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = (await server.run()) as { port: number };
  let running = true;
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    env: (bucket) => ({
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY,
    }),
    async createBucket(prefix = 'test') {
      const bucket = `${prefix}-${randomBytes(4).toString('hex')}`;
      // s3rver keeps a bucket as a folder of its directory.
      const answer = await fetch(`${endpoint}/${bucket}`, { method: 'PUT' });
      if (!answer.ok) throw new Error(`Creating bucket ${bucket}: HTTP ${answer.status}`);
      return bucket;
    },
    async pause() {
      if (!running) return;
      running = false;
      await server.close();
    },
    async resume() {
      if (running) return;
      server = new S3rver({ address: '127.0.0.1', port, silent: true, directory });
      await server.run();
      running = true;
    },
    async stop() {
      if (running) await server.close();
      running = false;
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
