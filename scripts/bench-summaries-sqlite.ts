// npm run bench:summaries-sqlite — the reports' whole builds on SQLite (issue 41, decision 0097):
// how long the first full refresh of the summaries and the daily whole build of the counts take
// at BENCH_STUDENTS students (default 100,000), and how long the server's one connection and its
// event loop are held meanwhile. Seeds a SQLite file (the app's migrations, then rows written by
// the database itself: students as bench:busy writes them, each with a fee plan of three
// instalments, BENCH_FEES fee rows (default 300,000), a result per student, certificates, wallet
// entries, enquiries and applications), then times:
//   (a) refreshReportSummaries on that database (the first run after an upgrade),
//   (b) the same a day later (the counts built whole again, the rest incremental);
//   (c) five minutes later (incremental, nothing changed);
//   (d) after a busy hour (BENCH_CHANGED students stamped changed, default 20,000; fee rows;
//       200 batches' attendance saved), an incremental refresh;
// while each runs, a probe asks the database `select 1` every 10 ms through the same Kysely
// instance (as a request would) and a setInterval probe and monitorEventLoopDelay watch the event
// loop. Prints the build's time, the longest wait of the probe query, the longest event-loop
// stall, and the statements that took 50 ms or more. BENCH_KEEP=1 keeps the file (its path is
// printed); BENCH_REUSE=<file> starts from a copy of a kept one (no seed). BENCH_VERIFY=1 compares
// the tables after (d) with a build from scratch of the same rows.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import Database from 'better-sqlite3';
import { sql, type LogEvent } from 'kysely';
import { createDatabase } from '../apps/server/src/db/database';
import { migrateToLatest } from '../apps/server/src/db/migrator';
import { refreshReportSummaries } from '../apps/server/src/modules/reports/report-summaries';

const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 100_000);
const FEES = Number(process.env.BENCH_FEES ?? 300_000);
const CENTRES = Number(process.env.BENCH_CENTRES ?? 50);

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-summaries-'));
const file = path.join(dir, 'institute.sqlite');

async function seed() {
  const migrated = await createDatabase({ kind: 'sqlite', file } as never);
  await migrateToLatest(migrated.db);
  await migrated.destroy();
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = OFF');
  // Written an hour ago: the day after's refresh (b) finds no change to read.
  const now = new Date(Date.now() - 3_600_000).toISOString();
  const started = performance.now();
  db.transaction(() => {
    const centre = db.prepare(
      `insert into centres (code, name, address, phone, email, status, created_at, updated_at)
       values (?, ?, 'Main Road, Patna', '9000000000', null, 'active', ?, ?)`,
    );
    for (let i = 1; i <= CENTRES; i++)
      centre.run(`BC${String(i).padStart(3, '0')}`, `Bench centre ${i}`, now, now);
    const series = (count: number) =>
      `with recursive g(g) as (select 1 union all select g + 1 from g where g < ${count})`;
    // Students: admitted over 700 days, one in twenty archived, one in five completed.
    db.prepare(
      `${series(STUDENTS)}
       insert into students (registration_number, centre_id, user_id, firstname, lastname, dob,
         email, state, district, course, course_option, mothername, fathername, qualification,
         contactno, guardiancontact, adhar, person_key, gender, category, religion, maritalstatus,
         address, presentaddress, photo_file_id, signature_file_id, marksheet_file_id,
         admission_date, completed_on, archived_at, archived_by, created_by, updated_by,
         created_at, updated_at, search_name, search_lastname)
       select 'RV' || (2015 + (g - 1) / 500000) || substr('000000' || (((g - 1) % 500000) + 1), -6),
         1 + (g - 1) % ${CENTRES}, null, 'Aarav', 'Sharma', '2004-03-15', null, 'Bihar', 'Patna',
         case g % 3 when 0 then '8' when 1 then '9' else '10' end, null, 'Meena Devi',
         'Suresh Kumar', '12th Pass', '9' || substr('000000000' || g, -9), null,
         '2' || substr('00000000000' || g, -11), null, 'Male', 'General', 'Hindu', 'Single',
         'Station Road, Patna', 'Station Road, Patna', null, null, null,
         date('2024-01-01', '+' || (g % 700) || ' days'),
         case when g % 5 = 0 then date('2024-01-01', '+' || (g % 700 + 180) || ' days') end,
         case when g % 20 = 0 then ? end, null, null, null, ?, ?, 'aarav sharma', 'sharma'
       from g`,
    ).run(now, now, now);
    db.prepare(
      `insert into student_fee_plans (student_id, centre_id, course_code, total_paise,
         discount_paise, discount_reason, instalments, created_at, created_by, updated_at, updated_by)
       select id, centre_id, course, 3000000, 0, null,
         json_array(json_object('dueDate', admission_date, 'amountPaise', 1000000),
           json_object('dueDate', date(admission_date, '+60 days'), 'amountPaise', 1000000),
           json_object('dueDate', date(admission_date, '+120 days'), 'amountPaise', 1000000)),
         ?, null, ?, null from students`,
    ).run(now, now);
    // Fee rows: payments on the student's admission day and later; one in fifty a reversal.
    db.prepare(
      `${series(FEES)}
       insert into fee_payments (student_id, centre_id, kind, amount_paise, mode, reference,
         paid_on, receipt_number, reverses_id, cheque_bank, reason, created_at, created_by)
       select s.id, s.centre_id, case when g % 50 = 0 then 'reversal' else 'payment' end,
         500000, 'cash', '', date(s.admission_date, '+' || ((g / ${STUDENTS}) * 45) || ' days'),
         'R' || g, null, null, null, ?, null
       from g join students s on s.id = 1 + (g - 1) % ${STUDENTS}`,
    ).run(now);
    db.prepare(
      `insert into exam_results (student_id, centre_id, source, source_id, title, obtained_marks,
         maximum_marks, percentage_bp, grade, passed, exam_date, recorded_at, recorded_by,
         published_at)
       select id, centre_id, 'offline', 1, 'Final', 60 + id % 40, 100, (60 + id % 40) * 100,
         case when id % 4 = 0 then 'A' when id % 4 = 1 then 'B' else 'C' end,
         case when id % 10 = 0 then 0 else 1 end, date(admission_date, '+170 days'), ?, null, ?
       from students`,
    ).run(now, now);
    db.prepare(
      `insert into certificates (number, request_id, student_id, centre_id, result_id, status,
         student_name, father_name, course_name, course_option, grade, percentage_bp, period_from,
         period_to, issue_date, centre_name, photo_file_id, created_at, verification_code)
       select 'RVC' || id, id, id, centre_id, null, 'valid', 'Aarav Sharma', 'Suresh Kumar', 'DCA',
         '', 'A', 8000, admission_date, completed_on, date(completed_on, '+10 days'), 'Centre',
         null, ?, 'V' || id
       from students where completed_on is not null`,
    ).run(now);
    db.prepare(
      `${series(STUDENTS / 5)}
       insert into wallet_entries (centre_id, seq, kind, amount_paise, balance_after_paise, reason,
         reference, note, created_at, created_by)
       select 1 + g % ${CENTRES}, g, case when g % 3 = 0 then 'credit' else 'debit' end, 10000, 0,
         'bench', null, null,
         strftime('%Y-%m-%dT%H:%M:%fZ', '2024-01-01', '+' || (g * 37 % 60000) || ' minutes'), null
       from g`,
    ).run();
    db.prepare(
      `${series(STUDENTS / 10)}
       insert into enquiries (source, course_title, name, email, phone, message, status, centre_id,
         notes, created_at, updated_at)
       select 'contact', null, 'Enquirer', null, '9000000000', 'About a course',
         case when g % 3 = 0 then 'converted' else 'new' end, 1 + g % ${CENTRES}, null,
         strftime('%Y-%m-%dT%H:%M:%fZ', '2024-01-01', '+' || (g * 53 % 60000) || ' minutes'), ?
       from g`,
    ).run(now);
    db.prepare(
      `${series(STUDENTS / 20)}
       insert into applications (user_id, centre_id, status, firstname, lastname, dob, email,
         state, course, contactno, submitted_at, created_at, updated_at)
       select g, 1 + g % ${CENTRES}, 'submitted', 'Applicant', 'Kumar', '2004-03-15',
         'a' || g || '@example.com', 'Bihar', '8', '9000000000',
         strftime('%Y-%m-%dT%H:%M:%fZ', '2024-01-01', '+' || (g * 71 % 60000) || ' minutes'), ?, ?
       from g`,
    ).run(now, now);
  })();
  db.exec('analyze');
  db.close();
  console.log(
    `seeded ${STUDENTS} students, ${FEES} fee rows, ${CENTRES} centres in ${Math.round(performance.now() - started)} ms`,
  );
}

const reuse = process.env.BENCH_REUSE;
if (reuse) {
  // A kept file as it was before any refresh: no summaries kept.
  fs.copyFileSync(reuse, file);
  const kept = new Database(file);
  for (const table of [
    'report_summary_state',
    'report_fee_days',
    'report_dues_rows',
    'report_dues_by_due',
    'report_attendance_days',
    'report_attendance_months',
    'report_count_days',
    'report_count_months',
    'report_count_students',
    'report_count_applications',
  ])
    kept.exec(`delete from ${table}`);
  // And the busy hour of (d), written again by this run.
  kept.exec(`delete from attendance_marks; delete from attendance_days;
    delete from batches where name like 'Bench batch %';
    delete from fee_payments where receipt_number like 'RB%'`);
  kept.close();
} else await seed();

/** Statements of 50 ms or more during a run, summed by their first words. */
const slow = new Map<string, { count: number; ms: number; max: number }>();
let recording = false;
let commits = 0;
/** BENCH_TRACE=1: every statement, to show what ran in each stall of 100 ms or more. */
const trace: { at: number; ms: number; text: string }[] = [];
// The connection opened as the server opens it (database.ts: WAL, synchronous NORMAL, foreign
// keys), through a Kysely of its own whose `log` times every statement. BENCH_NO_CHECKPOINT=1
// turns SQLite's automatic WAL checkpoints off (an experiment: what the checkpoints cost).
const { Kysely, SqliteDialect } = await import('kysely');
const raw = new Database(file);
raw.pragma('busy_timeout = 5000');
raw.pragma('journal_mode = WAL');
raw.pragma('synchronous = NORMAL');
raw.pragma('foreign_keys = ON');
if (process.env.BENCH_NO_CHECKPOINT) raw.pragma('wal_autocheckpoint = 0');
const db = new Kysely<never>({
  dialect: new SqliteDialect({ database: raw }),
  log(event: LogEvent) {
    if (recording && process.env.BENCH_TRACE)
      trace.push({
        at: performance.now(),
        ms: event.queryDurationMillis,
        text: event.query.sql.replace(/\s+/g, ' ').slice(0, 90),
      });
    if (recording && event.query.sql === 'commit') commits++;
    if (!recording || event.queryDurationMillis < 50) return;
    const text = event.query.sql.replace(/\s+/g, ' ').slice(0, 110);
    const entry = slow.get(text) ?? { count: 0, ms: 0, max: 0 };
    entry.count++;
    entry.ms += event.queryDurationMillis;
    entry.max = Math.max(entry.max, event.queryDurationMillis);
    slow.set(text, entry);
  },
});

async function measure(label: string, now: Date) {
  slow.clear();
  commits = 0;
  recording = true;
  const histogram = monitorEventLoopDelay({ resolution: 5 });
  histogram.enable();
  await new Promise((resolve) => setTimeout(resolve, 50));
  let probeMax = 0;
  let probes = 0;
  let stallMax = 0;
  let last = performance.now();
  const stalls: [number, number][] = [];
  trace.length = 0;
  const tick = setInterval(() => {
    const at = performance.now();
    if (at - last - 10 >= 100) stalls.push([last, at]);
    stallMax = Math.max(stallMax, at - last - 10);
    last = at;
  }, 10);
  let running = true;
  const probe = (async () => {
    while (running) {
      const asked = performance.now();
      await sql`select 1`.execute(db);
      probeMax = Math.max(probeMax, performance.now() - asked);
      probes++;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  const started = performance.now();
  const result = await refreshReportSummaries(db as never, { now });
  const took = performance.now() - started;
  running = false;
  await probe;
  clearInterval(tick);
  histogram.disable();
  recording = false;
  console.log(
    `\n${label}: ${Math.round(took)} ms (mode ${result.mode}, counts built whole: ${result.counts.full}, ${commits} transactions); ` +
      `probe query: ${probes} answered, longest wait ${Math.round(probeMax)} ms; ` +
      `event loop: longest stall ${Math.round(stallMax)} ms (monitorEventLoopDelay max ${Math.round(histogram.max / 1e6)} ms, ` +
      `p99 ${Math.round(histogram.percentile(99) / 1e6)} ms), ${stalls.length} stalls of 100 ms or more; ` +
      `load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
  );
  for (const [from, to] of process.env.BENCH_TRACE ? stalls : []) {
    const within = trace.filter((t) => t.at >= from && t.at <= to);
    const sqlMs = within.reduce((sum, t) => sum + t.ms, 0);
    console.log(
      `  stall ${Math.round(to - from)} ms: ${within.length} statements, ${Math.round(sqlMs)} ms in SQLite; ` +
        within
          .sort((a, b) => b.ms - a.ms)
          .slice(0, 3)
          .map((t) => `${Math.round(t.ms)} ms ${t.text}`)
          .join(' / '),
    );
  }
  if (process.env.BENCH_TRACE) {
    const byText = new Map<string, { count: number; ms: number }>();
    for (const t of trace) {
      const key = t.text.slice(0, 60);
      const entry = byText.get(key) ?? { count: 0, ms: 0 };
      entry.count++;
      entry.ms += t.ms;
      byText.set(key, entry);
    }
    const total = trace.reduce((sum, t) => sum + t.ms, 0);
    console.log(`  in SQLite: ${Math.round(total)} ms of ${trace.length} statements; the most:`);
    for (const [text, { count, ms }] of [...byText].sort((a, b) => b[1].ms - a[1].ms).slice(0, 8))
      console.log(`    ${Math.round(ms)} ms (${count}x): ${text}`);
  }
  for (const [text, { count, ms, max }] of [...slow].sort((a, b) => b[1].ms - a[1].ms).slice(0, 15))
    console.log(`  ${Math.round(ms)} ms (${count}x, max ${Math.round(max)}): ${text}`);
}

try {
  const first = new Date();
  await measure('(a) first refresh (everything built whole)', first);
  await measure(
    '(b) a day later (the counts built whole again)',
    new Date(first.getTime() + 24 * 3_600_000 + 60_000),
  );
  await measure(
    '(c) five minutes later (incremental)',
    new Date(first.getTime() + 24 * 3_600_000 + 6 * 60_000),
  );
  // (d) A busy hour, then an incremental refresh (decision 0099): BENCH_CHANGED students (default
  // 20,000) stamped changed (as a CSV import of that many rows, or a day of edits, would leave
  // them), BENCH_BUSY_FEES fee rows (default 3,000) written, and 200 batches of 30 students each
  // marked and saved for a day.
  const changed = Number(process.env.BENCH_CHANGED ?? 20_000);
  const busyFees = Number(process.env.BENCH_BUSY_FEES ?? 3_000);
  const at = new Date(first.getTime() + 24 * 3_600_000 + 7 * 60_000).toISOString();
  // As the seed: the courses and users these rows name are not written.
  raw.pragma('foreign_keys = OFF');
  raw.transaction(() => {
    raw.prepare('update students set updated_at = ? where id <= ?').run(at, changed);
    raw
      .prepare(
        `with recursive g(g) as (select 1 union all select g + 1 from g where g < ${busyFees})
         insert into fee_payments (student_id, centre_id, kind, amount_paise, mode, reference,
           paid_on, receipt_number, reverses_id, cheque_bank, reason, created_at, created_by)
         select s.id, s.centre_id, 'payment', 250000, 'upi', '', date(s.admission_date, '+30 days'),
           'RB' || g, null, null, null, ?, null
         from g join students s on s.id = 1 + (g * 7919) % ${STUDENTS}`,
      )
      .run(at);
    raw
      .prepare(
        `with recursive g(g) as (select 1 union all select g + 1 from g where g < 200)
         insert into batches (centre_id, name, course, course_option, start_date, end_date,
           weekdays, start_time, end_time, room, teacher_user_id, capacity, created_by,
           created_at, updated_at)
         select 1 + (g - 1) % ${CENTRES}, 'Bench batch ' || g, '8', null, '2025-01-01',
           '2026-12-31', 127, '09:00', '10:00', '1', null, 30, null, ?, ?
         from g`,
      )
      .run(at, at);
    raw
      .prepare(
        `insert into attendance_marks (batch_id, student_id, day, status, updated_at, updated_by)
         select b.id, s.id, '2025-11-20', case when s.id % 7 = 0 then 'absent' else 'present' end,
           ?, null
         from batches b join students s on s.id between (b.id - 1) * 30 + 1 and b.id * 30`,
      )
      .run(at);
    raw
      .prepare(
        `insert into attendance_days (batch_id, day, saved_at, saved_by)
         select id, '2025-11-20', ?, null from batches`,
      )
      .run(at);
  })();
  raw.pragma('foreign_keys = ON');
  await measure(
    `(d) a busy hour (${changed} students changed, ${busyFees} fee rows, 200 batches' attendance saved), then an incremental refresh`,
    new Date(first.getTime() + 24 * 3_600_000 + 12 * 60_000),
  );
  if (process.env.BENCH_VERIFY) {
    // The tables after (d) against a build from scratch of the same rows: equal, or the
    // incremental refresh in slices counted something differently.
    const tables = {
      report_fee_days: 'day, centre_id, course',
      report_dues_rows: 'student_id, due_date, day, paise',
      report_dues_by_due: 'centre_id, course, due_date',
      report_attendance_days: 'batch_id, day',
      report_attendance_months: 'batch_id, month',
      report_count_days: 'kind, day, centre_id, course, detail',
      report_count_months: 'kind, month, centre_id, course, detail',
      report_count_students: 'student_id',
      report_count_applications: 'application_id',
    };
    const digest = () =>
      Object.fromEntries(
        Object.entries(tables).map(([table, order]) => {
          const hash = createHash('sha256');
          let rows = 0;
          for (const row of raw.prepare(`select * from ${table} order by ${order}`).iterate()) {
            hash.update(JSON.stringify(row));
            rows++;
          }
          return [table, `${rows} rows ${hash.digest('hex').slice(0, 12)}`];
        }),
      );
    const incremental = digest();
    await refreshReportSummaries(db as never, {
      full: true,
      now: new Date(first.getTime() + 24 * 3_600_000 + 13 * 60_000),
    });
    const scratch = digest();
    for (const table of Object.keys(tables))
      console.log(
        `verify ${table}: ${incremental[table]}${incremental[table] === scratch[table] ? ' = ' : ' DIFFERS from '}${scratch[table]} (from scratch)`,
      );
  }
} finally {
  await db.destroy();
  if (process.env.BENCH_KEEP) console.log(`kept: ${file}`);
  else fs.rmSync(dir, { recursive: true, force: true });
}
