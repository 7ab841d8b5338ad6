import { Link } from 'react-router';
import {
  CONTACT_DETAILS,
  INSTITUTE_NAME,
  NAV_LINKS,
  REGISTER_LINK,
  SIGN_IN_LINK,
  SOCIAL_LINKS,
  VERIFY_LINK,
} from '../../lib/site';
import { SocialIcon } from './social-icon';
import { FOCUS_RING_ON_DARK as FOCUS_RING } from '../../components/ui/focus-ring';

/** Computed once when the module loads, so server and client render the same year. */
const CURRENT_YEAR = new Date().getFullYear();

const QUICK_LINKS = [...NAV_LINKS, VERIFY_LINK, REGISTER_LINK, SIGN_IN_LINK];

const TEXT_LINK_CLASS = `inline-flex min-h-11 items-center rounded-sm hover:text-accent-400 hover:underline md:min-h-8 ${FOCUS_RING}`;

const TEL_HREF = `tel:${CONTACT_DETAILS.phone.replace(/[^\d+]/g, '')}`;
const MAIL_HREF = `mailto:${CONTACT_DETAILS.email}`;

export function SiteFooter() {
  return (
    <footer className="bg-brand-900 text-brand-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
        <div>
          <p className="text-lg font-bold text-white">{INSTITUTE_NAME}</p>
          <p className="mt-3 text-sm leading-relaxed">
            Computer and vocational training courses, certificates and diplomas across our network
            of centres.
          </p>
        </div>

        <div>
          <h2 className="text-sm font-semibold tracking-wider text-white uppercase">Quick links</h2>
          <ul className="mt-3 text-sm">
            {QUICK_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={TEXT_LINK_CLASS}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>

        <div>
          <h2 className="text-sm font-semibold tracking-wider text-white uppercase">Contact</h2>
          <address className="mt-3 space-y-1 text-sm not-italic">
            <p className="leading-relaxed">{CONTACT_DETAILS.address}</p>
            <p>
              <span className="sr-only">Phone: </span>
              <a href={TEL_HREF} className={TEXT_LINK_CLASS}>
                {CONTACT_DETAILS.phone}
              </a>
            </p>
            <p>
              <span className="sr-only">Email: </span>
              <a href={MAIL_HREF} className={TEXT_LINK_CLASS}>
                {CONTACT_DETAILS.email}
              </a>
            </p>
          </address>
        </div>

        <div>
          <h2 className="text-sm font-semibold tracking-wider text-white uppercase">Follow us</h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {SOCIAL_LINKS.map((social) => (
              <li key={social.name}>
                <a
                  href={social.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={social.label}
                  className={`inline-flex size-11 items-center justify-center rounded-full border border-brand-100/40 text-white hover:border-accent-400 hover:text-accent-400 ${FOCUS_RING}`}
                >
                  <SocialIcon name={social.name} />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>

      <div className="border-t border-white/15">
        <p
          className="mx-auto max-w-7xl px-4 py-5 text-center text-sm sm:px-6 lg:px-8"
          suppressHydrationWarning
        >
          © {CURRENT_YEAR} {INSTITUTE_NAME}
        </p>
      </div>
    </footer>
  );
}
