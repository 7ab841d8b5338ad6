import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type S3Config } from '../src/config';
import type { DB } from '../src/db/schema';
import { sweepStoredFiles } from '../src/jobs/sweep-files';
import { createS3Storage } from '../src/lib/storage-s3';
import { sessionIdOf } from '../src/modules/auth/sessions';
import { pngImage } from '../test/helpers/multipart';
import { startSmtpServer, type TestSmtpServer } from '../test/helpers/smtp-server';
import { Load, describeError, request, type Write } from './helpers/load';
import {
  sleep,
  startBuiltServer,
  startPostgres,
  startRedis,
  startS3,
  type AppInstance,
  type FaultPostgres,
  type FaultRedis,
  type FaultS3,
} from './helpers/services';
import { withClient } from '../test/helpers/test-database';

// The standing fault suite (docs/testing.md, decision 0048). Two instances of the built server
// share one PostgreSQL cluster, one Redis, one S3-compatible store and one SMTP server, all of
// this suite's own, under a steady load of writes that store a file. In turn: the app's database
// connections are ended, then PostgreSQL, Redis and the store are each stopped and started again,
// SMTP is stopped, and one instance is killed (SIGKILL) in the middle of its writes. Each phase
// checks what a client saw: no instance exits (but the one killed), no answer other than 503
// while a service the write needs is out (no 500, no cut connection), every instance back to
// writing within 5 s of the service returning. Last, the database and the store are checked:
// every acknowledged write is there once, nothing refused is, no row lacks its file, and no file
// is left that no row names.

const ADMIN = { email: 'head.office@example.com', password: 'correct horse battery' };
/** How long each service stays out. */
const OUTAGE_MS = 3_000;
/** The issue's promise: service is back within this long of the missing service returning. */
const RECOVERY_LIMIT_MS = 5_000;
/** How long the suite waits for a recovery before reporting that none came. */
const RECOVERY_WAIT_MS = 10_000;

let postgres: FaultPostgres;
let redis: FaultRedis;
let s3: FaultS3;
let smtp: TestSmtpServer;
let env: Record<string, string>;
let load: Load;
const dataDirs: string[] = [];
/** The running instances, `a` and `b`; a replacement takes the place of one that stopped. */
const instances: AppInstance[] = [];
/** Instances this suite killed on purpose (their exit is not a failure). */
const killedOnPurpose = new Set<AppInstance>();
const unexpectedExits: { instance: AppInstance; phase: string }[] = [];
let currentPhase = 'start';
/** When each phase ran: files left in the store are attributed to a phase by their time. */
const phaseWindows: { name: string; from: number; to: number }[] = [];
/** The one-line summary: each phase's measured recovery. */
const figures: string[] = [];

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function startInstance(name: string): Promise<AppInstance> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `institute-faults-${name}-`));
  dataDirs.push(dataDir);
  const instance = await startBuiltServer(name, { ...env, DATA_DIR: dataDir });
  load?.paused.delete(name);
  void instance.exited.then(() => {
    if (killedOnPurpose.has(instance)) return;
    unexpectedExits.push({ instance, phase: currentPhase });
    // Reported once, by its phase; the load leaves it alone until a replacement runs.
    load?.paused.add(name);
  });
  const index = instances.findIndex((other) => other.name === name);
  if (index >= 0) instances[index] = instance;
  else instances.push(instance);
  return instance;
}

/** Starts a replacement for an instance that exited in an earlier phase (that phase failed). */
async function replaceExitedInstances(): Promise<void> {
  for (const instance of [...instances]) {
    if (instance.exit) await startInstance(instance.name);
  }
}

/** Problems of a phase, grouped: the same problem many times is one line with its count. */
class Problems {
  private readonly seen = new Map<string, { count: number; first: string }>();
  add(problem: string, detail = ''): void {
    const entry = this.seen.get(problem);
    if (entry) entry.count++;
    else this.seen.set(problem, { count: 1, first: detail });
  }
  list(): string[] {
    return [...this.seen].map(
      ([problem, { count, first }]) =>
        `${problem}${count > 1 ? ` (x${count})` : ''}${first ? `, first ${first}` : ''}`,
    );
  }
}

interface Probe {
  instance: string;
  path: string;
  at: number;
  status: number | null;
  error?: string;
}

/** Liveness and readiness of every instance, twice a second, while a phase runs. */
function startProbes(): { stop(): Promise<Probe[]> } {
  const probes: Probe[] = [];
  let running = true;
  const loop = async () => {
    while (running) {
      await Promise.all(
        instances
          .filter((instance) => !killedOnPurpose.has(instance))
          .flatMap((instance) =>
            ['/api/health', '/api/health/ready'].map(async (probePath) => {
              const at = Date.now();
              try {
                const answer = await request(`${instance.base}${probePath}`, {}, 3_000);
                probes.push({
                  instance: instance.name,
                  path: probePath,
                  at,
                  status: answer.status,
                });
              } catch (error) {
                probes.push({
                  instance: instance.name,
                  path: probePath,
                  at,
                  status: null,
                  error: describeError(error),
                });
              }
            }),
          ),
      );
      await sleep(500);
    }
  };
  const done = loop();
  return {
    async stop() {
      running = false;
      await done;
      return probes;
    },
  };
}

async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await sleep(50);
  }
  return check();
}

const acknowledgedSince = (name: string, since: number) =>
  load.writes.some(
    (write) =>
      write.instance === name && write.startedAt >= since && write.outcome.kind === 'acknowledged',
  );

interface PhaseSpec {
  name: string;
  /** Whether writes need the service put out (then 503s are allowed until recovery). */
  writesNeedIt: boolean;
  /** 503s must say when to try again (Retry-After). */
  retryAfter?: boolean;
  /** Readiness must answer 503 while the service is out. */
  notReadyDuringOutage?: boolean;
  inject(): Promise<void>;
  /** What to do while the service is out (after OUTAGE_MS unless `outage` is given). */
  outage?(problems: Problems): Promise<void>;
  restore(): Promise<void>;
}

/** Runs one fault under load and answers what went wrong, with the measured recovery. */
async function runPhase(spec: PhaseSpec): Promise<{ problems: string[]; restoredAt: number }> {
  currentPhase = spec.name;
  await replaceExitedInstances();
  const problems = new Problems();
  const from = Date.now();
  const probes = startProbes();
  load.start(spec.name);
  // A steady state first: every instance writing.
  const names = instances.map((instance) => instance.name);
  await waitFor(() => names.every((name) => acknowledgedSince(name, from)), RECOVERY_WAIT_MS);
  for (const name of names) {
    if (!acknowledgedSince(name, from))
      problems.add(`${name}: no write succeeded before the fault`);
  }
  const faultAt = Date.now();
  try {
    try {
      await spec.inject();
      await (spec.outage ? spec.outage(problems) : sleep(OUTAGE_MS));
    } finally {
      await spec.restore();
    }
  } catch (error) {
    // The suite's own failure (a service that would not stop or start): no load left running.
    await load.stop();
    await probes.stop();
    throw error;
  }
  const restoredAt = Date.now();
  const exited = (name: string) => instances.some((one) => one.name === name && one.exit);
  await waitFor(
    () => names.every((name) => exited(name) || acknowledgedSince(name, restoredAt)),
    RECOVERY_WAIT_MS,
  );
  await sleep(1_000);
  const writes = await load.stop();
  const probed = await probes.stop();
  phaseWindows.push({ name: spec.name, from, to: Date.now() });

  const at = (time: number) => `at ${time >= faultAt ? '+' : ''}${seconds(time - faultAt)}`;
  const recoveries: string[] = [];
  for (const name of names) {
    const mine = writes.filter((write) => write.instance === name);
    const recovered = mine
      .filter((write) => write.startedAt >= restoredAt && write.outcome.kind === 'acknowledged')
      .reduce<number | null>((first, write) => Math.min(first ?? Infinity, write.endedAt), null);
    if (recovered === null) {
      problems.add(
        `${name}: no write succeeded within ${seconds(RECOVERY_WAIT_MS)} of the service returning`,
      );
    } else {
      recoveries.push(`${name} ${seconds(recovered - restoredAt)}`);
      if (recovered - restoredAt > RECOVERY_LIMIT_MS) {
        problems.add(
          `${name}: writes came back ${seconds(recovered - restoredAt)} after the service returned (more than ${seconds(RECOVERY_LIMIT_MS)})`,
        );
      }
    }
    checkAnswers(problems, mine, {
      allow503: spec.writesNeedIt,
      retryAfter: spec.retryAfter ?? false,
      faultAt,
      recoveredAt: recovered ?? Infinity,
      at,
    });
    checkProbes(problems, name, probed, {
      faultAt,
      restoredAt,
      notReadyDuringOutage: spec.notReadyDuringOutage ?? false,
      at,
    });
  }
  checkExits(problems, spec.name);
  figures.push(`${spec.name}: ${recoveries.join(', ') || 'no recovery'}`);
  return { problems: problems.list(), restoredAt };
}

/** What the client of one instance saw: only 503s while the service was out, and no cut-offs. */
function checkAnswers(
  problems: Problems,
  writes: Write[],
  options: {
    allow503: boolean;
    retryAfter: boolean;
    faultAt: number;
    recoveredAt: number;
    at: (time: number) => string;
  },
): void {
  for (const write of writes) {
    const { outcome } = write;
    const name = write.instance;
    if (outcome.kind === 'no-answer') {
      problems.add(`${name}: a write got no answer: ${outcome.error}`, options.at(write.startedAt));
    } else if (outcome.kind === 'refused') {
      if (outcome.status !== 503) {
        problems.add(
          `${name}: a write was answered ${outcome.status} "${outcome.message}"`,
          options.at(write.startedAt),
        );
      } else if (!options.allow503) {
        problems.add(
          `${name}: a write was refused (503 "${outcome.message}") though it does not need the service that was out`,
          options.at(write.startedAt),
        );
      } else if (write.endedAt < options.faultAt || write.startedAt > options.recoveredAt) {
        problems.add(
          `${name}: a write was refused (503) outside the outage`,
          options.at(write.startedAt),
        );
      } else if (options.retryAfter && !outcome.retryAfter) {
        problems.add(`${name}: a 503 without Retry-After`, options.at(write.startedAt));
      }
    }
  }
}

function checkProbes(
  problems: Problems,
  name: string,
  probes: Probe[],
  options: {
    faultAt: number;
    restoredAt: number;
    notReadyDuringOutage: boolean;
    at: (time: number) => string;
  },
): void {
  const mine = probes.filter((probe) => probe.instance === name);
  for (const probe of mine.filter((probe) => probe.path === '/api/health')) {
    if (probe.status !== 200) {
      problems.add(
        `${name}: liveness answered ${probe.status ?? probe.error}`,
        options.at(probe.at),
      );
    }
  }
  if (options.notReadyDuringOutage) {
    const ready = mine.filter((probe) => probe.path === '/api/health/ready');
    const during = ready.filter(
      (probe) => probe.at > options.faultAt + 1_000 && probe.at < options.restoredAt,
    );
    if (!during.some((probe) => probe.status === 503)) {
      problems.add(
        `${name}: readiness never answered 503 while the service was out (${during.map((probe) => probe.status ?? probe.error).join(', ')})`,
      );
    }
    const last = ready.at(-1);
    if (last?.status !== 200) {
      problems.add(`${name}: readiness answered ${last?.status ?? last?.error} after recovery`);
    }
  }
}

function checkExits(problems: Problems, phase: string): void {
  for (const { instance, phase: when } of unexpectedExits) {
    if (when !== phase) continue;
    const exit = instance.exit?.signal ?? instance.exit?.code;
    const lines = instance
      .output()
      .split('\n')
      .filter((line) => line.trim() !== '');
    // The error's own lines (a dump of the objects involved follows them), else the last ones.
    const telling = lines.filter((line) =>
      /Unhandled|^\s*\w*Error\b|^error:|^Emitted 'error'|^\s+at /.test(line),
    );
    const output = (telling.length > 0 ? telling.slice(0, 6) : lines.slice(-8)).join('\n    ');
    problems.add(
      `${instance.name} exited (${exit}) during the phase; its last output:\n    ${output}`,
    );
  }
}

describe('faults: two instances under load while their services fail', () => {
  beforeAll(async () => {
    [postgres, redis, s3, smtp] = await Promise.all([
      startPostgres(),
      startRedis(),
      startS3(),
      startSmtpServer(),
    ]);
    env = {
      DATABASE_URL: postgres.url,
      REDIS_URL: redis.url,
      REDIS_KEY_PREFIX: 'faults:',
      ...s3.env,
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Institute <noreply@example.com>',
      PUBLIC_URL: 'http://institute.example.com',
      NOTIFY_RETRY_SECONDS: '1',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      // A test server: its head office is not asked to choose its own password (decision 0060).
      ADMIN_PASSWORD_CHANGE: 'false',
      LOG_LEVEL: 'warn',
    };
    // One after the other: the first migrates and seeds the database.
    await startInstance('a');
    await startInstance('b');
    const signIn = await request(`${instances[0]!.base}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    expect(signIn.status).toBe(200);
    const { token } = JSON.parse(signIn.body) as { token: string };
    load = new Load(() => instances, token, await pngImage(48, 64));
  }, 90_000);

  afterAll(async () => {
    for (const instance of instances) {
      killedOnPurpose.add(instance);
      if (!instance.exit) instance.child.kill('SIGKILL');
      await instance.exited;
    }
    await Promise.all([redis?.stop(), s3?.remove(), smtp?.stop()]);
    postgres?.remove();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
    const writes = load?.writes ?? [];
    const count = (kind: string) => writes.filter((write) => write.outcome.kind === kind).length;
    console.log(
      `faults: recovery after the service returned: ${figures.join('; ')}. Writes: ${writes.length} sent, ${count('acknowledged')} acknowledged, ${count('refused')} refused, ${count('no-answer')} unanswered`,
    );
  });

  it('survives its PostgreSQL connections being ended (pg_terminate_backend)', async () => {
    let ended = 0;
    const { problems } = await runPhase({
      name: 'connections ended',
      writesNeedIt: true,
      retryAfter: true,
      async inject() {
        ended = await postgres.terminateConnections();
      },
      outage: async () => {},
      async restore() {},
    });
    expect(ended, 'connections ended').toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });

  it('survives a PostgreSQL restart', async () => {
    const { problems } = await runPhase({
      name: 'PostgreSQL restart',
      writesNeedIt: true,
      retryAfter: true,
      notReadyDuringOutage: true,
      inject: async () => postgres.stop(),
      restore: async () => postgres.start(),
    });
    expect(problems).toEqual([]);
  });

  it('survives a Redis restart: writes and sign-ins go on, and Redis is used again once back', async () => {
    // Sessions not used yet: the first use of one is kept in Redis (the session cache) as soon as
    // its instance uses Redis again; no memory cache can have it already. Each check of the
    // return takes one (every 400 ms): 10 are signed in first, more while Redis is out
    // (sign-ins must go on then).
    const fresh = new Map<string, string[]>(instances.map((instance) => [instance.name, []]));
    const signIn = async (instance: AppInstance) => {
      const answer = await request(
        `${instance.base}/api/admin/login`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(ADMIN),
        },
        3_000,
      ).catch((error: unknown) => ({ status: describeError(error), body: '' }));
      if (answer.status === 200)
        fresh.get(instance.name)!.push((JSON.parse(answer.body) as { token: string }).token);
      return answer.status;
    };
    // One sign-in at a time: they are one client (one address, no device cookie), and the
    // product refuses a second check of one account from one client while one runs (429).
    for (let count = 0; count < 10; count++) {
      for (const instance of instances) await signIn(instance);
    }
    const usedAgain = new Map<string, number>();
    const { problems } = await runPhase({
      name: 'Redis restart',
      writesNeedIt: false,
      inject: () => redis.stop(),
      async outage(found) {
        const until = Date.now() + OUTAGE_MS;
        while (Date.now() < until) {
          for (const instance of instances) {
            const status = await signIn(instance);
            if (status !== 200) found.add(`${instance.name}: a sign-in was answered ${status}`);
          }
        }
      },
      async restore() {
        await redis.start();
        const back = Date.now();
        await Promise.all(
          instances.map(async (instance) => {
            for (const token of fresh.get(instance.name)!) {
              if (Date.now() - back > RECOVERY_WAIT_MS) return;
              await request(
                `${instance.base}/api/me`,
                { headers: { authorization: `Bearer ${token}` } },
                3_000,
              ).catch(() => undefined);
              if (await redis.has(`${env.REDIS_KEY_PREFIX}session:${sessionIdOf(token)}`)) {
                usedAgain.set(instance.name, Date.now() - back);
                return;
              }
              await sleep(400);
            }
          }),
        );
      },
    });
    figures.push(
      `Redis used again after ${instances.map((instance) => `${instance.name} ${usedAgain.has(instance.name) ? seconds(usedAgain.get(instance.name)!) : 'never'}`).join(', ')}`,
    );
    for (const instance of instances) {
      const after = usedAgain.get(instance.name);
      if (after === undefined)
        problems.push(
          `${instance.name}: did not use Redis again after it returned (checked with ${fresh.get(instance.name)!.length} sessions signed in during the outage)`,
        );
      else if (after > RECOVERY_LIMIT_MS)
        problems.push(
          `${instance.name}: used Redis again ${seconds(after)} after it returned (more than ${seconds(RECOVERY_LIMIT_MS)})`,
        );
    }
    expect(problems).toEqual([]);
  });

  it('survives a restart of the S3-compatible store', async () => {
    const { problems } = await runPhase({
      name: 'S3 restart',
      writesNeedIt: true,
      inject: () => s3.stop(),
      async outage(found) {
        await sleep(OUTAGE_MS / 2);
        // A stored photo, asked for while the store is out: a 503 too.
        const stored = load.writes.find((write) => write.outcome.kind === 'acknowledged');
        for (const instance of instances) {
          if (stored?.outcome.kind !== 'acknowledged') break;
          const answer = await request(`${instance.base}${stored.outcome.photo}`, {
            headers: { authorization: `Bearer ${load.token}` },
          }).catch((error: unknown) => ({ status: describeError(error) }));
          if (answer.status !== 503) {
            found.add(`${instance.name}: a stored photo was answered ${answer.status}`);
          }
        }
        await sleep(OUTAGE_MS / 2);
      },
      restore: () => s3.start(),
    });
    expect(problems).toEqual([]);
  });

  it('survives SMTP being down: writes go on, and the queued e-mail leaves once it is back', async () => {
    const sentBefore = smtp.messages.length;
    const { problems, restoredAt } = await runPhase({
      name: 'SMTP down',
      writesNeedIt: false,
      inject: () => smtp.stop(),
      async outage(found) {
        const asked = await request(`${instances[1]!.base}/api/password-reset/request`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: ADMIN.email, channel: 'email' }),
        }).catch((error: unknown) => ({ status: describeError(error) }));
        if (asked.status !== 202)
          found.add(`a password reset request was answered ${asked.status}`);
        // Out until a delivery has been tried and failed (the outbox runs every 10 s).
        const tried = await waitFor(async () => {
          const [row] = await withClient(
            postgres.url,
            async (client) =>
              (
                await client.query<{ attempts: number }>(
                  "select attempts from notification_outbox where kind = 'password-reset-link' order by id desc limit 1",
                )
              ).rows,
          );
          return (row?.attempts ?? 0) > 0;
        }, 15_000);
        if (!tried) found.add('no delivery of the reset e-mail was tried while SMTP was down');
      },
      restore: () => smtp.start(),
    });
    const delivered = await waitFor(() => smtp.messages.length > sentBefore, 30_000);
    figures.push(
      `e-mail delivered ${delivered ? seconds(Date.now() - restoredAt) : 'never'} after SMTP returned`,
    );
    expect(problems).toEqual([]);
    expect(delivered, 'the reset e-mail queued while SMTP was down was delivered').toBe(true);
  });

  it('survives one instance killed (SIGKILL) in the middle of its writes', async () => {
    currentPhase = 'instance killed';
    await replaceExitedInstances();
    const problems = new Problems();
    const from = Date.now();
    const probes = startProbes();
    const [victim, survivor] = instances as [AppInstance, AppInstance];
    // More writes at once on the victim, so that some are surely being handled when it dies
    // (with two, both were sometimes answered already, only not yet read by this process).
    load.start(currentPhase, { [victim.name]: 6 });
    await waitFor(
      () => acknowledgedSince(victim.name, from) && acknowledgedSince(survivor.name, from),
      RECOVERY_WAIT_MS,
    );
    // Mid-write: while the victim has writes in flight.
    await waitFor(() => (load.inFlight.get(victim.name) ?? 0) >= 4, 5_000);
    const killedAt = Date.now();
    load.paused.add(victim.name);
    killedOnPurpose.add(victim);
    victim.child.kill('SIGKILL');
    await victim.exited;
    await sleep(1_000);
    const replacement = await startInstance(victim.name);
    const servingAt = Date.now();
    load.paused.delete(victim.name);
    await waitFor(() => acknowledgedSince(victim.name, servingAt), RECOVERY_WAIT_MS);
    await sleep(1_000);
    const writes = await load.stop();
    const probed = await probes.stop();
    phaseWindows.push({ name: currentPhase, from, to: Date.now() });
    const at = (time: number) => `at ${time >= killedAt ? '+' : ''}${seconds(time - killedAt)}`;

    // The survivor never noticed.
    checkAnswers(
      problems,
      writes.filter((write) => write.instance === survivor.name),
      { allow503: false, retryAfter: false, faultAt: killedAt, recoveredAt: killedAt, at },
    );
    checkProbes(problems, survivor.name, probed, {
      faultAt: killedAt,
      restoredAt: servingAt,
      notReadyDuringOutage: false,
      at,
    });
    // The victim: acknowledged or cut off by the kill; its replacement writes as before.
    const victimWrites = writes.filter((write) => write.instance === victim.name);
    const cut = victimWrites.filter(
      (write) => write.outcome.kind === 'no-answer' && write.startedAt <= killedAt,
    );
    checkAnswers(
      problems,
      victimWrites.filter((write) => !cut.includes(write)),
      { allow503: false, retryAfter: false, faultAt: killedAt, recoveredAt: killedAt, at },
    );
    if (cut.length === 0) problems.add(`${victim.name}: no write was in flight when it was killed`);
    const recovered = victimWrites.find(
      (write) => write.startedAt >= servingAt && write.outcome.kind === 'acknowledged',
    );
    if (!recovered) problems.add(`${victim.name}: its replacement acknowledged no write`);
    checkExits(problems, currentPhase);
    figures.push(
      `instance killed: replacement serving ${seconds(servingAt - killedAt)} after the kill (${cut.length} writes cut)`,
    );
    expect(replacement.exit).toBeNull();
    expect(problems.list()).toEqual([]);
  });

  it('keeps every acknowledged write once, nothing it refused, and no file without its row', async () => {
    currentPhase = 'checks';
    const problems = new Problems();
    const writes = load.writes;
    const rows = await withClient(
      postgres.url,
      async (client) =>
        (
          await client.query<{
            email: string;
            registration_number: string;
            storage_key: string | null;
          }>(
            `select s.email, s.registration_number, f.storage_key
             from students s left join files f on f.id = s.photo_file_id
            where s.email like 'fault-%@example.com'`,
          )
        ).rows,
    );
    const byEmail = new Map<string, typeof rows>();
    for (const row of rows) byEmail.set(row.email, [...(byEmail.get(row.email) ?? []), row]);
    for (const write of writes) {
      const found = byEmail.get(write.email) ?? [];
      const where = `(${write.phase}, ${write.instance})`;
      if (write.outcome.kind === 'acknowledged') {
        if (found.length !== 1)
          problems.add(`an acknowledged write is stored ${found.length} times ${where}`);
        else if (found[0]!.registration_number !== write.outcome.registrationNumber)
          problems.add(
            `an acknowledged write is stored under another registration number ${where}`,
          );
        else if (!found[0]!.storage_key)
          problems.add(`an acknowledged write lost its photo ${where}`);
      } else if (write.outcome.kind === 'refused' && found.length > 0) {
        problems.add(`a write answered ${write.outcome.status} was stored anyway ${where}`);
      } else if (found.length > 1) {
        problems.add(`an unanswered write is stored ${found.length} times ${where}`);
      }
    }
    const sent = new Set(writes.map((write) => write.email));
    for (const email of byEmail.keys()) {
      if (!sent.has(email)) problems.add(`a student nobody added: ${email}`);
    }

    // The store against the rows: the same storage code and sweep as the server's own.
    const config = loadConfig({ ...env, DATA_DIR: dataDirs[0] });
    const storage = createS3Storage(config.storage as S3Config);
    const pool = new pg.Pool({ connectionString: postgres.url, max: 2 });
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    try {
      const named = new Set(
        (await db.selectFrom('files').select('storage_key').execute()).map(
          (row) => row.storage_key,
        ),
      );
      const listStore = async () => {
        const objects: { key: string; modifiedMs: number }[] = [];
        for await (const object of storage.list()) objects.push(object);
        return objects;
      };
      const before = await listStore();
      const stored = new Set(before.map((object) => object.key));
      for (const key of named) {
        if (!stored.has(key))
          problems.add('a files row names a file that is not in the store', key);
      }
      // A file no row names: a write that a crash, or the store itself failing, interrupted
      // leaves one for the sweeper (decision 0016); any other phase must leave none. The store
      // gives times in whole seconds: a file of time t was written within a second of t.
      const leftovers = new Map<string, number>();
      const forTheSweeper = new Set(['instance killed', 'S3 restart']);
      for (const object of before.filter((candidate) => !named.has(candidate.key))) {
        const phases = phaseWindows.filter(
          (window) =>
            window.from <= object.modifiedMs + 1_000 && window.to >= object.modifiedMs - 1_000,
        );
        const phase =
          (phases.find((window) => forTheSweeper.has(window.name)) ?? phases[0])?.name ??
          'outside every phase';
        leftovers.set(phase, (leftovers.get(phase) ?? 0) + 1);
        if (!forTheSweeper.has(phase)) {
          problems.add(
            `a file no row names was left during "${phase}"`,
            `${object.key} (${new Date(object.modifiedMs).toISOString()}; phases: ${phaseWindows.map((window) => `${window.name} ${new Date(window.from).toISOString()}-${new Date(window.to).toISOString()}`).join(', ')})`,
          );
        }
      }
      figures.push(
        `files left for the sweeper: ${[...leftovers].map(([phase, count]) => `${count} (${phase})`).join(', ') || 'none'}`,
      );
      await sweepStoredFiles(db, storage, { safeAgeMs: 0 });
      for (const object of await listStore()) {
        if (!named.has(object.key)) problems.add('the sweep left a file no row names', object.key);
      }
    } finally {
      await db.destroy();
      storage.destroy();
    }
    expect(problems.list()).toEqual([]);
  });
});
