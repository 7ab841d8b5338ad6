import type { Application, ApplicationListItem } from '@institute/shared/applications';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { HEAD_OFFICE, polyfillDialog, renderDashboard, stubApi } from '../../../test/dashboard';
import { useTestLocale } from '../../../test/i18n';
import { ApplicationDetailPage } from './application-detail-page';
import { ManageApplicationPage } from './manage-application-page';

const APPLICATION: Application = {
  id: 41,
  status: 'submitted',
  centre: { id: 2, code: 'DEMO01', name: 'Demo Centre, Patna' },
  firstname: 'Sunita',
  lastname: 'Yadav',
  dob: '2002-08-19',
  email: 'sunita@example.com',
  state: 'Bihar',
  district: 'Patna',
  course: '8',
  courseName: '1-Month Certificate Course',
  courseOption: 'CERTIFICATE IN FUNDAMENTAL(RV01001)',
  mothername: 'Kamla Devi',
  fathername: 'Ram Yadav',
  qualification: '12th Pass',
  contactno: '9876501234',
  guardiancontact: '9876501235',
  adhar: '234123412346',
  gender: 'Female',
  category: 'OBC',
  religion: 'Hindu',
  maritalstatus: 'Single',
  address: 'Kankarbagh, Patna',
  presentaddress: 'Kankarbagh, Patna',
  photo: '/api/dashboard/applications/41/files/photo?v=5',
  signature: null,
  marksheet: '/api/dashboard/applications/41/files/marksheet?v=6',
  staffMessage: null,
  registrationNumber: null,
  applicant: { name: 'Sunita Yadav', email: 'sunita@example.com' },
  submittedAt: '2026-11-20T10:00:00.000Z',
  reviewedAt: null,
  updatedAt: '2026-11-20T10:00:00.000Z',
};

const ITEM: ApplicationListItem = {
  id: APPLICATION.id,
  status: APPLICATION.status,
  centre: APPLICATION.centre,
  firstname: APPLICATION.firstname,
  lastname: APPLICATION.lastname,
  course: APPLICATION.course,
  courseName: APPLICATION.courseName,
  courseOption: APPLICATION.courseOption,
  contactno: APPLICATION.contactno,
  applicant: APPLICATION.applicant,
  submittedAt: APPLICATION.submittedAt,
  registrationNumber: null,
};

const ROUTES = [
  { path: 'ManageApplication', element: <ManageApplicationPage /> },
  { path: 'ManageApplication/:id', element: <ApplicationDetailPage /> },
];

beforeAll(polyfillDialog);
afterEach(() => vi.unstubAllGlobals());

// Rendering the lazy dashboard screens takes a few seconds on a busy machine.
describe('Manage Application', { timeout: 20_000 }, () => {
  it('lists the waiting applications by default and filters by status', async () => {
    const fetch = stubApi(({ url }) =>
      Response.json(url.searchParams.get('status') === 'submitted' ? [ITEM] : []),
    );
    const { router } = renderDashboard('/dashboard/ManageApplication', ROUTES);
    const link = await screen.findByRole(
      'link',
      { name: 'Open the application of Sunita Yadav' },
      { timeout: 5000 },
    );
    expect(link).toHaveAttribute('href', '/dashboard/ManageApplication/41');
    expect(link).toHaveTextContent('Review');
    const row = link.closest('tr')!;
    expect(row).toHaveTextContent('sunita@example.com');
    expect(row).toHaveTextContent('1-Month Certificate Course');
    expect(row).toHaveTextContent('20 November 2026');
    expect(row).toHaveTextContent('Waiting for review');
    expect(String(fetch.mock.calls[0]![0])).toBe('/api/dashboard/applications?status=submitted');

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Rejected');
    expect(await screen.findByText('No applications with this status.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=rejected');
  });

  it('shows every field and the documents, and approves after confirmation', async () => {
    let approved = false;
    const fetch = stubApi(({ url, method }) => {
      if (method === 'POST' && url.pathname.endsWith('/approve')) {
        approved = true;
        return Response.json({
          message: 'Application approved. Registration number: RV2026000042',
          registrationNumber: 'RV2026000042',
          application: { ...APPLICATION, status: 'approved', registrationNumber: 'RV2026000042' },
        });
      }
      return Response.json(approved ? [] : APPLICATION);
    });
    renderDashboard('/dashboard/ManageApplication/41', ROUTES, HEAD_OFFICE);
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Application of Sunita Yadav' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    const aadhaar = screen.getByRole('rowheader', { name: 'Aadhaar No' }).closest('tr')!;
    expect(aadhaar).toHaveTextContent('234123412346');
    const photo = screen.getByRole('img', { name: /^Photo of Sunita Yadav/ });
    expect(photo).toHaveAttribute('src', APPLICATION.photo);
    expect(photo.closest('a')).toHaveAttribute('target', '_blank');
    expect(screen.getByText('No signature uploaded')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Open marksheet/ })).toHaveAttribute(
      'href',
      APPLICATION.marksheet,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog');
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(
      await screen.findByText('Application approved. Registration number: RV2026000042', {
        selector: 'div',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'RV2026000042' })).toHaveAttribute(
      'href',
      '/dashboard/AddStudent/RV2026000042',
    );
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it("dates an application sent at 04:25 India time with that day (the admission's day)", async () => {
    // 22:55 UTC on 27 November is 04:25 on the 28th in India.
    stubApi(() => Response.json({ ...APPLICATION, submittedAt: '2026-11-27T22:55:00.000Z' }));
    renderDashboard('/dashboard/ManageApplication/41', ROUTES);
    await screen.findByRole('heading', { name: 'Application of Sunita Yadav' }, { timeout: 5000 });
    const sent = screen.getByRole('rowheader', { name: 'Sent on' }).closest('tr')!;
    expect(sent).toHaveTextContent('28 November 2026');
  });

  it('asks for a correction only with a message the applicant will see', async () => {
    const posted: unknown[] = [];
    stubApi(({ url, method, body }) => {
      if (method !== 'POST') return Response.json(APPLICATION);
      posted.push(JSON.parse(String(body)));
      expect(url.pathname).toBe('/api/dashboard/applications/41/correction');
      return Response.json({
        ...APPLICATION,
        status: 'correction_requested',
        staffMessage: 'Upload your signature.',
      });
    });
    renderDashboard('/dashboard/ManageApplication/41', ROUTES);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Ask for correction' }, { timeout: 5000 }),
    );
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send to applicant' }));
    expect(within(dialog).getByText('Write what the applicant should correct')).toBeInTheDocument();
    expect(posted).toEqual([]);
    await userEvent.type(
      within(dialog).getByLabelText('Message for the applicant'),
      'Upload your signature.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send to applicant' }));
    expect(
      await screen.findByText('Correction requested. The applicant will see your message.', {
        selector: 'div',
      }),
    ).toBeInTheDocument();
    expect(posted).toEqual([{ message: 'Upload your signature.' }]);
    expect(screen.getByText('Correction asked for')).toBeInTheDocument();
  });

  it('lists the applications in Hindi', async () => {
    useTestLocale('hi');
    stubApi(() => Response.json([ITEM]));
    renderDashboard('/dashboard/ManageApplication', ROUTES);
    expect(screen.getByRole('heading', { name: 'आवेदन प्रबंधित करें' })).toBeInTheDocument();
    const status = screen.getByLabelText('स्थिति');
    expect(status).toHaveDisplayValue('समीक्षा की प्रतीक्षा में');
    expect(within(status).getByRole('option', { name: 'सभी आवेदन' })).toBeInTheDocument();
    const link = await screen.findByRole(
      'link',
      { name: 'Sunita Yadav का आवेदन खोलें' },
      { timeout: 5000 },
    );
    expect(link).toHaveTextContent('समीक्षा करें');
    expect(screen.getByRole('columnheader', { name: 'आवेदक' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'आवेदन: समीक्षा की प्रतीक्षा में' })).toBeInTheDocument();
  });

  it('shows one application and its review in Hindi', async () => {
    useTestLocale('hi');
    stubApi(() => Response.json(APPLICATION));
    renderDashboard('/dashboard/ManageApplication/41', ROUTES);
    expect(
      await screen.findByRole('heading', { name: 'Sunita Yadav का आवेदन' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('आवेदक का खाता: Sunita Yadav (sunita@example.com)')).toBeVisible();
    expect(screen.getByRole('link', { name: 'सूची पर वापस जाएँ' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'दस्तावेज़' })).toBeInTheDocument();
    const aadhaar = screen.getByRole('rowheader', { name: 'आधार संख्या' }).closest('tr')!;
    expect(aadhaar).toHaveTextContent('234123412346');
    expect(screen.getByRole('img', { name: /^Sunita Yadav की फ़ोटो/ })).toBeInTheDocument();
    expect(screen.getByText('कोई हस्ताक्षर अपलोड नहीं किया गया')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'सुधार माँगें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'अस्वीकार करें' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'स्वीकृत करें' }));
    const dialog = await screen.findByRole('dialog', { name: 'यह आवेदन स्वीकृत करें?' });
    expect(dialog).toHaveTextContent(
      'Sunita Yadav नई पंजीकरण संख्या के साथ Demo Centre, Patna में 1-Month Certificate Course के छात्र बन जाएँगे।',
    );
    expect(within(dialog).getByRole('button', { name: 'रद्द करें' })).toBeInTheDocument();
  });

  it('links the registration number of an approved application, in Hindi', async () => {
    useTestLocale('hi');
    stubApi(() =>
      Response.json({
        ...APPLICATION,
        status: 'approved',
        registrationNumber: 'RV2026000042',
        reviewedAt: '2026-11-21T10:00:00.000Z',
      }),
    );
    renderDashboard('/dashboard/ManageApplication/41', ROUTES);
    const link = await screen.findByRole('link', { name: 'RV2026000042' }, { timeout: 5000 });
    expect(link).toHaveAttribute('href', '/dashboard/AddStudent/RV2026000042');
    expect(link.closest('p')).toHaveTextContent(/को स्वीकृत। पंजीकरण संख्या RV2026000042$/);
    expect(screen.getByText('स्वीकृत')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'स्वीकृत करें' })).toBeNull();
  });
});
