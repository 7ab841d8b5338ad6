import type { ContentDraft } from '@institute/shared/content/drafts';
import { DEFAULT_ABOUT } from '@institute/shared/content/about-defaults';
import type { EditableAbout } from '@institute/shared/content/pages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HEAD_OFFICE, renderDashboard, stubApi } from '../../../test/dashboard';
import { useTestLocale } from '../../../test/i18n';
import { AboutPagePanel } from './about-page-form';

const PAGE: EditableAbout = {
  about: DEFAULT_ABOUT,
  version: 4,
  configured: true,
  updatedAt: '2026-11-24T10:00:00.000Z',
};

const DRAFT: ContentDraft = {
  id: 9,
  kind: 'about_page',
  label: 'About page',
  itemId: null,
  title: 'The draft introduction',
  version: 3,
  data: { ...DEFAULT_ABOUT, intro: 'The draft introduction' },
  savedBy: 'Asha Verma',
  savedAt: '2026-11-24T09:00:00.000Z',
  previewPath: '/about?preview=9',
  stale: true,
  refused: null,
};

/** The About page at PAGE, with the drafts given; keeps what each write sent. */
function stubAbout(drafts: ContentDraft[]) {
  const writes: { method: string; path: string; body: Record<string, unknown> }[] = [];
  stubApi(({ url, method, body }) => {
    if (method !== 'GET') {
      const sent = JSON.parse(String(body ?? '{}')) as Record<string, unknown>;
      writes.push({ method, path: url.pathname, body: sent });
      if (url.pathname === '/api/dashboard/content/drafts') {
        return Response.json({
          ...DRAFT,
          id: 10,
          previewPath: '/about?preview=10',
          version: Number(sent.version),
          data: sent.data,
        });
      }
      return Response.json({ ...PAGE, version: PAGE.version + 1 });
    }
    if (url.pathname === '/api/dashboard/content/drafts') return Response.json(drafts);
    return Response.json(PAGE);
  });
  return writes;
}

const open = async () => {
  renderDashboard(
    '/dashboard/Website',
    [{ path: 'Website', element: <AboutPagePanel /> }],
    HEAD_OFFICE,
  );
  await screen.findByLabelText('Introduction');
};

afterEach(() => vi.unstubAllGlobals());

describe('drafts in an editor form', () => {
  it('keeps the form as a draft at the version opened, then offers its preview', async () => {
    const writes = stubAbout([]);
    await open();
    expect(screen.queryByText(/You have a draft/)).toBeNull();
    expect(screen.queryByRole('link', { name: /^Preview/ })).toBeNull();
    await userEvent.clear(screen.getByLabelText('Introduction'));
    await userEvent.type(screen.getByLabelText('Introduction'), 'Not yet for visitors');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    const preview = await screen.findByRole('link', { name: /^Preview/ });
    expect(preview).toHaveAttribute('href', '/about?preview=10');
    expect(preview).toHaveAttribute('target', '_blank');
    expect(writes).toEqual([
      {
        method: 'PUT',
        path: '/api/dashboard/content/drafts',
        body: expect.objectContaining({
          kind: 'about_page',
          itemId: null,
          version: 4,
          data: expect.objectContaining({ intro: 'Not yet for visitors' }),
        }),
      },
    ]);
  });

  it('does not keep a draft the schema refuses: the field says why', async () => {
    const writes = stubAbout([]);
    await open();
    await userEvent.clear(screen.getByLabelText('Introduction'));
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Enter the introduction')).toBeVisible();
    expect(writes).toEqual([]);
  });

  it('offers the draft when the form opens; continuing loads it and saves at its version', async () => {
    const writes = stubAbout([DRAFT]);
    await open();
    expect(await screen.findByText(/You have a draft from Asha Verma, saved/)).toBeVisible();
    expect(screen.getByText(/Someone has published this since/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Continue editing' }));
    expect(screen.getByLabelText('Introduction')).toHaveValue('The draft introduction');
    expect(screen.queryByText(/You have a draft/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save About page' }));
    await waitFor(() => expect(writes.map((write) => write.method)).toContain('PUT'));
    // Published at the draft's version: the server refuses it if someone published since.
    expect(writes[0]).toMatchObject({
      path: '/api/dashboard/content/about',
      body: { intro: 'The draft introduction', version: 3 },
    });
  });

  it('offers the draft and keeps one in Hindi', async () => {
    useTestLocale('hi');
    stubAbout([DRAFT]);
    renderDashboard(
      '/dashboard/Website',
      [{ path: 'Website', element: <AboutPagePanel /> }],
      HEAD_OFFICE,
    );
    expect(await screen.findByLabelText('परिचय')).toBeInTheDocument();
    expect(
      await screen.findByText(
        /^आपके पास Asha Verma का ड्राफ़्ट है, जो .+ को सहेजा गया। ड्राफ़्ट शुरू होने के बाद/,
      ),
    ).toBeVisible();
    expect(screen.getByRole('group', { name: 'तीन आँकड़े' })).toBeInTheDocument();
    expect(screen.getByLabelText('पहला आँकड़ा')).toBeInTheDocument();
    expect(screen.getByLabelText('खंड 1 का शीर्षक')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'संपादन जारी रखें' }));
    await userEvent.click(screen.getByRole('button', { name: 'ड्राफ़्ट सहेजें' }));
    expect(
      await screen.findByRole('link', { name: 'प्रीव्यू (ड्राफ़्ट का, नए टैब में खुलेगा)' }),
    ).toHaveAttribute('href', '/about?preview=10');
  });
});
