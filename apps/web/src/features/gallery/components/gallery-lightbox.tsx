import type { GalleryItem } from '@institute/shared/content/content';
import { useLingui } from '@lingui/react';
import type { KeyboardEvent } from 'react';
import { Dialog } from '../../../components/ui/dialog';

const BUTTON_CLASS =
  'inline-flex min-h-11 items-center justify-center rounded-md border border-brand-700 px-4 font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** The enlarged view: the large image and its caption; Previous/Next and the arrow keys move. */
export function GalleryLightbox({
  items,
  index,
  onIndex,
}: {
  items: readonly GalleryItem[];
  index: number | null;
  onIndex: (index: number | null) => void;
}) {
  const { _ } = useLingui();
  const item = index === null ? undefined : items[index];
  const count = items.length;
  const move = (step: number) => {
    if (index !== null) onIndex((index + step + count) % count);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') move(-1);
    else if (event.key === 'ArrowRight') move(1);
    else return;
    event.preventDefault();
  };

  return (
    <Dialog
      open={item !== undefined}
      title={item?.caption ?? ''}
      onClose={() => onIndex(null)}
      className="max-w-5xl"
      onKeyDown={onKeyDown}
    >
      {item && index !== null && (
        <div>
          <img
            src={item.imageUrl}
            alt={item.alt}
            width={item.width}
            height={item.height}
            className="mx-auto block h-auto max-h-[70vh] w-auto max-w-full rounded-lg bg-slate-100"
          />
          <div className="mt-4 flex items-center justify-between gap-3">
            <button type="button" className={BUTTON_CLASS} onClick={() => move(-1)}>
              {_('public.gallery.previous')}
            </button>
            <p className="text-sm text-slate-700" aria-live="polite">
              {_('public.gallery.position', { number: index + 1, count })}
            </p>
            <button type="button" className={BUTTON_CLASS} onClick={() => move(1)}>
              {_('public.gallery.next')}
            </button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
