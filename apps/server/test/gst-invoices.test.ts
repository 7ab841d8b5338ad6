import { execFileSync } from 'node:child_process';
import { instituteDate } from '@institute/shared/accounts';
import { financialYear, isValidGstin, splitInclusive } from '@institute/shared/invoices';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInHeadOffice, staffOf } from './helpers/actors';
import { createCentre, createStudent } from './helpers/factories';
import { multipart, pngImage } from './helpers/multipart';
import { startRazorpayFake, type RazorpayFake } from './helpers/razorpay-fake';
import { createTestApp, type TestApp } from './helpers/test-app';
import { listen } from './helpers/wallet-load';

// GST invoices (issue 36 point 5): an invoice with every top-up, numbered without gaps per
// financial year, CGST+SGST within head office's state or IGST across, credit notes for refunds,
// the PDF read back with pdftotext and the month's Excel file opened with exceljs.

let t: TestApp;
let fake: RazorpayFake;
let head: Record<string, string>;
let baseUrl: string;
let receiptImage: Buffer;
const HEAD_GSTIN = '10AAACH7409R1ZG'; // Bihar
const month = instituteDate().slice(0, 7);
const year = financialYear(instituteDate());

const pdfText = (bytes: Buffer) =>
  execFileSync('pdftotext', ['-layout', '-', '-'], { input: bytes }).toString('utf8');

beforeAll(async () => {
  fake = await startRazorpayFake();
  t = await createTestApp({ ...fake.env, PUBLIC_URL: 'http://127.0.0.1:9' });
  head = await signInHeadOffice(t.app);
  ({ baseUrl } = await listen(t.app));
  fake.state.webhookUrl = `${baseUrl}/api/payments/razorpay/webhook`;
  receiptImage = await pngImage(40, 40);
  const saved = await t.app.inject({
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
  expect(saved.statusCode).toBe(200);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const saveSettings = (body: Record<string, unknown>, headers = head) =>
  t.app.inject({ method: 'PUT', url: '/api/dashboard/invoices/settings', headers, payload: body });

const SETTINGS = {
  legalName: 'Shiksha Network Private Limited',
  address: 'Boring Road, Patna, Bihar 800001',
  gstin: HEAD_GSTIN,
  sac: '999293',
  rateBasisPoints: 1800,
  feeInvoices: false,
};

async function centreIn(state: string) {
  const centreId = await createCentre(t.app);
  await t.app.db.updateTable('centres').set({ state }).where('id', '=', centreId).execute();
  return centreId;
}

async function confirmedFund(staff: Record<string, string>, rupees: string) {
  const body = multipart(
    { mode: 'bank', reference: 'UTR123456', paidOn: instituteDate(), amount: rupees },
    { receipt: { data: receiptImage, filename: 'receipt.png', type: 'image/png' } },
  );
  const added = await t.app.inject({
    method: 'POST',
    url: '/api/dashboard/accounts/funds',
    payload: body.payload,
    headers: { ...staff, ...body.headers },
  });
  expect(added.statusCode).toBe(201);
  return added.json().id as number;
}
const confirm = (id: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/dashboard/accounts/funds/${id}/confirm`,
    headers: head,
  });

const list = async (headers: Record<string, string>, query = '') => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/dashboard/invoices?month=${month}${query}`,
    headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json() as {
    id: number;
    kind: string;
    number: string;
    centreId: number;
    cgstPaise: number;
    sgstPaise: number;
    igstPaise: number;
    taxablePaise: number;
    totalPaise: number;
    originalNumber: string | null;
    pdfUrl: string;
  }[];
};

describe('the tax arithmetic and the GSTIN check', () => {
  it('checks the GSTIN check character and splits inclusive amounts to the paisa', () => {
    expect(isValidGstin('27AAPFU0939F1ZV')).toBe(true);
    expect(isValidGstin('27AAPFU0939F1ZA')).toBe(false);
    expect(isValidGstin('99AAPFU0939F1ZV')).toBe(false);
    expect(splitInclusive(100_000, 1800, true)).toEqual({
      taxablePaise: 84_746,
      cgstPaise: 7627,
      sgstPaise: 7627,
      igstPaise: 0,
    });
    expect(splitInclusive(11_800, 1800, false)).toEqual({
      taxablePaise: 10_000,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 1800,
    });
    // An odd paisa of tax goes to CGST; the parts always add up to what was paid.
    const odd = splitInclusive(101, 1800, true);
    expect(odd.taxablePaise + odd.cgstPaise + odd.sgstPaise).toBe(101);
    expect(financialYear('2027-03-31')).toBe('2026-27');
    expect(financialYear('2027-04-01')).toBe('2027-28');
  });
});

describe('settings', () => {
  it('only head office saves them; a wrong GSTIN is refused with a clear message', async () => {
    const staff = await staffOf(t.app, await createCentre(t.app));
    expect((await saveSettings(SETTINGS, staff)).statusCode).toBe(403);
    const bad = await saveSettings({ ...SETTINGS, gstin: '10AAACH7409R1ZA' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/valid GSTIN/);
    const saved = await saveSettings(SETTINGS);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ state: 'Bihar', stateCode: '10', configured: true });
  });
});

describe('invoices for top-ups', () => {
  it('a manual top-up within the state: CGST+SGST; across states: IGST with the centre GSTIN', async () => {
    await saveSettings(SETTINGS);
    const patna = await centreIn('Bihar');
    const pune = await centreIn('Maharashtra');
    const setGstin = await t.app.inject({
      method: 'PUT',
      url: `/api/dashboard/invoices/centres/${pune}/gstin`,
      headers: head,
      payload: { gstin: '27aapfu0939f1zv' },
    });
    expect(setGstin.statusCode).toBe(200);
    expect(setGstin.json().gstin).toBe('27AAPFU0939F1ZV');
    // Head office's centres list (the Centres screen) shows it.
    const centres = await t.app.inject({
      method: 'GET',
      url: '/api/dashboard/centre-admin/centres',
      headers: head,
    });
    expect(centres.statusCode).toBe(200);
    const listed = centres.json() as { id: number; gstin: string | null }[];
    expect(listed.find((centre) => centre.id === pune)?.gstin).toBe('27AAPFU0939F1ZV');
    expect(listed.find((centre) => centre.id === patna)?.gstin).toBeNull();
    const patnaStaff = await staffOf(t.app, patna);
    const puneStaff = await staffOf(t.app, pune);
    expect((await confirm(await confirmedFund(patnaStaff, '1000'))).statusCode).toBe(200);
    expect((await confirm(await confirmedFund(puneStaff, '1180'))).statusCode).toBe(200);

    const [inState] = await list(patnaStaff);
    expect(inState).toMatchObject({
      kind: 'invoice',
      centreId: patna,
      totalPaise: 100_000,
      taxablePaise: 84_746,
      cgstPaise: 7627,
      sgstPaise: 7627,
      igstPaise: 0,
    });
    expect(inState!.number).toMatch(new RegExp(`^INV/${year}/\\d{6}$`));
    const [across] = await list(puneStaff);
    expect(across).toMatchObject({ taxablePaise: 100_000, igstPaise: 18_000, cgstPaise: 0 });
    // A centre sees only its own; head office every centre's.
    expect((await list(patnaStaff)).every((row) => row.centreId === patna)).toBe(true);
    const all = await list(head);
    expect(all.map((row) => row.id)).toEqual(expect.arrayContaining([inState!.id, across!.id]));
    // Another centre's invoice is not found for a centre's staff.
    const other = await t.app.inject({ method: 'GET', url: across!.pdfUrl, headers: patnaStaff });
    expect(other.statusCode).toBe(404);

    const pdf = await t.app.inject({
      method: 'GET',
      url: `${across!.pdfUrl}?lang=bilingual`,
      headers: puneStaff,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('TAX INVOICE');
    expect(text).toContain('कर बीजक');
    expect(text).toContain(across!.number);
    expect(text).toContain('27AAPFU0939F1ZV');
    expect(text).toContain(HEAD_GSTIN);
    expect(text).toContain('IGST 18%');
    expect(text).toContain('One Thousand One Hundred Eighty');
    expect(text).toContain('एक हज़ार एक सौ अस्सी');
  });

  it('an online top-up gets its invoice, and its refund a credit note of its own series', async () => {
    await saveSettings(SETTINGS);
    const centreId = await centreIn('Bihar');
    const staff = await staffOf(t.app, centreId);
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/dashboard/payments/wallet/checkout',
      headers: staff,
      payload: { amount: '800' },
    });
    expect(started.statusCode).toBe(201);
    const checkout = started.json().checkout as { url: string; fields: Record<string, string> };
    await fetch(checkout.url, { method: 'POST', body: new URLSearchParams(checkout.fields) });
    const paid = await fetch(`${fake.url}/checkout/pay`, {
      method: 'POST',
      body: new URLSearchParams({
        order_id: checkout.fields.order_id!,
        callback_url: checkout.fields.callback_url!,
        outcome: 'success',
      }),
    });
    const fields: Record<string, string> = {};
    for (const match of (await paid.text()).matchAll(/name="([^"]+)" value="([^"]*)"/g)) {
      fields[match[1]!] = match[2]!;
    }
    await fetch(`${baseUrl}/api/payments/razorpay/callback`, {
      method: 'POST',
      headers: { origin: 'https://api.razorpay.com' },
      body: new URLSearchParams(fields),
      redirect: 'manual',
    });
    const [invoice] = await list(staff);
    expect(invoice).toMatchObject({ kind: 'invoice', totalPaise: 80_000 });

    const refunded = await t.app.inject({
      method: 'POST',
      url: `/api/dashboard/payments/${started.json().id}/refund`,
      headers: head,
      payload: { amount: '300', reason: 'Paid twice' },
    });
    expect(refunded.statusCode).toBe(200);
    const note = (await list(staff)).find((row) => row.kind === 'credit_note');
    expect(note).toMatchObject({ totalPaise: 30_000, originalNumber: invoice!.number });
    expect(note!.number).toMatch(new RegExp(`^CN/${year}/\\d{6}$`));
    expect(note!.cgstPaise + note!.sgstPaise + note!.taxablePaise).toBe(30_000);
    const pdf = await t.app.inject({ method: 'GET', url: note!.pdfUrl, headers: staff });
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('CREDIT NOTE');
    expect(text).toContain(invoice!.number);
  });
});

describe('invoices for fees', () => {
  it('none while the setting is off; with it on, a fee invoice and a credit note for its reversal', async () => {
    await saveSettings(SETTINGS);
    const centreId = await centreIn('Bihar');
    const staff = await staffOf(t.app, centreId);
    const { registrationNumber } = await createStudent(t.app, {
      centreId,
      admissionDate: instituteDate(),
    });
    const pay = (amount: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/dashboard/accounts/students/${registrationNumber}/payments`,
        headers: staff,
        payload: { mode: 'cash', paidOn: instituteDate(), amount, reference: '' },
      });
    expect((await pay('100')).statusCode).toBe(201);
    expect(await list(staff)).toEqual([]);

    expect((await saveSettings({ ...SETTINGS, feeInvoices: true })).statusCode).toBe(200);
    const paid = await pay('590');
    expect(paid.statusCode).toBe(201);
    const [invoice] = await list(staff);
    expect(invoice).toMatchObject({
      kind: 'invoice',
      purpose: 'fee',
      totalPaise: 59_000,
      taxablePaise: 50_000,
      cgstPaise: 4500,
      sgstPaise: 4500,
    });
    // The fee receipt prints its invoice: number, head office's GSTIN, taxable value and tax.
    const receiptUrl = `/api/dashboard/accounts/payments/${paid.json().id}/receipt`;
    const receipt = await t.app.inject({ method: 'GET', url: receiptUrl, headers: staff });
    expect(receipt.json().gst).toEqual({
      invoiceNumber: invoice!.number,
      gstin: HEAD_GSTIN,
      taxablePaise: 50_000,
      taxPaise: 9000,
      cgstPaise: 4500,
      sgstPaise: 4500,
      igstPaise: 0,
    });
    const receiptPdf = (lang: string) =>
      t.app.inject({ method: 'GET', url: `${receiptUrl}.pdf?lang=${lang}`, headers: staff });
    const english = pdfText((await receiptPdf('en')).rawPayload).replace(/\s+/g, ' ');
    expect(english).toContain(`Tax invoice No. ${invoice!.number}`);
    expect(english).toContain(`GSTIN ${HEAD_GSTIN}`);
    expect(english).toContain('Taxable value ₹500.00');
    expect(english).toContain('GST included ₹90.00 (CGST ₹45.00 + SGST ₹45.00)');
    const hindi = pdfText((await receiptPdf('hi')).rawPayload).replace(/\s+/g, ' ');
    expect(hindi).toContain('कर बीजक संख्या');
    expect(hindi).toContain('सीजीएसटी ₹45.00');
    // A receipt without an invoice prints none of it.
    const [first] = (
      await t.app.inject({
        method: 'GET',
        url: `/api/dashboard/accounts/students/${registrationNumber}/fees`,
        headers: staff,
      })
    ).json().payments;
    const plain = await t.app.inject({
      method: 'GET',
      url: `/api/dashboard/accounts/payments/${first.id}/receipt.pdf?lang=en`,
      headers: staff,
    });
    expect(pdfText(plain.rawPayload)).not.toContain('GSTIN');

    // The invoice in the reader's language: English, Hindi or both.
    const invoicePdf = async (lang: string) =>
      pdfText(
        (
          await t.app.inject({
            method: 'GET',
            url: `${invoice!.pdfUrl}?lang=${lang}`,
            headers: staff,
          })
        ).rawPayload,
      ).replace(/\s+/g, ' ');
    const inEnglish = await invoicePdf('en');
    expect(inEnglish).toContain('TAX INVOICE');
    expect(inEnglish).toContain('Five Hundred Ninety');
    expect(inEnglish).not.toMatch(/[\u0900-\u097F]/);
    const inHindi = await invoicePdf('hi');
    expect(inHindi).toContain('कर बीजक');
    expect(inHindi).toContain('कर योग्य मूल्य');
    expect(inHindi).not.toContain('TAX INVOICE');
    expect(inHindi).not.toContain('Taxable value');
    const both = await invoicePdf('bilingual');
    expect(both).toContain('TAX INVOICE / कर बीजक');
    expect(both).toContain('Taxable value / कर योग्य मूल्य');
    const reversed = await t.app.inject({
      method: 'POST',
      url: `/api/dashboard/accounts/payments/${paid.json().id}/reverse`,
      headers: staff,
      payload: { reason: 'Entered twice' },
    });
    expect(reversed.statusCode).toBe(200);
    const note = (await list(staff)).find((row) => row.kind === 'credit_note');
    expect(note).toMatchObject({ totalPaise: 59_000, originalNumber: invoice!.number });
    await saveSettings(SETTINGS);
  });
});

describe('numbering', () => {
  it('50 top-ups confirmed at once: 50 consecutive numbers, no gap, no duplicate', async () => {
    await saveSettings(SETTINGS);
    const centres = [await centreIn('Bihar'), await centreIn('Delhi')];
    const staff = await Promise.all(centres.map((id) => staffOf(t.app, id)));
    const ids: number[] = [];
    for (let index = 0; index < 50; index += 1) {
      ids.push(await confirmedFund(staff[index % 2]!, String(100 + index)));
    }
    const answers = await Promise.all(ids.map((id) => confirm(id)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(ids.map(() => 200));
    const seqs = (
      await t.app.db
        .selectFrom('invoices')
        .select('seq')
        .where('kind', '=', 'invoice')
        .where('financial_year', '=', year)
        .orderBy('seq')
        .execute()
    ).map((row) => row.seq);
    // The whole series of the year: 1..n with nothing missing or repeated.
    expect(seqs).toEqual(seqs.map((_, index) => index + 1));
    const mine = (await list(head)).filter((row) => centres.includes(row.centreId));
    expect(mine).toHaveLength(50);
  });
});

describe('the month export', () => {
  it('CSV and an Excel workbook with number and date cells, for head office only', async () => {
    await saveSettings(SETTINGS);
    const staff = await staffOf(t.app, await centreIn('Bihar'));
    const forbidden = await t.app.inject({
      method: 'GET',
      url: `/api/dashboard/invoices/export?month=${month}&format=csv`,
      headers: staff,
    });
    expect(forbidden.statusCode).toBe(403);
    const badMonth = await t.app.inject({
      method: 'GET',
      url: `/api/dashboard/invoices/export?month=2026-13&format=csv`,
      headers: head,
    });
    expect(badMonth.statusCode).toBe(400);
    const rows = await list(head);
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/dashboard/invoices/export?month=${month}&format=csv`,
      headers: head,
    });
    expect(csv.statusCode).toBe(200);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^Type,Number,Date/);
    expect(lines).toHaveLength(rows.length + 1);
    const first = rows.find((row) => row.kind === 'invoice')!;
    expect(
      lines.some(
        (line) => line.includes(first.number) && line.endsWith((first.totalPaise / 100).toFixed(2)),
      ),
    ).toBe(true);

    const xlsx = await t.app.inject({
      method: 'GET',
      url: `/api/dashboard/invoices/export?month=${month}&format=xlsx`,
      headers: head,
    });
    expect(xlsx.statusCode).toBe(200);
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(rows.length + 1);
    const found = sheet
      .getRows(2, sheet.rowCount - 1)!
      .find((row) => row.getCell(2).value === first.number)!;
    expect(found.getCell(3).value).toBeInstanceOf(Date);
    expect(found.getCell(15).value).toBe(first.totalPaise / 100);
    expect(typeof found.getCell(11).value).toBe('number');
  });
});
