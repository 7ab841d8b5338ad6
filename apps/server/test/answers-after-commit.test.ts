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
});
