import { COURSE_CARD_IMAGE } from '@institute/shared/content/constants';
import type { CourseCard as Card } from '@institute/shared/content/content';
import { useLingui } from '@lingui/react';

/** A course: its picture (or the shared book picture), title, semester text, subjects and 'Buy Now'. */
export function CourseCard({
  card,
  eager,
  onBuyNow,
}: {
  card: Card;
  eager: boolean;
  onBuyNow: (card: Card) => void;
}) {
  const { _ } = useLingui();
  return (
    <article className="flex w-full max-w-[300px] flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm md:w-[45%] lg:w-[30%]">
      <img
        src={card.image}
        // An uploaded picture comes in several widths; the card is at most 300 px wide.
        srcSet={card.srcset || undefined}
        sizes={card.srcset ? '(max-width: 340px) calc(100vw - 2rem), 300px' : undefined}
        alt={card.alt}
        width={card.width || COURSE_CARD_IMAGE.width}
        height={card.height || COURSE_CARD_IMAGE.height}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className="block h-auto w-full bg-brand-50"
      />
      <div className="flex flex-1 flex-col p-5">
        <h2 className="text-lg font-bold text-brand-900">{card.title}</h2>
        <p className="mt-1 text-sm font-semibold text-brand-700">{card.semester}</p>
        <p className="mt-3 flex-1 text-sm whitespace-pre-line text-slate-700">{card.description}</p>
        <button
          type="button"
          onClick={() => onBuyNow(card)}
          aria-label={_('public.courseCard.buyNowLabel', { course: card.title })}
          className="mt-4 inline-flex min-h-11 items-center justify-center rounded-md bg-accent-400 px-5 font-semibold text-brand-900 hover:bg-accent-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {_('public.courseCard.buyNow')}
        </button>
      </div>
    </article>
  );
}
