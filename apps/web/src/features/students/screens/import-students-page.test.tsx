import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ImportStudentsPage } from './import-students-page';
import { HEAD_OFFICE, renderDashboard, stubApi } from '../../../test/dashboard';
import { useTestLocale } from '../../../test/i18n';

const ROUTES = [{ path: 'ImportStudents', element: <ImportStudentsPage /> }];
const csv = (text: string) => new File([text], 'students.csv', { type: 'text/csv' });

afterEach(() => vi.unstubAllGlobals());

/** The requests other than the centre's affiliation (which the screen reads to say why it is blocked). */
const sent = (fetch: ReturnType<typeof stubApi>) =>
  fetch.mock.calls.filter(([url]) => !String(url).startsWith('/api/dashboard/affiliations/'));

describe('Import students page', () => {
  it('links the template and asks for a file before sending', async () => {
    const fetch = stubApi(() => Response.json({ imported: 0, failed: [] }));
    const user = userEvent.setup();
    renderDashboard('/dashboard/ImportStudents', ROUTES);
    expect(screen.getByRole('link', { name: 'CSV template' })).toHaveAttribute(
      'href',
      '/api/dashboard/students/import-template.csv',
    );
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(screen.getByLabelText('CSV file')).toHaveAccessibleDescription(
      expect.stringContaining('Choose a CSV file'),
    );
    expect(screen.getByLabelText('CSV file')).toHaveFocus();
    expect(sent(fetch)).toEqual([]);
  });

  it("checks the chosen file in the page's language before sending it", async () => {
    useTestLocale('hi');
    const fetch = stubApi(() => Response.json({ imported: 0, failed: [] }));
    const user = userEvent.setup({ applyAccept: false });
    renderDashboard('/dashboard/ImportStudents', ROUTES);
    const field = screen.getByLabelText('CSV फ़ाइल');
    await user.upload(field, new File(['x'], 'students.txt', { type: 'text/plain' }));
    await user.click(screen.getByRole('button', { name: 'आयात करें' }));
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining('फ़ाइल CSV फ़ाइल (.csv) होनी चाहिए'),
    );
    expect(sent(fetch)).toEqual([]);
  });

  it('uploads the file and reports what was imported and which rows failed', async () => {
    const fetch = stubApi(() =>
      Response.json({
        imported: 3,
        failed: [
          { row: 4, errors: { adhar: ['Enter a valid 12-digit Aadhaar number'] } },
          {
            row: 7,
            errors: { firstname: ['First Name is required'], dob: ['Enter a valid date of birth'] },
          },
        ],
      }),
    );
    const user = userEvent.setup();
    renderDashboard('/dashboard/ImportStudents', ROUTES);
    const file = csv('firstname,lastname\nAsha,Kumari\n');
    await user.upload(screen.getByLabelText('CSV file'), file);
    await user.click(screen.getByRole('button', { name: 'Import' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Imported 3 students. 2 rows were not imported.',
    );
    const [url, init] = sent(fetch)[0]!;
    expect(String(url)).toBe('/api/dashboard/students/import');
    expect((init?.body as FormData).get('file')).toBeInstanceOf(File);
    const table = screen.getByRole('table');
    expect(within(table).getByRole('row', { name: /^4/ })).toHaveTextContent(
      'Aadhaar No: Enter a valid 12-digit Aadhaar number',
    );
    const row7 = within(table).getByRole('row', { name: /^7/ });
    expect(row7).toHaveTextContent('First Name: First Name is required');
    expect(row7).toHaveTextContent('Date of Birth: Enter a valid date of birth');
  });

  it("shows each row's messages as the server answers them in the page's language", async () => {
    useTestLocale('hi');
    // The server answers in the language the request names (decision 0032), whatever the text.
    const fetch = stubApi(() =>
      Response.json({
        imported: 1,
        failed: [
          {
            row: 5,
            errors: {
              adhar: ['यही आधार संख्या, कोर्स और विकल्प इस फ़ाइल की पंक्ति 4 में पहले से हैं।'],
            },
          },
        ],
      }),
    );
    const user = userEvent.setup();
    renderDashboard('/dashboard/ImportStudents', ROUTES);
    await user.upload(screen.getByLabelText('CSV फ़ाइल'), csv('firstname\nAsha\n'));
    await user.click(screen.getByRole('button', { name: 'आयात करें' }));
    expect(await screen.findByRole('status')).toHaveTextContent('1 छात्र आयात किए गए।');
    const init = sent(fetch)[0]![1]!;
    expect(new Headers(init.headers).get('accept-language')).toMatch(/^hi/);
    expect(within(screen.getByRole('table')).getByRole('row', { name: /^5/ })).toHaveTextContent(
      'आधार संख्या: यही आधार संख्या, कोर्स और विकल्प इस फ़ाइल की पंक्ति 4 में पहले से हैं।',
    );
  });

  it('shows the server’s message about the file when the upload is refused', async () => {
    stubApi(() =>
      Response.json(
        {
          code: 'VALIDATION_ERROR',
          message: 'Invalid',
          fieldErrors: { file: ['The header row does not match the template'] },
        },
        { status: 400 },
      ),
    );
    const user = userEvent.setup();
    renderDashboard('/dashboard/ImportStudents', ROUTES);
    await user.upload(screen.getByLabelText('CSV file'), csv('a,b\n1,2\n'));
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to import students. Please try again.',
    );
    expect(screen.getByLabelText('CSV file')).toHaveAccessibleDescription(
      expect.stringContaining('The header row does not match the template'),
    );
  });

  it('lets head office choose the centre the students join', async () => {
    const fetch = stubApi(({ url }) =>
      url.pathname === '/api/dashboard/centres'
        ? Response.json([
            { id: 1, code: 'MAIN', name: 'Head Office', status: 'active' },
            { id: 2, code: 'DEMO01', name: 'Demo Centre, Patna', status: 'active' },
          ])
        : Response.json({ imported: 1, failed: [] }),
    );
    const user = userEvent.setup();
    renderDashboard('/dashboard/ImportStudents', ROUTES, HEAD_OFFICE);
    const centre = await screen.findByLabelText('Centre');
    expect(centre).toHaveValue('1');
    await user.selectOptions(centre, '2');
    await user.upload(screen.getByLabelText('CSV file'), csv('firstname\nAsha\n'));
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Imported 1 student.');
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect((post[1]?.body as FormData).get('centreId')).toBe('2');
  });
});
