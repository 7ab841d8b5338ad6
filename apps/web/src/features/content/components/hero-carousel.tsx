import type { Banner } from '@institute/shared/content/content';
import { useLingui } from '@lingui/react';
import { Carousel } from '../../../components/ui/carousel';

/** A slide spans the page's width. */
const SIZES = '100vw';

function BannerSlide({ banner, first }: { banner: Banner; first: boolean }) {
  const picture = (
    <img
      src={banner.image}
      {...(banner.srcset ? { srcSet: banner.srcset, sizes: SIZES } : {})}
      alt={banner.alt}
      width={banner.width}
      height={banner.height}
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : 'auto'}
      decoding={first ? 'sync' : 'async'}
      className="block h-auto w-full"
    />
  );
  const caption = banner.title || banner.text;
  return (
    <figure className="relative">
      {banner.link ? (
        <a
          href={banner.link}
          className="block focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {picture}
        </a>
      ) : (
        picture
      )}
      {caption && (
        <figcaption className="bg-brand-900 px-4 py-3 text-white md:absolute md:top-1/2 md:left-8 md:max-w-md md:-translate-y-1/2 md:rounded-lg md:bg-brand-900/90 md:p-6 lg:left-16">
          <span className="block text-lg font-bold md:text-2xl lg:text-3xl">{banner.title}</span>
          <span className="mt-1 block text-sm md:mt-2 md:text-base">{banner.text}</span>
        </figcaption>
      )}
    </figure>
  );
}

/** The home page's six banners: loop, spacing 30, autoplay 2500 ms until the visitor interacts. */
export function HeroCarousel({ banners }: { banners: readonly Banner[] }) {
  const { _ } = useLingui();
  return (
    <Carousel
      label={_('public.hero.label')}
      slides={banners.map((banner, i) => (
        <BannerSlide key={banner.id} banner={banner} first={i === 0} />
      ))}
      slideLabel={(i, count) => _('public.hero.slide', { number: i + 1, count })}
      autoplayMs={2500}
      stopOnInteraction
      pagination
      gap={30}
      perViewClass="[--per-view:1]"
      visibleSlideClass='data-[pos="0"]:visible'
    />
  );
}
