import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInHeadOffice, staffOf } from './helpers/actors';
import { createCentre } from './helpers/factories';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let head: Record<string, string>;
let staffA: Record<string, string>;
let staffB: Record<string, string>;
let centreA: number;
let centreB: number;

let address = 0;
async function enquiry(payload: Record<string, string>): Promise<number> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/enquiries',
    payload,
    remoteAddress: `10.1.0.${++address}`,
  });
  expect(response.statusCode).toBe(201);
  return response.json().id;
}

const contact = (name: string, message = 'Please tell me about the evening batches.') =>
  enquiry({ source: 'contact', name, email: `${name.split(' ')[0]}@example.com`, message });

const call = (
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => t.app.inject({ method, url: `/api/dashboard${url}`, headers, payload });

const assign = async (id: number, centreId: number | null) => {
  const response = await call('PUT', `/enquiries/${id}/centre`, head, { centreId });
  expect(response.statusCode).toBe(200);
  return response.json();
};

let forA: number;
let forB: number;
let unassigned: number;

beforeAll(async () => {
  t = await createTestApp();
  centreA = await createCentre(t.app);
  centreB = await createCentre(t.app);
  staffA = await staffOf(t.app, centreA);
  staffB = await staffOf(t.app, centreB);
  head = await signInHeadOffice(t.app);
  forA = await contact('Asha Verma');
  forB = await enquiry({
    source: 'buy_now',
    courseTitle: 'Tally Prime with GST',
    name: 'Ravi "RK" Kumar',
    phone: '98765 43210',
    message: 'Fees, please, and\nthe batch timings.',
  });
  unassigned = await contact('Meena Singh', '=HYPERLINK("http://bad") is not a formula');
  await assign(forA, centreA);
  await assign(forB, centreB);
});
afterAll(() => t.close());

describe('Course Enquiry: centre scoping', () => {
  it('shows head office every enquiry and centre staff only those assigned to their centre', async () => {
    const all = await call('GET', '/enquiries', head);
    expect(all.json().map((e: { id: number }) => e.id)).toEqual([unassigned, forB, forA]);
    const a = await call('GET', '/enquiries', staffA);
    expect(a.json().map((e: { id: number }) => e.id)).toEqual([forA]);
    expect(a.json()[0]).toMatchObject({ centreId: centreA, notesCount: 0 });
    expect(a.json()[0].centreName).toMatch(/^Centre /);
    expect(a.headers['x-total-count']).toBe('1');
    const b = await call('GET', '/enquiries', staffB);
    expect(b.json().map((e: { id: number }) => e.id)).toEqual([forB]);
  });

  it("refuses staff another centre's enquiry and an unassigned one, to read or change", async () => {
    for (const id of [forB, unassigned]) {
      expect((await call('GET', `/enquiries/${id}`, staffA)).statusCode).toBe(403);
      const status = await call('PUT', `/enquiries/${id}/status`, staffA, { status: 'closed' });
      expect(status.statusCode).toBe(403);
      const note = await call('POST', `/enquiries/${id}/notes`, staffA, { text: 'Called.' });
      expect(note.statusCode).toBe(403);
    }
    const row = await t.app.db
      .selectFrom('enquiries')
      .select('status')
      .where('id', '=', forB)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('new');
  });

  it('lets only head office assign, and checks the centre exists', async () => {
    const refused = await call('PUT', `/enquiries/${unassigned}/centre`, staffA, {
      centreId: centreA,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Only head office can assign enquiries to a centre.');
    const unknown = await call('PUT', `/enquiries/${unassigned}/centre`, head, {
      centreId: 999999,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors.centreId).toEqual(['No such centre']);
    expect(
      (await call('PUT', '/enquiries/999999/centre', head, { centreId: centreA })).statusCode,
    ).toBe(404);
  });

  it('exports only the enquiries a staff member may see', async () => {
    const a = await call('GET', '/enquiries/export.csv', staffA);
    expect(a.statusCode).toBe(200);
    expect(a.body).toContain('Asha Verma');
    expect(a.body).not.toContain('Ravi');
    expect(a.body).not.toContain('Meena');
  });
});

describe('Course Enquiry: follow-up', () => {
  it('changes the status, keeps a history of notes with author and time, and audits both', async () => {
    const status = await call('PUT', `/enquiries/${forA}/status`, staffA, { status: 'contacted' });
    expect(status.statusCode).toBe(200);
    expect(status.json().status).toBe('contacted');
    const first = await call('POST', `/enquiries/${forA}/notes`, staffA, {
      text: '  Called; will visit on Monday.  ',
    });
    expect(first.statusCode).toBe(201);
    const second = await call('POST', `/enquiries/${forA}/notes`, head, { text: 'Sent brochure.' });
    const detail = second.json();
    expect(detail.notes.map((n: { text: string }) => n.text)).toEqual([
      'Sent brochure.',
      'Called; will visit on Monday.',
    ]);
    expect(detail.notes[1].author).toBe('Test centre_staff');
    expect(detail.notes[1].createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(detail.notesCount).toBe(2);

    const audit = await t.app.db
      .selectFrom('audit_log')
      .select(['action', 'changes', 'centre_id'])
      .where('entity', '=', 'enquiry')
      .where('entity_id', '=', String(forA))
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['assign', 'update', 'add_note', 'add_note']);
    expect(JSON.parse(audit[1]!.changes!)).toEqual({ status: ['new', 'contacted'] });
    expect(audit[1]!.centre_id).toBe(centreA);
  });

  it('answers bad input with a message per field', async () => {
    const status = await call('PUT', `/enquiries/${forA}/status`, staffA, { status: 'lost' });
    expect(status.statusCode).toBe(400);
    expect(status.json().fieldErrors.status).toEqual([
      'Choose a status: new, contacted, converted or closed',
    ]);
    const note = await call('POST', `/enquiries/${forA}/notes`, staffA, { text: '   ' });
    expect(note.statusCode).toBe(400);
    expect(note.json().fieldErrors.text).toEqual(['Note is required']);
  });

  it('filters by status, source, centre and search', async () => {
    const ids = async (query: string) =>
      (await call('GET', `/enquiries?${query}`, head)).json().map((e: { id: number }) => e.id);
    expect(await ids('status=contacted')).toEqual([forA]);
    expect(await ids('source=buy_now')).toEqual([forB]);
    expect(await ids('centre=unassigned')).toEqual([unassigned]);
    expect(await ids(`centre=${centreB}`)).toEqual([forB]);
    expect(await ids('q=meena')).toEqual([unassigned]);
    expect(await ids('q=tally')).toEqual([forB]);
    expect(await ids('q=43210')).toEqual([forB]);
    expect(await ids('q=nobody')).toEqual([]);
    expect((await call('GET', '/enquiries?status=lost', head)).statusCode).toBe(400);
  });

  it('exports CSV with a dated file name, proper quoting and no formulas', async () => {
    const response = await call('GET', '/enquiries/export.csv', head);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="enquiries-\d{4}-\d\d-\d\d\.csv"$/,
    );
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'Number,Received (UTC),Source,Course,Name,Email,Phone,Message,Status,Centre,Latest note',
    );
    expect(response.body).toContain(`${forB},`);
    expect(response.body).toContain(
      ',Buy Now,Tally Prime with GST,"Ravi ""RK"" Kumar",,9876543210,"Fees, please, and\nthe batch timings.",New,',
    );
    expect(response.body).toContain(`'=HYPERLINK(""http://bad"") is not a formula`);
    expect(response.body).toContain('Contacted');
    expect(response.body).toContain('Sent brochure.');
    const filtered = await call('GET', '/enquiries/export.csv?status=contacted', head);
    expect(filtered.body).toContain('Asha Verma');
    expect(filtered.body).not.toContain('Meena');
  });
});
