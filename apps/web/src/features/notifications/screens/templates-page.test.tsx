import type { TemplateItem } from '@institute/shared/notifications';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HEAD_OFFICE, renderDashboard, stubApi } from '../../../test/dashboard';
import { useTestLocale } from '../../../test/i18n';
import { TemplatesPage } from './templates-page';

afterEach(() => vi.unstubAllGlobals());

const TEMPLATES: TemplateItem[] = [
  {
    kind: 'application-approved',
    title: 'Application approved',
    locale: 'en',
    subject: 'Your application is approved',
    body: 'Dear {name}, your registration number is {registrationNumber}.',
    edited: false,
    placeholders: ['name', 'registrationNumber'],
  },
  {
    kind: 'application-approved',
    title: 'Application approved',
    locale: 'hi',
    subject: 'आपका आवेदन स्वीकृत हुआ',
    body: 'प्रिय {name}, आपकी पंजीकरण संख्या {registrationNumber} है।',
    edited: true,
    placeholders: ['name', 'registrationNumber'],
  },
];

const route = [{ path: 'NotificationTemplates', element: <TemplatesPage /> }];

describe('TemplatesPage', () => {
  it('lists each e-mail in each language and edits its wording', async () => {
    stubApi(() => Response.json(TEMPLATES));
    renderDashboard('/dashboard/NotificationTemplates', route, HEAD_OFFICE);
    expect(screen.getByRole('heading', { name: 'Message templates' })).toBeInTheDocument();
    expect(
      screen.getByText(/Words in braces, such as \{name\}, are filled in/),
    ).toBeInTheDocument();
    const select = await screen.findByLabelText('Message', { selector: 'select' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Application approved (English)', 'Application approved (Hindi), edited']);
    expect(screen.getByLabelText('Subject')).toHaveValue('Your application is approved');
    expect(screen.getByLabelText('Message', { selector: 'textarea' })).toHaveAccessibleDescription(
      'Placeholders: {name}, {registrationNumber}',
    );
    expect(screen.getByRole('button', { name: 'Preview' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('is in Hindi for a Hindi user', async () => {
    useTestLocale('hi');
    stubApi(() => Response.json(TEMPLATES));
    renderDashboard('/dashboard/NotificationTemplates', route, HEAD_OFFICE);
    expect(screen.getByRole('heading', { name: 'संदेश टेम्पलेट', level: 1 })).toBeInTheDocument();
    expect(screen.getByText(/कोष्ठक में लिखे शब्द, जैसे \{name\},/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'भेजे गए संदेशों का लॉग' })).toHaveAttribute(
      'href',
      '/dashboard/Notifications',
    );
    const select = await screen.findByLabelText('संदेश', { selector: 'select' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['आवेदन स्वीकृत (अंग्रेज़ी)', 'आवेदन स्वीकृत (हिन्दी), बदला गया']);
    expect(screen.getByLabelText('विषय')).toHaveValue('Your application is approved');
    expect(screen.getByLabelText('संदेश', { selector: 'textarea' })).toHaveAccessibleDescription(
      'प्लेसहोल्डर: {name}, {registrationNumber}',
    );
    expect(screen.getByRole('button', { name: 'पूर्वावलोकन' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'सहेजें' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'पूर्वावलोकन' })).toBeInTheDocument();
    expect(screen.getByText('नमूना मानों के साथ संदेश देखने के लिए पूर्वावलोकन दबाएँ।')).toBeInTheDocument();
  });
});
