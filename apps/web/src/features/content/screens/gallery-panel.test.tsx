import type { ContentDraft } from '@institute/shared/content/drafts';
import type { EditableAlbum } from '@institute/shared/content/media';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { HEAD_OFFICE, polyfillDialog, renderDashboard, stubApi } from '../../../test/dashboard';
import { GalleryPanel } from './gallery-panel';

// Photos added to an album as a draft (decision 0039): uploaded for the draft, kept in the
// album's one draft with their alt text and caption, published from the album screen.

const ALBUM: EditableAlbum = {
  id: 4,
  title: 'Annual day',
  position: 0,
  version: 3,
  photoCount: 0,
};
const DRAFT: ContentDraft = {
  id: 21,
  kind: 'gallery_photos',
  label: 'Gallery photos',
  itemId: 4,
  title: 'The stage',
  version: 2,
  data: { photos: [{ picture: 50, alt: 'Children on the stage', caption: 'The stage' }] },
  savedBy: 'Asha Verma',
  savedAt: '2026-11-26T09:00:00.000Z',
  previewPath: '/gallery?preview=21',
  stale: true,
  refused: null,
};

type Write = { method: string; path: string; body: unknown };

/**
 * The gallery panel's API: the album, its drafts (a kept draft is listed from then on), pictures
 * uploaded for a draft (ids from 60; a file named bad.png is refused); keeps every write.
 */
function stubGallery(drafts: ContentDraft[]) {
  const writes: Write[] = [];
  let listed = drafts;
  let next = 60;
  stubApi(({ url, method, body }) => {
    const path = url.pathname;
    if (method === 'GET') {
      if (path === '/api/dashboard/content/drafts') return Response.json(listed);
      if (path === '/api/dashboard/content/gallery/albums') return Response.json([ALBUM]);
      return Response.json([]);
    }
    const sent =
      body instanceof FormData
        ? Object.fromEntries(
            [...body.entries()].map(([name, value]) => [
              name,
              typeof value === 'string' ? value : value.name,
            ]),
          )
        : (JSON.parse(String(body ?? '{}')) as unknown);
    writes.push({ method, path, body: sent });
    if (path === '/api/dashboard/content/draft-pictures') {
      if ((sent as { image: string }).image === 'bad.png') {
        const message = 'The picture must be a JPEG, PNG or WebP image';
        return Response.json(
          { code: 'VALIDATION_ERROR', message, fieldErrors: { image: [message] } },
          { status: 400 },
        );
      }
      next += 1;
      const id = next;
      return Response.json(
        { id, imageUrl: `/api/content/draft-pictures/${id}`, srcset: '', width: 800, height: 600 },
        { status: 201 },
      );
    }
    if (path === '/api/dashboard/content/drafts') {
      const input = sent as Pick<ContentDraft, 'itemId' | 'version' | 'data'>;
      const kept = { ...DRAFT, id: drafts[0]?.id ?? 22, stale: false, ...input };
      kept.previewPath = `/gallery?preview=${kept.id}`;
      listed = [kept];
      return Response.json(kept);
    }
    return new Response(null, { status: 204 });
  });
  return writes;
}

const openAlbum = async () => {
  renderDashboard(
    '/dashboard/Website',
    [{ path: 'Website', element: <GalleryPanel /> }],
    HEAD_OFFICE,
  );
  await userEvent.click(await screen.findByRole('button', { name: 'Photos of Annual day' }));
  return (await screen.findByText('Add photos to “Annual day”')).closest('form')!;
};
const file = (name: string) =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });

beforeAll(polyfillDialog);
afterEach(() => vi.unstubAllGlobals());

describe("an album's photos as a draft", () => {
  it('asks for the alt text and the files first, and sends nothing', async () => {
    const writes = stubGallery([]);
    const form = await openAlbum();
    await userEvent.click(within(form).getByRole('button', { name: 'Save draft' }));
    expect(
      await within(form).findByText('Describe the picture for people who cannot see it (alt text)'),
    ).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText('Alt text'), 'Children on the stage');
    await userEvent.click(within(form).getByRole('button', { name: 'Save draft' }));
    expect(
      await within(form).findByText('Choose a picture (JPEG, PNG or WebP, at most 5 MB)'),
    ).toBeInTheDocument();
    expect(writes).toEqual([]);
  });

  it('uploads each chosen file for the draft and keeps the album’s draft with its words; a refused file says why', async () => {
    const writes = stubGallery([]);
    const form = await openAlbum();
    await userEvent.upload(within(form).getByLabelText('Photos'), [
      file('one.png'),
      file('bad.png'),
      file('two.png'),
    ]);
    await userEvent.type(within(form).getByLabelText('Alt text'), 'Children on the stage');
    await userEvent.type(within(form).getByLabelText('Caption (optional)'), 'Annual day 2026');
    await userEvent.click(within(form).getByRole('button', { name: 'Save draft' }));

    const panel = await screen.findByRole('region', { name: /^Draft: 2 photos/ });
    expect(within(panel).getByRole('link', { name: /^Preview/ })).toHaveAttribute(
      'href',
      '/gallery?preview=22',
    );
    expect(within(form).getByText('Not saved: The picture must be a JPEG, PNG or WebP image'));
    expect(within(form).getAllByText('In the draft')).toHaveLength(2);
    expect(writes).toEqual([
      { method: 'POST', path: '/api/dashboard/content/draft-pictures', body: { image: 'one.png' } },
      { method: 'POST', path: '/api/dashboard/content/draft-pictures', body: { image: 'bad.png' } },
      { method: 'POST', path: '/api/dashboard/content/draft-pictures', body: { image: 'two.png' } },
      {
        method: 'PUT',
        path: '/api/dashboard/content/drafts',
        body: {
          kind: 'gallery_photos',
          itemId: 4,
          version: 3,
          replaces: null,
          data: {
            photos: [
              { picture: 61, alt: 'Children on the stage', caption: 'Annual day 2026' },
              { picture: 62, alt: 'Children on the stage', caption: 'Annual day 2026' },
            ],
          },
        },
      },
    ]);
    // Nothing went to the album itself.
    expect(writes.some((write) => write.path.includes('/gallery/albums/'))).toBe(false);
  });

  it('continued: shows the draft’s photos, adds new ones after them, and publishes from the album screen', async () => {
    const writes = stubGallery([DRAFT]);
    const form = await openAlbum();
    const panel = await screen.findByRole('region', { name: /^Draft: 1 photo not/ });
    expect(within(panel).getByRole('img', { name: 'Children on the stage' })).toHaveAttribute(
      'src',
      '/api/content/draft-pictures/50',
    );

    await userEvent.upload(within(form).getByLabelText('Photos'), file('three.png'));
    await userEvent.type(within(form).getByLabelText('Alt text'), 'Prizes');
    await userEvent.click(within(form).getByRole('button', { name: 'Save draft' }));
    const grown = await screen.findByRole('region', { name: /^Draft: 2 photos/ });
    expect(writes.at(-1)).toEqual({
      method: 'PUT',
      path: '/api/dashboard/content/drafts',
      body: {
        kind: 'gallery_photos',
        itemId: 4,
        version: 3,
        replaces: '2026-11-26T09:00:00.000Z',
        data: {
          photos: [
            { picture: 50, alt: 'Children on the stage', caption: 'The stage' },
            { picture: 61, alt: 'Prizes', caption: '' },
          ],
        },
      },
    });

    // Publish: kept at the album's version as shown (the draft was stale), then published.
    writes.length = 0;
    await userEvent.click(within(grown).getByRole('button', { name: 'Publish these photos' }));
    await waitFor(() => expect(writes).toHaveLength(2));
    expect(writes[0]).toMatchObject({
      method: 'PUT',
      path: '/api/dashboard/content/drafts',
      body: { version: 3, data: { photos: [{ picture: 50 }, { picture: 61 }] } },
    });
    expect(writes[1]).toEqual({
      method: 'POST',
      path: '/api/dashboard/content/drafts/21/publish',
      body: {},
    });
  });

  it('takes a photo out of the draft: the draft is kept with the others', async () => {
    const writes = stubGallery([
      {
        ...DRAFT,
        data: {
          photos: [
            { picture: 50, alt: 'Children on the stage', caption: 'The stage' },
            { picture: 51, alt: 'Prizes', caption: '' },
          ],
        },
      },
    ]);
    await openAlbum();
    const panel = await screen.findByRole('region', { name: /^Draft: 2 photos/ });
    await userEvent.click(
      within(panel).getByRole('button', { name: 'Take out of the draft (photo 1)' }),
    );
    await screen.findByRole('region', { name: /^Draft: 1 photo not/ });
    expect(writes).toEqual([
      {
        method: 'PUT',
        path: '/api/dashboard/content/drafts',
        body: {
          kind: 'gallery_photos',
          itemId: 4,
          version: 3,
          replaces: '2026-11-26T09:00:00.000Z',
          data: { photos: [{ picture: 51, alt: 'Prizes', caption: '' }] },
        },
      },
    ]);
  });
});
