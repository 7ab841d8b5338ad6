import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

// Services of a test's own, which it may stop and start at will: a PostgreSQL cluster (initdb in a
// temporary folder, its own port) and a Redis server (no persistence). The shared services on
// 5432 and 6379 are never touched.

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

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
/** initdb refuses to run as root: as root, the cluster belongs to the postgres account. */
const asOwner = (command: string, args: string[]): [string, string[]] =>
  process.getuid?.() === 0
    ? ['runuser', ['-u', 'postgres', '--', command, ...args]]
    : [command, args];

function run(command: string, args: string[]): void {
  const [file, argv] = asOwner(command, args);
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

export interface ThrowawayPostgres {
  url: string;
  port: number;
  start(): void;
  /**
   * Stops it: at once by default (immediate mode: every connection is cut, as in a crash), or
   * cleanly with `fast` (every session ended, as in an operator's restart).
   */
  stop(mode?: 'immediate' | 'fast'): void;
  /** Ends every connection to `database` but the caller's own. */
  terminateConnections(database: string): Promise<number>;
  remove(): void;
}

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'institute-pg-'));
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres', folder]);
  const data = path.join(folder, 'data');
  const port = await freePort();
  run(`${PG_BIN}/initdb`, [
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
  const start = () =>
    run(`${PG_BIN}/pg_ctl`, [
      '-D',
      data,
      '-o',
      options,
      '-l',
      path.join(folder, 'log'),
      '-w',
      'start',
    ]);
  const stop = (mode: 'immediate' | 'fast' = 'immediate') =>
    run(`${PG_BIN}/pg_ctl`, ['-D', data, '-m', mode, '-w', 'stop']);
  start();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    url,
    port,
    start,
    stop,
    async terminateConnections(database) {
      const { default: pg } = await import('pg');
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        const result = await client.query<{ ended: boolean }>(
          'select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [database],
        );
        return result.rows.filter((row) => row.ended).length;
      } finally {
        await client.end();
      }
    },
    remove() {
      try {
        stop();
      } catch {
        // Already stopped.
      }
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}

export interface ThrowawayRedis {
  url: string;
  port: number;
  start(): Promise<void>;
  /**
   * Stops the server and waits for its exit: SIGKILL by default (its clients see their
   * connections cut), or SIGTERM (closed, as in an operator's restart).
   */
  stop(signal?: 'SIGKILL' | 'SIGTERM'): Promise<void>;
  /** Freezes the server (SIGSTOP): connections stay open, nothing answers. */
  pause(): void;
  resume(): void;
}

export async function startThrowawayRedis(): Promise<ThrowawayRedis> {
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
    port,
    start,
    async stop(signal = 'SIGKILL') {
      const server = child;
      child = null;
      if (!server || server.exitCode !== null) return;
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill(signal);
      await exited;
    },
    pause: () => void child?.kill('SIGSTOP'),
    resume: () => void child?.kill('SIGCONT'),
  };
}
