import { Link } from 'react-router';

/** The call to get in touch at the foot of the home page. */
export function ContactBanner({ phone }: { phone: string }) {
  return (
    <section aria-labelledby="contact-banner-heading" className="bg-brand-800 text-white">
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-12 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
        <div>
          <h2 id="contact-banner-heading" className="text-2xl font-bold sm:text-3xl">
            Have a question about a course?
          </h2>
          <p className="mt-2 text-brand-100">
            {phone ? `Write to us or call ${phone}` : 'Write to us'}: we will help you choose the
            right course and centre.
          </p>
        </div>
        <Link
          to="/contact"
          className="inline-flex min-h-11 shrink-0 items-center justify-center rounded-md bg-accent-400 px-6 font-semibold text-brand-900 hover:bg-accent-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-400"
        >
          Contact Us
        </Link>
      </div>
    </section>
  );
}
