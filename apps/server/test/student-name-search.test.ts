import { TOTAL_COUNT_HEADER } from '@institute/shared/student';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studentSearchColumns } from '../src/modules/students/student-search';
import { signInHeadOffice, staffOf } from './helpers/actors';
import { createCentre, createStudent } from './helpers/factories';
import { createTestApp, type TestApp } from './helpers/test-app';

// A name search of three characters or more finds the text anywhere in the full name, over the
// whole network (SQLite: the trigram FTS5 index of migration 0061, kept by triggers; PostgreSQL:
// the trigram index of 0045) and within a centre, Hindi names too: the answers are the students
// whose lower-case full name contains the text, whatever reads them.

let t: TestApp;
let head: Record<string, string>;
let staffA: Record<string, string>;
let centreA: number;

const NAMES: [string, string][] = [
  ['Ravi', 'Kumar'],
  ['Kumari', 'Sinha'],
  ['Anil', 'Shukumar'],
  ['राम', 'कुमार'],
  ['सीता', 'कुमारी'],
  ['Sunita', 'Yadav'],
  ['O"Brien', '100% Das'],
  ['Meena', 'De_vi'],
];

async function setName(id: number, firstname: string, lastname: string) {
  await t.app.db
    .updateTable('students')
    .set({ firstname, lastname, ...studentSearchColumns(firstname, lastname) })
    .where('id', '=', id)
    .execute();
}

beforeAll(async () => {
  t = await createTestApp();
  centreA = await createCentre(t.app);
  const centreB = await createCentre(t.app);
  head = await signInHeadOffice(t.app);
  staffA = await staffOf(t.app, centreA);
  for (let i = 0; i < 24; i++) {
    const [firstname, lastname] = NAMES[i % NAMES.length]!;
    const { id } = await createStudent(t.app, {
      centreId: i % 2 ? centreA : centreB,
      feePlan: false,
    });
    await setName(id, firstname, lastname);
  }
});
afterAll(() => t.close());

/** What the list answers: the matching students' names, and the total. */
async function search(q: string, centreId?: number, headers = head) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/dashboard/AddStudent?pageSize=500&sort=registrationNumber&order=asc&q=${encodeURIComponent(q)}${centreId ? `&centreId=${centreId}` : ''}`,
    headers,
  });
  expect(response.statusCode).toBe(200);
  const rows = response.json() as { registrationNumber: string }[];
  expect(Number(response.headers[TOTAL_COUNT_HEADER])).toBe(rows.length);
  return rows.map((row) => row.registrationNumber);
}

/** The students whose lower-case full name contains the text, read from the table. */
async function expected(text: string, centreId?: number) {
  const rows = await t.app.db
    .selectFrom('students')
    .select(['registration_number', 'search_name', 'centre_id'])
    .where('archived_at', 'is', null)
    .orderBy('registration_number')
    .execute();
  return rows
    .filter((row) => centreId === undefined || row.centre_id === centreId)
    .filter((row) => row.search_name!.includes(text.toLowerCase()))
    .map((row) => row.registration_number);
}

const QUERIES = [
  'kum',
  'KUMAR',
  'umari',
  'avi ku',
  'कुम',
  'मारी',
  'राम कु',
  '"br',
  '0% d',
  'e_v',
  'zzz',
];

describe('a name search by any part of a name', () => {
  it.each(QUERIES)('finds %s anywhere in the name, network-wide and in a centre', async (q) => {
    expect(await search(q)).toEqual(await expected(q));
    expect(await search(q, centreA)).toEqual(await expected(q, centreA));
    // The centre's own staff: their centre whatever they ask.
    expect(await search(q, undefined, staffA)).toEqual(await expected(q, centreA));
  });

  it('follows renames and removals', async () => {
    const [first, second] = await t.app.db
      .selectFrom('students')
      .select('id')
      .orderBy('id')
      .limit(2)
      .execute();
    await setName(first!.id, 'Zebulon', 'Quixote');
    expect(await search('xot')).toEqual(await expected('xot'));
    expect((await search('xot')).length).toBe(1);
    expect(await search('kum')).toEqual(await expected('kum'));
    await t.app.db.deleteFrom('students').where('id', '=', second!.id).execute();
    expect(await search('kum')).toEqual(await expected('kum'));
    expect(await search('umar')).toEqual(await expected('umar'));
  });
});
