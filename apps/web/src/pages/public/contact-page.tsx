import { useLingui } from '@lingui/react';
import { telHref, useSite } from '../../features/content/site';
import { ContactForm } from '../../features/enquiries/components/contact-form';
import { PageHeader } from './page-header';

/** /contact: the contact form, and where to find us. */
export function ContactPage() {
  const site = useSite();
  const { _ } = useLingui();
  const phones = [site.phone, site.phone2].filter(Boolean);
  return (
    <>
      <PageHeader eyebrow={_('public.contact.eyebrow')} title={_('public.contact.title')}>
        <p>{_('public.contact.intro')}</p>
      </PageHeader>
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-12 sm:px-6 lg:grid-cols-3 lg:px-8">
        <div className="lg:col-span-2">
          <ContactForm />
        </div>
        <aside aria-labelledby="visit-heading" className="rounded-xl bg-brand-50 p-6">
          <h2 id="visit-heading" className="text-xl font-bold text-brand-900">
            {_('public.contact.visit')}
          </h2>
          <address className="mt-3 space-y-2 text-slate-700 not-italic">
            {site.address && <p>{site.address}</p>}
            {phones.map((phone) => (
              <p key={phone}>
                {_('common.phone')}{' '}
                <a href={telHref(phone)} className="underline underline-offset-2">
                  {phone}
                </a>
              </p>
            ))}
            {site.email && (
              <p>
                {_('common.email')}{' '}
                <a href={`mailto:${site.email}`} className="underline underline-offset-2">
                  {site.email}
                </a>
              </p>
            )}
            {site.openingHours && <p>{_('public.contact.open', { hours: site.openingHours })}</p>}
            {site.mapLink && (
              <p>
                <a
                  href={site.mapLink}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-semibold text-brand-800 underline underline-offset-2"
                >
                  {_('public.contact.map')}
                </a>
              </p>
            )}
          </address>
        </aside>
      </div>
    </>
  );
}
