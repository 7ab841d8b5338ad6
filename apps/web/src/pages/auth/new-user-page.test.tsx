import type { Application } from '@institute/shared/applications';
import type { SessionUser } from '@institute/shared/auth';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { NewUserPage } from './new-user-page';
import { testQueryClient } from '../../test/dashboard';
import { useTestLocale } from '../../test/i18n';

const USER: SessionUser = {
  id: 9,
  name: 'Sunita Yadav',
  email: 'sunita@example.com',
  role: 'registered',
  centreId: null,
  registrationNumber: null,
};

const CENTRES = [
  { id: 2, code: 'PAT01', name: 'Patna Centre' },
  { id: 3, code: 'GAY01', name: 'Gaya Centre' },
];

const APPLICATION: Application = {
  id: 41,
  status: 'submitted',
  centre: CENTRES[0]!,
  firstname: 'Sunita',
  lastname: 'Yadav',
  dob: '2002-08-19',
  email: USER.email,
  state: 'Uttar Pradesh',
  district: 'Varanasi',
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
  address: 'Lanka, Varanasi',
  presentaddress: 'Lanka, Varanasi',
  photo: '/api/applications/mine/files/photo?v=5',
  signature: null,
  marksheet: null,
  staffMessage: null,
  registrationNumber: null,
  applicant: { name: USER.name, email: USER.email },
  submittedAt: '2026-11-20T10:00:00.000Z',
  reviewedAt: null,
  updatedAt: '2026-11-20T10:00:00.000Z',
};

interface Call {
  path: string;
  method: string;
  body: unknown;
}

/** Answers the API: my application (changeable), the centres, and whatever a test adds. */
function stubApi(
  application: Application | null,
  extra: (call: Call) => Response | undefined = () => undefined,
) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const call = { path: url.pathname, method: init?.method ?? 'GET', body: init?.body };
      calls.push(call);
      const answer = extra(call);
      if (answer) return answer;
      if (url.pathname === '/api/applications/mine' && call.method === 'GET') {
        return Response.json({ application });
      }
      if (url.pathname === '/api/applications/centres') return Response.json(CENTRES);
      return Response.json({ code: 'NOT_FOUND', message: 'Not found' }, { status: 404 });
    }),
  );
  return calls;
}

function renderPage(user: SessionUser = USER) {
  const queryClient = testQueryClient();
  const router = createMemoryRouter(
    [
      { id: 'newuser', path: '/newuser', loader: () => ({ user }), element: <NewUserPage /> },
      { path: '/login', element: <p>sign-in page</p> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: ['/newuser'], hydrationData: { loaderData: { newuser: { user } } } },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
});
afterEach(() => vi.unstubAllGlobals());

describe('/newuser', () => {
  it('without an application: the application form, with the Add Student messages and the centres', async () => {
    const calls = stubApi(null);
    renderPage();
    const form = await screen.findByRole('form', { name: 'Admission application' });
    const centre = within(form).getByLabelText(/^Centre/);
    expect(within(centre).getByRole('option', { name: 'Gaya Centre (GAY01)' })).toBeInTheDocument();
    expect(within(form).queryByLabelText(/^Email/)).not.toBeInTheDocument();
    expect(form).toHaveTextContent(USER.email);
    await userEvent.click(within(form).getByRole('button', { name: 'Submit application' }));
    expect(await within(form).findByText('First Name is required')).toBeInTheDocument();
    expect(within(form).getByText('Aadhaar No is required')).toBeInTheDocument();
    expect(within(form).getByText('Choose a centre')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('submitted: the status and what happens next, and a confirmed withdrawal', async () => {
    const calls = stubApi(APPLICATION, (call) =>
      call.path === '/api/applications/mine/withdraw'
        ? Response.json({ ...APPLICATION, status: 'withdrawn' })
        : undefined,
    );
    renderPage();
    const panel = await screen.findByRole('region', {
      name: 'Your application: Waiting for review',
    });
    expect(panel).toHaveTextContent('1-Month Certificate Course');
    expect(panel).toHaveTextContent('Patna Centre (PAT01)');
    expect(panel).toHaveTextContent('20 November 2026');
    expect(panel).toHaveTextContent('What happens next');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Withdraw application' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Withdraw' }));
    expect(
      await screen.findByRole('region', { name: 'You withdrew your application' }),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/api/applications/mine/withdraw',
    ]);
  });

  it('correction requested: the staff message and the form filled in, sent again with PUT', async () => {
    const message = 'Please upload your signature.';
    const calls = stubApi(
      { ...APPLICATION, status: 'correction_requested', staffMessage: message },
      (call) =>
        call.method === 'PUT'
          ? Response.json({ ...APPLICATION, staffMessage: message })
          : undefined,
    );
    renderPage();
    const panel = await screen.findByRole('region', {
      name: 'Your application needs a correction',
    });
    expect(panel).toHaveTextContent(message);
    const form = await screen.findByRole('form', { name: 'Admission application' });
    expect(within(form).getByLabelText(/^First Name/)).toHaveValue('Sunita');
    expect(within(form).getByLabelText(/^Centre/)).toHaveValue('2');
    expect(within(form).getByRole('img', { name: 'The photo you sent' })).toHaveAttribute(
      'src',
      APPLICATION.photo,
    );
    await userEvent.clear(within(form).getByLabelText(/^District/));
    await userEvent.type(within(form).getByLabelText(/^District/), 'Chandauli');
    await userEvent.click(within(form).getByRole('button', { name: 'Send corrected application' }));
    expect(
      await screen.findByRole('region', { name: 'Your application: Waiting for review' }),
    ).toBeInTheDocument();
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(put.path).toBe('/api/applications/mine');
    const body = put.body as FormData;
    expect(body.get('district')).toBe('Chandauli');
    expect(body.get('centreId')).toBe('2');
    expect(body.get('courseOption')).toBe('RV01001');
    expect(body.get('email')).toBeNull();
    expect(body.get('photo')).toBeNull();
  });

  it('rejected: the reason, and applying again with the form filled in', async () => {
    const reason = 'The Aadhaar number does not match.';
    stubApi({ ...APPLICATION, status: 'rejected', staffMessage: reason });
    renderPage();
    const panel = await screen.findByRole('region', { name: 'Your application was not accepted' });
    expect(panel).toHaveTextContent(reason);
    await userEvent.click(within(panel).getByRole('button', { name: 'Apply again' }));
    const form = await screen.findByRole('form', { name: 'Admission application' });
    expect(within(form).getByLabelText(/^Last Name/)).toHaveValue('Yadav');
    expect(within(form).getByRole('button', { name: 'Submit application' })).toBeInTheDocument();
  });

  it('approved: the registration number, prominently, and signing in with it', async () => {
    const calls = stubApi(
      { ...APPLICATION, status: 'approved', registrationNumber: 'RV2026000042' },
      (call) =>
        call.path === '/api/logout' ? Response.json({ message: 'Signed out' }) : undefined,
    );
    const router = renderPage();
    expect(await screen.findByTestId('registration-number')).toHaveTextContent('RV2026000042');
    expect(screen.getByRole('link', { name: 'Go to my profile' })).toHaveAttribute(
      'href',
      '/dashboard/student/RV2026000042',
    );
    await userEvent.click(
      screen.getByRole('button', { name: 'Sign in with your registration number' }),
    );
    expect(await screen.findByText('sign-in page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(calls.some((call) => call.path === '/api/logout' && call.method === 'POST')).toBe(true);
  });

  it('a student (added by a centre) sees their number without asking for an application', async () => {
    const calls = stubApi(null);
    renderPage({ ...USER, role: 'student', registrationNumber: 'RV2026000007' });
    expect(await screen.findByTestId('registration-number')).toHaveTextContent('RV2026000007');
    expect(calls.some((call) => call.path === '/api/applications/mine')).toBe(false);
  });

  it('in Hindi: the welcome and the application form, its list words shown in Hindi', async () => {
    useTestLocale('hi');
    stubApi(null);
    renderPage();
    expect(
      screen.getByRole('heading', { level: 1, name: 'स्वागत है, Sunita Yadav' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'प्रवेश के लिए आवेदन करें' })).toBeInTheDocument();
    const form = await screen.findByRole('form', { name: 'प्रवेश आवेदन' });
    expect(within(form).getByRole('group', { name: 'व्यक्तिगत विवरण' })).toBeInTheDocument();
    expect(within(form).getByLabelText(/^पहला नाम/)).toBeInTheDocument();
    // The stored value stays English; the words shown are Hindi.
    expect(within(form).getByRole('option', { name: 'महिला' })).toHaveValue('Female');
    await userEvent.click(within(form).getByRole('button', { name: 'आवेदन जमा करें' }));
    expect(within(form).getByLabelText(/^केंद्र/)).toHaveAccessibleDescription(/केंद्र चुनें$/);
  });

  it('in Hindi: a sent application waits for review, with its date in Hindi', async () => {
    useTestLocale('hi');
    stubApi(APPLICATION);
    renderPage();
    const panel = await screen.findByRole('region', {
      name: 'आपका आवेदन: समीक्षा की प्रतीक्षा में',
    });
    expect(panel).toHaveTextContent('आगे क्या होगा');
    expect(panel).toHaveTextContent('Patna Centre के कर्मचारी आपके विवरण और दस्तावेज़ जाँचते हैं।');
    expect(panel).toHaveTextContent('20 नवंबर 2026');
    expect(within(panel).getByRole('button', { name: 'आवेदन वापस लें' })).toBeInTheDocument();
  });
});
