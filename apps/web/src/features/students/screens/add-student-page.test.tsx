import { fireEvent, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CourseFeeItem } from '@institute/shared/course-fees';
import type { QueryClient } from '@tanstack/react-query';
import { AddStudentPage } from './add-student-page';
import { STUDENT_COURSE_FEES_KEY } from '../students-api';
import { HEAD_OFFICE, RECORD, renderDashboard, stubApi } from '../../../test/dashboard';
import { useTestLocale } from '../../../test/i18n';

const ROUTES = [{ path: 'AddStudent', element: <AddStudentPage /> }];
const field = (label: string) => screen.getByLabelText(label);

async function fillValidStudent(user: UserEvent) {
  await user.type(field('First Name'), 'Asha');
  await user.type(field('Last Name'), 'Kumari');
  fireEvent.change(field('Date of Birth'), { target: { value: '2004-03-21' } });
  await user.selectOptions(field('Gender'), 'Female');
  await user.type(field("Father's Name"), 'Ramesh Prasad');
  await user.type(field("Mother's Name"), 'Sunita Devi');
  await user.selectOptions(field('Category'), 'OBC');
  await user.type(field('Religion'), 'Hindu');
  await user.selectOptions(field('Marital Status'), 'Single');
  await user.type(field('Qualification'), '12th');
  await user.type(field('Aadhaar No'), '2345 6789 0124');
  await user.type(field('Contact No'), '9876543210');
  await user.type(field('Guardian Contact'), '9123456780');
  await user.type(field('Email'), 'asha@example.com');
  await user.selectOptions(field('State'), 'Bihar');
  await user.type(field('District'), 'Patna');
  await user.type(field('Permanent Address'), 'Boring Road, Patna');
  await user.type(field('Present Address'), 'Boring Road, Patna');
  await user.selectOptions(field('Course'), '8');
  await user.selectOptions(field('Course Option'), 'CERTIFICATE IN FUNDAMENTAL(RV01001)');
  await user.upload(field('Photo'), new File(['png'], 'photo.png', { type: 'image/png' }));
}

afterEach(() => vi.unstubAllGlobals());

describe('Add Student page', () => {
  it('reads “Adding...” while sending, then keeps every value and says so when it fails', async () => {
    let answer!: (response: Response) => void;
    const fetch = stubApi(() => new Promise<Response>((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    renderDashboard('/dashboard/AddStudent', ROUTES);
    expect(screen.getByRole('heading', { name: 'Add Student' })).toBeInTheDocument();
    await fillValidStudent(user);
    await user.click(screen.getByRole('button', { name: 'Add Student' }));

    const busy = await screen.findByRole('button', { name: 'Adding...' });
    expect(busy).toBeDisabled();
    // One save (the page also reads the centre's wallet, for the fee and balance shown first).
    const saves = fetch.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(saves).toHaveLength(1);
    const [url, init] = saves[0]!;
    expect(String(url)).toBe('/api/dashboard/AddStudent');
    expect(init?.method).toBe('POST');
    const body = init?.body as FormData;
    expect(body.get('firstname')).toBe('Asha');
    expect(body.get('adhar')).toBe('234567890124');
    expect(body.get('courseOption')).toBe('RV01001');
    expect(body.get('photo')).toBeInstanceOf(File);
    expect(body.has('signature')).toBe(false);
    expect(body.has('centreId')).toBe(false); // centre staff add to their own centre

    answer(Response.json({ code: 'INTERNAL_ERROR', message: 'Oops' }, { status: 500 }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to add student. Please try again.',
    );
    expect(screen.getByRole('button', { name: 'Add Student' })).toBeEnabled();
    expect(field('First Name')).toHaveValue('Asha');
    expect(field('Email')).toHaveValue('asha@example.com');
    expect(field('Course Option')).toHaveValue('CERTIFICATE IN FUNDAMENTAL(RV01001)');
    expect((field('Photo') as HTMLInputElement).files?.[0]?.name).toBe('photo.png');
  });

  it('shows the server’s field errors under their fields', async () => {
    stubApi(() =>
      Response.json(
        {
          code: 'VALIDATION_ERROR',
          message: 'Some fields are invalid',
          fieldErrors: { photo: ['The photo is not a JPEG, PNG or WebP image'] },
        },
        { status: 400 },
      ),
    );
    const user = userEvent.setup();
    renderDashboard('/dashboard/AddStudent', ROUTES);
    await fillValidStudent(user);
    await user.click(screen.getByRole('button', { name: 'Add Student' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to add student. Please try again.',
    );
    expect(field('Photo')).toHaveAccessibleDescription(
      expect.stringContaining('The photo is not a JPEG, PNG or WebP image'),
    );
    expect(field('Photo')).toHaveFocus();
  });

  it('clears every field and shows the new registration number on success', async () => {
    stubApi(() => Response.json(RECORD, { status: 201 }));
    const user = userEvent.setup();
    renderDashboard('/dashboard/AddStudent', ROUTES);
    await fillValidStudent(user);
    await user.click(screen.getByRole('button', { name: 'Add Student' }));

    const status = await screen.findByText('Student added. Registration number: RV2026000123');
    const banner = status.parentElement!;
    expect(within(banner).getByRole('link', { name: 'View Details' })).toHaveAttribute(
      'href',
      '/dashboard/AddStudent/RV2026000123',
    );
    for (const label of [
      'First Name',
      'Email',
      "Father's Name",
      'Aadhaar No',
      'State',
      'Course',
      'Permanent Address',
    ]) {
      expect(field(label)).toHaveValue('');
    }
    expect(field('Course Option')).toBeDisabled();
    expect((field('Photo') as HTMLInputElement).files).toHaveLength(0);

    await user.click(within(banner).getByRole('button', { name: 'Add another' }));
    expect(screen.queryByText(/Student added/)).not.toBeInTheDocument();
    expect(field('First Name')).toHaveFocus();
  });

  it('offers the running batches of the course with free places and enrols the new student in the one chosen', async () => {
    const batch = (id: number, values: Record<string, unknown>) => ({
      id,
      centreId: 3,
      centreName: 'Patna',
      name: `Batch ${id}`,
      course: '8',
      courseName: '1-Month Certificate Course',
      courseOption: null,
      startDate: '2026-01-01',
      endDate: '2099-12-31',
      weekdays: ['Mon', 'Wed'],
      startTime: '09:00',
      endTime: '10:30',
      room: 'Lab',
      teacherUserId: null,
      teacherName: null,
      capacity: 10,
      enrolled: 4,
      ...values,
    });
    const fetch = stubApi(({ url, method }) => {
      if (url.pathname === '/api/dashboard/batches')
        return Response.json([
          batch(1, { name: 'Morning' }),
          batch(2, { name: 'Full', enrolled: 10 }),
          batch(3, { name: 'Ended', endDate: '2020-01-31' }),
          batch(4, { name: 'Other course', course: '9' }),
        ]);
      if (url.pathname === '/api/dashboard/batches/1/enrolments' && method === 'POST')
        return Response.json({}, { status: 200 });
      return Response.json(RECORD, { status: 201 });
    });
    const user = userEvent.setup();
    renderDashboard('/dashboard/AddStudent', ROUTES);
    await fillValidStudent(user);
    const choice = await screen.findByRole('combobox', { name: 'Batch (optional)' });
    expect(
      within(choice)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['No batch for now', 'Morning: Mon, Wed 09:00–10:30 (6 places free)']);
    await user.selectOptions(choice, '1');
    await user.click(screen.getByRole('button', { name: 'Add Student' }));

    expect(
      await screen.findByText('Student added. Registration number: RV2026000123'),
    ).toBeVisible();
    const enrolment = fetch.mock.calls.find(([url]) =>
      String(url).endsWith('/batches/1/enrolments'),
    );
    expect(JSON.parse(String(enrolment?.[1]?.body))).toEqual({
      registrationNumbers: ['RV2026000123'],
    });
  });

  it('lets head office choose the centre', async () => {
    const fetch = stubApi(({ url }) =>
      url.pathname === '/api/dashboard/centres'
        ? Response.json([
            { id: 1, code: 'MAIN', name: 'Head Office', status: 'active' },
            { id: 2, code: 'DEMO01', name: 'Demo Centre, Patna', status: 'active' },
          ])
        : Response.json(RECORD, { status: 201 }),
    );
    const user = userEvent.setup();
    renderDashboard('/dashboard/AddStudent', ROUTES, HEAD_OFFICE);
    const centre = await screen.findByLabelText('Centre');
    expect(centre).toHaveValue('1');
    await user.selectOptions(centre, '2');
    await fillValidStudent(user);
    await user.click(screen.getByRole('button', { name: 'Add Student' }));
    await screen.findByText(/Student added/);
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect((post[1]?.body as FormData).get('centreId')).toBe('2');
  });

  it('shows the form in Hindi, with the same fields and the new number on success', async () => {
    useTestLocale('hi');
    stubApi(() => Response.json(RECORD, { status: 201 }));
    const user = userEvent.setup();
    renderDashboard('/dashboard/AddStudent', ROUTES);
    expect(screen.getByRole('heading', { name: 'छात्र जोड़ें' })).toBeInTheDocument();
    expect(
      screen.getByText('ईमेल, फ़ोटो, हस्ताक्षर और अंकपत्र को छोड़कर सभी फ़ील्ड आवश्यक हैं।'),
    ).toBeInTheDocument();
    expect(await screen.findByLabelText(/^पहला नाम/)).toHaveAttribute('name', 'firstname');
    expect(screen.getByLabelText(/^जन्म तिथि/)).toHaveAttribute('name', 'dob');
    expect(screen.getByLabelText(/^आधार संख्या/)).toHaveAccessibleDescription(
      /12 अंक; अंतिम अंक जाँच अंक है।/,
    );
    expect(screen.getByLabelText(/^कोर्स विकल्प/)).toBeDisabled();
    expect(screen.getByRole('option', { name: 'लिंग चुनें' })).toBeInTheDocument();
    // The lists' values in Hindi, their stored values as before (issue 34).
    expect(screen.getByRole('option', { name: 'महिला' })).toHaveValue('Female');
    expect(screen.getByRole('option', { name: 'अविवाहित' })).toHaveValue('Single');
    expect(screen.getByRole('option', { name: 'सामान्य' })).toHaveValue('General');
    expect(screen.getByRole('option', { name: 'बिहार' })).toHaveValue('Bihar');
    expect(screen.getByRole('option', { name: '3 महीने का सर्टिफ़िकेट कोर्स' })).toHaveValue('9');
    expect(screen.queryByRole('option', { name: 'Female' })).toBeNull();
    expect(screen.queryByText('First Name')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'छात्र जोड़ें' }));
    // Nothing filled in: the browser's check stops it (the messages are the shared schema's).
    expect(screen.getByLabelText(/^पहला नाम/)).toHaveAttribute('aria-invalid', 'true');
  });

  describe('a course whose fee is Rs 0', () => {
    const ZERO_FEE =
      "This course's fee is Rs 0: the student's fee plan will be fixed at zero. If the student should pay a course fee, ask head office to set it (Account Section, Course fees) before saving.";

    /** Course 8 has a fee of Rs 0 (none set by head office); the others have one. */
    function withZeroFeeCourse(queryClient: QueryClient) {
      queryClient.setQueryData(STUDENT_COURSE_FEES_KEY, (fees: CourseFeeItem[] | undefined) =>
        (fees ?? []).map((fee) => (fee.courseCode === '8' ? { ...fee, courseFeePaise: 0 } : fee)),
      );
    }

    it('is warned of before saving, and the warning goes with another course', async () => {
      stubApi(() => Response.json(RECORD, { status: 201 }));
      const user = userEvent.setup();
      const { queryClient } = renderDashboard('/dashboard/AddStudent', ROUTES);
      withZeroFeeCourse(queryClient);
      expect(screen.queryByText(ZERO_FEE)).toBeNull();
      await user.selectOptions(field('Course'), '8');
      expect(await screen.findByRole('note')).toHaveTextContent(ZERO_FEE);
      await user.selectOptions(field('Course'), '9');
      expect(screen.queryByText(ZERO_FEE)).toBeNull();
    });

    it('is warned of in Hindi', async () => {
      useTestLocale('hi');
      stubApi(() => Response.json(RECORD, { status: 201 }));
      const user = userEvent.setup();
      const { queryClient } = renderDashboard('/dashboard/AddStudent', ROUTES);
      withZeroFeeCourse(queryClient);
      await user.selectOptions(
        await screen.findByLabelText(/^कोर्स/, { selector: 'select[name="course"]' }),
        '8',
      );
      expect(await screen.findByRole('note')).toHaveTextContent(
        'इस कोर्स का शुल्क Rs 0 है: छात्र की शुल्क योजना शून्य पर तय हो जाएगी।',
      );
    });

    it('is read from the course fees head office set (none set: Rs 0)', async () => {
      const fetch = stubApi(({ url }) =>
        url.pathname === '/api/dashboard/accounts/course-fees'
          ? Response.json([])
          : Response.json(RECORD, { status: 201 }),
      );
      const user = userEvent.setup();
      const { queryClient } = renderDashboard('/dashboard/AddStudent', ROUTES);
      queryClient.removeQueries({ queryKey: STUDENT_COURSE_FEES_KEY });
      await user.selectOptions(field('Course'), '9');
      expect(await screen.findByRole('note')).toHaveTextContent(ZERO_FEE);
      expect(fetch.mock.calls.map(([url]) => String(url))).toContain(
        '/api/dashboard/accounts/course-fees',
      );
    });
  });
});
