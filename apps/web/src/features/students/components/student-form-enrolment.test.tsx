import { ENROLMENT_ERROR_CODES, ENROLMENT_MESSAGES } from '@institute/shared/enrolments';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client';
import { renderWithClient } from '../../../test/dashboard';
import {
  EMPTY_STUDENT_VALUES,
  StudentForm,
  type StudentFormOutput,
  type StudentFormValues,
} from './student-form';

// 2345 6786 0127 is valid; the mistyped Verhoeff table refused it (and wanted 5 as last digit).
const FILLED: StudentFormValues = {
  ...EMPTY_STUDENT_VALUES,
  firstname: 'Asha',
  lastname: 'Kumari',
  dob: '2004-03-21',
  gender: 'Female',
  fathername: 'Ramesh Prasad',
  mothername: 'Sunita Devi',
  category: 'OBC',
  religion: 'Hindu',
  maritalstatus: 'Single',
  qualification: '12th',
  adhar: '2345 6786 0127',
  contactno: '9876543210',
  guardiancontact: '9123456780',
  state: 'Bihar',
  district: 'Patna',
  address: 'Boring Road, Patna',
  presentaddress: 'Boring Road, Patna',
  course: '9',
  courseOption: 'CERTIFICATE IN MS OFFICE(RV03001)',
};

function renderForm(onSubmit: (output: StudentFormOutput) => Promise<void>) {
  renderWithClient(
    <StudentForm
      mode="add"
      defaultValues={FILLED}
      submitLabel="Add Student"
      busyLabel="Adding..."
      failureMessage="Failed to add student. Please try again."
      onSubmit={onSubmit}
    />,
  );
  return userEvent.setup();
}

const field = (label: string) => screen.getByLabelText(label);

// Typing into the long form is slow on a busy machine: a wider limit than the default 5 s.
describe('StudentForm: Aadhaar number', { timeout: 20_000 }, () => {
  it('says the last digit is a check digit, accepts a valid number and tells a wrong last digit apart', async () => {
    const onSubmit = vi.fn<(output: StudentFormOutput) => Promise<void>>(async () => {});
    const user = renderForm(onSubmit);
    expect(field('Aadhaar No')).toHaveAccessibleDescription(
      expect.stringContaining('12 digits; the last digit is a check digit'),
    );

    fireEvent.change(field('Aadhaar No'), { target: { value: '2345 6786 0125' } });
    await user.click(screen.getByRole('button', { name: 'Add Student' }));
    expect(
      await screen.findByText('The last digit does not match: check the number'),
    ).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(field('Aadhaar No'), { target: { value: '2345 6786 012' } });
    await user.click(screen.getByRole('button', { name: 'Add Student' }));
    expect(await screen.findByText('Enter a valid 12-digit Aadhaar number')).toBeInTheDocument();

    fireEvent.change(field('Aadhaar No'), { target: { value: '2345 6786 0127' } });
    await user.click(screen.getByRole('button', { name: 'Add Student' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      values: { adhar: '234567860127' },
      confirmSecondEnrolment: false,
    });
  });
});

describe('StudentForm: a person already enrolled', { timeout: 20_000 }, () => {
  const existing = {
    registrationNumber: 'RV2026000021',
    name: 'Asha Kumari',
    course: '8',
    courseName: '1-Month Certificate Course',
    courseOption: 'CERTIFICATE IN FUNDAMENTAL(RV01001)',
    centre: { code: 'MAIN', name: 'Main Centre' },
  };

  it('shows who already has the number and saves only once staff confirm a second enrolment', async () => {
    const onSubmit = vi
      .fn<(output: StudentFormOutput) => Promise<void>>()
      .mockRejectedValueOnce(
        new ApiRequestError(409, {
          code: ENROLMENT_ERROR_CODES.unconfirmed,
          message: ENROLMENT_MESSAGES.unconfirmed,
          fieldErrors: { adhar: [ENROLMENT_MESSAGES.unconfirmed] },
          details: { enrolments: [existing] },
        }),
      )
      .mockResolvedValueOnce(undefined);
    const user = renderForm(onSubmit);
    await user.click(screen.getByRole('button', { name: 'Add Student' }));

    const list = await screen.findByRole('region', { name: ENROLMENT_MESSAGES.existingHeading });
    expect(list).toHaveTextContent('RV2026000021, Asha Kumari: 1-Month Certificate Course');
    expect(list).toHaveTextContent('CERTIFICATE IN FUNDAMENTAL(RV01001)');
    expect(list).toHaveTextContent('Main Centre');
    expect(screen.getByRole('alert')).toHaveTextContent(ENROLMENT_MESSAGES.unconfirmed);
    const confirm = within(list).getByRole('checkbox', { name: ENROLMENT_MESSAGES.confirmLabel });
    await vi.waitFor(() => expect(confirm).toHaveFocus());
    expect(onSubmit.mock.calls[0]![0].confirmSecondEnrolment).toBe(false);

    await user.click(confirm);
    await user.click(screen.getByRole('button', { name: 'Add Student' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(onSubmit.mock.calls[1]![0].confirmSecondEnrolment).toBe(true);
    await vi.waitFor(() =>
      expect(screen.queryByRole('region', { name: ENROLMENT_MESSAGES.existingHeading })).toBeNull(),
    );
  });

  it('forgets the confirmation when the Aadhaar number changes', async () => {
    const onSubmit = vi.fn<(output: StudentFormOutput) => Promise<void>>().mockRejectedValueOnce(
      new ApiRequestError(409, {
        code: ENROLMENT_ERROR_CODES.unconfirmed,
        message: ENROLMENT_MESSAGES.unconfirmed,
        details: { enrolments: [existing] },
      }),
    );
    const user = renderForm(onSubmit);
    await user.click(screen.getByRole('button', { name: 'Add Student' }));
    await user.click(
      await screen.findByRole('checkbox', { name: ENROLMENT_MESSAGES.confirmLabel }),
    );
    await user.clear(field('Aadhaar No'));
    await user.type(field('Aadhaar No'), '234123412346');
    expect(screen.queryByRole('checkbox', { name: ENROLMENT_MESSAGES.confirmLabel })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add Student' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(onSubmit.mock.calls[1]![0].confirmSecondEnrolment).toBe(false);
  });

  it('shows the same-course refusal at the Aadhaar field, with no way to confirm it', async () => {
    const message = ENROLMENT_MESSAGES.sameCourse('RV********21');
    const onSubmit = vi.fn(async () => {
      throw new ApiRequestError(409, {
        code: ENROLMENT_ERROR_CODES.sameCourse,
        message,
        fieldErrors: { adhar: [message] },
        details: {
          enrolments: [{ ...existing, registrationNumber: 'RV********21', name: null }],
        },
      });
    });
    const user = renderForm(onSubmit);
    await user.click(screen.getByRole('button', { name: 'Add Student' }));
    await vi.waitFor(() =>
      expect(field('Aadhaar No')).toHaveAccessibleDescription(expect.stringContaining(message)),
    );
    expect(field('Aadhaar No')).toHaveFocus();
    const list = screen.getByRole('region', { name: ENROLMENT_MESSAGES.existingHeading });
    expect(list).toHaveTextContent('RV********21: 1-Month Certificate Course');
    expect(within(list).queryByRole('checkbox')).toBeNull();
  });
});
