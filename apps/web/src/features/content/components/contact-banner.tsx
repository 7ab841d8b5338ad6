import { useLingui } from '@lingui/react';
import { LocaleLink as Link } from '../../../i18n/locale';

/** The call to get in touch at the foot of the home page. */
export function ContactBanner({ phone }: { phone: string }) {
  const { _ } = useLingui();
  return (
    <section aria-labelledby="contact-banner-heading" className="bg-brand-800 text-white">
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-12 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
        <div>
          <h2 id="contact-banner-heading" className="text-2xl font-bold sm:text-3xl">
            {_('public.contactBanner.heading')}
          </h2>
          <p className="mt-2 text-brand-100">
            {phone
              ? _('public.contactBanner.textWithPhone', { phone })
              : _('public.contactBanner.text')}
          </p>
        </div>
        <Link
          to="/contact"
          className="inline-flex min-h-11 shrink-0 items-center justify-center rounded-md bg-accent-400 px-6 font-semibold text-brand-900 hover:bg-accent-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-400"
        >
          {_('public.contactBanner.link')}
        </Link>
      </div>
    </section>
  );
}
