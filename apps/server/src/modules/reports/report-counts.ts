import { sql, type Kysely, type Transaction } from 'kysely';
import { addDays } from '@institute/shared/dates';
import { lastDayOfMonth } from '@institute/shared/reports';
import {
  instituteDate,
  instituteDateTime,
  instituteInstant,
} from '@institute/shared/institute-time';
import type { DB } from '../../db/schema';
import { readResultDaysChanged, takeResultDays, takeResultDaysChanged } from '../grading/results';

/**
 * The reports' kept counts (issue 40 point 4, decision 0089): admissions, students on the rolls,
 * certificates issued and exam results, per kind, day, centre, course (the student's) and grade,
 * and the same per month. Kept by the 'refresh-report-summaries' job (report-summaries.ts), like
 * the fee summaries (decision 0076), in its transaction (PostgreSQL) or its slices (SQLite,
 * decisions 0097 and 0099):
 * - students: those updated since the last run (`updated_at`, with the overlap of 0076) have
 *   their old counts (report_count_students, as last counted) taken off and their new ones added;
 * - certificates and results: the days of those written since the last run (`created_at`,
 *   `recorded_at`) and of those of the students updated (their course may have changed) are
 *   counted again from the rows;
 * - the months of every day touched are summed again from the days.
 * - results regraded or removed (no new `recorded_at`): their exam days, left by the grading
 *   module's writes (migration 0062), are counted again too.
 * The counts are also built whole again when their last whole build is a day old
 * (COUNTS_REBUILT_AFTER_MS), a safety net for a change no rule above sees (an exam's date edited
 * after its results were recorded).
 */

export const COUNT_KINDS = [
  'admitted',
  'on_rolls',
  'completed',
  'certificate',
  'passed',
  'failed',
  'top_up',
  'debit',
  'enquiry',
  'application',
] as const;
export type CountKind = (typeof COUNT_KINDS)[number];

/** The counts are built whole again when their last whole build is this old. */
export const COUNTS_REBUILT_AFTER_MS = 24 * 60 * 60_000;

type Db = Kysely<DB> | Transaction<DB>;
const CHUNK = 500;
const INSERT_ROWS = 800;
const n = (value: number | string | bigint | null | undefined) => Number(value ?? 0);

function chunks<T>(items: T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

const dayOf = (column: string) => sql<string>`substr(${sql.ref(column)}, 1, 10)`;

interface CountRow {
  kind: CountKind;
  day: string;
  centre_id: number;
  course: string;
  detail: string;
  n: number;
}

/** Adds (or takes off) counts in report_count_days. */
async function addCounts(trx: Db, rows: CountRow[]) {
  for (const some of chunks(
    rows.filter((row) => row.n !== 0),
    INSERT_ROWS,
  )) {
    await trx
      .insertInto('report_count_days')
      .values(some)
      .onConflict((oc) =>
        oc
          .columns(['kind', 'day', 'centre_id', 'course', 'detail'])
          .doUpdateSet({ n: sql`report_count_days.n + excluded.n` }),
      )
      .execute();
  }
}

interface Counted {
  centre_id: number;
  course: string;
  admission_date: string;
  completed_on: string | null;
  archived: number;
}

/** What one student counts for: admitted; on the rolls and completed while not archived. */
function studentCounts(s: Counted, sign: number): CountRow[] {
  const at = { centre_id: s.centre_id, course: s.course, detail: '', n: sign };
  const rows: CountRow[] = [{ kind: 'admitted', day: s.admission_date, ...at }];
  if (!s.archived) {
    rows.push({ kind: 'on_rolls', day: s.admission_date, ...at });
    if (s.completed_on) rows.push({ kind: 'completed', day: s.completed_on, ...at });
  }
  return rows;
}

/** Counts taken off (old) and added (now), summed by key first; their days touched. */
async function applyDelta(trx: Db, old: CountRow[], now: CountRow[], touched: Set<string>) {
  const sums = new Map<string, CountRow>();
  for (const [rows, sign] of [
    [old, -1],
    [now, 1],
  ] as const) {
    for (const row of rows) {
      const key = countKey(row);
      const sum = sums.get(key) ?? { ...row, n: 0 };
      sum.n += sign * row.n;
      sums.set(key, sum);
      touched.add(row.day);
    }
  }
  await addCounts(trx, [...sums.values()]);
}

/**
 * The students as the counts snapshot them (report_count_students' columns, in its order): their
 * centre, course, admission and completion, and whether archived (1) or not (0).
 */
const studentSnapshot = (trx: Db) =>
  trx
    .selectFrom('students')
    .select([
      'id as student_id',
      'centre_id',
      'course',
      'admission_date',
      'completed_on',
      sql<number>`case when archived_at is null then 0 else 1 end`.as('archived'),
    ]);

/** Students' counts taken off as last counted and added as they are now; their days touched. */
async function refreshStudents(trx: Db, ids: number[], touched: Set<string>) {
  for (const some of chunks(ids)) {
    const [old, now] = await Promise.all([
      trx.selectFrom('report_count_students').selectAll().where('student_id', 'in', some).execute(),
      studentSnapshot(trx).where('id', 'in', some).execute(),
    ]);
    const counts = (rows: typeof old) =>
      rows.flatMap((student) => studentCounts({ ...student, archived: n(student.archived) }, 1));
    await applyDelta(trx, counts(old), counts(now), touched);
    await trx.deleteFrom('report_count_students').where('student_id', 'in', some).execute();
    for (const insert of chunks(now, INSERT_ROWS))
      await trx
        .insertInto('report_count_students')
        .values(insert.map((row) => ({ ...row, archived: n(row.archived) })))
        .execute();
  }
}

/** The instant (ISO, UTC) the institute's day begins (its time zone's midnight). */
export const instituteDayStart = (day: string): string => instituteInstant(`${day}T00:00`);

/** An instant's time on the institute's clock, to the minute, as if it were UTC (milliseconds). */
const instituteClock = (ms: number) => Date.parse(`${instituteDateTime(ms).replace(' ', 'T')}:00Z`);
const WHOLE_MINUTE_OFFSETS_FROM = Date.UTC(1980, 0, 1);

/**
 * The institute's date of instants (a whole build dates every row). The zone's offset is read
 * once per UTC hour (at its first and last minute); an hour with the same offset at both dates
 * its instants by arithmetic, one with a change of offset (or before 1980, when offsets were not
 * whole minutes) asks the time zone per minute.
 */
function dater() {
  const offsets = new Map<number, number | null>();
  const minutes = new Map<string, string>();
  return (at: string) => {
    const ms = Date.parse(at);
    if (Number.isFinite(ms) && ms >= WHOLE_MINUTE_OFFSETS_FROM) {
      const hour = Math.floor(ms / 3_600_000) * 3_600_000;
      let offset = offsets.get(hour);
      if (offset === undefined) {
        const lastMinute = hour + 59 * 60_000;
        const first = instituteClock(hour) - hour;
        offset = instituteClock(lastMinute) - lastMinute === first ? first : null;
        offsets.set(hour, offset);
      }
      if (offset !== null) return new Date(ms + offset).toISOString().slice(0, 10);
    }
    const minute = at.slice(0, 16);
    let day = minutes.get(minute);
    if (day === undefined) minutes.set(minute, (day = instituteDate(at)));
    return day;
  };
}

/** A count's key: kind, day, centre, course and detail. */
const countKey = (row: CountRow) =>
  `${row.kind}\u0000${row.day}\u0000${row.centre_id}\u0000${row.course}\u0000${row.detail}`;

/** Sums rows by their key (kind, day, centre, course, detail). */
function summed(rows: CountRow[]): CountRow[] {
  const sums = new Map<string, CountRow>();
  for (const row of rows) {
    const key = countKey(row);
    const sum = sums.get(key) ?? { ...row, n: 0 };
    sum.n += row.n;
    sums.set(key, sum);
  }
  return [...sums.values()];
}

const INSTANT_KINDS: CountKind[] = ['top_up', 'debit', 'enquiry'];

/**
 * Wallet entries and enquiries of these institute days (every day: null) counted again from their
 * rows, dated by the institute's date of `created_at` as the reports have always dated them:
 * top-ups and debits (paise), enquiries by source and status (centre 0: none named).
 */
async function refreshInstantDays(trx: Db, days: string[] | null) {
  if (days === null) await countInstants(trx, null, null);
  for (const day of days ?? []) {
    await trx
      .deleteFrom('report_count_days')
      .where('kind', 'in', INSTANT_KINDS)
      .where('day', '=', day)
      .execute();
    await countInstants(trx, day, addDays(day, 1));
  }
}

/**
 * Wallet entries and enquiries of the institute's days in [from, to) (every day: null) counted
 * into report_count_days (whose rows for them are gone).
 */
async function countInstants(trx: Db, from: string | null, to: string | null) {
  const dateOf = dater();
  const range =
    from === null || to === null ? null : [instituteDayStart(from), instituteDayStart(to)];
  const [wallet, enquiries] = await Promise.all([
    trx
      .selectFrom('wallet_entries')
      .select(['created_at', 'centre_id', 'kind', 'amount_paise'])
      .$if(range !== null, (qb) =>
        qb.where('created_at', '>=', range![0]!).where('created_at', '<', range![1]!),
      )
      .execute(),
    trx
      .selectFrom('enquiries')
      .select(['created_at', 'centre_id', 'source', 'status'])
      .$if(range !== null, (qb) =>
        qb.where('created_at', '>=', range![0]!).where('created_at', '<', range![1]!),
      )
      .execute(),
  ]);
  await addCounts(
    trx,
    summed([
      ...wallet.map((entry): CountRow => ({
        kind: entry.kind === 'credit' ? 'top_up' : 'debit',
        day: dateOf(entry.created_at),
        centre_id: entry.centre_id,
        course: '',
        detail: '',
        n: entry.amount_paise,
      })),
      ...enquiries.map((enquiry): CountRow => ({
        kind: 'enquiry',
        day: dateOf(enquiry.created_at),
        centre_id: enquiry.centre_id ?? 0,
        course: '',
        detail: `${enquiry.source} ${enquiry.status}`,
        n: 1,
      })),
    ]),
  );
}

/**
 * Applications (every one: null) taken off as last counted (report_count_applications) and added
 * as they are now, by the institute's date of `submitted_at` (a resubmission moves it), course
 * and status.
 */
async function refreshApplications(trx: Db, ids: number[] | null, touched: Set<string>) {
  const dateOf = dater();
  const counted = (row: { day: string; centre_id: number; course: string; status: string }) =>
    ({
      kind: 'application',
      day: row.day,
      centre_id: row.centre_id,
      course: row.course,
      detail: row.status,
      n: 1,
    }) satisfies CountRow;
  for (const some of ids === null ? [null] : chunks(ids)) {
    const old = some
      ? await trx
          .selectFrom('report_count_applications')
          .selectAll()
          .where('application_id', 'in', some)
          .execute()
      : [];
    const now = (
      await trx
        .selectFrom('applications')
        .select(['id', 'submitted_at', 'centre_id', 'course', 'status'])
        .$if(some !== null, (qb) => qb.where('id', 'in', some!))
        .execute()
    ).map((row) => ({
      application_id: row.id,
      day: dateOf(row.submitted_at),
      centre_id: row.centre_id,
      course: row.course,
      status: row.status,
    }));
    await applyDelta(trx, old.map(counted), now.map(counted), touched);
    if (some)
      await trx
        .deleteFrom('report_count_applications')
        .where('application_id', 'in', some)
        .execute();
    for (const insert of chunks(now, INSERT_ROWS))
      await trx.insertInto('report_count_applications').values(insert).execute();
  }
}

/** Certificates and results of these days (every day: null) counted again from their rows. */
async function refreshRowDays(trx: Db, days: string[] | null) {
  for (const some of days === null ? [null] : chunks(days, 100)) {
    if (some) {
      await trx
        .deleteFrom('report_count_days')
        .where('kind', 'in', ['certificate', 'passed', 'failed'])
        .where('day', 'in', some)
        .execute();
    }
    await countRowDays(trx, some);
  }
}

/**
 * Certificates and results counted from their rows into report_count_days (whose rows for them
 * are gone): of these days, of the days in [from, to), or of every day (null).
 */
async function countRowDays(trx: Db, some: string[] | { from: string; to: string } | null) {
  // Issue and exam dates are days (ISO instants would be cut to theirs): read as day ranges.
  const within = (column: string) =>
    Array.isArray(some)
      ? sql<boolean>`(${sql.join(
          some.map(
            (day) =>
              sql`(${sql.ref(column)} >= ${day} and ${sql.ref(column)} < ${addDays(day, 1)})`,
          ),
          sql` or `,
        )})`
      : sql<boolean>`(${sql.ref(column)} >= ${some!.from} and ${sql.ref(column)} < ${some!.to})`;
  await trx
    .insertInto('report_count_days')
    .columns(['kind', 'day', 'centre_id', 'course', 'detail', 'n'])
    .expression(
      trx
        .selectFrom('certificates as c')
        .innerJoin('students as s', 's.id', 'c.student_id')
        .select([
          sql<string>`'certificate'`.as('kind'),
          dayOf('c.issue_date').as('day'),
          'c.centre_id',
          's.course',
          sql<string>`''`.as('detail'),
          (eb) => eb.fn.countAll<number>().as('n'),
        ])
        .$if(some !== null, (qb) => qb.where(within('c.issue_date')))
        .groupBy([dayOf('c.issue_date'), 'c.centre_id', 's.course']),
    )
    .execute();
  await trx
    .insertInto('report_count_days')
    .columns(['kind', 'day', 'centre_id', 'course', 'detail', 'n'])
    .expression(
      trx
        .selectFrom('exam_results as r')
        .innerJoin('students as s', 's.id', 'r.student_id')
        .select([
          sql<string>`case when r.passed = 1 then 'passed' else 'failed' end`.as('kind'),
          dayOf('r.exam_date').as('day'),
          'r.centre_id',
          's.course',
          'r.grade as detail',
          (eb) => eb.fn.countAll<number>().as('n'),
        ])
        .$if(some !== null, (qb) => qb.where(within('r.exam_date')))
        .groupBy([sql`1`, dayOf('r.exam_date'), 'r.centre_id', 's.course', 'r.grade']),
    )
    .execute();
}

/** The months of these days (every month: null) summed again from the day counts. */
async function refreshMonths(trx: Db, months: string[] | null) {
  const monthOfDay = sql<string>`substr(day, 1, 7)`;
  for (const some of months === null ? [null] : chunks(months, 100)) {
    if (some) await trx.deleteFrom('report_count_months').where('month', 'in', some).execute();
    await trx
      .insertInto('report_count_months')
      .columns(['kind', 'month', 'centre_id', 'course', 'detail', 'n'])
      .expression(
        trx
          .selectFrom('report_count_days')
          .select([
            'kind',
            monthOfDay.as('month'),
            'centre_id',
            'course',
            'detail',
            (eb) => eb.fn.sum<number>('n').as('n'),
          ])
          .$if(some !== null, (qb) =>
            qb.where((eb) =>
              eb.or(
                some!.map((m) => eb.and([eb('day', '>=', `${m}-01`), eb('day', '<=', `${m}-31`)])),
              ),
            ),
          )
          .groupBy(['kind', monthOfDay, 'centre_id', 'course', 'detail'])
          .having((eb) => eb.fn.sum('n'), '<>', 0),
      )
      .execute();
  }
}

/**
 * Brings the counts up to date inside the summaries' one-transaction refresh (PostgreSQL: its
 * transaction, its locked state row): whole when `full`, else what changed since `since`.
 * Answers how many students and days were counted again (null: all).
 */
export async function refreshReportCounts(
  trx: Db,
  options: { full: boolean; since: string },
): Promise<{ students: number | null; days: number | null }> {
  // Results regraded or removed since the last run (their days, taken in this transaction).
  const changedResultDays = await takeResultDaysChanged(trx);
  if (options.full) {
    await trx.deleteFrom('report_count_months').execute();
    await trx.deleteFrom('report_count_days').execute();
    await trx.deleteFrom('report_count_students').execute();
    await trx
      .insertInto('report_count_students')
      .columns(['student_id', 'centre_id', 'course', 'admission_date', 'completed_on', 'archived'])
      .expression(studentSnapshot(trx))
      .execute();
    const students = trx.selectFrom('report_count_students');
    for (const [kind, day, where] of [
      ['admitted', 'admission_date', sql<boolean>`1 = 1`],
      ['on_rolls', 'admission_date', sql<boolean>`archived = 0`],
      ['completed', 'completed_on', sql<boolean>`archived = 0 and completed_on is not null`],
    ] as const) {
      await trx
        .insertInto('report_count_days')
        .columns(['kind', 'day', 'centre_id', 'course', 'detail', 'n'])
        .expression(
          students
            .select([
              sql.lit(kind).as('kind'),
              sql.ref<string>(day).as('day'),
              'centre_id',
              'course',
              sql<string>`''`.as('detail'),
              (eb) => eb.fn.countAll<number>().as('n'),
            ])
            .where(where)
            .groupBy([day, 'centre_id', 'course']),
        )
        .execute();
    }
    await refreshRowDays(trx, null);
    await trx.deleteFrom('report_count_applications').execute();
    await refreshInstantDays(trx, null);
    await refreshApplications(trx, null, new Set());
    await refreshMonths(trx, null);
    return { students: null, days: null };
  }
  return refreshCountsChanged((work) => work(trx), options.since, {
    resultDays: changedResultDays,
  });
}

/**
 * Runs one step of an incremental refresh: in the refresh's one transaction (PostgreSQL), or in a
 * short transaction of its own followed by a turn of the event loop (SQLite, decision 0097).
 */
export type Step = <T>(work: (trx: Db) => Promise<T>) => Promise<T>;

/** How many of each a step of the counts' incremental refresh takes on SQLite (one slice each). */
const SLICE = { students: 500, rowDays: 10, instantDays: 7, months: 2 };

/**
 * The counts brought up to date from what changed since `since` (decision 0089's incremental
 * rules). `resultDays`: the exam days of results regraded or removed, already taken in the
 * refresh's one transaction (PostgreSQL); 'sliced' (SQLite, decision 0099): each step is a slice
 * of its own, and those days are read first and taken from exam_result_changed_days in the slice
 * that counts them again (a regrade after that slice leaves its day for the next run; a refresh
 * stopped midway leaves the days it had not counted). Every step counts its keys again from the
 * rows, or takes a student's (an application's) counts off as last snapshotted and adds them as
 * they are in the same transaction as the new snapshot, so cutting the work into slices gives the
 * same counts; zero counts are deleted where a slice made them. The months of the days touched
 * are summed again at the end (meanwhile a month row may be older than its days).
 */
export async function refreshCountsChanged(
  step: Step,
  since: string,
  options: { resultDays: string[] } | 'sliced',
): Promise<{ students: number; days: number }> {
  const sliced = options === 'sliced';
  const size = (n: number) => (sliced ? n : CHUNK);
  const students = await step(async (trx) =>
    (await trx.selectFrom('students').select('id').where('updated_at', '>', since).execute()).map(
      (row) => row.id,
    ),
  );
  const touched = new Set<string>();
  for (const some of chunks(students, size(SLICE.students))) {
    await step(async (trx) => {
      const days = new Set<string>();
      await refreshStudents(trx, some, days);
      if (sliced) await deleteZeroCounts(trx, ['admitted', 'on_rolls', 'completed'], [...days]);
      for (const day of days) touched.add(day);
    });
  }
  // Certificates and results written since, and those of the students changed.
  const rowDays = new Set<string>();
  const [certificates, results, regraded] = await step((trx) =>
    Promise.all([
      trx
        .selectFrom('certificates')
        .select(dayOf('issue_date').as('day'))
        .distinct()
        .where('created_at', '>', since)
        .execute(),
      trx
        .selectFrom('exam_results')
        .select(dayOf('exam_date').as('day'))
        .distinct()
        .where('recorded_at', '>', since)
        .execute(),
      sliced ? readResultDaysChanged(trx) : Promise.resolve([]),
    ]),
  );
  for (const row of [...certificates, ...results]) rowDays.add(row.day);
  for (const day of sliced ? regraded : options.resultDays) rowDays.add(day);
  for (const some of chunks(students)) {
    const rows = await step(async (trx) => {
      const found: { day: string }[] = [];
      for (const [table, column] of [
        ['certificates', 'issue_date'],
        ['exam_results', 'exam_date'],
      ] as const) {
        found.push(
          ...(await trx
            .selectFrom(table)
            .select(dayOf(column).as('day'))
            .distinct()
            .where('student_id', 'in', some)
            .execute()),
        );
      }
      return found;
    });
    for (const row of rows) rowDays.add(row.day);
  }
  const days = [...rowDays].sort();
  for (const some of sliced ? chunks(days, SLICE.rowDays) : days.length > 0 ? [days] : []) {
    await step(async (trx) => {
      if (sliced) await takeResultDays(trx, some);
      await refreshRowDays(trx, some);
    });
  }
  for (const day of days) touched.add(day);
  // Wallet entries written and enquiries changed since: their institute days counted again.
  const [wallet, enquiries, applications] = await step((trx) =>
    Promise.all([
      trx
        .selectFrom('wallet_entries')
        .select('created_at')
        .where('created_at', '>', since)
        .execute(),
      trx.selectFrom('enquiries').select('created_at').where('updated_at', '>', since).execute(),
      trx.selectFrom('applications').select('id').where('updated_at', '>', since).execute(),
    ]),
  );
  const dateOf = dater();
  const instantDays = [
    ...new Set([...wallet, ...enquiries].map((row) => dateOf(row.created_at))),
  ].sort();
  for (const some of sliced ? chunks(instantDays, SLICE.instantDays) : [instantDays]) {
    await step(async (trx) => {
      await refreshInstantDays(trx, some);
      if (sliced) await deleteZeroCounts(trx, INSTANT_KINDS, some);
    });
  }
  for (const day of instantDays) touched.add(day);
  const applicationIds = applications.map((row) => row.id);
  for (const some of sliced ? chunks(applicationIds, SLICE.students) : [applicationIds]) {
    await step(async (trx) => {
      const days = new Set<string>();
      await refreshApplications(trx, some, days);
      if (sliced) await deleteZeroCounts(trx, ['application'], [...days]);
      for (const day of days) touched.add(day);
    });
  }
  if (!sliced)
    await step((trx) => trx.deleteFrom('report_count_days').where('n', '=', 0).execute());
  const months = [...new Set([...touched].map((day) => day.slice(0, 7)))].sort();
  for (const some of sliced ? chunks(months, SLICE.months) : months.length > 0 ? [months] : [])
    await step((trx) => refreshMonths(trx, some));
  return { students: students.length, days: days.length + instantDays.length };
}

/**
 * Zero counts of these kinds and days deleted (a slice's taking off and adding back may leave
 * some), read through the primary key (kind, day, ...).
 */
async function deleteZeroCounts(trx: Db, kinds: readonly CountKind[], days: string[]) {
  for (const some of chunks(days)) {
    await trx
      .deleteFrom('report_count_days')
      .where('kind', 'in', kinds)
      .where('day', 'in', some)
      .where('n', '=', 0)
      .execute();
  }
}

/**
 * The lowest and highest value of a column (null: no rows), each read by a query of its own:
 * SQLite answers a lone min() or max() of an indexed column from the index's end, but both in
 * one query by reading every row.
 */
export async function columnBounds<T extends string | number>(
  db: Kysely<DB>,
  table: keyof DB,
  column: string,
): Promise<{ low: T | null; high: T | null }> {
  const read = async (fn: 'min' | 'max') =>
    (
      await sql<{
        value: T | null;
      }>`select ${sql.raw(fn)}(${sql.ref(column)}) as value from ${sql.table(table)}`.execute(db)
    ).rows[0]?.value ?? null;
  return { low: await read('min'), high: await read('max') };
}

/** Runs `work` in a short transaction of its own, then lets the event loop turn (SQLite). */
export type Slice = <T>(work: (trx: Transaction<DB>) => Promise<T>) => Promise<T>;

/** Students (and applications) read per slice of the whole build on SQLite. */
export const COUNT_SLICE_IDS = 2_000;

/** The month after `month` (YYYY-MM). */
export const monthAfter = (month: string) => addDays(`${month}-28`, 7).slice(0, 7);
const monthBefore = (month: string) => addDays(`${month}-01`, -1).slice(0, 7);

/**
 * The whole build of the counts in slices (SQLite, decision 0097): the database's one connection
 * and the event loop are held for one slice at a time, never for the whole build, and the counts
 * read meanwhile are the old ones or the new ones month by month, never empty.
 * 1. Students, then applications, by id range: each range's snapshot (report_count_students,
 *    report_count_applications) written again from the rows, and what it counts for added up in
 *    memory; the day counts of students and applications are exactly those of the snapshots.
 * 2. Each month that has counts now or any row to count: its days deleted and counted again
 *    (students and applications from step 1, certificates and results from their rows by date;
 *    then wallet entries and enquiries by the institute's days, a quarter of the month at a
 *    time), then its month summed again from its days. Between these slices a month's days may
 *    be newer than its month row for a moment; each is exact for the rows it read.
 * Rows written meanwhile (after the refresh began) are read again by the next incremental run, as
 * the caller leaves `changes_read_to` at the refresh's start; a student changed after their slice
 * is taken off as snapshotted and added as they are then, which is what the days hold. Only the
 * refresh writes these tables, and refreshes run one at a time.
 */
export async function buildReportCountsInSlices(db: Kysely<DB>, slice: Slice): Promise<void> {
  // Regraded and removed results: every day is counted again below.
  await slice((trx) => takeResultDaysChanged(trx));
  // Students' and applications' counts summed as they are read, per month (a row per key).
  const byMonth = new Map<string, Map<string, CountRow>>();
  const count = (rows: CountRow[]) => {
    for (const row of rows) {
      const month = row.day.slice(0, 7);
      const sums = byMonth.get(month) ?? new Map<string, CountRow>();
      byMonth.set(month, sums);
      const key = countKey(row);
      const sum = sums.get(key);
      if (sum) sum.n += row.n;
      else sums.set(key, { ...row });
    }
  };
  const idRange = (
    table: 'students' | 'report_count_students' | 'applications' | 'report_count_applications',
    column: string,
  ) => columnBounds<number>(db, table, column);
  const ranges = (a: { low: number | null; high: number | null }, b: typeof a) => {
    const lows = [a.low, b.low].filter((v) => v !== null).map(Number);
    const highs = [a.high, b.high].filter((v) => v !== null).map(Number);
    const out: [number, number][] = [];
    if (lows.length === 0) return out;
    const high = Math.max(...highs);
    for (let from = Math.min(...lows); from <= high; from += COUNT_SLICE_IDS)
      out.push([from, from + COUNT_SLICE_IDS - 1]);
    return out;
  };
  for (const [from, to] of ranges(
    await idRange('students', 'id'),
    await idRange('report_count_students', 'student_id'),
  )) {
    const now = await slice(async (trx) => {
      await trx
        .deleteFrom('report_count_students')
        .where('student_id', '>=', from)
        .where('student_id', '<=', to)
        .execute();
      const rows = await studentSnapshot(trx)
        .where('id', '>=', from)
        .where('id', '<=', to)
        .execute();
      const values = rows.map((row) => ({ ...row, archived: n(row.archived) }));
      for (const insert of chunks(values, INSERT_ROWS))
        await trx.insertInto('report_count_students').values(insert).execute();
      return values;
    });
    count(now.flatMap((student) => studentCounts(student, 1)));
  }
  const dateOf = dater();
  for (const [from, to] of ranges(
    await idRange('applications', 'id'),
    await idRange('report_count_applications', 'application_id'),
  )) {
    const now = await slice(async (trx) => {
      await trx
        .deleteFrom('report_count_applications')
        .where('application_id', '>=', from)
        .where('application_id', '<=', to)
        .execute();
      const rows = (
        await trx
          .selectFrom('applications')
          .select(['id', 'submitted_at', 'centre_id', 'course', 'status'])
          .where('id', '>=', from)
          .where('id', '<=', to)
          .execute()
      ).map((row) => ({
        application_id: row.id,
        day: dateOf(row.submitted_at),
        centre_id: row.centre_id,
        course: row.course,
        status: row.status,
      }));
      for (const insert of chunks(rows, INSERT_ROWS))
        await trx.insertInto('report_count_applications').values(insert).execute();
      return rows;
    });
    count(
      now.map((row): CountRow => ({
        kind: 'application',
        day: row.day,
        centre_id: row.centre_id,
        course: row.course,
        detail: row.status,
        n: 1,
      })),
    );
  }
  // Every month with counts kept or rows to count (each read through an index, or the kept
  // days): instants may fall on the institute's next or previous day, hence their neighbours.
  const months = new Set(byMonth.keys());
  const distinctMonths = async (
    table: 'report_count_days' | 'certificates' | 'exam_results' | 'wallet_entries' | 'enquiries',
    column: string,
  ) =>
    (
      await db
        .selectFrom(table)
        .select(sql<string>`substr(${sql.ref(column)}, 1, 7)`.as('month'))
        .distinct()
        .execute()
    ).map((row) => row.month);
  for (const month of [
    ...(await distinctMonths('report_count_days', 'day')),
    ...(await distinctMonths('certificates', 'issue_date')),
    ...(await distinctMonths('exam_results', 'exam_date')),
  ])
    months.add(month);
  for (const month of [
    ...(await distinctMonths('wallet_entries', 'created_at')),
    ...(await distinctMonths('enquiries', 'created_at')),
  ]) {
    months.add(monthBefore(month));
    months.add(month);
    months.add(monthAfter(month));
  }
  for (const month of [...months].sort()) {
    const first = `${month}-01`;
    const next = `${monthAfter(month)}-01`;
    await slice(async (trx) => {
      await trx
        .deleteFrom('report_count_days')
        .where(
          'kind',
          'in',
          COUNT_KINDS.filter((kind) => !INSTANT_KINDS.includes(kind)),
        )
        .where('day', '>=', first)
        .where('day', '<', next)
        .execute();
      await addCounts(trx, [...(byMonth.get(month)?.values() ?? [])]);
      await countRowDays(trx, { from: first, to: next });
    });
    // Wallet entries and enquiries (read and dated in the server) a week or so at a time.
    for (const [from, to] of [
      [first, `${month}-09`],
      [`${month}-09`, `${month}-17`],
      [`${month}-17`, `${month}-25`],
      [`${month}-25`, next],
    ] as const) {
      await slice(async (trx) => {
        await trx
          .deleteFrom('report_count_days')
          .where('kind', 'in', INSTANT_KINDS)
          .where('day', '>=', from)
          .where('day', '<', to)
          .execute();
        await countInstants(trx, from, to);
      });
    }
    await slice((trx) => refreshMonths(trx, [month]));
  }
}

/** One centre or the network (null), one course or all (null). */
export interface CountScope {
  centreId: number | null;
  course: string | null;
}

export interface CountRowRead {
  kind: CountKind;
  month: string;
  centreId: number;
  course: string;
  detail: string;
  n: number;
}

const monthIndex = (m: string) => Number(m.slice(0, 4)) * 12 + Number(m.slice(5, 7)) - 1;
const monthAt = (i: number) =>
  `${String(Math.floor(i / 12)).padStart(4, '0')}-${String((i % 12) + 1).padStart(2, '0')}`;

/**
 * The counts of these kinds per month, centre, course and grade in [from, to]: whole months from
 * report_count_months, the days of a month the period begins or ends inside from
 * report_count_days (as the attendance report reads its summaries, decision 0084).
 */
export async function readCounts(
  db: Kysely<DB>,
  kinds: readonly CountKind[],
  scope: CountScope,
  from: string,
  to: string,
): Promise<CountRowRead[]> {
  const firstWhole = from.endsWith('-01')
    ? from.slice(0, 7)
    : monthAt(monthIndex(from.slice(0, 7)) + 1);
  const lastWhole =
    to === lastDayOfMonth(to.slice(0, 7)) ? to.slice(0, 7) : monthAt(monthIndex(to) - 1);
  const ranges: [string, string][] = [];
  const wholeMonths = firstWhole <= lastWhole;
  if (!wholeMonths) ranges.push([from, to]);
  else {
    if (from < `${firstWhole}-01`) ranges.push([from, addDays(`${firstWhole}-01`, -1)]);
    if (to > lastDayOfMonth(lastWhole))
      ranges.push([`${monthAt(monthIndex(lastWhole) + 1)}-01`, to]);
  }
  const month = sql<string>`substr(day, 1, 7)`;
  const [months, ...days] = await Promise.all([
    wholeMonths
      ? db
          .selectFrom('report_count_months')
          .select(['kind', 'month', 'centre_id', 'course', 'detail', 'n'])
          .where('kind', 'in', kinds)
          .where('month', '>=', firstWhole)
          .where('month', '<=', lastWhole)
          .$if(scope.centreId !== null, (qb) => qb.where('centre_id', '=', scope.centreId!))
          .$if(scope.course !== null, (qb) => qb.where('course', '=', scope.course!))
          .execute()
      : Promise.resolve([]),
    ...ranges.map(([start, end]) =>
      db
        .selectFrom('report_count_days')
        .select([
          'kind',
          month.as('month'),
          'centre_id',
          'course',
          'detail',
          (eb) => eb.fn.sum<number | string>('n').as('n'),
        ])
        .where('kind', 'in', kinds)
        .where('day', '>=', start)
        .where('day', '<=', end)
        .$if(scope.centreId !== null, (qb) => qb.where('centre_id', '=', scope.centreId!))
        .$if(scope.course !== null, (qb) => qb.where('course', '=', scope.course!))
        .groupBy(['kind', month, 'centre_id', 'course', 'detail'])
        .execute(),
    ),
  ]);
  return [...months!, ...days.flat()].map((row) => ({
    kind: row.kind as CountKind,
    month: row.month,
    centreId: row.centre_id,
    course: row.course,
    detail: row.detail,
    n: n(row.n),
  }));
}
