import type { StaffProfile } from '@institute/shared/staff-profile';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderDashboard, stubApi } from '../../../test/dashboard';
import { useTestLocale } from '../../../test/i18n';
import { ProfilePage } from './profile-page';

afterEach(() => vi.unstubAllGlobals());

const PROFILE: StaffProfile = {
  about: {
    id: 2,
    name: 'Demo Staff',
    role: 'centre_staff',
    email: 'staff@demo.example.com',
    phone: null,
    bio: null,
    memberSince: '2026-01-05T10:00:00.000Z',
    centre: { id: 2, code: 'DEMO01', name: 'Demo Centre, Patna', address: 'Boring Road, Patna' },
  },
  posts: [
    {
      kind: 'post',
      id: 1,
      title: null,
      body: 'New batch on Monday',
      authorName: 'Demo Staff',
      createdAt: '2026-11-20T10:00:00.000Z',
      mine: true,
    },
  ],
  youMightKnow: [
    { id: 3, name: 'Asha Devi', role: 'centre_staff', centreName: 'Demo Centre', centreCode: 'D1' },
  ],
  active: [],
};

const ROUTES = [{ path: 'Profile', element: <ProfilePage /> }];

describe('ProfilePage', () => {
  it('shows the About, Posts, You might know and Active panels', async () => {
    stubApi(() => Response.json(PROFILE));
    renderDashboard('/dashboard/Profile', ROUTES);
    expect(await screen.findByRole('heading', { name: 'About' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'My profile' })).toBeInTheDocument();
    expect(screen.getByText('Not given')).toBeInTheDocument();
    expect(screen.getByText('Centre staff, Demo Centre (D1)')).toBeInTheDocument();
    expect(screen.getByText(/^You, /)).toBeInTheDocument();
    expect(screen.getByText('Nobody else is active right now.')).toBeInTheDocument();
    expect(
      screen.getByText('Colleagues who used the dashboard in the last 15 minutes.'),
    ).toBeInTheDocument();
  });

  it('is in Hindi', async () => {
    useTestLocale('hi');
    stubApi(() => Response.json(PROFILE));
    renderDashboard('/dashboard/Profile', ROUTES);
    expect(await screen.findByRole('heading', { name: 'परिचय' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'मेरी प्रोफ़ाइल' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'पोस्ट' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'जिन्हें आप जानते होंगे' })).toBeInTheDocument();
    expect(screen.getByText('नहीं दिया गया')).toBeInTheDocument();
    expect(screen.getByText('केंद्र स्टाफ, Demo Centre (D1)')).toBeInTheDocument();
    expect(screen.getByText(/^आप, /)).toBeInTheDocument();
    expect(screen.getByText('अभी कोई और सक्रिय नहीं है।')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'प्रकाशित करें' })).toBeInTheDocument();
    expect(screen.getByText('500 में से 0 अक्षर')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'फ़ोन और परिचय संपादित करें' }));
    expect(screen.getByLabelText('फ़ोन (वैकल्पिक)')).toBeInTheDocument();
    expect(screen.getByLabelText('संक्षिप्त परिचय (वैकल्पिक)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'सहेजें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'रद्द करें' })).toBeInTheDocument();
  });
});
