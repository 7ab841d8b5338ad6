import { afterEach, describe, expect, it } from 'vitest';
import { copySettings } from '../src/db/copy-rows';
import { csvLine } from '../src/lib/csv';
import { signInHeadOffice, staffOf } from './helpers/actors';
import { createCentre } from './helpers/factories';
import { freshAadhaar, multipart, studentFields } from './helpers/multipart';
import { createTestApp } from './helpers/test-app';
import { fundWallet, setCourseFees } from './helpers/wallet-load';

// An import written through COPY (PostgreSQL, decision 0090) saves exactly what the statements of
// 500 rows saved: the same answer (rows imported, each refused row's messages), the same students
// with the same registration numbers and ids, the same wallet entries, fee plans, opening
// balances and counts. On SQLite both runs take the statements' path.

const OPENING = [
  'paidAmount',
  'paidReceiptNumber',
  'paidOn',
  'paidMode',
  'balanceDue',
  'balanceDueDate',
] as const;
const FIELDS = Object.keys(studentFields());

/** One file for both runs: good rows, refused rows, repeats in the file and of a saved student. */
function mixedFile(savedAadhaar: string): Buffer {
  const lines = [csvLine([...FIELDS, ...OPENING])];
  const twice = freshAadhaar();
  const row = (overrides: Record<string, string>, opening: Record<string, string> = {}) => {
    const values = studentFields({ adhar: freshAadhaar(), ...overrides });
    lines.push(
      csvLine([...FIELDS.map((f) => values[f]!), ...OPENING.map((c) => opening[c] ?? '')]),
    );
  };
  for (let i = 0; i < 300; i++) {
    if (i % 37 === 5) row({ adhar: '111111111111' });
    else if (i % 41 === 7) row({ dob: 'not a date' });
    else if (i === 50 || i === 51) row({ adhar: twice });
    else if (i === 60) row({ adhar: savedAadhaar });
    else if (i % 9 === 0) row({ firstname: 'सीता', lastname: 'कुमारी', email: '' });
    else if (i === 70) {
      // Characters COPY's text format escapes: backslash, tab, newline, return.
      row({ address: 'Back\\slash\tTab\r\nNew line, Gaya', presentaddress: 'A "quoted" road' });
    } else if (i === 80) {
      row(
        { firstname: 'Openone' },
        {
          paidAmount: '1500',
          paidReceiptNumber: 'OLD/2026/1',
          paidOn: '2026-08-20',
          balanceDue: '2500',
          balanceDueDate: '2026-12-15',
        },
      );
    } else row({ firstname: `Name${i}`, email: i % 2 ? '' : `name${i}@example.com` });
  }
  return Buffer.from(lines.join(''));
}

/** The rows of a table by id, the moments of writing (which differ between runs) left out. */
async function dump(app: Awaited<ReturnType<typeof createTestApp>>['app'], table: string) {
  const rows = (await app.db
    .selectFrom(table as 'students')
    .selectAll()
    .execute()) as Record<string, unknown>[];
  const key = (row: Record<string, unknown>) =>
    JSON.stringify(row.id ?? [row.centre_id, row.course, row.month]);
  return rows
    .sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0))
    .map((row) =>
      Object.fromEntries(
        Object.entries(row).map(([column, value]) => [
          column,
          /_at$/.test(column) && value !== null ? 'moment' : value,
        ]),
      ),
    );
}

async function run(minRows: number, file: Buffer, savedFile: Buffer) {
  copySettings.minRows = minRows;
  const t = await createTestApp();
  try {
    const head = await signInHeadOffice(t.app);
    await setCourseFees(t.app, head, '8', {
      registrationFeePaise: 10_000,
      certificateFeePaise: 0,
      courseFeePaise: 400_000,
    });
    const centreId = await createCentre(t.app);
    const staff = await staffOf(t.app, centreId);
    await fundWallet(t.app, staff, head, 50_000);
    const send = async (data: Buffer) => {
      const body = multipart({}, { file: { data, filename: 'students.csv', type: 'text/csv' } });
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/dashboard/students/import',
        payload: body.payload,
        headers: { ...staff, ...body.headers },
      });
      expect(response.statusCode).toBe(200);
      return response.json() as { imported: number; failed: unknown[] };
    };
    expect((await send(savedFile)).imported).toBe(1);
    const answer = await send(file);
    const tables: Record<string, unknown> = {};
    for (const table of [
      'students',
      'wallet_entries',
      'student_fee_plans',
      'student_counts',
      'fee_payments',
    ]) {
      tables[table] = await dump(t.app, table);
    }
    return { answer, tables };
  } finally {
    await t.close();
  }
}

afterEach(() => {
  copySettings.minRows = 200;
});

describe('an import through COPY', () => {
  it('saves and answers exactly what the statements of 500 rows did', async () => {
    const saved = freshAadhaar();
    const savedFile = Buffer.from(
      csvLine([...FIELDS, ...OPENING]) +
        csvLine([
          ...FIELDS.map((f) => studentFields({ adhar: saved })[f]!),
          ...OPENING.map(() => ''),
        ]),
    );
    const file = mixedFile(saved);
    const statements = await run(Number.POSITIVE_INFINITY, file, savedFile);
    const copied = await run(1, file, savedFile);
    expect(statements.answer.imported).toBeGreaterThan(250);
    expect(statements.answer.failed.length).toBeGreaterThan(10);
    expect(copied.answer).toEqual(statements.answer);
    expect(JSON.stringify(copied.tables)).toBe(JSON.stringify(statements.tables));
  });
});

describe('an import whose first row leaves an optional field empty', () => {
  it("saves the later rows' values of that field, through COPY and through statements", async () => {
    for (const minRows of [1, Number.POSITIVE_INFINITY]) {
      copySettings.minRows = minRows;
      const t = await createTestApp();
      try {
        const head = await signInHeadOffice(t.app);
        const centreId = await createCentre(t.app);
        const staff = await staffOf(t.app, centreId);
        await fundWallet(t.app, staff, head, 50_000);
        // The first row without an e-mail: PostgreSQL's writes took their columns from it.
        const emails = ['', 'second@example.com', '', 'Fourth@Example.com'];
        const lines = [csvLine(FIELDS)];
        const aadhaars = emails.map(() => freshAadhaar());
        emails.forEach((email, i) => {
          const values = studentFields({ adhar: aadhaars[i]!, email });
          lines.push(csvLine(FIELDS.map((f) => values[f]!)));
        });
        const body = multipart(
          {},
          {
            file: { data: Buffer.from(lines.join('')), filename: 'students.csv', type: 'text/csv' },
          },
        );
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/dashboard/students/import',
          payload: body.payload,
          headers: { ...staff, ...body.headers },
        });
        expect(response.json()).toEqual({ imported: 4, failed: [] });
        const saved = await t.app.db
          .selectFrom('students')
          .select(['adhar', 'email'])
          .where('adhar', 'in', aadhaars)
          .execute();
        expect(aadhaars.map((adhar) => saved.find((row) => row.adhar === adhar)?.email)).toEqual([
          null,
          'second@example.com',
          null,
          'fourth@example.com',
        ]);
      } finally {
        await t.close();
      }
    }
  });
});
