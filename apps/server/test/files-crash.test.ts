import { verhoeffCheckDigit } from '@institute/shared/aadhaar';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { createDatabase, type Database } from '../src/db/database';
import { pdfDocument, pngImage, studentFields } from './helpers/multipart';
import {
  startServerProcess as startServer,
  stubWebBuild,
  type Server,
} from './helpers/server-process';
import { TEST_ADMIN } from './helpers/test-app';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';

// A real crash: the server runs as a child process, takes many concurrent Add Student uploads and
// is killed with SIGKILL half-way. Whatever it left behind must never be a row without its file,
// and the next start must sweep away the files without a row and the temporary files.

/** Uploads on their way at any moment, and how many are answered before the kill. */
const CONCURRENCY = 16;
const KILL_AFTER = 8;

/** A distinct valid Aadhaar number for each n. */
const aadhaar = (n: number) => {
  const body = `73${String(41_000_000 + n).padStart(9, '0')}`;
  return `${body}${verhoeffCheckDigit(body)}`;
};

/** The files under the storage root, as keys ('2026/11/ab...webp'), temporary ones apart. */
function filesOnDisk(root: string): { stored: string[]; temporary: string[] } {
  const all = fs.existsSync(root)
    ? (fs.readdirSync(root, { recursive: true }) as string[]).filter(
        // A file may be renamed or removed by the running server between the listing and here.
        (entry) =>
          fs.statSync(path.join(root, entry), { throwIfNoEntry: false })?.isFile() ?? false,
      )
    : [];
  const keys = all.map((entry) => entry.split(path.sep).join('/'));
  return {
    stored: keys.filter((key) => !key.endsWith('.tmp')),
    temporary: keys.filter((key) => key.endsWith('.tmp')),
  };
}

let testDatabase: TestDatabase;
let database: Database;
let webDist: string;
let storageRoot: string;
const running: Server[] = [];

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  const config = loadConfig({ ...testDatabase.env });
  storageRoot = config.storageDir;
  database = await createDatabase(config.database);
  // These tests ask for API routes only.
  webDist = stubWebBuild(path.join(testDatabase.env.DATA_DIR!, 'web'));
});

afterAll(async () => {
  for (const server of running) {
    server.child.kill('SIGKILL');
    await server.exited;
  }
  await database?.destroy();
  await testDatabase?.drop();
});

/** Signs in as head office; answers the Authorization header. */
async function signIn(base: string): Promise<string> {
  const login = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(TEST_ADMIN),
  });
  expect(login.status).toBe(200);
  return `Bearer ${((await login.json()) as { token: string }).token}`;
}

async function rowsAndFiles() {
  const rows = await database.db.selectFrom('files').select('storage_key').execute();
  const keys = new Set(rows.map((row) => row.storage_key));
  const { stored, temporary } = filesOnDisk(storageRoot);
  const onDisk = new Set(stored);
  return {
    rows: keys.size,
    unreferenced: stored.filter((key) => !keys.has(key)),
    temporary,
    missing: [...keys].filter((key) => !onDisk.has(key)),
  };
}

describe('files after a crash', () => {
  it('a SIGKILL during uploads leaves no row without its file; the next start sweeps the rest', async () => {
    const env = { ...testDatabase.env, WEB_DIST: webDist };
    const server = await startServer(env);
    running.push(server);
    const base = `http://127.0.0.1:${server.port}`;
    const authorization = await signIn(base);
    const centres = (await (
      await fetch(`${base}/api/dashboard/centres`, { headers: { authorization } })
    ).json()) as { id: number }[];
    const centreId = String(centres[0]!.id);

    const photo = await pngImage(1200, 900);
    const signature = await pngImage(300, 100);
    const marksheet = pdfDocument();
    let sent = 0;
    let answered = 0;
    let killed = false;
    const statuses: (number | 'failed')[] = [];
    const upload = async (n: number) => {
      const form = new FormData();
      const fields = studentFields({
        adhar: aadhaar(n),
        firstname: `Crash${String.fromCharCode(97 + (n % 26))}`,
        email: `crash.${n}@example.com`,
        centreId,
      });
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      form.append('photo', new Blob([photo], { type: 'image/png' }), 'photo.png');
      form.append('signature', new Blob([signature], { type: 'image/png' }), 'sign.png');
      form.append('marksheet', new Blob([marksheet], { type: 'application/pdf' }), 'marks.pdf');
      try {
        const response = await fetch(`${base}/api/dashboard/AddStudent`, {
          method: 'POST',
          headers: { authorization },
          body: form,
        });
        statuses.push(response.status);
        await response.arrayBuffer();
      } catch {
        statuses.push('failed');
      }
      answered++;
    };
    // Killed while CONCURRENCY uploads are on their way, at every stage of their work: once
    // KILL_AFTER are answered and some upload has files written but not yet committed (or, if
    // that moment is never caught, a hundred uploads later).
    const kill = () => {
      if (killed || answered < KILL_AFTER) return;
      if (filesOnDisk(storageRoot).temporary.length === 0 && answered < KILL_AFTER + 100) return;
      killed = true;
      server.child.kill('SIGKILL');
    };
    const watch = setInterval(kill, 2);
    const worker = async () => {
      while (!killed) await upload(sent++);
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker)).finally(() =>
      clearInterval(watch),
    );
    await server.exited;
    running.splice(running.indexOf(server), 1);

    const created = statuses.filter((status) => status === 201).length;
    expect(statuses.filter((status) => status !== 201 && status !== 'failed')).toEqual([]);
    expect(created).toBeGreaterThan(0);
    expect(created).toBeLessThan(sent);

    const afterKill = await rowsAndFiles();
    // Never a row whose file is missing, even straight after the crash.
    expect(afterKill.missing).toEqual([]);
    const students = await database.db
      .selectFrom('students')
      .select(sql<number>`count(*)`.as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(students.count)).toBeGreaterThanOrEqual(created);
    process.stdout.write(
      `files-crash (${testDatabase.kind}): ${created}/${sent} uploads answered 201 before the kill; ` +
        `after it ${afterKill.unreferenced.length} files without a row, ` +
        `${afterKill.temporary.length} temporary files, ${afterKill.missing.length} rows without a file\n`,
    );

    // The next start sweeps; a short safe age lets it judge the files the crash left just now.
    const restarted = await startServer({ ...env, FILE_SWEEP_SAFE_AGE_SECONDS: '0' });
    running.push(restarted);
    const sweep = await restarted.logLine(/^stored files swept$/);
    // The marketing tools are seeded after a start when the crash came first: that is finished
    // once they can be listed.
    const tools = await fetch(`http://127.0.0.1:${restarted.port}/api/dashboard/marketing-tools`, {
      headers: { authorization: await signIn(`http://127.0.0.1:${restarted.port}`) },
    });
    expect(tools.status).toBe(200);
    const afterSweep = await rowsAndFiles();
    process.stdout.write(
      `files-crash (${testDatabase.kind}): the sweep removed ${JSON.stringify(sweep['removed'])}; ` +
        `after it ${afterSweep.unreferenced.length} files without a row, ` +
        `${afterSweep.temporary.length} temporary files, ${afterSweep.missing.length} rows without a file\n`,
    );
    expect(afterSweep).toEqual({
      unreferenced: [],
      temporary: [],
      missing: [],
      rows: afterSweep.rows,
    });
    expect(afterSweep.rows).toBeGreaterThanOrEqual(afterKill.rows);
    expect(sweep['removed']).toEqual({
      unreferenced: afterKill.unreferenced.length,
      temporary: afterKill.temporary.length,
      draftPictures: 0,
    });
    // The log gives counts only, never a file's name.
    expect(restarted.output()).not.toMatch(/[0-9a-f]{32}\.(jpg|webp|pdf|png|tmp)/);

    restarted.child.kill('SIGTERM');
    await restarted.exited;
    running.splice(running.indexOf(restarted), 1);
  }, 180_000);
});
