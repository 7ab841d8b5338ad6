import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInHeadOffice, signInStaff } from './helpers/actors';
import { createCentre, createUser } from './helpers/factories';
import { multipart, studentFields } from './helpers/multipart';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let head: Record<string, string>;
let staff: Record<string, string>;
let editor: Record<string, string>;
let centreId: number;

beforeAll(async () => {
  t = await createTestApp();
  centreId = await createCentre(t.app);
  head = await signInHeadOffice(t.app);
  const member = await createUser(t.app, { role: 'centre_staff', centreId });
  staff = await signInStaff(t.app, member);
  // A centre staff member head office lets edit the website: still not the course catalogue.
  const writer = await createUser(t.app, { role: 'centre_staff', centreId });
  await t.app.db
    .updateTable('users')
    .set({ can_edit_content: 1 })
    .where('id', '=', writer.id)
    .execute();
  editor = await signInStaff(t.app, writer);
});
afterAll(() => t.close());

const COURSES = '/api/dashboard/content/courses';
const send = (
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
  headers = head,
) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const list = async () => {
  const response = await t.app.inject({ method: 'GET', url: COURSES, headers: head });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    code: string;
    name: string;
    durationMonths: number;
    retired: boolean;
    version: number;
    studentCount: number;
    options: { code: string; name: string; label: string }[];
  }[];
};
const course = async (code: string) => (await list()).find((row) => row.code === code);
const reference = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/reference' })).json() as {
    courses: { code: string; name: string; retired: boolean; options: { label: string }[] }[];
  };
const addStudent = (fields: Record<string, string>) => {
  const body = multipart(studentFields(fields));
  return t.app.inject({
    method: 'POST',
    url: '/api/dashboard/AddStudent',
    payload: body.payload,
    headers: { ...staff, ...body.headers },
  });
};

const TALLY = {
  code: 'tly-6',
  name: '  Tally Prime   with GST ',
  durationMonths: 6,
  options: [
    { code: 'rv06101', name: 'TALLY PRIME ESSENTIALS' },
    { code: 'RV06102', name: 'TALLY PRIME WITH GST AND PAYROLL' },
  ],
};

describe('the course catalogue', () => {
  it('starts as the seeded catalogue, every course open, with its options and students', async () => {
    const rows = await list();
    expect(rows.map((row) => row.code)).toEqual(['8', '9', '10', '11', '12', '13', '14', '15']);
    expect(rows[0]).toMatchObject({ name: '1-Month Certificate Course', retired: false });
    expect(rows[0]!.options[0]).toMatchObject({
      code: 'RV01001',
      label: 'CERTIFICATE IN FUNDAMENTAL(RV01001)',
    });
  });

  it('is head office’s alone: plain staff and website editors get 403 before the body is read', async () => {
    for (const headers of [staff, editor]) {
      expect((await t.app.inject({ method: 'GET', url: COURSES, headers })).statusCode).toBe(403);
      // An invalid body: the refusal comes first, so nothing is learnt from validation.
      expect((await send('POST', COURSES, { code: '' }, headers)).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'POST', url: COURSES, payload: TALLY })).statusCode).toBe(
      401,
    );
  });

  it('adds a course with options: codes in capitals, the name tidied, and offered at once', async () => {
    const created = await send('POST', COURSES, TALLY);
    expect(created.statusCode, created.body).toBe(201);
    expect(await course('TLY-6')).toMatchObject({
      name: 'Tally Prime with GST',
      durationMonths: 6,
      retired: false,
      studentCount: 0,
      options: [
        { code: 'RV06101', label: 'TALLY PRIME ESSENTIALS(RV06101)' },
        { code: 'RV06102', label: 'TALLY PRIME WITH GST AND PAYROLL(RV06102)' },
      ],
    });
    const offered = (await reference()).courses.find((row) => row.code === 'TLY-6');
    expect(offered).toMatchObject({ retired: false, name: 'Tally Prime with GST' });
    // Add Student takes it, with one of its options by label.
    const added = await addStudent({
      course: 'TLY-6',
      courseOption: 'TALLY PRIME ESSENTIALS(RV06101)',
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({
      course: 'TLY-6',
      courseOption: 'TALLY PRIME ESSENTIALS(RV06101)',
    });
    // It got the default subjects of a short course, so its exams can be marked.
    const subjects = await t.app.db
      .selectFrom('course_subjects')
      .select('name')
      .where('course_code', '=', 'TLY-6')
      .execute();
    expect(subjects.map((row) => row.name)).toEqual(['Theory', 'Practical', 'Project / Viva']);
  });

  it('refuses bad input with the field’s message', async () => {
    const bad = await send('POST', COURSES, {
      code: 'no spaces',
      name: ' ',
      durationMonths: 0,
      options: [
        { code: 'X1', name: 'One' },
        { code: 'x1', name: 'Two' },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toMatchObject({
      code: ['Enter a code of letters and digits (at most 10)'],
      name: ['Enter the course name'],
      durationMonths: ['Enter the duration in whole months, from 1 to 60'],
      'options.1.code': ['Each option needs its own code'],
    });
    const taken = await send('POST', COURSES, { ...TALLY, code: '8' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().fieldErrors).toEqual({ code: ['A course with this code already exists'] });
    const optionTaken = await send('POST', COURSES, {
      code: 'NEW1',
      name: 'New',
      durationMonths: 3,
      options: [{ code: 'RV01001', name: 'Copy' }],
    });
    expect(optionTaken.statusCode).toBe(400);
    expect(optionTaken.json().fieldErrors).toEqual({
      'options.0.code': ['The option code RV01001 is already used'],
    });
    expect(await course('NEW1')).toBeUndefined();
  });

  it('keeps a course in use true to its students: its duration and their option stay', async () => {
    const tally = (await course('TLY-6'))!;
    const longer = await send('PUT', `${COURSES}/TLY-6`, {
      name: tally.name,
      durationMonths: 12,
      options: tally.options,
      version: tally.version,
    });
    expect(longer.statusCode).toBe(400);
    expect(longer.json().fieldErrors.durationMonths[0]).toMatch(/duration cannot change/);
    const dropOption = await send('PUT', `${COURSES}/TLY-6`, {
      name: tally.name,
      durationMonths: 6,
      options: [tally.options[1]],
      version: tally.version,
    });
    expect(dropOption.statusCode).toBe(400);
    expect(dropOption.json().message).toBe(
      'Students or applications use the option RV06101, so it cannot be removed.',
    );
    // Renaming, and adding an option, are fine.
    const renamed = await send('PUT', `${COURSES}/TLY-6`, {
      name: 'Tally Prime with GST (6 months)',
      durationMonths: 6,
      options: [...tally.options, { code: 'RV06103', name: 'TALLY FOR RETAIL' }],
      version: tally.version,
    });
    expect(renamed.statusCode, renamed.body).toBe(204);
    expect(await course('TLY-6')).toMatchObject({
      name: 'Tally Prime with GST (6 months)',
      version: tally.version + 1,
      studentCount: 1,
    });
    const deleted = await send('DELETE', `${COURSES}/TLY-6?version=${tally.version + 1}`);
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().message).toBe(
      'Students, applications or exams use this course, so it cannot be deleted. Retire it instead.',
    );
  });

  it('retires a course: gone from new admissions, kept on its students, and reopened again', async () => {
    const tally = (await course('TLY-6'))!;
    const retired = await send('POST', `${COURSES}/TLY-6/retire`, { version: tally.version });
    expect(retired.statusCode, retired.body).toBe(204);
    expect((await reference()).courses.find((row) => row.code === 'TLY-6')?.retired).toBe(true);
    const refused = await addStudent({
      course: 'TLY-6',
      courseOption: 'TALLY PRIME WITH GST AND PAYROLL(RV06102)',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors.course).toBeDefined();
    // The enrolled student is still listed with the course's name.
    const student = await t.app.db
      .selectFrom('students')
      .select('registration_number')
      .where('course', '=', 'TLY-6')
      .executeTakeFirstOrThrow();
    const profile = await t.app.inject({
      method: 'GET',
      url: `/api/dashboard/AddStudent/${student.registration_number}`,
      headers: staff,
    });
    expect(profile.json()).toMatchObject({ course: 'TLY-6' });
    // Editing that student keeps their retired course (it is theirs).
    const body = multipart({ district: 'Lucknow' });
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/dashboard/AddStudent/${student.registration_number}`,
      payload: body.payload,
      headers: { ...staff, ...body.headers },
    });
    expect(edited.statusCode, edited.body).toBe(200);

    const reopened = await send('POST', `${COURSES}/TLY-6/reopen`, {
      version: tally.version + 1,
    });
    expect(reopened.statusCode).toBe(204);
    expect((await course('TLY-6'))?.retired).toBe(false);
  });

  it('tells the later of two saves of the same version that the course changed', async () => {
    const tally = (await course('TLY-6'))!;
    const save = (name: string) =>
      send('PUT', `${COURSES}/TLY-6`, {
        name,
        durationMonths: 6,
        options: tally.options,
        version: tally.version,
      });
    const answers = await Promise.all([save('A'), save('B'), save('C'), save('D')]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([204, 409, 409, 409]);
    const conflict = answers.find((answer) => answer.statusCode === 409)!;
    expect(conflict.json().message).toMatch(/Someone else saved this since you opened it/);
    const after = (await course('TLY-6'))!;
    expect(after.version).toBe(tally.version + 1);
    expect(['A', 'B', 'C', 'D']).toContain(after.name);
  });

  it('orders the list the forms show', async () => {
    const before = (await list()).map((row) => row.code);
    const tally = (await course('TLY-6'))!;
    const moved = await send('POST', `${COURSES}/TLY-6/move`, {
      direction: 'up',
      version: tally.version,
    });
    expect(moved.statusCode, moved.body).toBe(204);
    const after = (await list()).map((row) => row.code);
    expect(after.indexOf('TLY-6')).toBe(before.indexOf('TLY-6') - 1);
    expect((await reference()).courses.map((row) => row.code)).toEqual(after);
  });

  it('deletes a course nothing uses, and the history undoes saves (head office)', async () => {
    const created = await send('POST', COURSES, {
      code: 'OOPS',
      name: 'Typo course',
      durationMonths: 3,
      options: [],
    });
    expect(created.statusCode).toBe(201);
    const oops = (await course('OOPS'))!;
    const deleted = await send('DELETE', `${COURSES}/OOPS?version=${oops.version}`);
    expect(deleted.statusCode).toBe(204);
    expect(await course('OOPS')).toBeUndefined();

    const history = await t.app.inject({
      method: 'GET',
      url: '/api/dashboard/content/history',
      headers: head,
    });
    const entries = history.json() as { id: number; summary: string; undoable: boolean }[];
    expect(entries[0]).toMatchObject({
      summary: 'Course removed: Typo course (OOPS)',
      undoable: true,
    });
    expect(entries.some((entry) => entry.summary.startsWith('Course moved up'))).toBe(true);
    // A website editor sees the history but cannot undo a catalogue change.
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/dashboard/content/history/${entries[0]!.id}/undo`,
      headers: editor,
    });
    expect(refused.statusCode).toBe(403);
    const undone = await t.app.inject({
      method: 'POST',
      url: `/api/dashboard/content/history/${entries[0]!.id}/undo`,
      headers: head,
    });
    expect(undone.statusCode, undone.body).toBe(204);
    expect(await course('OOPS')).toMatchObject({ name: 'Typo course', durationMonths: 3 });

    const edits = entries.filter((entry) => entry.summary.startsWith('Course edited'));
    const undo = (id: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/dashboard/content/history/${id}/undo`,
        headers: head,
      });
    // An older save whose name was changed since (by the four-way race): refused, nothing written.
    const name = (await course('TLY-6'))!.name;
    const older = await undo(edits.at(-1)!.id);
    expect(older.statusCode).toBe(409);
    expect((await course('TLY-6'))?.name).toBe(name);
    // The latest rename: the name before it comes back, once.
    const latest = await undo(edits[0]!.id);
    expect(latest.statusCode, latest.body).toBe(204);
    expect((await course('TLY-6'))?.name).toBe('Tally Prime with GST (6 months)');
    expect((await undo(edits[0]!.id)).statusCode).toBe(409);
  });

  it('never undoes what a restart would: the seed does not overwrite head office’s edits', async () => {
    const eight = (await course('8'))!;
    const renamed = await send('PUT', `${COURSES}/8`, {
      name: 'One-Month Certificate',
      durationMonths: eight.durationMonths,
      options: eight.options,
      version: eight.version,
    });
    expect(renamed.statusCode).toBe(204);
    const { seedReferenceData } = await import('../src/db/seed');
    await seedReferenceData(t.app.db);
    expect((await course('8'))?.name).toBe('One-Month Certificate');
    expect(await course('TLY-6')).toBeDefined();
  });
});
