import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOnlineExamsRepository } from '../src/modules/online-exams/online-exams.repository';
import { createOnlineExamsService } from '../src/modules/online-exams/online-exams.service';
import { signInHeadOffice, signInUser, staffOf } from './helpers/actors';
import { createCentre, createStudent, createUser } from './helpers/factories';
import { multipart } from './helpers/multipart';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let head: Record<string, string>;
let staff: Record<string, string>;
let otherStaff: Record<string, string>;
let centreId: number;
let otherCentreId: number;
/** Two students of course 8 at the centre, who can sign in. */
const students: { id: number; registrationNumber: string; headers: Record<string, string> }[] = [];
let otherCourseStudentId: number;
let otherCentreStudentId: number;
/** Question ids of course 8: q1 single answer (1 mark), q2 two answers (2 marks), q3 single. */
const q: number[] = [];

const api = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url: `/api/dashboard${url}`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const examBody = (overrides: Record<string, unknown> = {}) => ({
  courseCode: '8',
  title: 'Fundamentals final test',
  kind: 'test',
  startNow: true,
  durationMinutes: 30,
  instructions: 'Answer every question.',
  selection: 'fixed',
  questionIds: q,
  ...overrides,
});

async function schedule(overrides: Record<string, unknown> = {}, headers = staff) {
  const response = await api('POST', '/online-exams', headers, examBody(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; candidates: number; status: string; startsAt: string };
}

const fieldError = (response: { statusCode: number; json(): unknown }, field: string) => {
  expect(response.statusCode).toBe(400);
  return (response.json() as { fieldErrors: Record<string, string[]> }).fieldErrors[field]?.[0];
};

beforeAll(async () => {
  t = await createTestApp();
  centreId = await createCentre(t.app);
  otherCentreId = await createCentre(t.app);
  head = await signInHeadOffice(t.app);
  staff = await staffOf(t.app, centreId);
  otherStaff = await staffOf(t.app, otherCentreId);
  for (const admissionDate of ['2026-01-10', '2026-06-10']) {
    const user = await createUser(t.app, { role: 'student' });
    const student = await createStudent(t.app, { centreId, userId: user.id, admissionDate });
    students.push({ ...student, headers: await signInUser(t.app, user) });
  }
  otherCourseStudentId = (await createStudent(t.app, { centreId })).id;
  await t.app.db
    .updateTable('students')
    .set({ course: '9', course_option: 'RV03006' })
    .where('id', '=', otherCourseStudentId)
    .execute();
  otherCentreStudentId = (await createStudent(t.app, { centreId: otherCentreId })).id;

  const questions = [
    { question: 'Which key saves a file?', options: ['Ctrl+S', 'Ctrl+P', 'Ctrl+V'], correct: [0] },
    {
      question: 'Which are input devices?',
      options: ['Keyboard', 'Monitor', 'Mouse', 'Printer'],
      correct: [0, 2],
      marks: 2,
    },
    {
      question: 'What does CPU stand for?',
      options: ['Central Processing Unit', 'Core Power Unit'],
      correct: [0],
    },
  ];
  for (const question of questions) {
    const response = await api('POST', '/online-exams/questions', head, {
      courseCode: '8',
      ...question,
    });
    expect(response.statusCode, response.body).toBe(201);
    q.push(response.json().id);
  }
});
afterAll(() => t.close());

describe('question bank', () => {
  it('is changed by head office only, and checks each question', async () => {
    const body = { courseCode: '8', question: 'Q?', options: ['a', 'b'], correct: [0] };
    expect((await api('POST', '/online-exams/questions', staff, body)).statusCode).toBe(403);
    expect(
      fieldError(
        await api('POST', '/online-exams/questions', head, { ...body, correct: [] }),
        'correct',
      ),
    ).toBe('Mark at least one correct option');
    expect(
      fieldError(
        await api('POST', '/online-exams/questions', head, { ...body, options: ['only'] }),
        'options',
      ),
    ).toBe('Give at least 2 options');
    const list = await api('GET', '/online-exams/questions?courseCode=8', head);
    expect(list.statusCode).toBe(200);
    expect(list.json().map((item: { id: number }) => item.id)).toEqual(q);
    expect(list.json()[1]).toMatchObject({ correct: [0, 2], marks: 2 });
  });

  it('shows the correct answers only to head office, who sets the papers (issue 32)', async () => {
    // Centre staff pick questions when they schedule a test for their own students: they see
    // each question, its options and marks, never which options are right.
    const list = await api('GET', '/online-exams/questions?courseCode=8', staff);
    expect(list.statusCode).toBe(200);
    const bank = list.json() as Record<string, unknown>[];
    expect(bank.map((item) => item.id)).toEqual(q);
    expect(bank[1]).toEqual({
      id: q[1],
      courseCode: '8',
      question: 'Which are input devices?',
      options: ['Keyboard', 'Monitor', 'Mouse', 'Printer'],
      marks: 2,
      usedInExams: expect.any(Number),
    });
    expect(list.body).not.toContain('"correct"');
    // Head office sees them.
    const full = await api('GET', '/online-exams/questions?courseCode=8', head);
    expect(full.json()[1]).toMatchObject({ correct: [0, 2] });
  });

  it('imports a CSV, reporting the bad rows by number, and gives a template', async () => {
    const template = await api('GET', '/online-exams/questions/template.csv', staff);
    expect(template.headers['content-type']).toContain('text/csv');
    expect(template.body).toContain(
      'question,option_a,option_b,option_c,option_d,option_e,correct,marks',
    );
    const csv = [
      'question,option_a,option_b,option_c,option_d,option_e,correct,marks',
      'What is RAM?,Memory,Printer,,,,A,1',
      'Pick the browsers,Chrome,Excel,Firefox,,,A;C,2',
      'No answer given,Yes,No,,,,,1',
      'Letter beyond the options,Yes,No,,,,D,1',
    ].join('\n');
    const form = multipart(
      { courseCode: '9' },
      { file: { data: Buffer.from(csv), filename: 'q.csv', type: 'text/csv' } },
    );
    expect(
      (await api('POST', '/online-exams/questions/import', staff, form.payload)).statusCode,
    ).toBe(403);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/dashboard/online-exams/questions/import',
      headers: { ...head, ...form.headers },
      payload: form.payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json();
    expect(report.imported).toBe(2);
    expect(report.errors.map((e: { row: number }) => e.row)).toEqual([4, 5]);
    expect(report.errors[0].messages[0]).toMatch(/^correct:/);
    const bank = (await api('GET', '/online-exams/questions?courseCode=9', head)).json();
    expect(bank.map((item: { question: string }) => item.question)).toEqual([
      'What is RAM?',
      'Pick the browsers',
    ]);
    expect(bank[1]).toMatchObject({
      options: ['Chrome', 'Excel', 'Firefox'],
      correct: [0, 2],
      marks: 2,
    });
  });

  it('deletes an unused question and archives a used one', async () => {
    const created = await api('POST', '/online-exams/questions', head, {
      courseCode: '8',
      question: 'Spare question',
      options: ['x', 'y'],
      correct: [1],
    });
    const spare = created.json().id as number;
    expect((await api('DELETE', `/online-exams/questions/${spare}`, head)).json().message).toBe(
      'Question deleted',
    );
    const exam = await schedule({ title: 'Uses q3', questionIds: [q[2]] });
    void exam;
    const archived = await api('POST', '/online-exams/questions', head, {
      courseCode: '8',
      question: 'Used then archived',
      options: ['x', 'y'],
      correct: [1],
    });
    const usedId = archived.json().id as number;
    await schedule({ title: 'Uses the new one', questionIds: [usedId] });
    const removal = await api('DELETE', `/online-exams/questions/${usedId}`, head);
    expect(removal.json().message).toMatch(/archived/);
    const row = await t.app.db
      .selectFrom('exam_questions')
      .select('archived_at')
      .where('id', '=', usedId)
      .executeTakeFirstOrThrow();
    expect(row.archived_at).not.toBeNull();
    const bank = (await api('GET', '/online-exams/questions?courseCode=8', staff)).json();
    expect(bank.map((item: { id: number }) => item.id)).not.toContain(usedId);
  });
});

describe('scheduling rules', () => {
  it('schedules for the centre batch of the course, starting now, and writes the audit log', async () => {
    const exam = await schedule({ title: 'Whole batch' });
    expect(exam).toMatchObject({ candidates: 2, status: 'open' });
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'online_exam')
      .where('entity_id', '=', String(exam.id))
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['create']);
  });

  it('narrows the batch by admission date and by picking students', async () => {
    const byDate = await schedule({ admittedFrom: '2026-05-01', admittedTo: '2026-12-31' });
    expect(byDate.candidates).toBe(1);
    const picked = await schedule({ studentIds: [students[0]!.id] });
    expect(picked.candidates).toBe(1);
    const batch = await api('GET', '/online-exams/batch?courseCode=8&admittedTo=2026-03-01', staff);
    expect(batch.json().map((s: { id: number }) => s.id)).toEqual([students[0]!.id]);
  });

  it('refuses a start in the past, a bad duration, a short window, a bad link', async () => {
    const past = new Date(Date.now() - 60 * 60_000).toISOString();
    expect(
      fieldError(
        await api('POST', '/online-exams', staff, examBody({ startNow: false, startsAt: past })),
        'startsAt',
      ),
    ).toBe('The start time is in the past: choose a later time or Start now');
    // A start a minute ago counts as now.
    const justNow = new Date(Date.now() - 60_000).toISOString();
    expect(
      (await api('POST', '/online-exams', staff, examBody({ startNow: false, startsAt: justNow })))
        .statusCode,
    ).toBe(201);
    for (const durationMinutes of [4, 301]) {
      expect(
        fieldError(
          await api('POST', '/online-exams', staff, examBody({ durationMinutes })),
          'durationMinutes',
        ),
      ).toBe('The duration must be between 5 and 300 minutes');
    }
    const soon = new Date(Date.now() + 10 * 60_000).toISOString();
    expect(
      fieldError(await api('POST', '/online-exams', staff, examBody({ endsAt: soon })), 'endsAt'),
    ).toBe('The window must stay open at least as long as the duration');
    expect(
      fieldError(
        await api(
          'POST',
          '/online-exams',
          staff,
          examBody({ kind: 'link', examLink: 'not a link' }),
        ),
        'examLink',
      ),
    ).toBe('Enter a full web address starting with https:// or http://');
  });

  it('refuses an empty batch and students of another course or centre', async () => {
    expect(
      fieldError(
        await api('POST', '/online-exams', staff, examBody({ admittedFrom: '2030-01-01' })),
        'studentIds',
      ),
    ).toBe('The batch is empty: no student of this course matches');
    for (const id of [otherCourseStudentId, otherCentreStudentId]) {
      expect(
        fieldError(
          await api(
            'POST',
            '/online-exams',
            staff,
            examBody({ studentIds: [students[0]!.id, id] }),
          ),
          'studentIds',
        ),
      ).toBe('Some chosen students are not students of this centre and course');
    }
    expect(
      fieldError(
        await api('POST', '/online-exams', staff, examBody({ courseOption: 'RV03006' })),
        'courseOption',
      ),
    ).toBe('This option does not belong to the course');
    const otherBank = (await api('GET', '/online-exams/questions?courseCode=9', staff)).json();
    expect(
      fieldError(
        await api('POST', '/online-exams', staff, examBody({ questionIds: [otherBank[0].id] })),
        'questionIds',
      ),
    ).toBe("Some chosen questions are not in this course's question bank");
  });

  it('keeps centres apart: staff schedule and see only their own centre', async () => {
    expect(
      (await api('POST', '/online-exams', staff, examBody({ centreId: otherCentreId }))).statusCode,
    ).toBe(403);
    expect(fieldError(await api('POST', '/online-exams', head, examBody()), 'centreId')).toBe(
      'Choose the centre',
    );
    const exam = await schedule({ centreId, title: 'By head office' }, head);
    expect((await api('GET', `/online-exams/${exam.id}`, otherStaff)).statusCode).toBe(403);
    expect((await api('GET', `/online-exams/${exam.id}/appeared`, otherStaff)).statusCode).toBe(
      403,
    );
    const otherList = (await api('GET', '/online-exams', otherStaff)).json();
    expect(otherList).toEqual([]);
    const ownList = (await api('GET', '/online-exams', staff)).json();
    expect(ownList.map((e: { id: number }) => e.id)).toContain(exam.id);
  });
});

describe('taking an online test', () => {
  it('saves answers as they go, survives a reload, never reveals the key, marks on submit', async () => {
    // The window stays open two hours: the attempt has its full 30 minutes.
    const exam = await schedule({
      title: 'Marked exam',
      studentIds: students.map((s) => s.id),
      endsAt: new Date(Date.now() + 2 * 3_600_000).toISOString(),
    });
    const [ravi] = students;
    const base = `/student/${ravi!.registrationNumber}/exams/${exam.id}`;
    // Staff may look but not answer.
    expect((await api('POST', `${base}/start`, staff)).statusCode).toBe(403);
    const started = await api('POST', `${base}/start`, ravi!.headers);
    expect(started.statusCode, started.body).toBe(200);
    const view = started.json();
    expect(view.questions.map((x: { id: number }) => x.id)).toEqual(q);
    expect(started.body).not.toContain('"correct"');
    expect(view.questions[1].multiple).toBe(true);
    const deadline = Date.parse(view.exam.deadlineAt);
    expect(deadline - Date.parse(view.exam.startedAt)).toBe(30 * 60_000);

    expect(
      (await api('PUT', `${base}/answers/${q[0]}`, ravi!.headers, { selected: [1] })).statusCode,
    ).toBe(200);
    // Idempotent and replaceable: the last answer counts.
    for (let i = 0; i < 2; i++) {
      const saved = await api('PUT', `${base}/answers/${q[0]}`, ravi!.headers, { selected: [0] });
      expect(saved.statusCode).toBe(200);
    }
    await api('PUT', `${base}/answers/${q[1]}`, ravi!.headers, { selected: [0, 2] });
    expect(
      fieldError(
        await api('PUT', `${base}/answers/${q[2]}`, ravi!.headers, { selected: [3] }),
        'selected',
      ),
    ).toBe('Choose among the options of the question');

    // A reload: the same questions, the saved answers and the same deadline.
    const reloaded = (await api('GET', base, ravi!.headers)).json();
    expect(reloaded.questions.map((x: { selected: number[] }) => x.selected)).toEqual([
      [0],
      [0, 2],
      [],
    ]);
    expect(reloaded.exam.deadlineAt).toBe(view.exam.deadlineAt);
    // Starting again resumes the same attempt.
    expect((await api('POST', `${base}/start`, ravi!.headers)).json().exam.startedAt).toBe(
      view.exam.startedAt,
    );

    const submitted = await api('POST', `${base}/submit`, ravi!.headers);
    expect(submitted.statusCode).toBe(200);
    // 1 + 2 of 4 marks: 75 % is an A on the default scale.
    expect(submitted.json().exam.result).toEqual({
      obtainedMarks: 3,
      maximumMarks: 4,
      percentageBp: 7500,
      grade: 'A',
      passed: true,
    });
    expect(submitted.json().questions).toEqual([]);
    expect(
      (await api('PUT', `${base}/answers/${q[2]}`, ravi!.headers, { selected: [0] })).statusCode,
    ).toBe(409);
    const result = await t.app.db
      .selectFrom('exam_results')
      .selectAll()
      .where('source', '=', 'online')
      .where('source_id', '=', exam.id)
      .executeTakeFirstOrThrow();
    expect(result).toMatchObject({
      student_id: ravi!.id,
      centre_id: centreId,
      grade: 'A',
      passed: 1,
    });
  });

  it('ends an attempt when the window closes, however late it started', async () => {
    const exam = await schedule({ title: 'Short window', studentIds: [students[1]!.id] });
    const student = students[1]!;
    const view = (
      await api(
        'POST',
        `/student/${student.registrationNumber}/exams/${exam.id}/start`,
        student.headers,
      )
    ).json();
    expect(view.exam.deadlineAt).toBe(view.exam.endsAt);
    expect(Date.parse(view.exam.deadlineAt) - Date.parse(view.exam.startedAt)).toBeLessThanOrEqual(
      30 * 60_000,
    );
  });

  it('scores a multiple-answer question only when exactly right', async () => {
    const exam = await schedule({
      title: 'Partial',
      studentIds: [students[1]!.id],
      questionIds: [q[1]],
    });
    const student = students[1]!;
    const base = `/student/${student.registrationNumber}/exams/${exam.id}`;
    await api('POST', `${base}/start`, student.headers);
    await api('PUT', `${base}/answers/${q[1]}`, student.headers, { selected: [0] });
    const partial = (await api('POST', `${base}/submit`, student.headers)).json();
    expect(partial.exam.result).toMatchObject({
      obtainedMarks: 0,
      maximumMarks: 2,
      grade: 'F',
      passed: false,
    });
  });

  it('is submitted by the server at the deadline even if the browser is gone', async () => {
    const exam = await schedule({ title: 'Abandoned', studentIds: students.map((s) => s.id) });
    const [a, b] = students;
    for (const student of [a!, b!]) {
      await api(
        'POST',
        `/student/${student.registrationNumber}/exams/${exam.id}/start`,
        student.headers,
      );
      await api(
        'PUT',
        `/student/${student.registrationNumber}/exams/${exam.id}/answers/${q[2]}`,
        student.headers,
        {
          selected: [0],
        },
      );
    }
    const past = new Date(Date.now() - 1000).toISOString();
    await t.app.db
      .updateTable('online_exam_attempts')
      .set({ deadline_at: past })
      .where('exam_id', '=', exam.id)
      .execute();

    // The background job 'finalise-online-exams', run once directly: nobody is reading anything.
    const job = t.app.jobs.definitions.find((item) => item.name === 'finalise-online-exams')!;
    await job.run({ attempt: 1, period: new Date() });
    const service = createOnlineExamsService({
      repository: createOnlineExamsRepository(t.app.db),
      audit: t.app.audit,
    });
    const attempts = await t.app.db
      .selectFrom('online_exam_attempts')
      .selectAll()
      .where('exam_id', '=', exam.id)
      .execute();
    expect(attempts.map((row) => [row.submitted_by, row.submitted_at, row.obtained_marks])).toEqual(
      [
        ['server', past, 1],
        ['server', past, 1],
      ],
    );
    expect(await service.finaliseOverdue()).toEqual({ submitted: 0, failed: 0 });
    const late = await api(
      'PUT',
      `/student/${a!.registrationNumber}/exams/${exam.id}/answers/${q[0]}`,
      a!.headers,
      {
        selected: [0],
      },
    );
    expect(late.statusCode).toBe(409);
  });

  it('submits an overdue attempt on the next read, and refuses answers after the deadline', async () => {
    const exam = await schedule({ title: 'Read after deadline', studentIds: [students[0]!.id] });
    const student = students[0]!;
    const base = `/student/${student.registrationNumber}/exams/${exam.id}`;
    await api('POST', `${base}/start`, student.headers);
    await t.app.db
      .updateTable('online_exam_attempts')
      .set({ deadline_at: new Date(Date.now() - 1000).toISOString() })
      .where('exam_id', '=', exam.id)
      .execute();
    const list = (
      await api('GET', `/student/${student.registrationNumber}/exams`, student.headers)
    ).json();
    const mine = list.find((e: { id: number }) => e.id === exam.id);
    expect(mine.submittedAt).not.toBeNull();
    expect(mine.result).toMatchObject({ obtainedMarks: 0, maximumMarks: 4 });
  });

  it('draws random questions per student and keeps them on reload', async () => {
    const exam = await schedule({
      title: 'Random',
      selection: 'random',
      questionIds: null,
      questionCount: 2,
    });
    const student = students[1]!;
    const base = `/student/${student.registrationNumber}/exams/${exam.id}`;
    const first = (await api('POST', `${base}/start`, student.headers)).json();
    expect(first.questions).toHaveLength(2);
    const again = (await api('GET', base, student.headers)).json();
    expect(again.questions.map((x: { id: number }) => x.id)).toEqual(
      first.questions.map((x: { id: number }) => x.id),
    );
    expect(
      fieldError(
        await api(
          'POST',
          '/online-exams',
          staff,
          examBody({ selection: 'random', questionCount: 50 }),
        ),
        'questionCount',
      ),
    ).toMatch(/between 1 and/);
  });

  it('keeps students to their own exams and refuses outside the window', async () => {
    const exam = await schedule({ title: 'Only Ravi', studentIds: [students[0]!.id] });
    const [ravi, other] = students;
    expect(
      (await api('GET', `/student/${ravi!.registrationNumber}/exams`, other!.headers)).statusCode,
    ).toBe(403);
    expect(
      (
        await api(
          'POST',
          `/student/${other!.registrationNumber}/exams/${exam.id}/start`,
          other!.headers,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await api('GET', `/student/${ravi!.registrationNumber}/exams`, otherStaff)).statusCode,
    ).toBe(404);
    const later = await schedule({
      title: 'Tomorrow',
      startNow: false,
      startsAt: new Date(Date.now() + 86_400_000).toISOString(),
      studentIds: [ravi!.id],
    });
    const start = await api(
      'POST',
      `/student/${ravi!.registrationNumber}/exams/${later.id}/start`,
      ravi!.headers,
    );
    expect(start.statusCode).toBe(409);
    expect(start.json().message).toBe('This exam has not started yet');
    const link = await schedule({
      title: 'At a link',
      kind: 'link',
      examLink: 'https://forms.example.com/exam',
      studentIds: [ravi!.id],
    });
    const list = (
      await api('GET', `/student/${ravi!.registrationNumber}/exams`, ravi!.headers)
    ).json();
    expect(list.find((e: { id: number }) => e.id === link.id).examLink).toBe(
      'https://forms.example.com/exam',
    );
    expect(list.find((e: { id: number }) => e.id === later.id)).toMatchObject({
      status: 'upcoming',
      examLink: null,
    });
    const opened = await api(
      'POST',
      `/student/${ravi!.registrationNumber}/exams/${link.id}/open-link`,
      ravi!.headers,
    );
    expect(opened.json().examLink).toBe('https://forms.example.com/exam');
  });
});

describe('appeared students', () => {
  it('lists who appeared with their score, who did not, and exports CSV', async () => {
    const exam = await schedule({ title: 'Appeared list', studentIds: students.map((s) => s.id) });
    const ravi = students[0]!;
    const base = `/student/${ravi.registrationNumber}/exams/${exam.id}`;
    await api('POST', `${base}/start`, ravi.headers);
    for (const id of q)
      await api('PUT', `${base}/answers/${id}`, ravi.headers, {
        selected: id === q[1] ? [0, 2] : [0],
      });
    await api('POST', `${base}/submit`, ravi.headers);

    const response = await api('GET', `/online-exams/${exam.id}/appeared`, staff);
    expect(response.statusCode).toBe(200);
    const { rows } = response.json();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      registrationNumber: ravi.registrationNumber,
      appeared: true,
      submittedBy: 'student',
      obtainedMarks: 4,
      maximumMarks: 4,
      percentageBp: 10000,
      grade: 'A+',
    });
    expect(rows[1]).toMatchObject({
      registrationNumber: students[1]!.registrationNumber,
      appeared: false,
      grade: null,
    });

    const csv = await api('GET', `/online-exams/${exam.id}/appeared.csv`, staff);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="appeared-students-exam-${exam.id}.csv"`,
    );
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toContain('Registration Number,Name,Appeared');
    expect(lines[1]).toContain(`${ravi.registrationNumber},Ravi Kumar,Yes`);
    expect(lines[1]).toContain(',4,4,100%,A+');
    expect(lines[2]).toContain(',No,');
  });

  it('cancels an exam only while nobody has appeared', async () => {
    const exam = await schedule({ title: 'To cancel' });
    expect((await api('DELETE', `/online-exams/${exam.id}`, otherStaff)).statusCode).toBe(403);
    expect((await api('DELETE', `/online-exams/${exam.id}`, staff)).json().message).toBe(
      'Exam cancelled',
    );
    const list = (
      await api('GET', `/student/${students[0]!.registrationNumber}/exams`, students[0]!.headers)
    ).json();
    expect(list.map((e: { id: number }) => e.id)).not.toContain(exam.id);
  });
});
