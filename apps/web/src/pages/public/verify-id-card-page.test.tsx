import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTestLocale } from '../../test/i18n';
import {
  VerifyIdCardPage,
  verifyIdCardLoader,
  type IdCardAnswer,
  type IdCardCheck,
} from './verify-id-card-page';

const CARD: IdCardCheck = {
  status: 'expired',
  message: 'This identity card is genuine but its validity has ended.',
  name: 'Ravi Kumar',
  registrationNumber: 'RV2026000123',
  course: 'Diploma in Computer Applications',
  batch: 'Tally Morning',
  centre: 'Main Centre',
  centreCode: 'MAIN',
  validUntil: '2026-06-30',
};

function renderPage(path: string, answer: IdCardAnswer) {
  const router = createMemoryRouter(
    [
      {
        id: 'card',
        path: '/:lang?/verify-id-card/:registrationNumber',
        element: <VerifyIdCardPage />,
      },
    ],
    { initialEntries: [path], hydrationData: { loaderData: { card: answer } } },
  );
  render(<RouterProvider router={router} />);
}

const load = (url: string, registrationNumber: string) =>
  verifyIdCardLoader({
    request: new Request(url),
    params: { registrationNumber },
    context: {},
  } as unknown as Parameters<typeof verifyIdCardLoader>[0]);

afterEach(() => vi.unstubAllGlobals());

describe('the public check of a student ID card', () => {
  it('shows an expired card with its name, number, course, batch, centre and validity', () => {
    renderPage('/verify-id-card/RV2026000123?code=K7M2QX9P', { kind: 'found', card: CARD });
    expect(screen.getByRole('heading', { level: 1, name: 'Student ID card check' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Expired' })).toBeVisible();
    expect(screen.getByText(CARD.message)).toBeVisible();
    for (const text of [
      'Ravi Kumar',
      'RV2026000123',
      'Diploma in Computer Applications',
      'Tally Morning',
      'Main Centre (MAIN)',
      '30 June 2026',
    ]) {
      expect(screen.getByText(text)).toBeVisible();
    }
  });

  it('shows a withdrawn card in Hindi', () => {
    useTestLocale('hi');
    renderPage('/hi/verify-id-card/RV2026000123?code=K7M2QX9P', {
      kind: 'found',
      card: { ...CARD, status: 'withdrawn', message: 'यह पहचान पत्र अब वैध नहीं है।' },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'छात्र पहचान पत्र की जाँच' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'वापस लिया गया' })).toBeVisible();
    expect(screen.getByText('पंजीकरण संख्या')).toBeVisible();
  });

  it('asks the API in the page’s language, and says so when the code is missing or wrong', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ code: 'NOT_FOUND', message: 'कोई पहचान पत्र नहीं मिला' }), {
          status: 404,
        }),
    );
    vi.stubGlobal('fetch', fetch);
    expect(await load('http://site.test/verify-id-card/RV2026000123', 'RV2026000123')).toEqual({
      kind: 'noCode',
    });
    expect(
      await load('http://site.test/hi/verify-id-card/RV2026000123?code=K7M2', 'RV2026000123'),
    ).toEqual({ kind: 'error', message: 'कोई पहचान पत्र नहीं मिला' });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toBe(
      '/api/id-cards/verify/RV2026000123?code=K7M2&lang=hi',
    );
    renderPage('/verify-id-card/RV2026000123', { kind: 'noCode' });
    expect(screen.getByRole('alert')).toHaveTextContent('Scan the QR code printed on the card');
  });
});
