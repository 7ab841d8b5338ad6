// npm run bench:students — the student-record budgets of issue 5, on SQLite and (when
// TEST_DATABASE_URL is set) PostgreSQL, through the real app (app.inject: server time, no network):
// - list and search with 100,000 students: median and p99;
// - 50 concurrent adds with three files each: all saved, numbers unique;
// - import of 10,000 rows.
// Prints figures; asserts nothing but correctness of what it measures.
import { COURSES } from '@institute/shared/catalogue';
import { verhoeffCheckDigit } from '@institute/shared/aadhaar';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { createCentre, createUser, signIn } from '../apps/server/test/helpers/factories';
import {
  multipart,
  pdfDocument,
  pngImage,
  studentFields,
} from '../apps/server/test/helpers/multipart';
import { createTestApp, TEST_ADMIN } from '../apps/server/test/helpers/test-app';
import { studentSearchColumns } from '../apps/server/src/modules/students/student-search';
import { stats, time } from './bench-timing';

const STUDENTS = 100_000;
const FIRST = [
  'Aarav',
  'Vivaan',
  'Aditya',
  'Priya',
  'Ananya',
  'Ishaan',
  'Kavya',
  'Rohan',
  'Sneha',
  'Arjun',
  'Meera',
  'Rahul',
  'Pooja',
  'Vikram',
  'Neha',
  'Suresh',
  'Anjali',
  'Karan',
  'Divya',
  'Manoj',
];
const LAST = [
  'Sharma',
  'Verma',
  'Kumar',
  'Singh',
  'Yadav',
  'Gupta',
  'Patel',
  'Das',
  'Mishra',
  'Reddy',
  'Nair',
  'Iyer',
  'Khan',
  'Chauhan',
  'Joshi',
  'Pandey',
  'Sinha',
  'Roy',
  'Bose',
  'Mehta',
];

const aadhaar = (n: number) => {
  const base = `2${String(n).padStart(10, '0')}`;
  return `${base}${verhoeffCheckDigit(base)}`;
};

async function seed(app: FastifyInstance, centres: number[]) {
  const options: [string, string | null][] = COURSES.flatMap((course) =>
    course.options.length
      ? course.options.map((option): [string, string | null] => [course.code, option.code])
      : [[course.code, null]],
  );
  const now = new Date().toISOString();
  const batch = 500;
  for (let start = 0; start < STUDENTS; start += batch) {
    const rows = Array.from({ length: Math.min(batch, STUDENTS - start) }, (_, k) => {
      const i = start + k;
      const [course, option] = options[i % options.length]!;
      const firstname = FIRST[i % FIRST.length]!;
      const lastname = LAST[Math.floor(i / FIRST.length) % LAST.length]!;
      return {
        registration_number: `RV2025${String(i + 1).padStart(6, '0')}`,
        centre_id: centres[i % centres.length]!,
        user_id: null,
        firstname,
        lastname,
        ...studentSearchColumns(firstname, lastname),
        dob: '2003-04-05',
        email: null,
        state: 'Bihar',
        district: 'Patna',
        course,
        course_option: option,
        mothername: 'Sita Devi',
        fathername: 'Ram Prasad',
        qualification: '12th Pass',
        contactno: `9${String(100000000 + i).slice(-9)}`,
        guardiancontact: null,
        adhar: aadhaar(i),
        gender: 'Female',
        category: 'General',
        religion: 'Hindu',
        maritalstatus: 'Single',
        address: 'Patna',
        presentaddress: 'Patna',
        photo_file_id: null,
        signature_file_id: null,
        marksheet_file_id: null,
        admission_date: `2025-${String((i % 12) + 1).padStart(2, '0')}-15`,
        archived_at: null,
        archived_by: null,
        created_by: null,
        updated_by: null,
        created_at: now,
        updated_at: now,
      };
    });
    await app.db.insertInto('students').values(rows).execute();
  }
}

async function benchDatabase(kind: 'sqlite' | 'postgres') {
  process.env.TEST_DB = kind;
  const t = await createTestApp();
  try {
    const centres = [
      await createCentre(t.app),
      await createCentre(t.app),
      await createCentre(t.app),
      await createCentre(t.app),
    ];
    const seeded = performance.now();
    await seed(t.app, centres);
    // What autovacuum (PostgreSQL) and PRAGMA optimize (SQLite) do for a running installation.
    await sql.raw(kind === 'postgres' ? 'vacuum analyze students' : 'analyze').execute(t.app.db);
    console.log(
      `[${kind}] seeded ${STUDENTS.toLocaleString()} students in ${((performance.now() - seeded) / 1000).toFixed(1)} s`,
    );

    const staffUser = await createUser(t.app, { role: 'centre_staff', centreId: centres[0] });
    const staff = {
      authorization: `Bearer ${(await signIn(t.app, '/api/admin/login', { email: staffUser.email, password: staffUser.password })).token}`,
    };
    const head = {
      authorization: `Bearer ${(await signIn(t.app, '/api/admin/login', TEST_ADMIN)).token}`,
    };
    const cases: [string, string, Record<string, string>][] = [
      ['list, head office, first page', '/api/dashboard/AddStudent', head],
      ['list, centre staff, page 40', '/api/dashboard/AddStudent?page=40', staff],
      ['list sorted by name', '/api/dashboard/AddStudent?sort=name&order=asc', staff],
      ['search name prefix "priya sh"', '/api/dashboard/AddStudent?q=priya%20sh', staff],
      ['search surname "verm"', '/api/dashboard/AddStudent?q=verm', head],
      ['search registration number', '/api/dashboard/AddStudent?q=RV2025012345', head],
      ['search Aadhaar', `/api/dashboard/AddStudent?q=${aadhaar(54321)}`, head],
      ['search phone', '/api/dashboard/AddStudent?q=9100054321', head],
      ['filter course 9', '/api/dashboard/AddStudent?course=9', staff],
    ];
    for (const [name, url, headers] of cases) {
      await time(t.app, url, headers, 5);
      console.log(`[${kind}] ${name.padEnd(34)} ${stats(await time(t.app, url, headers))}`);
    }

    const photo = await pngImage(800, 600);
    const signature = await pngImage(300, 100);
    const marksheet = pdfDocument();
    const started = performance.now();
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) => {
        const body = multipart(studentFields({ firstname: `Bench${i}` }), {
          photo: { data: photo, filename: 'p.png' },
          signature: { data: signature, filename: 's.png' },
          marksheet: { data: marksheet, filename: 'm.pdf' },
        });
        return t.app.inject({
          method: 'POST',
          url: '/api/dashboard/AddStudent',
          payload: body.payload,
          headers: { ...staff, ...body.headers },
        });
      }),
    );
    const numbers = new Set(responses.map((r) => r.json().registrationNumber));
    const saved = responses.filter((r) => r.statusCode === 201).length;
    console.log(
      `[${kind}] 50 concurrent adds with 3 files: ${saved} saved, ${numbers.size} unique numbers, ${((performance.now() - started) / 1000).toFixed(2)} s`,
    );

    const template = (
      await t.app.inject({
        method: 'GET',
        url: '/api/dashboard/students/import-template.csv',
        headers: staff,
      })
    ).body;
    const [header, example] = template.trim().split('\r\n');
    const csv = [header, ...Array.from({ length: 10_000 }, () => example)].join('\r\n');
    const body = multipart(
      {},
      { file: { data: Buffer.from(csv), filename: 'students.csv', type: 'text/csv' } },
    );
    const importStarted = performance.now();
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/dashboard/students/import',
      payload: body.payload,
      headers: { ...staff, ...body.headers },
    });
    console.log(
      `[${kind}] import of 10,000 rows: ${imported.json().imported} imported in ${((performance.now() - importStarted) / 1000).toFixed(2)} s`,
    );
  } finally {
    await t.close();
  }
}

await benchDatabase('sqlite');
if (process.env.TEST_DATABASE_URL) await benchDatabase('postgres');
else console.log('(set TEST_DATABASE_URL to measure PostgreSQL too)');
