import type { GalleryItem } from '@institute/shared/content/content';
import { useLingui } from '@lingui/react';
import { useState, type MouseEvent } from 'react';
import { GalleryLightbox } from './gallery-lightbox';

const SIZES = '(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 100vw';

/**
 * The captioned pictures; each opens an enlarged view (without JavaScript, the link opens the
 * large image itself).
 */
export function GalleryGrid({ items }: { items: readonly GalleryItem[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const { _ } = useLingui();

  const onOpen = (event: MouseEvent, index: number) => {
    event.preventDefault();
    setOpen(index);
  };

  return (
    <>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item, index) => (
          <li key={item.id}>
            {/* figure > a > img, figcaption a child of the figure (HTML's content model: a
                figcaption inside a link is invalid). The link's box covers the whole figure
                (::after), so the caption still opens the picture, as before. */}
            <figure className="relative overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
              <a
                href={item.imageUrl}
                onClick={(event) => onOpen(event, index)}
                aria-haspopup="dialog"
                className="group block after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:-outline-offset-3 focus-visible:after:outline-brand-600"
              >
                <span className="sr-only">{_('public.gallery.enlarge')}</span>{' '}
                <img
                  src={item.thumbUrl}
                  srcSet={item.srcset}
                  sizes={SIZES}
                  width={item.thumbWidth}
                  height={item.thumbHeight}
                  alt={item.alt}
                  loading={index < 3 ? 'eager' : 'lazy'}
                  decoding="async"
                  className="block h-auto w-full transition-transform duration-300 group-hover:scale-[1.03]"
                />
              </a>
              <figcaption className="px-4 py-3 font-semibold text-slate-800">
                {item.caption}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <GalleryLightbox items={items} index={open} onIndex={setOpen} />
    </>
  );
}
