import type { EditableCourse } from '@institute/shared/content/courses';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { HEAD_OFFICE, polyfillDialog, renderDashboard, stubApi } from '../../../test/dashboard';
import { useTestLocale } from '../../../test/i18n';
import { CourseCataloguePage } from './course-catalogue-page';

const COURSES: EditableCourse[] = [
  {
    code: '16',
    name: 'DCA',
    durationMonths: 6,
    position: 0,
    retired: false,
    version: 1,
    studentCount: 3,
    inUse: true,
    options: [{ code: 'RV01', name: 'OFFICE', label: 'OFFICE(RV01)', studentCount: 3 }],
    fees: null,
  },
  {
    code: 'TALLY6',
    name: 'Tally',
    durationMonths: 1,
    position: 1,
    retired: true,
    version: 1,
    studentCount: 0,
    inUse: false,
    options: [],
    fees: null,
  },
];

function open() {
  stubApi(() => Response.json(COURSES));
  renderDashboard(
    '/dashboard/Courses',
    [{ path: 'Courses', element: <CourseCataloguePage /> }],
    HEAD_OFFICE,
  );
}

beforeAll(polyfillDialog);
afterEach(() => vi.unstubAllGlobals());

describe('the course catalogue', () => {
  it('lists the courses in English', async () => {
    open();
    const table = await screen.findByRole('table', { name: 'Courses' });
    expect(within(table).getByText('6 months')).toBeInTheDocument();
    expect(within(table).getByText('1 option')).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Retire DCA' })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Delete Tally' })).toBeInTheDocument();
  });

  it('names a shipped course in Hindi; its form edits the English name, marked as English', async () => {
    useTestLocale('hi');
    const shipped = {
      ...COURSES[1]!,
      code: '8',
      name: '1-Month Certificate Course',
      retired: false,
    };
    // The course's certificate exam setting is not read here (its own tests).
    stubApi(({ url }) =>
      url.pathname === '/api/dashboard/content/courses'
        ? Response.json([shipped])
        : new Response(null, { status: 404 }),
    );
    renderDashboard(
      '/dashboard/Courses',
      [{ path: 'Courses', element: <CourseCataloguePage /> }],
      HEAD_OFFICE,
    );
    const table = await screen.findByRole('table', { name: 'कोर्स' });
    expect(within(table).getAllByText('1 महीने का सर्टिफ़िकेट कोर्स')[0]).toBeInTheDocument();
    expect(
      within(table).getByRole('button', { name: 'बंद करें (1 महीने का सर्टिफ़िकेट कोर्स)' }),
    ).toBeInTheDocument();
    expect(within(table).queryByText(/Certificate/)).toBeNull();
    await userEvent.click(within(table).getByRole('button', { name: /^संपादित करें/ }));
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByLabelText('कोर्स का नाम (अंग्रेज़ी में)');
    expect(name).toHaveAttribute('lang', 'en');
    expect(name).toHaveValue('1-Month Certificate Course');
    expect(within(dialog).getByText('हिंदी पेजों पर: 1 महीने का सर्टिफ़िकेट कोर्स')).toBeVisible();
  });

  it('lists the courses and asks for a new one in Hindi', async () => {
    useTestLocale('hi');
    open();
    const table = await screen.findByRole('table', { name: 'कोर्स' });
    expect(screen.getByRole('heading', { level: 1, name: 'कोर्स' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'अवधि' })).toBeInTheDocument();
    expect(within(table).getByText('6 महीने')).toBeInTheDocument();
    expect(within(table).getByText('1 महीना')).toBeInTheDocument();
    expect(within(table).getByText('खुला')).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'बंद करें (DCA)' })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'फिर से खोलें (Tally)' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'कोर्स शुल्क' })).toHaveAttribute(
      'href',
      '/dashboard/CourseFees',
    );

    await userEvent.click(screen.getByRole('button', { name: 'कोर्स जोड़ें' }));
    const dialog = await screen.findByRole('dialog', { name: 'कोर्स जोड़ें' });
    expect(within(dialog).getByLabelText(/^कोर्स का नाम/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^अवधि \(महीनों में\)/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'विकल्प जोड़ें' }));
    expect(within(dialog).getByLabelText('विकल्प 1: कोड')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'हटाएँ (विकल्प 1)' })).toBeInTheDocument();
  });
});
