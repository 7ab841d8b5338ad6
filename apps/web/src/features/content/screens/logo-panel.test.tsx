import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HEAD_OFFICE, renderDashboard, stubApi } from '../../../test/dashboard';
import { LogoPanel } from './logo-panel';

// A new logo kept as a draft (decision 0038): uploaded for the draft, named by it, previewed.

afterEach(() => vi.unstubAllGlobals());

describe('a draft of the logo', () => {
  it('uploads the chosen file for the draft, keeps the draft at the logo version, offers its preview', async () => {
    const writes: { method: string; path: string; body: unknown }[] = [];
    stubApi(({ url, method, body }) => {
      if (method === 'GET') {
        return Response.json(
          url.pathname === '/api/dashboard/content/drafts' ? [] : { logo: null, version: 4 },
        );
      }
      const sent = body instanceof FormData ? 'form' : (JSON.parse(String(body)) as unknown);
      writes.push({ method, path: url.pathname, body: sent });
      if (url.pathname.endsWith('/draft-pictures')) {
        return Response.json(
          {
            id: 31,
            imageUrl: '/api/content/draft-pictures/31',
            srcset: '',
            width: 200,
            height: 200,
          },
          { status: 201 },
        );
      }
      return Response.json({
        id: 8,
        kind: 'site_logo',
        label: 'Logo',
        itemId: null,
        title: 'Logo',
        version: 4,
        data: { picture: 31 },
        savedBy: 'Asha Verma',
        savedAt: '2026-11-26T09:00:00.000Z',
        previewPath: '/?preview=8',
        stale: false,
        refused: null,
      });
    });
    renderDashboard(
      '/dashboard/Website',
      [{ path: 'Website', element: <LogoPanel /> }],
      HEAD_OFFICE,
    );
    // Nothing chosen: said beside the field, nothing sent.
    await userEvent.click(await screen.findByRole('button', { name: 'Save draft' }));
    expect(writes).toEqual([]);
    await userEvent.upload(
      screen.getByLabelText('Logo'),
      new File([new Uint8Array([1, 2, 3])], 'logo.png', { type: 'image/png' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByRole('link', { name: /^Preview/ })).toHaveAttribute(
      'href',
      '/?preview=8',
    );
    await waitFor(() => expect(writes).toHaveLength(2));
    expect(writes).toEqual([
      { method: 'POST', path: '/api/dashboard/content/draft-pictures', body: 'form' },
      {
        method: 'PUT',
        path: '/api/dashboard/content/drafts',
        body: {
          kind: 'site_logo',
          itemId: null,
          version: 4,
          replaces: null,
          data: { picture: 31 },
        },
      },
    ]);
  });
});
