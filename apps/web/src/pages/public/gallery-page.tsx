import type { GalleryContent } from '@institute/shared/content/content';
import { useLingui } from '@lingui/react';
import { useLoaderData } from 'react-router';
import { GalleryGrid } from '../../features/gallery/components/gallery-grid';
import { PageHeader } from './page-header';

/** /gallery: pictures of our centres and classes. */
export function GalleryPage() {
  const { albums, items } = useLoaderData<GalleryContent>();
  const { _ } = useLingui();
  // Album by album, each under its title (one album: no title needed).
  const groups = albums.map((album) => ({
    album,
    items: items.filter((item) => item.albumId === album.id),
  }));
  return (
    <>
      <PageHeader eyebrow={_('public.gallery.eyebrow')} title={_('public.gallery.title')}>
        <p>{_('public.gallery.intro')}</p>
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        {groups.length > 1 ? (
          <div className="space-y-12">
            {groups.map(({ album, items: photos }) => (
              <section key={album.id} aria-labelledby={`album-${album.id}`} className="space-y-6">
                <h2 id={`album-${album.id}`} className="text-2xl font-bold text-brand-900">
                  {album.title}
                </h2>
                <GalleryGrid items={photos} />
              </section>
            ))}
          </div>
        ) : items.length > 0 ? (
          <GalleryGrid items={items} />
        ) : (
          <p className="text-slate-700">{_('public.gallery.empty')}</p>
        )}
      </div>
    </>
  );
}
