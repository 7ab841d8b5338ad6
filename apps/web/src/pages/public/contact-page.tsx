import { CONTACT_DETAILS } from '../../lib/site';
import { ContactForm } from '../../features/enquiries/components/contact-form';
import { PageHeader } from './page-header';

/** /contact: the contact form, and where to find us. */
export function ContactPage() {
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
            <p>{CONTACT_DETAILS.address}</p>
            <p>Phone: {CONTACT_DETAILS.phone}</p>
            <p>Email: {CONTACT_DETAILS.email}</p>
          </address>
        </aside>
      </div>
    </>
  );
}
