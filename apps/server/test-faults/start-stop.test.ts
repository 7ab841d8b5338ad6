import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { REPO_ROOT, freePort, listening, sleep } from './helpers/services';

// `npm start` stopped as a terminal, a process manager or a container runtime stops it: the
// server it started stops listening and no process of it is left. (npm runs the script through a
// shell; a signal that ended the shell alone used to leave the server running.) Here rather than
// in the unit suite: it runs the built tree, which `npm test` builds beside the unit tests.

/** The live processes under `pid` (children, their children...), from /proc. */
function descendants(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // gone meanwhile
    }
    // pid (comm) state ppid ...: comm may hold spaces and parentheses.
    const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (state === 'Z') continue;
    children.set(Number(ppid), [...(children.get(Number(ppid)) ?? []), Number(entry)]);
  }
  const found: number[] = [];
  const walk = (parent: number) => {
    for (const child of children.get(parent) ?? []) {
      found.push(child);
      walk(child);
    }
  };
  walk(pid);
  return found;
}

/** Whether a process runs (a zombie, finished but not yet collected, does not). */
function alive(pid: number): boolean {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

const started: number[] = [];
const folders: string[] = [];

afterEach(() => {
  // Whatever a failed test left running: only the processes this file started.
  for (const pid of started.splice(0)) {
    if (alive(pid)) process.kill(pid, 'SIGKILL');
  }
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

async function startNpm(): Promise<{ npm: number; port: number; processes: number[] }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'institute-start-'));
  folders.push(dataDir);
  const port = await freePort();
  const child = spawn('npm', ['start'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
    },
    // A process group of its own, as a terminal's foreground job has.
    detached: true,
    stdio: 'ignore',
  });
  const npm = child.pid!;
  started.push(npm);
  for (let waited = 0; !(await listening(port)); waited += 50) {
    if (waited > 30_000) throw new Error('npm start did not listen within 30 s');
    await sleep(50);
  }
  const processes = descendants(npm);
  started.push(...processes);
  return { npm, port, processes };
}

async function expectStopped(run: { npm: number; port: number; processes: number[] }) {
  for (let waited = 0; waited < 15_000; waited += 50) {
    if (![run.npm, ...run.processes].some(alive) && !(await listening(run.port))) break;
    await sleep(50);
  }
  expect(await listening(run.port), 'the server still listens').toBe(false);
  expect([run.npm, ...run.processes].filter(alive), 'processes left running').toEqual([]);
}

describe('npm start', () => {
  it('stops its server on SIGTERM to npm (a process manager, docker stop)', async () => {
    const run = await startNpm();
    process.kill(run.npm, 'SIGTERM');
    await expectStopped(run);
  });

  it('stops its server on SIGINT to npm', async () => {
    const run = await startNpm();
    process.kill(run.npm, 'SIGINT');
    await expectStopped(run);
  });

  it('stops its server on Ctrl-C in a terminal (SIGINT to the whole process group)', async () => {
    const run = await startNpm();
    // The server then has it twice: from the terminal and forwarded by npm.
    process.kill(-run.npm, 'SIGINT');
    await expectStopped(run);
  });
});
