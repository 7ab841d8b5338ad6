import { instituteDate } from '@institute/shared/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInHeadOffice, signInStaff } from './helpers/actors';
import { createCentre, createStudent, createUser } from './helpers/factories';
import { multipart, pngImage } from './helpers/multipart';
import { createTestApp, type TestApp } from './helpers/test-app';

const LIMIT = 'The amount can be at most ₹1,00,00,000.';

let t: TestApp;
let head: Record<string, string>;
let staff: Record<string, string>;
let registrationNumber: string;

beforeAll(async () => {
  t = await createTestApp();
  head = await signInHeadOffice(t.app);
  const centreId = await createCentre(t.app);
  const user = await createUser(t.app, { role: 'centre_staff', centreId });
  staff = await signInStaff(t.app, user);
  ({ registrationNumber } = await createStudent(t.app, { centreId }));
});
afterAll(() => t.close());

async function addFund(amount: string) {
  const body = multipart(
    { amount, mode: 'cash', paidOn: instituteDate() },
    { receipt: { data: await pngImage(20, 20), filename: 'receipt.png', type: 'image/png' } },
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/dashboard/accounts/funds',
    payload: body.payload,
    headers: { ...staff, ...body.headers },
  });
}

describe('amounts beyond the limit are refused with the limit named', () => {
  it('Add Fund', async () => {
    for (const amount of ['99999999999999999999', '10000000.01', '1,00,00,001']) {
      const response = await addFund(amount);
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors.amount).toEqual([LIMIT]);
    }
    const largest = await addFund('1,00,00,000');
    expect(largest.statusCode).toBe(201);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/dashboard/accounts/funds',
      headers: staff,
    });
    expect(list.json()[0].amountPaise).toBe(1_000_000_000);
  });

  it('course fees and their instalments', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/dashboard/accounts/course-fees/8',
      headers: head,
      payload: {
        registrationFeePaise: 1e20,
        certificateFeePaise: 0,
        courseFeePaise: 2_000_000_000,
        instalments: [{ afterDays: 0, amountPaise: 2_000_000_000 }],
      },
    });
    expect(response.statusCode).toBe(400);
    const { fieldErrors } = response.json();
    expect(fieldErrors.registrationFeePaise).toEqual([LIMIT]);
    expect(fieldErrors.courseFeePaise).toEqual([LIMIT]);
    expect(Object.values(fieldErrors).flat()).not.toContainEqual(
      expect.stringContaining('safe integer'),
    );
  });

  it('student fee payments and discounts', async () => {
    const payment = await t.app.inject({
      method: 'POST',
      url: `/api/dashboard/accounts/students/${registrationNumber}/payments`,
      headers: staff,
      payload: { amount: '123456789012', mode: 'cash', paidOn: instituteDate() },
    });
    expect(payment.statusCode).toBe(400);
    expect(payment.json().fieldErrors.amount).toEqual([LIMIT]);
    const discount = await t.app.inject({
      method: 'PUT',
      url: `/api/dashboard/accounts/students/${registrationNumber}/discount`,
      headers: staff,
      payload: { amount: '5000000000', reason: 'Too generous' },
    });
    expect(discount.statusCode).toBe(400);
    expect(discount.json().fieldErrors.amount).toEqual([LIMIT]);
  });

  it('still tells a malformed amount how to write it', async () => {
    const response = await addFund('12.345');
    expect(response.json().fieldErrors.amount).toEqual([
      'Enter an amount in rupees, e.g. 1250 or 1250.50',
    ]);
  });
});
