import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CompletionStatusPanel } from './completion-status-panel';

afterEach(() => vi.unstubAllGlobals());

describe('completion status panel', () => {
  it('shows the student’s request and saves the status staff choose', async () => {
    const fetch = vi.fn(async (_url: string, init?: RequestInit) =>
      init?.method === 'PUT'
        ? Response.json({ completionStatus: 'Completed', openRequest: null })
        : Response.json({
            completionStatus: 'In Progress',
            openRequest: { createdAt: '2026-11-20T10:00:00.000Z', message: 'I passed the exam.' },
          }),
    );
    vi.stubGlobal('fetch', fetch);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <CompletionStatusPanel registrationNumber="RV2026000123" />
      </QueryClientProvider>,
    );
    expect(await screen.findByText(/I passed the exam\./)).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Completed');
    await userEvent.click(screen.getByRole('button', { name: 'Save status' }));
    await vi.waitFor(() => expect(screen.queryByText(/I passed the exam\./)).toBeNull());
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(put?.[0]).toBe('/api/dashboard/AddStudent/RV2026000123/completion');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ status: 'Completed' });
  });

  it("puts the server's status error on the select", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) =>
        init?.method === 'PUT'
          ? Response.json(
              {
                code: 'VALIDATION_ERROR',
                message: 'Some fields are not valid.',
                fieldErrors: { status: ['Choose a completion status'] },
              },
              { status: 400 },
            )
          : Response.json({ completionStatus: 'In Progress', openRequest: null }),
      ),
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <CompletionStatusPanel registrationNumber="RV2026000123" />
      </QueryClientProvider>,
    );
    const save = await screen.findByRole('button', { name: 'Save status' });
    expect(save).toBeDisabled();
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Discontinued');
    await userEvent.click(save);
    await vi.waitFor(() =>
      expect(screen.getByLabelText('Status')).toHaveAccessibleDescription(
        'Choose a completion status',
      ),
    );
  });
});
