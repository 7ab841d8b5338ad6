import type { CredentialKey } from '@institute/shared/credentials';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HEAD_OFFICE, renderDashboard, stubApi } from '../../../test/dashboard';
import { useTestLocale } from '../../../test/i18n';
import { CredentialKeysPage } from './credential-keys-page';

const KEYS: CredentialKey[] = [
  { keyId: 'key-2', createdAt: '2026-11-20T10:00:00.000Z', retiredAt: null, active: true },
  {
    keyId: 'key-1',
    createdAt: '2026-01-05T10:00:00.000Z',
    retiredAt: '2026-11-20T10:00:00.000Z',
    active: false,
  },
];

const page = [{ path: 'CredentialKeys', element: <CredentialKeysPage /> }];

afterEach(() => vi.unstubAllGlobals());

describe('CredentialKeysPage', () => {
  it('lists the keys and rotates after confirmation', async () => {
    const user = userEvent.setup();
    const fetch = stubApi(() => Response.json(KEYS));
    renderDashboard('/dashboard/CredentialKeys', page, HEAD_OFFICE);
    expect(screen.getByRole('heading', { name: 'Credential Keys' })).toBeInTheDocument();
    expect(await screen.findByRole('row', { name: /key-2/ })).toHaveTextContent(
      'Signs new credentials',
    );
    expect(screen.getByRole('row', { name: /key-1/ })).toHaveTextContent(
      /^key-1.*Retired .*; still verifies what it signed$/,
    );
    await user.click(screen.getByRole('button', { name: 'Rotate the signing key' }));
    await user.click(screen.getByRole('button', { name: 'Make a new key' }));
    expect(await screen.findByText('A new key signs from now on.')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true);
  });

  it('is in Hindi', async () => {
    useTestLocale('hi');
    const user = userEvent.setup();
    stubApi(() => Response.json(KEYS));
    renderDashboard('/dashboard/CredentialKeys', page, HEAD_OFFICE);
    expect(screen.getByRole('heading', { name: 'क्रेडेंशियल कुंजियाँ' })).toBeInTheDocument();
    expect(
      await screen.findByRole('table', { name: 'हस्ताक्षर करने वाली कुंजियाँ' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'उपयोग' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /key-2/ })).toHaveTextContent(
      'नए क्रेडेंशियल पर हस्ताक्षर करती है',
    );
    expect(screen.getByRole('row', { name: /key-1/ })).toHaveTextContent(/को सेवानिवृत्त;/);
    await user.click(screen.getByRole('button', { name: 'हस्ताक्षर की कुंजी बदलें' }));
    expect(screen.getByRole('button', { name: 'नई कुंजी बनाएँ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'रद्द करें' })).toBeInTheDocument();
  });

  it('tells centre staff in Hindi that only head office manages the keys', () => {
    useTestLocale('hi');
    stubApi(() => Response.json(KEYS));
    renderDashboard('/dashboard/CredentialKeys', page);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'हस्ताक्षर करने वाली कुंजियाँ केवल मुख्य कार्यालय संभालता है।',
    );
  });
});
