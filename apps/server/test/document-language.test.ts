// Head office's default language of the printed documents (issue 18, decision 0035): stored
// with the site's settings, versioned, audited, in the website's History with Undo; a PDF whose
// address names no ?lang= follows it, read back with poppler's pdftotext.
import { execFileSync } from 'node:child_process';
import { instituteDate } from '@institute/shared/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInHeadOffice, signInStaff } from './helpers/actors';
import { createCentre, createStudent, createUser } from './helpers/factories';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let head: Record<string, string>;
let staff: Record<string, string>;
let paymentId: number;

const URL = '/api/dashboard/documents/language';

const get = (url: string, headers = head) => t.app.inject({ method: 'GET', url, headers });
const put = (payload: unknown, headers = head) =>
  t.app.inject({ method: 'PUT', url: URL, headers, payload: payload as object });

/** The words of a PDF as poppler reads them (ActualText gives the Hindi as written). */
const textOf = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-', '-'], { input: pdf }).toString('utf8').replace(/\s+/g, ' ');

const receiptText = async (query = '') => {
  const response = await get(`/api/dashboard/accounts/payments/${paymentId}/receipt.pdf${query}`);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  return textOf(response.rawPayload);
};

beforeAll(async () => {
  t = await createTestApp();
  head = await signInHeadOffice(t.app);
  const centreId = await createCentre(t.app);
  const user = await createUser(t.app, { role: 'centre_staff', centreId });
  staff = await signInStaff(t.app, user);
  // A fee receipt to print: course 8 costs ₹10,000, of which ₹1,250 is paid.
  const fee = await t.app.inject({
    method: 'PUT',
    url: '/api/dashboard/accounts/course-fees/8',
    headers: head,
    payload: {
      registrationFeePaise: 0,
      certificateFeePaise: 0,
      courseFeePaise: 1_000_000,
      instalments: [{ afterDays: 0, amountPaise: 1_000_000 }],
    },
  });
  expect(fee.statusCode, fee.body).toBe(200);
  const { registrationNumber } = await createStudent(t.app, { centreId });
  const paid = await t.app.inject({
    method: 'POST',
    url: `/api/dashboard/accounts/students/${registrationNumber}/payments`,
    headers: staff,
    payload: { mode: 'cash', paidOn: instituteDate(), amount: '1250' },
  });
  expect(paid.statusCode, paid.body).toBe(201);
  paymentId = paid.json().id;
});
afterAll(() => t.close());

describe("the printed documents' default language", () => {
  it('is English until head office chooses, and every staff member may read it', async () => {
    expect((await get(URL)).json()).toEqual({ language: 'en', version: 0, updatedAt: null });
    expect((await get(URL, staff)).json()).toMatchObject({ language: 'en' });
    const text = await receiptText();
    expect(text).toContain('FEE RECEIPT');
    expect(text).not.toMatch(/[\u0900-\u097F]/);
  });

  it('is set by head office only, checked, at its version', async () => {
    const refused = await put({ language: 'bilingual', version: 0 }, staff);
    expect(refused.statusCode).toBe(403);
    const wrong = await put({ language: 'hi-only', version: 0 });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors.language).toEqual([
      'Choose English, Hindi, or Hindi and English',
    ]);
    const inHindi = await put({ language: 'xx', version: 0 }, { ...head, 'accept-language': 'hi' });
    expect(inHindi.json().fieldErrors.language).toEqual(['अंग्रेज़ी, हिन्दी, या हिन्दी और अंग्रेज़ी चुनें']);
    expect((await get(URL)).json()).toMatchObject({ language: 'en', version: 0 });
  });

  it('makes a PDF without ?lang= bilingual, keeps ?lang=en, and is undone from the History', async () => {
    const saved = await put({ language: 'bilingual', version: 0 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ language: 'bilingual', version: 1 });
    // A save over a newer one is refused; nothing changes.
    const stale = await put({ language: 'en', version: 0 });
    expect(stale.statusCode).toBe(409);
    expect((await get(URL, staff)).json()).toMatchObject({ language: 'bilingual', version: 1 });

    const byDefault = await receiptText();
    expect(byDefault).toContain('FEE RECEIPT');
    expect(byDefault).toContain('शुल्क रसीद');
    expect(byDefault).toContain('Receipt No. / रसीद संख्या');
    // The English layout is still one ?lang=en away, and ?lang=bilingual is the same as the default.
    const english = await receiptText('?lang=en');
    expect(english).toContain('FEE RECEIPT');
    expect(english).not.toMatch(/[\u0900-\u097F]/);
    expect(await receiptText('?lang=bilingual')).toBe(byDefault);

    // Audited, and shown in the website's History in the reader's language.
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select(['action', 'changes'])
      .where('entity', '=', 'document_language')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.action).toBe('update');
    expect(JSON.parse(String(audit[0]!.changes))).toEqual({ language: ['en', 'bilingual'] });
    const history = (await get('/api/dashboard/content/history')).json() as {
      id: number;
      summary: string;
      undoable: boolean;
    }[];
    expect(history[0]).toMatchObject({
      summary: 'Printed documents in: Hindi and English',
      undoable: true,
    });
    const hindi = (
      await get('/api/dashboard/content/history', { ...head, 'accept-language': 'hi' })
    ).json() as { summary: string }[];
    expect(hindi[0]!.summary).toBe('छपे दस्तावेज़ों की भाषा: हिन्दी और अंग्रेज़ी');

    const undone = await t.app.inject({
      method: 'POST',
      url: `/api/dashboard/content/history/${history[0]!.id}/undo`,
      headers: head,
    });
    expect(undone.statusCode, undone.body).toBeLessThan(300);
    expect((await get(URL)).json()).toMatchObject({ language: 'en', version: 2 });
    expect(await receiptText()).toBe(english);
  });
});

describe('a document in Hindi only', () => {
  it("is printed with ?lang=hi, whatever the default: the receipt's words in Hindi", async () => {
    const text = await receiptText('?lang=hi');
    expect(text).toContain('शुल्क रसीद');
    expect(text).toContain('रुपये मात्र');
    expect(text).not.toContain('FEE RECEIPT');
  });
});
