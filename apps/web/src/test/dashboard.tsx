import { COURSES } from '@institute/shared/catalogue';
import type { ReferenceData } from '@institute/shared/reference';
import { CATEGORIES, GENDERS, MARITAL_STATUSES, STATES } from '@institute/shared/reference-lists';
import { CATALOGUE_KEY } from '../lib/catalogue';
import { STUDENT_COURSE_FEES_KEY } from '../features/students/students-api';
import type { SessionUser } from '@institute/shared/auth';
import type { StudentListItem, StudentRecord } from '@institute/shared/student';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';

export const STAFF: SessionUser = {
  id: 2,
  name: 'Demo Staff',
  email: 'staff@demo.example.com',
  role: 'centre_staff',
  centreId: 2,
  registrationNumber: null,
};

export const HEAD_OFFICE: SessionUser = { ...STAFF, id: 1, role: 'head_office', centreId: 1 };

export const RECORD: StudentRecord = {
  id: 7,
  registrationNumber: 'RV2026000123',
  firstname: 'Asha',
  lastname: 'Kumari',
  dob: '2004-03-21',
  email: 'asha@example.com',
  state: 'Bihar',
  district: 'Patna',
  course: '8',
  courseName: '1-Month Certificate Course',
  courseOption: 'CERTIFICATE IN FUNDAMENTAL(RV01001)',
  mothername: 'Sunita Devi',
  fathername: 'Ramesh Prasad',
  qualification: '12th',
  contactno: '9876543210',
  guardiancontact: '9123456780',
  adhar: '234567890124',
  gender: 'Female',
  category: 'OBC',
  religion: 'Hindu',
  maritalstatus: 'Single',
  address: 'Boring Road, Patna',
  presentaddress: 'Boring Road, Patna',
  photo: null,
  signature: null,
  marksheet: null,
  completionStatus: 'In progress',
  admissionDate: '2026-01-05',
  centre: { id: 2, code: 'DEMO01', name: 'Demo Centre, Patna' },
  archivedAt: null,
  createdAt: '2026-01-05T10:00:00.000Z',
  updatedAt: '2026-01-05T10:00:00.000Z',
};

export function listItem(overrides: Partial<StudentListItem> = {}): StudentListItem {
  return {
    id: RECORD.id,
    registrationNumber: RECORD.registrationNumber,
    firstname: RECORD.firstname,
    lastname: RECORD.lastname,
    course: RECORD.course,
    courseName: RECORD.courseName,
    courseOption: RECORD.courseOption,
    adhar: 'XXXX XXXX 0124',
    contactno: RECORD.contactno,
    admissionDate: RECORD.admissionDate,
    centre: RECORD.centre,
    archivedAt: null,
    ...overrides,
  };
}

type Handler = (request: {
  url: URL;
  method: string;
  body: unknown;
}) => Response | Promise<Response>;

/** Stubs fetch with one handler for every call; answers the mock to inspect the calls. */
export function stubApi(handler: Handler) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    return handler({ url, method: init?.method ?? 'GET', body: init?.body });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/**
 * A query client for tests, holding the catalogue a new installation starts with (the stored
 * catalogue that GET /api/reference answers), so forms need no stubbed answer for it.
 */
export function testQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const reference: ReferenceData = {
    courses: COURSES.map((course) => ({ ...course, options: [...course.options], retired: false })),
    states: [...STATES],
    genders: [...GENDERS],
    categories: [...CATEGORIES],
    maritalStatuses: [...MARITAL_STATUSES],
  };
  client.setQueryData(CATALOGUE_KEY, reference);
  // Every course with a course fee (Add Student warns of a fee of Rs 0: tests that want the
  // warning set a course's fee to 0).
  client.setQueryData(
    STUDENT_COURSE_FEES_KEY,
    COURSES.map((course) => ({
      courseCode: course.code,
      courseName: course.name,
      registrationFeePaise: 0,
      certificateFeePaise: 0,
      courseFeePaise: 500_000,
      instalments: [],
      updatedAt: null,
    })),
  );
  return client;
}

/** Renders a component inside a test query client (holding the seeded catalogue). */
export function renderWithClient(ui: ReactElement) {
  const client = testQueryClient();
  return render(ui, {
    wrapper: ({ children }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    ),
  });
}

/** Renders dashboard child routes under a '/dashboard' route whose loader answered the user. */
export function renderDashboard(path: string, children: RouteObject[], user: SessionUser = STAFF) {
  const queryClient = testQueryClient();
  const router = createMemoryRouter(
    [
      {
        id: 'dashboard',
        path: '/dashboard',
        loader: () => ({ user }),
        element: <Outlet />,
        children: [...children, { path: '*', element: <p>elsewhere</p> }],
      },
    ],
    { initialEntries: [path], hydrationData: { loaderData: { dashboard: { user } } } },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, queryClient };
}

/** jsdom has <dialog> but not its modal methods. */
export function polyfillDialog() {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
}
