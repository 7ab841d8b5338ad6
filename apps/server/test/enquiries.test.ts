import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signInHeadOffice, staffOf } from './helpers/actors';
import { createCentre } from './helpers/factories';
import { createTestApp, type TestApp } from './helpers/test-app';

const CONTACT = {
  source: 'contact',
  name: 'Asha Verma',
  email: 'asha@example.com',
  message: 'Please tell me about the evening batches.',
};

const BUY_NOW = {
  source: 'buy_now',
  courseTitle: 'MS Excel',
  name: 'Ravi Kumar',
  phone: '+91 98765 43210',
  email: '',
  message: 'I would like to join the next MS Excel batch.',
};

describe('POST /api/enquiries', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  const post = (payload: object, remoteAddress = '10.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/enquiries', payload, remoteAddress });

  it('saves a contact enquiry as new and thanks the visitor', async () => {
    const response = await post({ ...CONTACT, name: '  Asha Verma  ' });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.message).toBe(
      'Thank you! Your enquiry has been received. We will get back to you soon.',
    );
    const row = await t.app.db
      .selectFrom('enquiries')
      .selectAll()
      .where('id', '=', body.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      source: 'contact',
      course_title: null,
      name: 'Asha Verma',
      email: 'asha@example.com',
      phone: null,
      message: CONTACT.message,
      status: 'new',
      centre_id: null,
      notes: null,
    });
    expect(row.created_at).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it("saves a 'Buy Now' enquiry with its course and phone; an empty email is stored as none", async () => {
    const response = await post(BUY_NOW);
    expect(response.statusCode).toBe(201);
    const row = await t.app.db
      .selectFrom('enquiries')
      .selectAll()
      .where('id', '=', response.json().id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      source: 'buy_now',
      course_title: 'MS Excel',
      phone: '+919876543210',
      email: null,
      status: 'new',
    });
  });

  it("saves a plan's 'Check Out' enquiry", async () => {
    const response = await post({ ...BUY_NOW, source: 'check_out', courseTitle: '3 Months' });
    expect(response.statusCode).toBe(201);
    const row = await t.app.db
      .selectFrom('enquiries')
      .select(['source', 'course_title'])
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ source: 'check_out', course_title: '3 Months' });
  });

  it('answers invalid contact input with a message per field and saves nothing', async () => {
    const response = await post({ source: 'contact', name: 'Al', email: 'nope', message: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      fieldErrors: {
        name: ['Name must be at least 3 characters long'],
        email: ['Invalid email format'],
        message: ['Message is required'],
      },
    });
    const rows = await t.app.db.selectFrom('enquiries').select('id').execute();
    expect(rows).toEqual([]);
  });

  it('requires a phone and a course on a course enquiry', async () => {
    const response = await post({ ...BUY_NOW, phone: '123', courseTitle: ' ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toMatchObject({
      phone: ['Phone number must have 10 digits'],
      courseTitle: ['Course is required'],
    });
  });

  it('refuses an unknown source', async () => {
    const response = await post({ ...CONTACT, source: 'newsletter' });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
  });

  it('limits each client to 10 enquiries in 10 minutes', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await post(CONTACT, '10.0.0.2')).statusCode).toBe(201);
    }
    const limited = await post(CONTACT, '10.0.0.2');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(limited.json().message).toMatch(/^Too many requests\. Please try again in /);
    // Another client is not affected.
    expect((await post(CONTACT, '10.0.0.3')).statusCode).toBe(201);
    const rows = await t.app.db.selectFrom('enquiries').select('id').execute();
    expect(rows).toHaveLength(11);
  });
});

describe('GET /api/dashboard/enquiries', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  it('shows head office every enquiry, newest first; centre staff only their centre’s', async () => {
    await t.app.inject({ method: 'POST', url: '/api/enquiries', payload: CONTACT });
    await t.app.inject({ method: 'POST', url: '/api/enquiries', payload: BUY_NOW });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/dashboard/enquiries',
      headers: await signInHeadOffice(t.app),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe('2');
    expect(response.json()).toMatchObject([
      {
        source: 'buy_now',
        courseTitle: 'MS Excel',
        name: 'Ravi Kumar',
        phone: '+919876543210',
        status: 'new',
      },
      { source: 'contact', name: 'Asha Verma', email: 'asha@example.com', status: 'new' },
    ]);

    const scoped = await t.app.inject({
      method: 'GET',
      url: '/api/dashboard/enquiries',
      headers: await staffOf(t.app, await createCentre(t.app)),
    });
    expect(scoped.json()).toEqual([]);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/dashboard/enquiries' })).statusCode,
    ).toBe(401);
  });
});
