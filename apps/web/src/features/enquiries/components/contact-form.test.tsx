import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTestLocale } from '../../../test/i18n';
import { ContactForm } from './contact-form';

function answer(status: number, body: unknown) {
  return vi.fn().mockResolvedValue(new Response(JSON.stringify(body), { status }));
}

describe('ContactForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a message per invalid field, keeps the values and sends nothing', async () => {
    const fetch = answer(201, {});
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.type(screen.getByLabelText('Name'), 'Al');
    await user.type(screen.getByLabelText('Email'), 'al.example.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(screen.getByText('Name must be at least 3 characters long')).toBeInTheDocument();
    expect(screen.getByText('Invalid email format')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Al');
    expect(screen.getByLabelText('Email')).toHaveValue('al.example.com');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Invalid email format');
    expect(fetch).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Name'), 'ka');
    expect(screen.queryByText('Name must be at least 3 characters long')).not.toBeInTheDocument();
  });

  it("shows its own checks' messages in Hindi on a Hindi page", async () => {
    useTestLocale('hi');
    const fetch = answer(201, {});
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.type(screen.getByLabelText('नाम'), 'Al');
    await user.type(screen.getByLabelText('ईमेल'), 'al.example.com');
    await user.click(screen.getByRole('button', { name: 'भेजें' }));

    expect(await screen.findByText('नाम कम से कम 3 अक्षरों का होना चाहिए')).toBeInTheDocument();
    expect(screen.getByLabelText('ईमेल')).toHaveAccessibleDescription('ईमेल का प्रारूप सही नहीं है');
    expect(screen.getByText('संदेश आवश्यक है')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the trimmed values as a contact enquiry and shows the confirmation', async () => {
    const fetch = answer(201, { id: 7, message: 'Thank you! Your enquiry has been received.' });
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.type(screen.getByLabelText('Name'), '  Alka Sharma ');
    await user.type(screen.getByLabelText('Email'), 'alka@example.com');
    await user.type(screen.getByLabelText('Message'), 'Evening batches for Tally?');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Thank you! Your enquiry has been received.',
    );
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/enquiries');
    expect(JSON.parse(init.body)).toEqual({
      source: 'contact',
      name: 'Alka Sharma',
      email: 'alka@example.com',
      message: 'Evening batches for Tally?',
    });
    await user.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  it("keeps the values and shows the server's answer when sending fails", async () => {
    vi.stubGlobal(
      'fetch',
      answer(429, {
        code: 'TOO_MANY_REQUESTS',
        message: 'Too many requests. Please try again in 10 minutes.',
      }),
    );
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.type(screen.getByLabelText('Name'), 'Alka Sharma');
    await user.type(screen.getByLabelText('Email'), 'alka@example.com');
    await user.type(screen.getByLabelText('Message'), 'Evening batches for Tally?');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests. Please try again in 10 minutes.',
    );
    expect(screen.getByLabelText('Message')).toHaveValue('Evening batches for Tally?');
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('says so when the network is down', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.type(screen.getByLabelText('Name'), 'Alka Sharma');
    await user.type(screen.getByLabelText('Email'), 'alka@example.com');
    await user.type(screen.getByLabelText('Message'), 'Evening batches for Tally?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/could not be sent/));
    expect(screen.getByLabelText('Name')).toHaveValue('Alka Sharma');
  });
});
