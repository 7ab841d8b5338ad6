import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCentre } from './helpers/factories';
import { modulesGoneAfterCommit } from './helpers/gone-after-commit';
import { studentFields } from './helpers/multipart';
import { createTestApp, type TestApp } from './helpers/test-app';

// A write's answer is built inside its transaction: when the database goes away right after the
// commit, the write that was saved still answers what it saved (a 2xx), instead of an error that
// makes the user send it again (and get a 409, or a second copy). Found by the fault suite:
// Add Student answered 503 for students it had stored (decision 0048).

let t: TestApp;
let setup: Awaited<ReturnType<typeof modulesGoneAfterCommit>>;
let centreId: number;

beforeAll(async () => {
  t = await createTestApp();
  setup = await modulesGoneAfterCommit(t.app, t.database);
  centreId = await createCentre(t.app);
});
afterAll(() => t.close());

/** Runs `write` with the database gone after its commit; the database answers again after. */
async function lastCommit<T>(write: () => Promise<T>): Promise<T> {
  setup.outage.arm();
  try {
    const answer = await write();
    // The write did commit, and nothing read the database afterwards.
    expect(setup.outage.gone).toBe(true);
    return answer;
  } finally {
    setup.outage.restore();
  }
}

describe('a write whose database goes away right after its commit', () => {
  it('Add Student answers the stored record', async () => {
    const fields = studentFields({ centreId: String(centreId) });
    const record = await lastCommit(() =>
      setup.modules.students.add(setup.headOffice, { fields, files: {} }),
    );
    expect(record).toMatchObject({ firstname: 'Sunita', adhar: fields.adhar });
    const stored = await t.app.db
      .selectFrom('students')
      .select('registration_number')
      .where('adhar', '=', fields.adhar!)
      .execute();
    expect(stored).toEqual([{ registration_number: record.registrationNumber }]);
  });

  it('an enquiry note and a status answer the enquiry as saved', async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/enquiries',
      payload: {
        source: 'contact',
        name: 'Asha Verma',
        email: 'asha@example.com',
        message: 'Evening batches?',
      },
      remoteAddress: '10.0.0.9',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const id = (sent.json() as { id: number }).id;
    const noted = await lastCommit(() =>
      setup.modules.enquiries.addNote(setup.headOffice, id, 'Called back'),
    );
    expect(noted.notes.map((note) => note.text)).toEqual(['Called back']);
    const closed = await lastCommit(() =>
      setup.modules.enquiries.setStatus(setup.headOffice, id, 'closed'),
    );
    expect(closed.status).toBe('closed');
  });

  it('an offline exam session answers the session it created, once', async () => {
    const title = 'Answered after the commit';
    const session = await lastCommit(() =>
      setup.modules.offlineExams.createSession(setup.headOffice, {
        centreId,
        title,
        courseCode: '8',
        examDate: '2026-11-20',
        examTime: '10:30',
        venue: 'Computer lab 1',
      }),
    );
    expect(session).toMatchObject({ title, centreId, courseCode: '8' });
    const stored = await t.app.db
      .selectFrom('exam_sessions')
      .select('id')
      .where('title', '=', title)
      .execute();
    expect(stored).toEqual([{ id: session.id }]);
  });
});
