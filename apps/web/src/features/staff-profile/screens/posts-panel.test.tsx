import { STAFF_PROFILE_MESSAGES as M } from '@institute/shared/staff-profile';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '../../../lib/toast';
import { stubApi } from '../../../test/dashboard';
import { PostsPanel } from './posts-panel';

vi.mock('../../../lib/toast', () => ({ showToast: vi.fn() }));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(showToast).mockClear();
});

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <PostsPanel posts={[]} canPost />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the post form of the profile', () => {
  it('asks for a text before sending anything', async () => {
    const fetch = stubApi(() => new Response('{}', { status: 500 }));
    renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(
      await screen.findByLabelText("Share an update with your centre's colleagues"),
    ).toHaveAccessibleDescription(expect.stringContaining(M.postRequired));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('publishes the trimmed text, empties the field and counts its characters', async () => {
    const fetch = stubApi(() => Response.json({ id: 1 }, { status: 201 }));
    renderPanel();
    const field = screen.getByLabelText("Share an update with your centre's colleagues");
    await userEvent.type(field, '  New batch on Monday ');
    expect(screen.getByText('22 of 500 characters')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await vi.waitFor(() => expect(showToast).toHaveBeenCalledWith(M.posted, 'success'));
    const [, init] = fetch.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(init?.body))).toEqual({ body: 'New batch on Monday' });
    expect(field).toHaveValue('');
  });
});
