import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IncomingMessage } from 'node:http';
import { redactUrl, serializeRawRequest } from '../src/lib/log-redaction';
import { createCentre, createStudent, signIn } from './helpers/factories';
import { createTestApp, TEST_ADMIN, type TestApp } from './helpers/test-app';

const AADHAAR = '234123412346';
const PHONE = '9876543210';

describe('request log', () => {
  let t: TestApp;
  const lines: string[] = [];
  let cookie: string;
  let registrationNumber: string;

  beforeAll(async () => {
    t = await createTestApp(
      { LOG_LEVEL: 'info' },
      { logStream: { write: (line: string) => lines.push(line) } },
    );
    const centreId = await createCentre(t.app);
    ({ registrationNumber } = await createStudent(t.app, { centreId }));
    ({ cookie } = await signIn(t.app, '/api/admin/login', TEST_ADMIN));
  });
  afterAll(() => t.close());

  const logged = () => lines.join('');
  const requestUrls = () =>
    lines
      .map((line) => JSON.parse(line) as { req?: { url?: string } })
      .flatMap((entry) => (entry.req?.url ? [entry.req.url] : []));

  it('finds a student by full Aadhaar without writing the number to the log', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/dashboard/AddStudent?q=${AADHAAR}&limit=10`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(
      response.json().map((s: { registrationNumber: string }) => s.registrationNumber),
    ).toEqual([registrationNumber]);
    expect(logged()).not.toContain(AADHAAR);
    expect(requestUrls()).toContain('/api/dashboard/AddStudent?q=[redacted]&limit=10');
  });

  it('keeps phone numbers and spaced Aadhaar numbers out of the log, wherever they are', async () => {
    for (const url of [
      `/api/dashboard/AddStudent?q=${PHONE}`,
      `/api/dashboard/AddStudent?q=%2B91${PHONE}`,
      `/api/dashboard/enquiries?search=${PHONE}`,
      `/api/no-such-thing/${AADHAAR}?other=2341%201234%202346`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(response.statusCode).toBeLessThan(500);
    }
    expect(logged()).not.toContain(PHONE);
    expect(logged()).not.toContain(AADHAAR);
    expect(logged()).not.toContain('2341%201234%202346');
  });

  it('still logs the request line, registration numbers included', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/dashboard/AddStudent/${registrationNumber}`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(requestUrls()).toContain(`/api/dashboard/AddStudent/${registrationNumber}`);
  });
});

describe('redactUrl', () => {
  it.each([
    ['/api/dashboard/AddStudent?q=ravi&page=2', '/api/dashboard/AddStudent?q=[redacted]&page=2'],
    ['/api/x?Q=ravi', '/api/x?Q=[redacted]'],
    ['/api/x?sort=name&email=a%40b.in', '/api/x?sort=name&email=[redacted]'],
    [`/api/x?ref=${AADHAAR}`, '/api/x?ref=[redacted]'],
    ['/api/x?ref=2341-1234-2346', '/api/x?ref=[redacted]'],
    ['/api/x?ref=+91+98765+43210', '/api/x?ref=+[redacted]'],
    ['/api/x?v=42&from=2026-01-01&to=2026-12-31', '/api/x?v=42&from=2026-01-01&to=2026-12-31'],
    ['/verify/RVC2026000001', '/verify/RVC2026000001'],
    ['/api/x', '/api/x'],
    [
      '/api/payments/razorpay/link-callback?razorpay_payment_id=pay_1&razorpay_signature=ab12',
      '/api/payments/razorpay/link-callback?razorpay_payment_id=pay_1&razorpay_signature=[redacted]',
    ],
  ])('%s is logged as %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });

  it('logs a page answered before Fastify as Fastify does: redacted, the forwarded client', () => {
    const request = {
      method: 'GET',
      url: `/contact?phone=${PHONE}`,
      headers: { host: 'rv.example', 'x-forwarded-for': '203.0.113.7, 10.0.0.2' },
      socket: { remoteAddress: '10.0.0.1', remotePort: 51000 },
    } as unknown as IncomingMessage;
    expect(serializeRawRequest(request, 2)).toEqual({
      method: 'GET',
      url: '/contact?phone=[redacted]',
      host: 'rv.example',
      remoteAddress: '203.0.113.7',
      remotePort: 51000,
    });
    expect(serializeRawRequest(request, false).remoteAddress).toBe('10.0.0.1');
    // Only the hops the proxies in front of the server appended: one proxy, its own entry.
    expect(serializeRawRequest(request, 1).remoteAddress).toBe('10.0.0.2');
    expect(serializeRawRequest(request, ['10.0.0.0/8']).remoteAddress).toBe('203.0.113.7');
    expect(serializeRawRequest(request, ['10.0.0.1']).remoteAddress).toBe('10.0.0.2');
  });
});
