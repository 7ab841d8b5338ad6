import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { TEST_ADMIN } from './test-app';

// A real server process (the source through tsx, as main.ts runs it), for tests about processes:
// crashes, several instances. It listens on a free port of 127.0.0.1 and logs JSON lines.

const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..');

export interface Server {
  child: ChildProcess;
  port: number;
  output(): string;
  exited: Promise<void>;
  /** Resolves with the first log line whose message matches. */
  logLine(message: RegExp): Promise<Record<string, unknown>>;
}

export function startServerProcess(env: Record<string, string>): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      // A test server: its head office is not asked to choose its own password (decision 0060).
      ADMIN_PASSWORD_CHANGE: 'false',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const waiters: { pattern: RegExp; resolve: (line: Record<string, unknown>) => void }[] = [];
  const check = () => {
    for (const text of output.split('\n')) {
      if (!text.startsWith('{')) continue;
      let line: Record<string, unknown>;
      try {
        line = JSON.parse(text) as Record<string, unknown>;
      } catch {
        continue;
      }
      for (const waiter of [...waiters]) {
        if (waiter.pattern.test(String(line['msg']))) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(line);
        }
      }
    }
  };
  child.stdout!.on('data', (chunk) => {
    output += chunk;
    check();
  });
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const logLine = (pattern: RegExp) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      waiters.push({ pattern, resolve });
      check();
      void exited.then(() => reject(new Error(`server exited:\n${output.slice(-3000)}`)));
    });
  return logLine(/^Server listening at/).then((line) => ({
    child,
    port: Number(/:(\d+)$/.exec(String(line['msg']))![1]),
    output: () => output,
    exited,
    logLine,
  }));
}

/**
 * A stand-in for the web build in `folder` (the API tests run without building the web app): an
 * empty page template and a renderer that renders nothing. Answers its path, for WEB_DIST.
 */
export function stubWebBuild(folder: string): string {
  fs.mkdirSync(path.join(folder, 'client'), { recursive: true });
  fs.mkdirSync(path.join(folder, 'server'), { recursive: true });
  fs.writeFileSync(path.join(folder, 'client', 'index.html'), '<!doctype html><!--app-html-->');
  fs.writeFileSync(
    path.join(folder, 'server', 'entry-server.js'),
    'export async function render() { return { status: 200, head: "", html: "" }; }\n',
  );
  return folder;
}
