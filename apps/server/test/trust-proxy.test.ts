import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { createTestApp, type TestApp } from './helpers/test-app';

// TRUST_PROXY names the proxies in front of the server: only the X-Forwarded-For entries they
// appended say who the client is. A client writing its own X-Forwarded-For (a new address on
// every request) is still one client to the per-address limits.

const configWith = (value: string) => loadConfig({ NODE_ENV: 'test', TRUST_PROXY: value });

describe('TRUST_PROXY', () => {
  it.each([
    ['false', false],
    ['0', false],
    ['true', 1],
    ['1', 1],
    ['2', 2],
    ['10.0.0.1', ['10.0.0.1']],
    ['10.0.0.0/8, 192.168.1.10', ['10.0.0.0/8', '192.168.1.10']],
    ['fd00::/8', ['fd00::/8']],
  ])('%s is read as %j', (value, expected) => {
    expect(configWith(value).trustProxy).toEqual(expected);
  });

  it.each(['maybe', '10.0.0.0/33', '10.0.0.1,', 'proxy.internal', '-1'])(
    'refuses %s, naming the variable',
    (value) => {
      expect(() => configWith(value)).toThrow(/TRUST_PROXY/);
    },
  );
});

describe('the per-address limit behind one proxy (TRUST_PROXY=1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1' });
  });
  afterAll(() => t.close());

  it('counts requests with a new leftmost X-Forwarded-For each time as one client', async () => {
    const answers = [];
    for (let i = 1; i <= 8; i++) {
      // The client wrote the first entry; the proxy (the connection, 127.0.0.1) appended the
      // address it saw.
      answers.push(
        await t.app.inject({
          method: 'POST',
          url: '/api/password-reset/request',
          payload: { email: 'nobody@example.com', channel: 'email' },
          headers: { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.9` },
        }),
      );
    }
    // Five asks in 15 minutes from one client (the route's limit), then 429.
    expect(answers.map((answer) => answer.statusCode === 429)).toEqual([
      false,
      false,
      false,
      false,
      false,
      true,
      true,
      true,
    ]);
    // Another client behind the same proxy has its own allowance.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/password-reset/request',
      payload: { email: 'nobody@example.com', channel: 'email' },
      headers: { 'x-forwarded-for': '198.51.100.1, 203.0.113.10' },
    });
    expect(other.statusCode).not.toBe(429);
  });
});
