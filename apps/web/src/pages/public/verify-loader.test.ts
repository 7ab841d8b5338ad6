import { describe, expect, it } from 'vitest';
import { verifyLoader } from './verify-certificate-page';

const load = (url: string, params: Record<string, string> = {}) =>
  verifyLoader({ request: new Request(url), params, context: {} } as Parameters<
    typeof verifyLoader
  >[0]);

describe('the verification page without JavaScript', () => {
  it('sends the form’s number into the path, with the code', async () => {
    const answer = await load(
      'http://site.test/verify?number=RVC2026000123&code=7K3QD-M9XPA',
    ).catch((thrown: unknown) => thrown);
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(302);
    expect((answer as Response).headers.get('Location')).toBe(
      '/verify/RVC2026000123?code=7K3QD-M9XPA',
    );
  });

  it('leaves out an empty code, and asks nothing without a number', async () => {
    const answer = await load('http://site.test/verify?number=RVC2026000123&code=').catch(
      (thrown: unknown) => thrown,
    );
    expect((answer as Response).headers.get('Location')).toBe('/verify/RVC2026000123');
    expect(await load('http://site.test/verify')).toEqual({ kind: 'none' });
  });

  it('keeps a Hindi page in Hindi', async () => {
    const answer = await load('http://site.test/hi/verify?number=RVC2026000123&code=7K3QD').catch(
      (thrown: unknown) => thrown,
    );
    expect((answer as Response).headers.get('Location')).toBe(
      '/hi/verify/RVC2026000123?code=7K3QD',
    );
  });
});
