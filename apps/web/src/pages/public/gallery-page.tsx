import type { GalleryContent } from '@institute/shared/content/content';
import { useLoaderData } from 'react-router';
import { GalleryGrid } from '../../features/gallery/components/gallery-grid';
import { PageHeader } from './page-header';

/** /gallery: pictures of our centres and classes. */
export function GalleryPage() {
  const { items } = useLoaderData<GalleryContent>();
  return (
    <>
      <PageHeader eyebrow="Gallery" title="Life at our centres">
        <p>Classes, labs, workshops and certificate days across our network.</p>
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        {items.length > 0 ? (
          <GalleryGrid items={items} />
        ) : (
          <p className="text-slate-700">New pictures are on their way.</p>
        )}
      </div>
    </>
  );
}
