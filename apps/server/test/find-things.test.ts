// Issue 37, point 7 ("find things where people look"), on both databases: a student found by
// name or phone only within the asker's centre; the wallet ledger naming the student of each
// per-student line; Add Student refused with a reason that trying again cannot change (and the
// figures to act on); the wallet balance on the dashboard home; the marksheet and admit card
// naming both the course and the option of it the student took.
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '@institute/shared/demo';
import { seedDemoData } from '../src/demo-seed';
import { nowIso } from '../src/lib/time';
import { studentSearchColumns } from '../src/modules/students/student-search';
import { postWalletEntry } from '../src/modules/wallet/wallet';
import { newSiteUser, signInHeadOffice, staffOf } from './helpers/actors';
import { createCentre, createStudent } from './helpers/factories';
import { multipart, studentFields } from './helpers/multipart';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let head: Record<string, string>;
let centreA: number;
let centreB: number;
let staffA: Record<string, string>;
let staffB: Record<string, string>;
let meera: { id: number; registrationNumber: string };
let meeraB: { id: number; registrationNumber: string };

/** A student of the factories' course (8, option RV01001) with the given name and phone. */
async function student(centreId: number, firstname: string, lastname: string, phone: string) {
  const created = await createStudent(t.app, { centreId });
  await t.app.db
    .updateTable('students')
    .set({
      firstname,
      lastname,
      contactno: phone,
      // As the app writes them when it admits or renames a student.
      ...studentSearchColumns(firstname, lastname),
    })
    .where('id', '=', created.id)
    .execute();
  return created;
}

const get = (url: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url, headers });

/** The app's log lines (requests at info): no phone number may be written to them. */
const logLines: string[] = [];

beforeAll(async () => {
  t = await createTestApp(
    { LOG_LEVEL: 'info' },
    { logStream: { write: (line: string) => logLines.push(line) } },
  );
  head = await signInHeadOffice(t.app);
  centreA = await createCentre(t.app);
  centreB = await createCentre(t.app);
  staffA = await staffOf(t.app, centreA);
  staffB = await staffOf(t.app, centreB);
  meera = await student(centreA, 'Meera', 'Findable', '9811100001');
  await student(centreA, 'Mohan', 'Findable', '9811100002');
  // Another centre's student with the same phone number and a similar name.
  meeraB = await student(centreB, 'Meera', 'Findable', '9811100001');
});
afterAll(() => t.close());

describe('the screens the sidebar now lists: every staff member reads them, head office changes them', () => {
  const SCREENS = [
    '/api/dashboard/accounts/course-fees',
    '/api/dashboard/grading-scale',
    '/api/dashboard/online-exams/questions?courseCode=9',
  ];

  it('answers centre staff and head office, and nobody else', async () => {
    const student = await newSiteUser(t.app, 'student');
    for (const url of SCREENS) {
      expect((await get(url, staffA)).statusCode, url).toBe(200);
      expect((await get(url, head)).statusCode, url).toBe(200);
      expect((await get(url, student.headers)).statusCode, url).toBe(403);
      expect((await get(url, {})).statusCode, url).toBe(401);
    }
  });

  it("refuses centre staff's changes", async () => {
    const changes = [
      { method: 'PUT' as const, url: '/api/dashboard/accounts/course-fees/9', payload: {} },
      { method: 'PUT' as const, url: '/api/dashboard/grading-scale', payload: {} },
      { method: 'POST' as const, url: '/api/dashboard/online-exams/questions', payload: {} },
    ];
    for (const change of changes) {
      const response = await t.app.inject({ ...change, headers: staffA });
      expect(response.statusCode, change.url).toBe(403);
    }
  });
});

describe("Add Student Fee's search: by name or phone, within the asker's centre", () => {
  const search = (q: string, headers: Record<string, string>) =>
    get(`/api/dashboard/AddStudent?${new URLSearchParams({ q, pageSize: '10' })}`, headers);
  const numbers = (body: { registrationNumber: string }[]) =>
    body.map((row) => row.registrationNumber).sort();

  it('finds by name (full name or surname), only the centre’s own students', async () => {
    const byName = await search('meera find', staffA);
    expect(byName.statusCode).toBe(200);
    expect(numbers(byName.json())).toEqual([meera.registrationNumber]);
    const bySurname = await search('Findable', staffA);
    expect(bySurname.json()).toHaveLength(2);
    expect(numbers(bySurname.json())).not.toContain(meeraB.registrationNumber);
  });

  it('finds by phone without showing another centre’s student of the same number', async () => {
    const a = await search('98111 00001', staffA);
    expect(numbers(a.json())).toEqual([meera.registrationNumber]);
    const b = await search('+91 9811100001', staffB);
    expect(numbers(b.json())).toEqual([meeraB.registrationNumber]);
    // Head office sees both centres.
    const all = await search('9811100001', head);
    expect(numbers(all.json())).toEqual(
      [meera.registrationNumber, meeraB.registrationNumber].sort(),
    );
    // A centre cannot widen its search to another centre.
    const widened = await get(`/api/dashboard/AddStudent?q=9811100001&centreId=${centreB}`, staffA);
    expect(numbers(widened.json())).toEqual([meera.registrationNumber]);
    // The searches were logged (as every request is), without the number searched for.
    const logged = logLines.join('');
    expect(logged).toContain('/api/dashboard/AddStudent?q=');
    expect(logged.replace(/%20|%2B|[\s+-]/gi, '')).not.toContain('9811100001');
  });

  it('finds the demo student by name too (the demo data writes the search columns)', async () => {
    // The demo data goes into an empty database only: a database of its own.
    const fresh = await createTestApp();
    try {
      const seeded = await seedDemoData(fresh.app.db);
      expect(seeded).not.toBeNull();
      const found = await fresh.app.inject({
        method: 'GET',
        url: `/api/dashboard/AddStudent?q=${encodeURIComponent(`${DEMO.student.firstname} ${DEMO.student.lastname}`)}`,
        headers: await signInHeadOffice(fresh.app),
      });
      expect(numbers(found.json())).toEqual([seeded!.registrationNumber]);
    } finally {
      await fresh.close();
    }
  });

  it('opens the chosen student’s fees by registration number, not another centre’s', async () => {
    const own = await get(
      `/api/dashboard/accounts/students/${meera.registrationNumber}/fees`,
      staffA,
    );
    expect(own.statusCode).toBe(200);
    expect(own.json().student).toMatchObject({
      registrationNumber: meera.registrationNumber,
      name: 'Meera Findable',
    });
    const other = await get(
      `/api/dashboard/accounts/students/${meeraB.registrationNumber}/fees`,
      staffA,
    );
    expect([403, 404]).toContain(other.statusCode);
  });
});

describe('the wallet ledger names the student of each per-student line', () => {
  /** A certificate request row of a student (what the certificate fee and its refund refer to). */
  async function certificateRequest(studentId: number, centreId: number) {
    const now = nowIso();
    return (
      await t.app.db
        .insertInto('certificate_requests')
        .values({
          student_id: studentId,
          centre_id: centreId,
          kind: 'original',
          status: 'requested',
          replaces_certificate_id: null,
          reason: null,
          fee_paise: 20_000,
          requested_at: now,
          requested_by: null,
          decided_at: null,
          decided_by: null,
          rejection_reason: null,
          printed_at: null,
          printed_by: null,
          dispatched_at: null,
          dispatched_by: null,
          courier: null,
          tracking_number: null,
          delivered_at: null,
          delivered_by: null,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  }

  it('writes every kind of line for people, keeping the reference to trace it', async () => {
    const centre = await createCentre(t.app);
    const staff = await staffOf(t.app, centre);
    const asha = await student(centre, 'Asha', 'Ledger', '9822200001');
    const entry = (input: Omit<Parameters<typeof postWalletEntry>[1], 'centreId' | 'createdBy'>) =>
      postWalletEntry(t.app.db, { centreId: centre, createdBy: null, ...input });
    await entry({ kind: 'credit', amountPaise: 100_000, reason: 'fund', reference: 'UTR777' });
    await entry({
      kind: 'debit',
      amountPaise: 30_000,
      reason: 'registration_fee',
      reference: asha.registrationNumber,
    });
    const request = await certificateRequest(asha.id, centre);
    await entry({
      kind: 'debit',
      amountPaise: 20_000,
      reason: 'certificate_fee',
      reference: `certificate-request:${request}`,
    });
    await entry({
      kind: 'credit',
      amountPaise: 20_000,
      reason: 'refund',
      reference: `certificate-request:${request}`,
      note: 'Certificate request rejected',
    });
    await entry({ kind: 'debit', amountPaise: 500, reason: 'adjustment', note: 'Bank charge' });
    // A line whose reference names no student of this centre (another centre's request).
    const foreign = await certificateRequest(meeraB.id, centreB);
    await entry({
      kind: 'debit',
      amountPaise: 100,
      reason: 'certificate_fee',
      reference: `certificate-request:${foreign}`,
    });

    const response = await get('/api/dashboard/accounts/wallet', staff);
    expect(response.statusCode).toBe(200);
    const lines = (
      response.json().entries as {
        description: string;
        reference: string | null;
        student: { registrationNumber: string; name: string } | null;
        certificateRequestId: number | null;
      }[]
    ).reverse();
    const who = { registrationNumber: asha.registrationNumber, name: 'Asha Ledger' };
    expect(lines).toMatchObject([
      { description: 'Fund confirmed - UTR777', student: null, certificateRequestId: null },
      {
        description: `Registration fee - Asha Ledger (${asha.registrationNumber})`,
        reference: asha.registrationNumber,
        student: who,
      },
      {
        description: `Certificate fee - Asha Ledger (${asha.registrationNumber}), certificate request ${request}`,
        reference: `certificate-request:${request}`,
        student: who,
        certificateRequestId: request,
      },
      {
        description: `Refund - Asha Ledger (${asha.registrationNumber}), certificate request ${request} - Certificate request rejected`,
        student: who,
        certificateRequestId: request,
      },
      { description: 'Adjustment - Bank charge', student: null },
      // Not this centre's: no name from another centre, the reference as it is.
      {
        description: `Certificate fee - certificate-request:${foreign}`,
        student: null,
        certificateRequestId: foreign,
      },
    ]);
    for (const line of lines.slice(1, 4))
      expect(line.description).not.toContain('certificate-request:');
  });
});

describe('Add Student with too little in the wallet', () => {
  it('is refused with the balance and the fee, not "try again", and the figures to act on', async () => {
    const centre = await createCentre(t.app);
    const staff = await staffOf(t.app, centre);
    const fee = await t.app.inject({
      method: 'PUT',
      url: '/api/dashboard/accounts/course-fees/10',
      headers: head,
      payload: {
        registrationFeePaise: 45_000,
        certificateFeePaise: 0,
        courseFeePaise: 0,
        instalments: [],
      },
    });
    expect(fee.statusCode).toBe(200);
    // Staff read every course's registration fee (shown before the form).
    const fees = await get('/api/dashboard/accounts/course-fees', staff);
    expect(fees.statusCode).toBe(200);
    expect(
      (fees.json() as { courseCode: string; registrationFeePaise: number }[]).find(
        (item) => item.courseCode === '10',
      )?.registrationFeePaise,
    ).toBe(45_000);

    const body = multipart(
      studentFields({
        course: '10',
        courseOption: 'CERTIFICATE IN COMPUTER APPLICATION(RV06001)',
      }),
    );
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/dashboard/AddStudent',
      payload: body.payload,
      headers: { ...staff, ...body.headers },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message: 'Insufficient wallet balance: the balance is ₹0.00 and ₹450.00 is needed.',
      details: { walletBalancePaise: 0, neededPaise: 45_000 },
    });
    expect(refused.json().message).not.toMatch(/try again/i);
    const saved = await t.app.db
      .selectFrom('students')
      .select('id')
      .where('centre_id', '=', centre)
      .execute();
    expect(saved).toHaveLength(0);
  });
});

describe("the dashboard home's wallet balance", () => {
  it("is the centre's balance for its staff, none for head office's whole network", async () => {
    const centre = await createCentre(t.app);
    const staff = await staffOf(t.app, centre);
    await postWalletEntry(t.app.db, {
      centreId: centre,
      kind: 'credit',
      amountPaise: 123_400,
      reason: 'fund',
      reference: 'UTR1',
      createdBy: null,
    });
    expect((await get('/api/dashboard/summary', staff)).json().walletBalancePaise).toBe(123_400);
    expect((await get('/api/dashboard/summary', head)).json().walletBalancePaise).toBeNull();
    expect(
      (await get(`/api/dashboard/summary?centreId=${centre}`, head)).json().walletBalancePaise,
    ).toBe(123_400);
  });
});

describe('the marksheet and the admit card name the course and the option taken', () => {
  const pdfText = (bytes: Buffer) =>
    execFileSync('pdftotext', ['-layout', '-', '-'], { input: bytes })
      .toString('utf8')
      .replace(/[ \t]+/g, ' ');

  it('prints both on each document', async () => {
    const BASE = '/api/dashboard/offline-exams';
    const created = await t.app.inject({
      method: 'POST',
      url: `${BASE}/sessions`,
      headers: staffA,
      payload: {
        title: 'Course option check',
        courseCode: '8',
        examDate: '2026-11-20',
        examTime: '10:30',
        venue: 'Lab 2',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const session = created.json() as { id: number; subjects: { id: number }[] };
    const saved = await t.app.inject({
      method: 'PUT',
      url: `${BASE}/sessions/${session.id}/marks`,
      headers: staffA,
      payload: {
        students: [
          {
            studentId: meera.id,
            cells: session.subjects.map((s) => ({ subjectId: s.id, marks: 20, absent: false })),
          },
        ],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // Marksheets wait for the results to be published (submitted by the centre, published by
    // head office: the four-eyes rule).
    for (const [step, headers] of [
      ['submit', staffA],
      ['publish', head],
    ] as const) {
      const done = await t.app.inject({
        method: 'POST',
        url: `${BASE}/sessions/${session.id}/results/${step}`,
        headers,
      });
      expect(done.statusCode, done.body).toBe(200);
    }

    const marksheet = await get(
      `${BASE}/sessions/${session.id}/marksheets/${meera.registrationNumber}/pdf`,
      staffA,
    );
    expect(marksheet.statusCode).toBe(200);
    const sheet = pdfText(marksheet.rawPayload);
    expect(sheet).toMatch(/Course 1-Month Certificate Course/);
    expect(sheet).toMatch(/Course option CERTIFICATE IN FUNDAMENTAL\(RV01001\)/);

    const cards = await get(
      `${BASE}/sessions/${session.id}/admit-cards/pdf?registrationNumber=${meera.registrationNumber}`,
      staffA,
    );
    expect(cards.statusCode).toBe(200);
    const card = pdfText(cards.rawPayload);
    expect(card).toMatch(/Course 1-Month Certificate Course/);
    expect(card).toMatch(/Course option CERTIFICATE IN FUNDAMENTAL\(RV01001\)/);
    // And in the answers the print pages read.
    const json = await get(`${BASE}/sessions/${session.id}/admit-cards`, staffA);
    expect(json.json()[0].student.courseOption).toBe('CERTIFICATE IN FUNDAMENTAL(RV01001)');
  });
});
