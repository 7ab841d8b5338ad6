import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import S3rver from 's3rver';
import {
  freePort,
  startThrowawayPostgres,
  startThrowawayRedis,
} from '../../test/helpers/throwaway-services';

// The fault suite's own services, which it stops and starts at will: a PostgreSQL cluster (initdb
// in a temporary folder, its own port), a Redis server, an S3-compatible server (s3rver), and the
// built server itself. The shared PostgreSQL and Redis of the machine are never touched.

export const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..');

export { freePort };

/** Whether something accepts TCP connections on 127.0.0.1:port. */
export function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface FaultPostgres {
  /** The app's database on this cluster. */
  url: string;
  database: string;
  start(): void;
  /** A clean stop (`pg_ctl stop -m fast`): every session is ended, as in an operator's restart. */
  stop(): void;
  /** Ends every connection to the app's database (pg_terminate_backend): how many were ended. */
  terminateConnections(): Promise<number>;
  /** A query on the cluster's `postgres` database. */
  query<R extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<R[]>;
  remove(): void;
}

/** A PostgreSQL cluster of its own (fsync off: it is thrown away), with an empty database. */
export async function startPostgres(): Promise<FaultPostgres> {
  const cluster = await startThrowawayPostgres();
  const database = 'institute';
  const query = async <R extends pg.QueryResultRow>(text: string, values?: unknown[]) => {
    const client = new pg.Client({ connectionString: cluster.url });
    await client.connect();
    try {
      return (await client.query<R>(text, values)).rows;
    } finally {
      await client.end();
    }
  };
  await query(`create database ${database}`);
  return {
    url: `postgres://postgres@127.0.0.1:${cluster.port}/${database}`,
    database,
    start: cluster.start,
    stop: () => cluster.stop('fast'),
    terminateConnections: () => cluster.terminateConnections(database),
    query,
    remove: cluster.remove,
  };
}

export interface FaultRedis {
  url: string;
  start(): Promise<void>;
  /** SIGTERM and wait for the exit: clients see their connections closed. */
  stop(): Promise<void>;
  /** Whether it holds this key now. */
  has(key: string): Promise<boolean>;
}

export async function startRedis(): Promise<FaultRedis> {
  const redis = await startThrowawayRedis();
  return {
    url: redis.url,
    start: redis.start,
    stop: () => redis.stop('SIGTERM'),
    has: (key) =>
      new Promise<boolean>((resolve, reject) => {
        const socket = net.connect(redis.port, '127.0.0.1');
        let answer = '';
        socket.on('data', (chunk) => {
          answer += chunk.toString();
          const match = /^:(\d+)\r\n/.exec(answer);
          if (match) {
            socket.destroy();
            resolve(match[1] !== '0');
          }
        });
        socket.on('error', reject);
        // EXISTS in the protocol's own form: an array of bulk strings.
        const args = ['EXISTS', key];
        socket.write(
          `*${args.length}\r\n${args.map((arg) => `$${Buffer.byteLength(arg)}\r\n${arg}\r\n`).join('')}`,
        );
      }),
  };
}

/** s3rver's built-in credentials (it checks request signatures with them). */
const S3_KEY = 'S3RVER';

export interface FaultS3 {
  env: Record<string, string>;
  bucket: string;
  start(): Promise<void>;
  /** Closes the server and every open connection to it (the SDK keeps connections alive). */
  stop(): Promise<void>;
  remove(): Promise<void>;
}

/** s3rver on a port of its own, restartable on that port with the same objects. */
export async function startS3(): Promise<FaultS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'institute-faults-s3-'));
  const port = await freePort();
  let server: S3rver | null = null;
  const start = async () => {
    const instance = new S3rver({ address: '127.0.0.1', port, silent: true, directory });
    await instance.run();
    server = instance;
  };
  const stop = async () => {
    const instance = server as (S3rver & { httpServer?: http.Server }) | null;
    server = null;
    if (!instance) return;
    const closed = instance.close();
    instance.httpServer?.closeAllConnections();
    await closed;
  };
  await start();
  const bucket = `faults-${randomBytes(4).toString('hex')}`;
  const created = await fetch(`http://127.0.0.1:${port}/${bucket}`, { method: 'PUT' });
  if (!created.ok) throw new Error(`Creating bucket ${bucket}: HTTP ${created.status}`);
  return {
    bucket,
    env: {
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: S3_KEY,
      S3_SECRET_ACCESS_KEY: S3_KEY,
    },
    start,
    stop,
    async remove() {
      await stop();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

export interface AppInstance {
  name: string;
  child: ChildProcess;
  base: string;
  port: number;
  /** The exit code or signal, once it has exited. */
  exit: { code: number | null; signal: NodeJS.Signals | null } | null;
  exited: Promise<void>;
  /** The last part of what it wrote (stdout and stderr). */
  output(): string;
}

/**
 * The built server (apps/server/dist/main.js, as `npm start` runs it, with its Node.js flags) on
 * a free port; resolves once /api/health answers.
 */
export async function startBuiltServer(
  name: string,
  env: Record<string, string>,
): Promise<AppInstance> {
  const main = path.join(REPO_ROOT, 'apps/server/dist/main.js');
  if (!fs.existsSync(main)) throw new Error(`${main} is missing: run \`npm run build\` first`);
  const port = await freePort();
  const child = spawn(process.execPath, ['--max-semi-space-size=4', main], {
    cwd: REPO_ROOT,
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const instance: AppInstance = {
    name,
    child,
    port,
    base: `http://127.0.0.1:${port}`,
    exit: null,
    exited: new Promise((resolve) =>
      child.on('exit', (code, signal) => {
        instance.exit = { code, signal };
        resolve();
      }),
    ),
    output: () => output,
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (instance.exit) throw new Error(`${name} exited while starting:\n${output.slice(-3000)}`);
    const ok = await fetch(`${instance.base}/api/health`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ok) return instance;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${name} did not answer /api/health within 60 s:\n${output.slice(-3000)}`);
    }
    await sleep(50);
  }
}
