// The dashboard home's budget: GET /api/dashboard/summary with 10,000 students (and 100,000 with
// BENCH_STUDENTS=100000), on SQLite and (when TEST_DATABASE_URL is set) PostgreSQL, through the
// real app (app.inject: server time, no network). Prints figures; asserts only that it answers.
//   npx tsx scripts/bench-dashboard-summary.ts
import { lastTwelveMonths, networkToday } from '@institute/shared/dashboard-summary';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { studentSearchColumns } from '../apps/server/src/modules/students/student-search';
import { createCentre, createUser, signIn } from '../apps/server/test/helpers/factories';
import { createTestApp, TEST_ADMIN } from '../apps/server/test/helpers/test-app';
import { stats, time } from './bench-timing';

const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 10_000);

async function seed(app: FastifyInstance, centres: number[]) {
  // Admission dates over the last 14 months, so some fall outside the twelve shown.
  const months = lastTwelveMonths(networkToday());
  const now = new Date().toISOString();
  const batch = 500;
  for (let start = 0; start < STUDENTS; start += batch) {
    const rows = Array.from({ length: Math.min(batch, STUDENTS - start) }, (_, k) => {
      const i = start + k;
      const month = i % 14 < 12 ? months[i % 14]! : '2020-01';
      return {
        registration_number: `RV2025${String(i + 1).padStart(6, '0')}`,
        centre_id: centres[i % centres.length]!,
        user_id: null,
        firstname: 'Priya',
        lastname: 'Sharma',
        ...studentSearchColumns('Priya', 'Sharma'),
        dob: '2003-04-05',
        email: null,
        state: 'Bihar',
        district: 'Patna',
        course: '8',
        course_option: 'RV01001',
        mothername: null,
        fathername: null,
        qualification: null,
        contactno: `9${String(100000000 + i).slice(-9)}`,
        guardiancontact: null,
        adhar: null,
        gender: null,
        category: null,
        religion: null,
        maritalstatus: null,
        address: null,
        presentaddress: null,
        photo_file_id: null,
        signature_file_id: null,
        marksheet_file_id: null,
        admission_date: `${month}-${String((i % 28) + 1).padStart(2, '0')}`,
        archived_at: i % 50 === 0 ? now : null,
        archived_by: null,
        created_by: null,
        updated_by: null,
        created_at: now,
        updated_at: now,
      };
    });
    await app.db.insertInto('students').values(rows).execute();
  }
  const enquiries = Array.from({ length: 2000 }, (_, i) => ({
    source: 'contact' as const,
    course_title: null,
    name: 'Asha',
    email: null,
    phone: '9876543210',
    message: 'Fees?',
    status: i % 3 === 0 ? 'new' : 'contacted',
    centre_id: centres[i % centres.length]!,
    notes: null,
    created_at: now,
    updated_at: now,
  }));
  for (let start = 0; start < enquiries.length; start += 500) {
    await app.db
      .insertInto('enquiries')
      .values(enquiries.slice(start, start + 500))
      .execute();
  }
}

async function bench(kind: 'sqlite' | 'postgres') {
  process.env.TEST_DB = kind;
  const t = await createTestApp();
  try {
    const centres = [
      await createCentre(t.app),
      await createCentre(t.app),
      await createCentre(t.app),
      await createCentre(t.app),
    ];
    await seed(t.app, centres);
    await sql.raw(kind === 'postgres' ? 'vacuum analyze' : 'analyze').execute(t.app.db);
    const staffUser = await createUser(t.app, { role: 'centre_staff', centreId: centres[0] });
    const staff = {
      authorization: `Bearer ${(await signIn(t.app, '/api/admin/login', { email: staffUser.email, password: staffUser.password })).token}`,
    };
    const head = {
      authorization: `Bearer ${(await signIn(t.app, '/api/admin/login', TEST_ADMIN)).token}`,
    };
    const cases: [string, string, Record<string, string>][] = [
      // For comparison: a request that does next to nothing (session lookup and answer).
      ['baseline: unread-count, head office', '/api/dashboard/centre-messages/unread-count', head],
      ['summary, centre staff', '/api/dashboard/summary', staff],
      ['summary, head office (network)', '/api/dashboard/summary', head],
      ['summary, head office, one centre', `/api/dashboard/summary?centreId=${centres[1]}`, head],
    ];
    for (const [name, url, headers] of cases) {
      await time(t.app, url, headers, 5);
      console.log(
        `[${kind}, ${STUDENTS.toLocaleString()} students] ${name.padEnd(34)} ${stats(await time(t.app, url, headers))}`,
      );
    }
  } finally {
    await t.close();
  }
}

await bench('sqlite');
if (process.env.TEST_DATABASE_URL) await bench('postgres');
