import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/dashboard';
import { MessagePreferencesForm } from './message-preferences-form';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('MessagePreferencesForm', () => {
  it('shows the saved choice and saves a new one', async () => {
    const sent: unknown[] = [];
    stubApi(({ method, body }) => {
      if (method === 'PUT') {
        sent.push(JSON.parse(String(body)));
        return json(200, JSON.parse(String(body)));
      }
      return json(200, { locale: 'hi', reminders: false });
    });
    const user = userEvent.setup();
    render(<MessagePreferencesForm />);
    const language = screen.getByLabelText('Language of e-mails and SMS');
    const reminders = screen.getByRole('checkbox', { name: /Send me reminders/ });
    await vi.waitFor(() => expect(language).toHaveValue('hi'));
    expect(reminders).not.toBeChecked();

    await user.selectOptions(language, 'en');
    await user.click(reminders);
    await user.click(screen.getByRole('button', { name: 'Save message preferences' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Message preferences saved.');
    expect(sent).toEqual([
      {
        locale: 'en',
        reminders: true,
        channels: { whatsapp: true, sms: true, email: true },
        optedOut: false,
      },
    ]);
  });

  it('keeps the channels accepted and the switch for essential messages only', async () => {
    const sent: unknown[] = [];
    stubApi(({ method, body }) => {
      if (method === 'PUT') {
        sent.push(JSON.parse(String(body)));
        return json(200, { ...JSON.parse(String(body)), whatsappStopped: true });
      }
      return json(200, {
        locale: 'en',
        reminders: true,
        channels: { whatsapp: true, sms: false, email: true },
        optedOut: false,
        whatsappStopped: true,
      });
    });
    const user = userEvent.setup();
    render(<MessagePreferencesForm />);
    const whatsapp = screen.getByRole('checkbox', { name: 'WhatsApp' });
    await vi.waitFor(() => expect(screen.getByRole('checkbox', { name: 'SMS' })).not.toBeChecked());
    expect(whatsapp).toBeChecked();
    expect(screen.getByText(/replied STOP on WhatsApp/)).toBeInTheDocument();
    await user.click(whatsapp);
    await user.click(screen.getByRole('switch', { name: /Only essential messages/ }));
    await user.click(screen.getByRole('button', { name: 'Save message preferences' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Message preferences saved.');
    expect(sent).toEqual([
      {
        locale: 'en',
        reminders: true,
        channels: { whatsapp: false, sms: false, email: true },
        optedOut: true,
      },
    ]);
  });

  it('says so when the preferences cannot be loaded', async () => {
    stubApi(() => json(500, { message: 'boom' }));
    render(<MessagePreferencesForm />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load your message preferences.',
    );
    expect(screen.getByRole('button', { name: 'Save message preferences' })).toBeDisabled();
  });
});
