import type { CourseFeeItem } from '@institute/shared/accounts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { HEAD_OFFICE, polyfillDialog, renderDashboard, stubApi } from '../../../test/dashboard';
import { CourseFeesPage } from './course-fees-page';
import { useTestLocale } from '../../../test/i18n';

beforeAll(polyfillDialog);
afterEach(() => vi.unstubAllGlobals());

const COURSES: CourseFeeItem[] = [
  {
    courseCode: '9',
    courseName: '3-Months Certificate Course',
    registrationFeePaise: 20_000,
    certificateFeePaise: 15_000,
    courseFeePaise: 600_000,
    instalments: [],
    updatedAt: null,
  },
  {
    courseCode: '4',
    courseName: 'ADCA',
    registrationFeePaise: 30_000,
    certificateFeePaise: 25_000,
    courseFeePaise: 1_200_000,
    instalments: [
      { afterDays: 0, amountPaise: 600_000 },
      { afterDays: 90, amountPaise: 600_000 },
    ],
    updatedAt: null,
  },
];

const route = [{ path: 'CourseFees', element: <CourseFeesPage /> }];
const courseNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

describe('Course fees', () => {
  it('lists the fees of each course and sorts them by a column', async () => {
    stubApi(() => Response.json(COURSES));
    renderDashboard('/dashboard/CourseFees', route, HEAD_OFFICE);
    const table = await screen.findByRole('table', { name: 'Course fees' });
    expect(within(table).getByRole('cell', { name: '₹12,000.00' })).toBeInTheDocument();
    expect(
      within(table).getByRole('cell', { name: '₹6,000.00 at admission; ₹6,000.00 after 90 days' }),
    ).toBeInTheDocument();
    expect(courseNames()).toEqual(['3-Months Certificate Course (9)', 'ADCA (4)']);
    await userEvent.click(within(table).getByRole('button', { name: 'Course fee' }));
    await userEvent.click(within(table).getByRole('button', { name: 'Course fee' }));
    expect(courseNames()).toEqual(['ADCA (4)', '3-Months Certificate Course (9)']);
  });

  it('checks each fee and instalment with the messages of the server, then sends paise', async () => {
    const fetch = stubApi(({ method }) =>
      method === 'GET' ? Response.json(COURSES) : Response.json(COURSES[0]),
    );
    renderDashboard('/dashboard/CourseFees', route, HEAD_OFFICE);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Edit fees of 3-Months Certificate Course' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Fees of 3-Months Certificate Course' });
    await userEvent.clear(within(dialog).getByLabelText('Registration fee (₹)'));
    await userEvent.type(within(dialog).getByLabelText('Registration fee (₹)'), 'two hundred');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add instalment' }));
    await userEvent.type(within(dialog).getByLabelText('Instalment 1: amount (₹)'), '1000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save fees' }));
    expect(within(dialog).getByLabelText('Registration fee (₹)')).toHaveAccessibleDescription(
      'Enter an amount in rupees, e.g. 1250 or 1250.50',
    );
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'The instalments must add up to the course fee',
    );
    expect(fetch.mock.calls.every(([, init]) => (init?.method ?? 'GET') === 'GET')).toBe(true);

    await userEvent.clear(within(dialog).getByLabelText('Registration fee (₹)'));
    await userEvent.type(within(dialog).getByLabelText('Registration fee (₹)'), '250');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add instalment' }));
    expect(within(dialog).getByLabelText('Instalment 2: due after days')).toHaveValue('30');
    await userEvent.type(within(dialog).getByLabelText('Instalment 2: amount (₹)'), '5000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save fees' }));
    await vi.waitFor(() =>
      expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true),
    );
    const [url, init] = fetch.mock.calls.find(([, i]) => i?.method === 'PUT')!;
    expect(String(url)).toBe('/api/dashboard/accounts/course-fees/9');
    expect(JSON.parse(String(init!.body))).toEqual({
      registrationFeePaise: 25_000,
      certificateFeePaise: 15_000,
      courseFeePaise: 600_000,
      instalments: [
        { afterDays: 0, amountPaise: 100_000 },
        { afterDays: 30, amountPaise: 500_000 },
      ],
    });
  });

  it('is in Hindi for a Hindi user: the table, the instalments and the fee form', async () => {
    useTestLocale('hi');
    stubApi(() => Response.json(COURSES));
    renderDashboard('/dashboard/CourseFees', route, HEAD_OFFICE);
    expect(screen.getByRole('heading', { name: 'कोर्स शुल्क', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'राशि जमा करें पर वापस जाएँ' })).toHaveAttribute(
      'href',
      '/dashboard/AddAccount',
    );
    const table = await screen.findByRole('table', { name: 'कोर्स शुल्क' });
    expect(within(table).getByRole('button', { name: 'पंजीकरण शुल्क' })).toBeInTheDocument();
    expect(
      within(table).getByRole('cell', { name: '₹6,000.00 प्रवेश के समय; ₹6,000.00 90 दिन बाद' }),
    ).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'पूरा शुल्क प्रवेश के समय' })).toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: 'ADCA का शुल्क बदलें' }));
    const dialog = screen.getByRole('dialog', { name: 'ADCA का शुल्क' });
    expect(within(dialog).getByLabelText('पंजीकरण शुल्क (₹)')).toHaveValue('300');
    expect(within(dialog).getByLabelText('किस्त 2: कितने दिन बाद देय')).toHaveValue('90');
    expect(within(dialog).getByRole('button', { name: 'किस्त 1 हटाएँ' })).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText('किस्त 2: कितने दिन बाद देय'));
    await userEvent.type(within(dialog).getByLabelText('किस्त 2: कितने दिन बाद देय'), '5000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'शुल्क सहेजें' }));
    expect(within(dialog).getByLabelText('किस्त 2: कितने दिन बाद देय')).toHaveAccessibleDescription(
      /0 से 3650 तक दिनों की संख्या लिखें/,
    );
  });
});
