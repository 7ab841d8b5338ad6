import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useTestLocale } from '../../../test/i18n';
import { CourseEnquiryDialog } from './course-enquiry-dialog';

beforeAll(() => {
  // jsdom has <dialog> but not its modal methods.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
});

describe('CourseEnquiryDialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for name and phone, then sends a Buy Now enquiry for the course', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValue(
        new Response(JSON.stringify({ id: 3, message: 'Thank you!' }), { status: 201 }),
      );
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <CourseEnquiryDialog
        target={{ courseTitle: 'MS Excel', source: 'buy_now' }}
        onClose={onClose}
      />,
    );

    expect(screen.getByRole('dialog', { name: 'Enquire about MS Excel' })).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveValue(
      'I would like to know more about MS Excel.',
    );
    expect(screen.getByLabelText('Name')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Phone number is required')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Name'), 'Ravi Kumar');
    await user.type(screen.getByLabelText('Phone'), '98765-43210');
    await user.type(screen.getByLabelText('Email (optional)'), 'ravi@');
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(screen.getByText('Invalid email format')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Email (optional)'));
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you!');
    expect(JSON.parse(fetch.mock.calls[0]![1].body)).toEqual({
      source: 'buy_now',
      courseTitle: 'MS Excel',
      name: 'Ravi Kumar',
      phone: '98765-43210',
      email: '',
      message: 'I would like to know more about MS Excel.',
    });
    await user.click(screen.getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(onClose).toHaveBeenCalled();
  });

  it('shows the field errors the server answers with', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(
        new Response(
          JSON.stringify({
            code: 'VALIDATION_ERROR',
            message: 'Some fields are not valid.',
            fieldErrors: { phone: ['Phone number must have 10 digits'] },
          }),
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    render(
      <CourseEnquiryDialog
        target={{ courseTitle: '3 Months plan', source: 'check_out' }}
        onClose={() => {}}
      />,
    );
    await user.type(screen.getByLabelText('Name'), 'Meena Devi');
    await user.type(screen.getByLabelText('Phone'), '9123456789');
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Some fields are not valid.');
    expect(screen.getByText('Phone number must have 10 digits')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Meena Devi');
  });

  it('asks in Hindi about a plan, and saves the plan as the course', async () => {
    useTestLocale('hi');
    const fetch = vi
      .fn()
      .mockResolvedValue(
        new Response(JSON.stringify({ id: 4, message: 'Thank you!' }), { status: 201 }),
      );
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    render(
      <CourseEnquiryDialog
        target={{ courseTitle: '3 Months plan', plan: '3 Months', source: 'check_out' }}
        onClose={() => {}}
      />,
    );
    expect(
      screen.getByRole('dialog', { name: '3 Months प्लान के बारे में पूछताछ करें' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('संदेश')).toHaveValue('मुझे 3 Months प्लान के बारे में और जानकारी चाहिए।');
    await user.type(screen.getByLabelText('नाम'), 'Meena Devi');
    await user.type(screen.getByLabelText('फ़ोन नंबर'), '9123456789');
    await user.click(screen.getByRole('button', { name: 'पूछताछ भेजें' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you!');
    expect(JSON.parse(fetch.mock.calls[0]![1].body)).toMatchObject({
      source: 'check_out',
      courseTitle: '3 Months plan',
    });
  });
});
