import { telHref, useSite } from '../../features/content/site';
import { ContactForm } from '../../features/enquiries/components/contact-form';
import { PageHeader } from './page-header';

/** /contact: the contact form, and where to find us. */
export function ContactPage() {
  const site = useSite();
  const phones = [site.phone, site.phone2].filter(Boolean);
  return (
    <>
      <PageHeader eyebrow="Contact Us" title="Get in touch">
        <p>Send us a message and we will answer within one working day.</p>
      </PageHeader>
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-12 sm:px-6 lg:grid-cols-3 lg:px-8">
        <div className="lg:col-span-2">
          <ContactForm />
        </div>
        <aside aria-labelledby="visit-heading" className="rounded-xl bg-brand-50 p-6">
          <h2 id="visit-heading" className="text-xl font-bold text-brand-900">
            Visit or call
          </h2>
          <address className="mt-3 space-y-2 text-slate-700 not-italic">
            {site.address && <p>{site.address}</p>}
            {phones.map((phone) => (
              <p key={phone}>
                Phone:{' '}
                <a href={telHref(phone)} className="underline underline-offset-2">
                  {phone}
                </a>
              </p>
            ))}
            {site.email && (
              <p>
                Email:{' '}
                <a href={`mailto:${site.email}`} className="underline underline-offset-2">
                  {site.email}
                </a>
              </p>
            )}
            {site.openingHours && <p>Open: {site.openingHours}</p>}
            {site.mapLink && (
              <p>
                <a
                  href={site.mapLink}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-semibold text-brand-800 underline underline-offset-2"
                >
                  Open the map
                </a>
              </p>
            )}
          </address>
        </aside>
      </div>
    </>
  );
}
