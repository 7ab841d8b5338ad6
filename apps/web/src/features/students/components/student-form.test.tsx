import { verhoeffCheckDigit } from '@institute/shared/aadhaar';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client';
import { renderWithClient } from '../../../test/dashboard';
import { StudentForm, type StudentFormOutput, type StudentFormProps } from './student-form';

const AADHAAR = `23456789012${verhoeffCheckDigit('23456789012')}`;

function renderForm(props: Partial<StudentFormProps> = {}) {
  const onSubmit = vi.fn<(output: StudentFormOutput) => Promise<void>>(async () => {});
  renderWithClient(
    <StudentForm
      mode="add"
      submitLabel="Add Student"
      busyLabel="Adding..."
      failureMessage="Failed to add student. Please try again."
      onSubmit={onSubmit}
      {...props}
    />,
  );
  return { onSubmit, user: userEvent.setup() };
}

const field = (label: string) => screen.getByLabelText(label);

describe('StudentForm (add)', () => {
  it('shows the required message of every required field and sends nothing', async () => {
    const { onSubmit, user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Add Student' }));
    for (const message of [
      'First Name is required',
      'Last Name is required',
      'Date of Birth is required',
      'State is required',
      'District is required',
      'Course is required',
      'Course Option is required',
      "Mother's Name is required",
      "Father's Name is required",
      'Qualification is required',
      'Contact No is required',
      'Guardian Contact is required',
      'Aadhaar No is required',
      'Gender is required',
      'Category is required',
      'Religion is required',
      'Marital Status is required',
      'Permanent Address is required',
      'Present Address is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    // The message is tied to its field, and the focus is on the first field that needs attention.
    expect(field('First Name')).toHaveAccessibleDescription('First Name is required');
    expect(field('First Name')).toHaveFocus();
  });

  it('keeps Course Option disabled until a course is chosen, and clears it when the course changes', async () => {
    const { user } = renderForm();
    const course = field('Course');
    const option = field('Course Option') as HTMLSelectElement;
    expect(option).toBeDisabled();

    await user.selectOptions(course, '8');
    expect(option).toBeEnabled();
    await user.selectOptions(option, 'CERTIFICATE IN MS EXCEL(RV01003)');
    expect(option).toHaveValue('CERTIFICATE IN MS EXCEL(RV01003)');

    await user.selectOptions(course, '9');
    expect(option).toHaveValue('');
    expect(
      screen.getByRole('option', { name: 'CERTIFICATE IN HINDI TYPING(RV03006)' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'CERTIFICATE IN MS EXCEL(RV01003)' })).toBeNull();

    // The course without options says so, and does not ask for one.
    await user.selectOptions(course, '11');
    expect(option).toBeDisabled();
    expect(option).toHaveAccessibleDescription('This course has no options.');
    await user.click(screen.getByRole('button', { name: 'Add Student' }));
    expect(await screen.findByText('First Name is required')).toBeInTheDocument();
    expect(screen.queryByText('Course Option is required')).not.toBeInTheDocument();
  });

  it('checks the type and size of the chosen files', async () => {
    const { user } = renderForm();
    await user.upload(field('Photo'), new File(['GIF89a'], 'photo.gif', { type: 'image/gif' }));
    expect(await screen.findByText('Photo must be a JPEG, PNG or WebP image')).toBeInTheDocument();

    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'sign.png', { type: 'image/png' });
    await user.upload(field('Signature'), big);
    expect(await screen.findByText('Signature must be 2 MB or smaller')).toBeInTheDocument();

    const bigPdf = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'marks.pdf', {
      type: 'application/pdf',
    });
    await user.upload(field('Marksheet'), bigPdf);
    expect(await screen.findByText('A marksheet PDF must be 5 MB or smaller')).toBeInTheDocument();

    const pdf = new File(['%PDF-1.4'], 'marks.pdf', { type: 'application/pdf' });
    await user.upload(field('Marksheet'), pdf);
    expect(screen.queryByText('A marksheet PDF must be 5 MB or smaller')).not.toBeInTheDocument();
  });

  it('hands on clean values and the files when everything is valid', async () => {
    const { onSubmit, user } = renderForm();
    await user.type(field('First Name'), ' Ravi ');
    await user.type(field('Last Name'), 'Kumar');
    fireEvent.change(field('Date of Birth'), { target: { value: '2004-03-21' } });
    await user.selectOptions(field('Gender'), 'Male');
    await user.type(field("Father's Name"), 'Suresh Kumar');
    await user.type(field("Mother's Name"), 'Sunita Devi');
    await user.selectOptions(field('Category'), 'OBC');
    await user.type(field('Religion'), 'Hindu');
    await user.selectOptions(field('Marital Status'), 'Single');
    await user.type(field('Qualification'), '12th');
    await user.type(
      field('Aadhaar No'),
      `${AADHAAR.slice(0, 4)} ${AADHAAR.slice(4, 8)} ${AADHAAR.slice(8)}`,
    );
    await user.type(field('Contact No'), '+91 98765 43210');
    await user.type(field('Guardian Contact'), '9123456780');
    await user.selectOptions(field('State'), 'Bihar');
    await user.type(field('District'), 'Patna');
    await user.type(field('Permanent Address'), 'Boring Road, Patna');
    await user.type(field('Present Address'), 'Boring Road, Patna');
    await user.selectOptions(field('Course'), '8');
    await user.selectOptions(field('Course Option'), 'CERTIFICATE IN FUNDAMENTAL(RV01001)');
    const photo = new File(['png'], 'photo.png', { type: 'image/png' });
    await user.upload(field('Photo'), photo);
    await user.click(screen.getByRole('button', { name: 'Add Student' }));

    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const output = onSubmit.mock.calls[0]![0];
    expect(output.values).toMatchObject({
      firstname: 'Ravi',
      contactno: '9876543210',
      adhar: AADHAAR,
      course: '8',
      courseOption: 'RV01001',
    });
    expect(output.values.email).toBeUndefined();
    expect(output.files).toEqual({ photo });
  });
});

describe('StudentForm (edit)', () => {
  it('asks only for the edit page’s required fields, and shows the server’s field errors', async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiRequestError(400, {
        code: 'VALIDATION_ERROR',
        message: 'Invalid',
        fieldErrors: { adhar: ['Enter a valid 12-digit Aadhaar number'] },
      });
    });
    const user = userEvent.setup();
    renderWithClient(
      <StudentForm
        mode="edit"
        submitLabel="Submit"
        busyLabel="Submitting..."
        failureMessage="Error updating student data"
        onSubmit={onSubmit}
        currentFiles={{ photo: '/files/photo.png', signature: null, marksheet: '/files/m.pdf' }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('First Name is required')).toBeInTheDocument();
    expect(screen.getByText('Contact No is required')).toBeInTheDocument();
    expect(screen.queryByText('District is required')).not.toBeInTheDocument();
    expect(screen.queryByText('Aadhaar No is required')).not.toBeInTheDocument();
    // The stored files are shown beside their inputs.
    expect(screen.getByRole('img', { name: 'Current photo' })).toHaveAttribute(
      'src',
      '/files/photo.png',
    );
    expect(screen.getByRole('link', { name: 'Open current marksheet (PDF)' })).toHaveAttribute(
      'href',
      '/files/m.pdf',
    );

    await user.type(field('First Name'), 'Ravi');
    await user.type(field('Last Name'), 'Kumar');
    fireEvent.change(field('Date of Birth'), { target: { value: '2004-03-21' } });
    await user.selectOptions(field('State'), 'Bihar');
    await user.selectOptions(field('Course'), '11');
    await user.type(field('Contact No'), '9876543210');
    await user.type(field('Aadhaar No'), AADHAAR);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Error updating student data');
    expect(screen.getByText('Enter a valid 12-digit Aadhaar number')).toBeInTheDocument();
    expect(field('Aadhaar No')).toHaveFocus();
    expect(field('First Name')).toHaveValue('Ravi');
  });
});
