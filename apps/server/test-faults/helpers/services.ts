import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import S3rver from 's3rver';

// The fault suite's own services, which it stops and starts at will: a PostgreSQL cluster (initdb
// in a temporary folder, its own port), a Redis server, an S3-compatible server (s3rver), and the
// built server itself. The shared PostgreSQL and Redis of the machine are never touched.

export const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..');

/** A free TCP port of 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

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

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

/** initdb refuses to run as root: as root, the cluster belongs to the postgres account. */
function runAsOwner(command: string, args: string[]): void {
  const [file, argv] =
    process.getuid?.() === 0
      ? ['runuser', ['-u', 'postgres', '--', command, ...args]]
      : [command, args];
  try {
    execFileSync(file, argv, { stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    const { stderr, stdout } = error as { stderr?: Buffer; stdout?: Buffer };
    const output = String(stderr || stdout || error);
    throw new Error(`${path.basename(command)} ${args.join(' ')} failed: ${output}`, {
      cause: error,
    });
  }
}

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
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'institute-faults-pg-'));
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres', folder]);
  const data = path.join(folder, 'data');
  const port = await freePort();
  runAsOwner(path.join(PG_BIN, 'initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-sync',
  ]);
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  const log = path.join(folder, 'log');
  const start = () =>
    runAsOwner(path.join(PG_BIN, 'pg_ctl'), ['-D', data, '-o', options, '-l', log, '-w', 'start']);
  const stop = () =>
    runAsOwner(path.join(PG_BIN, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
  start();
  const database = 'institute';
  const admin = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const query = async <R extends pg.QueryResultRow>(text: string, values?: unknown[]) => {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    try {
      return (await client.query<R>(text, values)).rows;
    } finally {
      await client.end();
    }
  };
  await query(`create database ${database}`);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/${database}`,
    database,
    start,
    stop,
    async terminateConnections() {
      const rows = await query<{ ended: boolean }>(
        'select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [database],
      );
      return rows.filter((row) => row.ended).length;
    },
    query,
    remove() {
      try {
        stop();
      } catch {
        // Not running.
      }
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** A client of the app's database itself (the tables are there, not in `postgres`). */
export async function withAppDatabase<T>(
  url: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
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
  const port = await freePort();
  let child: ChildProcess | null = null;
  const start = async () => {
    const server = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    child = server;
    await new Promise<void>((resolve, reject) => {
      let output = '';
      server.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Ready to accept connections')) resolve();
      });
      server.on('error', reject);
      server.on('exit', () => reject(new Error(`redis-server exited:\n${output}`)));
    });
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    start,
    async stop() {
      const server = child;
      child = null;
      if (!server || server.exitCode !== null) return;
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    },
    has: (key) =>
      new Promise<boolean>((resolve, reject) => {
        const socket = net.connect(port, '127.0.0.1');
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
