import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { showToast } from '../../../lib/toast';
import { SeeAllStudentsPage } from './see-all-students-page';
import { HEAD_OFFICE, listItem, renderDashboard, stubApi } from '../../../test/dashboard';
import { useTestLocale } from '../../../test/i18n';

vi.mock('../../../lib/toast', () => ({ showToast: vi.fn() }));

const ROUTES = [{ path: 'SeeAllStudents', element: <SeeAllStudentsPage /> }];
const list = (items: unknown, total?: number) =>
  Response.json(items, {
    headers: total === undefined ? {} : { 'X-Total-Count': String(total) },
  });

const ASHA = listItem();
const RAVI = listItem({
  id: 8,
  registrationNumber: 'RV2026000124',
  firstname: 'Ravi',
  lastname: 'Kumar',
  courseName: '1-Year Diploma Course',
  course: '11',
  courseOption: null,
  adhar: 'XXXX XXXX 4321',
});

beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(showToast).mockClear();
  vi.useRealTimers();
});

describe('See All Students page', () => {
  it('says “Loading...”, then “No student data available.” for an empty list', async () => {
    stubApi(() => list([], 0));
    renderDashboard('/dashboard/SeeAllStudents', ROUTES);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByText('No student data available.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says “Unexpected data format” when the answer is not an array', async () => {
    stubApi(() => Response.json({ students: [ASHA] }));
    renderDashboard('/dashboard/SeeAllStudents', ROUTES);
    expect(await screen.findByRole('alert')).toHaveTextContent('Unexpected data format');
  });

  it('says “Error fetching data” when the request fails', async () => {
    stubApi(() => Response.json({ code: 'INTERNAL_ERROR', message: 'x' }, { status: 500 }));
    renderDashboard('/dashboard/SeeAllStudents', ROUTES);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error fetching data');
  });

  it('lists the students with the specification’s columns and their actions', async () => {
    stubApi(() => list([ASHA, RAVI], 2));
    renderDashboard('/dashboard/SeeAllStudents', ROUTES);
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Registration Number', 'Name', 'Course', 'Course Option', 'Aadhaar No', 'Actions']);
    const row = screen.getByRole('row', { name: /RV2026000123/ });
    expect(within(row).getAllByRole('cell')[0]).toHaveTextContent('Asha Kumari');
    expect(within(row).getByText('CERTIFICATE IN FUNDAMENTAL(RV01001)')).toBeInTheDocument();
    expect(within(row).getByText('XXXX XXXX 0124')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'View Details of Asha Kumari' })).toHaveAttribute(
      'href',
      '/dashboard/AddStudent/RV2026000123',
    );
    expect(within(row).getByRole('link', { name: 'Edit Asha Kumari' })).toHaveAttribute(
      'href',
      '/dashboard/EditStudent/RV2026000123',
    );
    expect(screen.getByText('Showing 1–2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/dashboard/students/export.csv',
    );
  });

  it('removes the row once the deletion is confirmed', async () => {
    let deleted = false;
    const fetch = stubApi(({ method, url }) => {
      if (url.pathname === '/api/dashboard/AddStudent/RV2026000123/registration-fee') {
        return Response.json({ paidPaise: 50_000 });
      }
      if (method === 'DELETE') {
        deleted = true;
        return Response.json({ message: 'Student deleted' });
      }
      return deleted ? list([RAVI], 1) : list([ASHA, RAVI], 2);
    });
    const user = userEvent.setup();
    renderDashboard('/dashboard/SeeAllStudents', ROUTES);
    await user.click(await screen.findByRole('button', { name: 'Delete Asha Kumari' }));

    // The row's button is the specification's Delete; what it does is said as it is: archive.
    const dialog = screen.getByRole('dialog', { name: 'Archive student?' });
    expect(dialog).toHaveTextContent('Archive Asha Kumari (RV2026000123)?');
    // What happens to the ₹500 the centre's wallet paid at admission, said plainly.
    expect(
      await within(dialog).findByText(
        "The registration fee of ₹500.00 the centre's wallet paid at admission is not refunded; restoring costs nothing.",
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));

    await vi.waitFor(() =>
      expect(screen.queryByRole('row', { name: /RV2026000123/ })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('row', { name: /RV2026000124/ })).toBeInTheDocument();
    // The toast says the same word as the dialog.
    expect(showToast).toHaveBeenCalledWith('Asha Kumari was archived.', 'success');
    expect(
      fetch.mock.calls.some(
        ([url, init]) =>
          init?.method === 'DELETE' && String(url) === '/api/dashboard/AddStudent/RV2026000123',
      ),
    ).toBe(true);
    expect(screen.getByRole('region', { name: 'Students' })).toHaveFocus();
  });

  it('keeps the row when the deletion fails, with a toast saying so', async () => {
    stubApi(({ method }) =>
      method === 'DELETE'
        ? Response.json({ code: 'INTERNAL_ERROR', message: 'x' }, { status: 500 })
        : list([ASHA, RAVI], 2),
    );
    const user = userEvent.setup();
    renderDashboard('/dashboard/SeeAllStudents', ROUTES);
    await user.click(await screen.findByRole('button', { name: 'Delete Asha Kumari' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Archive' }));
    await vi.waitFor(() =>
      expect(showToast).toHaveBeenCalledWith(
        'Could not archive Asha Kumari. Please try again.',
        'error',
      ),
    );
    expect(screen.getByRole('row', { name: /RV2026000123/ })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps search, sort and page in the address and asks the API for them', async () => {
    const fetch = stubApi(() => list([ASHA], 1234));
    const user = userEvent.setup();
    const { router } = renderDashboard('/dashboard/SeeAllStudents', ROUTES);
    expect(await screen.findByText('Showing 1–1 of 1,234')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'Asha');
    await vi.waitFor(() => expect(router.state.location.search).toBe('?q=Asha'));
    // One request for the finished word, not one per letter.
    await vi.waitFor(() =>
      expect(fetch.mock.calls.map(([url]) => String(url))).toContain(
        '/api/dashboard/AddStudent?q=Asha&pageSize=50',
      ),
    );
    expect(fetch.mock.calls.filter(([url]) => String(url).includes('q=A&'))).toHaveLength(0);

    const nameHeader = screen.getByRole('columnheader', { name: /Name/ });
    expect(nameHeader).not.toHaveAttribute('aria-sort');
    await user.click(within(nameHeader).getByRole('button'));
    expect(router.state.location.search).toBe('?q=Asha&sort=name&order=asc');
    // The navigation renders in a transition: the header follows a moment after the address.
    await vi.waitFor(() =>
      expect(screen.getByRole('columnheader', { name: /^Name/ })).toHaveAttribute(
        'aria-sort',
        'ascending',
      ),
    );

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(router.state.location.search).toBe('?q=Asha&sort=name&order=asc&page=2');
    await vi.waitFor(() =>
      expect(fetch.mock.calls.map(([url]) => String(url))).toContain(
        '/api/dashboard/AddStudent?q=Asha&sort=name&order=asc&page=2&pageSize=50',
      ),
    );
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/dashboard/students/export.csv?q=Asha&sort=name&order=asc',
    );
  });

  it('asks for the page after or before a row on Next and Previous, and by number otherwise', async () => {
    const fetch = stubApi(
      () =>
        new Response(JSON.stringify([ASHA]), {
          headers: {
            'content-type': 'application/json',
            'X-Total-Count': '1234',
            'X-Next-Cursor': 'k9',
            'X-Previous-Cursor': 'k1',
          },
        }),
    );
    const user = userEvent.setup();
    const { router } = renderDashboard('/dashboard/SeeAllStudents?page=3', ROUTES);
    expect(await screen.findByText('Showing 101–101 of 1,234')).toBeInTheDocument();
    expect(fetch.mock.calls.map(([url]) => String(url))).toContain(
      '/api/dashboard/AddStudent?page=3&pageSize=50',
    );

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(router.state.location.search).toBe('?page=4&after=k9');
    await vi.waitFor(() =>
      expect(fetch.mock.calls.map(([url]) => String(url))).toContain(
        '/api/dashboard/AddStudent?page=4&pageSize=50&after=k9',
      ),
    );
    expect(await screen.findByText('Showing 151–151 of 1,234')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(router.state.location.search).toBe('?page=3&before=k1');
    await vi.waitFor(() =>
      expect(fetch.mock.calls.map(([url]) => String(url))).toContain(
        '/api/dashboard/AddStudent?page=3&pageSize=50&before=k1',
      ),
    );

    // Sorting (any change but the page's) starts again at page 1, without a cursor.
    await user.click(
      within(screen.getByRole('columnheader', { name: /Name/ })).getByRole('button'),
    );
    expect(router.state.location.search).toBe('?sort=name&order=asc');
  });

  it('lets head office see archived students and restore them', async () => {
    const fetch = stubApi(({ url, method }) => {
      if (url.pathname === '/api/dashboard/centres') return Response.json([]);
      if (method === 'POST') return Response.json({ message: 'Restored' });
      return url.searchParams.get('archived') === 'only'
        ? list([{ ...RAVI, archivedAt: '2026-02-01T00:00:00.000Z' }], 1)
        : list([ASHA], 1);
    });
    const user = userEvent.setup();
    const { router } = renderDashboard('/dashboard/SeeAllStudents', ROUTES, HEAD_OFFICE);
    await screen.findByRole('row', { name: /RV2026000123/ });
    expect(screen.queryByRole('button', { name: /Restore/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: /Archived/ }));
    expect(router.state.location.search).toBe('?archived=only');
    await user.click(await screen.findByRole('button', { name: 'Restore Ravi Kumar' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Restore' }));
    await vi.waitFor(() =>
      expect(
        fetch.mock.calls.some(
          ([url, init]) =>
            init?.method === 'POST' &&
            String(url) === '/api/dashboard/AddStudent/RV2026000124/restore',
        ),
      ).toBe(true),
    );
    expect(showToast).toHaveBeenCalledWith('Ravi Kumar was restored.', 'success');
  });

  it('hides the head-office filters from centre staff', async () => {
    stubApi(() => list([ASHA], 1));
    renderDashboard('/dashboard/SeeAllStudents', ROUTES);
    await screen.findByRole('table');
    expect(screen.queryByLabelText('Centre')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('offers centre staff the chosen course’s ID card sheets', async () => {
    stubApi(() => list([ASHA], 1));
    renderDashboard('/dashboard/SeeAllStudents?course=8', ROUTES);
    await screen.findByRole('table');
    expect(screen.getByRole('link', { name: 'ID cards of this course (Hindi)' })).toHaveAttribute(
      'href',
      '/api/dashboard/courses/8/id-cards?lang=hi',
    );
  });

  it('offers head office the course’s ID card sheets only for one centre', async () => {
    stubApi(() => list([ASHA], 1));
    const { router } = renderDashboard('/dashboard/SeeAllStudents?course=8', ROUTES, HEAD_OFFICE);
    await screen.findByRole('table');
    expect(screen.queryByRole('link', { name: /ID cards of this course/ })).not.toBeInTheDocument();
    await router.navigate('/dashboard/SeeAllStudents?course=8&centreId=3');
    expect(
      await screen.findByRole('link', { name: 'ID cards of this course (English)' }),
    ).toHaveAttribute('href', '/api/dashboard/courses/8/id-cards?lang=en&centreId=3');
  });

  it('shows the list, its columns, actions and pages in Hindi', async () => {
    useTestLocale('hi');
    stubApi(() => list([ASHA, RAVI], 2));
    renderDashboard('/dashboard/SeeAllStudents', ROUTES);
    expect(screen.getByRole('heading', { name: 'सभी छात्र देखें' })).toBeInTheDocument();
    expect(screen.getByText('लोड हो रहा है...')).toBeInTheDocument();
    const table = await screen.findByRole('table', {
      name: 'छात्र, पंजीकरण संख्या के अनुसार, अवरोही क्रम में',
    });
    expect(within(table).getByRole('columnheader', { name: /आधार संख्या/ })).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'विवरण देखें (Asha Kumari)' })).toHaveAttribute(
      'href',
      '/dashboard/AddStudent/RV2026000123',
    );
    expect(within(table).getByRole('button', { name: 'हटाएँ (Ravi Kumar)' })).toBeInTheDocument();
    expect(screen.getByRole('search', { name: 'छात्र खोजें' })).toBeInTheDocument();
    expect(screen.getByText('2 में से 1–2 दिखाए जा रहे हैं')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'छात्र आयात करें' })).toHaveAttribute(
      'href',
      '/dashboard/ImportStudents',
    );
  });
});
