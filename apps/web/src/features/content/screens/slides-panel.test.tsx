import type { ContentDraft } from '@institute/shared/content/drafts';
import type { EditableSlide } from '@institute/shared/content/media';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { HEAD_OFFICE, polyfillDialog, renderDashboard, stubApi } from '../../../test/dashboard';
import { SlidesPanel } from './slides-panel';

// A slide's picture in a draft (decision 0038): uploaded for the draft, named by its data.

const SLIDE: EditableSlide = {
  id: 2,
  imageUrl: '/slide.jpg',
  srcset: '',
  width: 1600,
  height: 640,
  alt: 'Students at computers',
  title: 'Learn computers',
  text: '',
  link: '/courses',
  position: 0,
  version: 1,
};
const PICTURE = {
  id: 77,
  imageUrl: '/api/content/draft-pictures/78',
  srcset: '/api/content/draft-pictures/77 480w, /api/content/draft-pictures/78 960w',
  width: 960,
  height: 480,
};
const NEW_SLIDE_DRAFT: ContentDraft = {
  id: 12,
  kind: 'slide',
  label: 'Hero slide',
  itemId: null,
  title: 'Admissions open',
  version: 0,
  data: { alt: 'Our new lab', title: 'Admissions open', text: '', link: '', picture: 77 },
  savedBy: 'Asha Verma',
  savedAt: '2026-11-26T09:00:00.000Z',
  previewPath: '/?preview=12',
  stale: false,
  refused: null,
};

type Write = { method: string; path: string; body: unknown };

/** The slides panel with the drafts given; keeps what each write sent (a form as its entries). */
function stubSlides(drafts: ContentDraft[], options: { refuseUpload?: boolean } = {}) {
  const writes: Write[] = [];
  stubApi(({ url, method, body }) => {
    const path = url.pathname;
    if (method === 'GET') {
      if (path === '/api/dashboard/content/drafts') return Response.json(drafts);
      return Response.json([SLIDE]);
    }
    const sent =
      body instanceof FormData
        ? Object.fromEntries([...body.entries()].map(([name, value]) => [name, typeof value]))
        : (JSON.parse(String(body ?? '{}')) as unknown);
    writes.push({ method, path, body: sent });
    if (path === '/api/dashboard/content/draft-pictures') {
      if (options.refuseUpload) {
        const message = 'The picture must be a JPEG, PNG or WebP image';
        return Response.json(
          { code: 'VALIDATION_ERROR', message, fieldErrors: { image: [message] } },
          { status: 400 },
        );
      }
      return Response.json(PICTURE, { status: 201 });
    }
    if (path === '/api/dashboard/content/drafts') {
      const input = sent as { data: unknown; version: number };
      return Response.json({ ...NEW_SLIDE_DRAFT, id: 13, previewPath: '/?preview=13', ...input });
    }
    return new Response(null, { status: 204 });
  });
  return writes;
}

const open = async () => {
  renderDashboard(
    '/dashboard/Website',
    [{ path: 'Website', element: <SlidesPanel /> }],
    HEAD_OFFICE,
  );
  await userEvent.click(await screen.findByRole('button', { name: 'Add slide' }));
  return screen.findByRole('dialog');
};
const photo = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'lab.png', { type: 'image/png' });

beforeAll(polyfillDialog);
afterEach(() => vi.unstubAllGlobals());

describe("a new slide's draft with its picture", () => {
  it('uploads the chosen picture for the draft, keeps the draft naming it, and offers its preview', async () => {
    const writes = stubSlides([]);
    const dialog = await open();
    await userEvent.upload(within(dialog).getByLabelText('Picture'), photo());
    await userEvent.type(within(dialog).getByLabelText('Alt text'), 'Our new lab');
    await userEvent.type(within(dialog).getByLabelText('Title (optional)'), 'Admissions open');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    const preview = await within(dialog).findByRole('link', { name: /^Preview/ });
    expect(preview).toHaveAttribute('href', '/?preview=13');
    expect(writes).toEqual([
      { method: 'POST', path: '/api/dashboard/content/draft-pictures', body: { image: 'object' } },
      {
        method: 'PUT',
        path: '/api/dashboard/content/drafts',
        body: {
          kind: 'slide',
          itemId: null,
          version: 0,
          replaces: null,
          data: { alt: 'Our new lab', title: 'Admissions open', text: '', link: '', picture: 77 },
        },
      },
    ]);
    // Saved again: the same picture, not uploaded twice.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(writes).toHaveLength(3));
    expect(writes[2]).toMatchObject({ method: 'PUT', body: { data: { picture: 77 } } });
  });

  it('shows why a picture is refused, and keeps no draft', async () => {
    const writes = stubSlides([], { refuseUpload: true });
    const dialog = await open();
    await userEvent.upload(within(dialog).getByLabelText('Picture'), photo());
    await userEvent.type(within(dialog).getByLabelText('Alt text'), 'Our new lab');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    expect(
      await within(dialog).findAllByText('The picture must be a JPEG, PNG or WebP image'),
    ).not.toHaveLength(0);
    expect(writes.map((write) => write.path)).toEqual(['/api/dashboard/content/draft-pictures']);
  });

  it("continued, shows the draft's picture and publishes the draft when the slide is added", async () => {
    const writes = stubSlides([NEW_SLIDE_DRAFT]);
    const dialog = await open();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue editing' }));
    expect(within(dialog).getByLabelText('Title (optional)')).toHaveValue('Admissions open');
    const thumbnail = within(dialog)
      .getByText('The draft’s picture (not on the website yet)')
      .closest('figure')!
      .querySelector('img');
    expect(thumbnail).toHaveAttribute('src', '/api/content/draft-pictures/77');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add slide' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes).toEqual([
      {
        method: 'PUT',
        path: '/api/dashboard/content/drafts',
        body: {
          kind: 'slide',
          itemId: null,
          version: 0,
          replaces: '2026-11-26T09:00:00.000Z',
          data: { alt: 'Our new lab', title: 'Admissions open', text: '', link: '', picture: 77 },
        },
      },
      { method: 'POST', path: '/api/dashboard/content/drafts/13/publish', body: {} },
    ]);
  });
});
