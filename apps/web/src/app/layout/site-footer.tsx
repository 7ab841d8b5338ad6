import { useLingui } from '@lingui/react';
import { LocaleLink as Link } from '../../i18n/locale';
import { socialLinksOf, telHref, useSite } from '../../features/content/site';
import { NAV_LINKS, REGISTER_LINK, SIGN_IN_LINK, VERIFY_LINK } from '../../lib/site';
import { SocialIcon } from './social-icon';
import { FOCUS_RING_ON_DARK as FOCUS_RING } from '../../components/ui/focus-ring';

/** Computed once when the module loads, so server and client render the same year. */
const CURRENT_YEAR = new Date().getFullYear();

const QUICK_LINKS = [...NAV_LINKS, VERIFY_LINK, REGISTER_LINK, SIGN_IN_LINK];

const TEXT_LINK_CLASS = `inline-flex min-h-11 items-center rounded-sm hover:text-accent-400 hover:underline md:min-h-8 ${FOCUS_RING}`;

export function SiteFooter() {
  const site = useSite();
  const { _ } = useLingui();
  const social = socialLinksOf(site);
  const phones = [site.phone, site.phone2].filter(Boolean);
  return (
    <footer className="bg-brand-900 text-brand-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
        <div>
          <p className="text-lg font-bold text-white">{site.instituteName}</p>
          <p className="mt-3 text-sm leading-relaxed">
            {site.footerText || _('common.footer.text')}
          </p>
        </div>

        <div>
          <h2 className="text-sm font-semibold tracking-wider text-white uppercase">
            {_('common.footer.quickLinks')}
          </h2>
          <ul className="mt-3 text-sm">
            {QUICK_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={TEXT_LINK_CLASS}>
                  {_(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </div>

        <div>
          <h2 className="text-sm font-semibold tracking-wider text-white uppercase">
            {_('common.footer.contact')}
          </h2>
          <address className="mt-3 space-y-1 text-sm not-italic">
            {site.address && <p className="leading-relaxed">{site.address}</p>}
            {phones.map((phone) => (
              <p key={phone}>
                <span className="sr-only">{_('common.phone')} </span>
                <a href={telHref(phone)} className={TEXT_LINK_CLASS}>
                  {phone}
                </a>
              </p>
            ))}
            {site.email && (
              <p>
                <span className="sr-only">{_('common.email')} </span>
                <a href={`mailto:${site.email}`} className={TEXT_LINK_CLASS}>
                  {site.email}
                </a>
              </p>
            )}
            {site.openingHours && <p>{site.openingHours}</p>}
          </address>
        </div>

        {social.length > 0 && (
          <div>
            <h2 className="text-sm font-semibold tracking-wider text-white uppercase">
              {_('common.footer.followUs')}
            </h2>
            <ul className="mt-3 flex flex-wrap gap-2">
              {social.map((link) => (
                <li key={link.name}>
                  <a
                    href={link.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={link.label}
                    className={`inline-flex size-11 items-center justify-center rounded-full border border-brand-100/40 text-white hover:border-accent-400 hover:text-accent-400 ${FOCUS_RING}`}
                  >
                    <SocialIcon name={link.name} />
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>

      <div className="border-t border-white/15">
        <p
          className="mx-auto max-w-7xl px-4 py-5 text-center text-sm sm:px-6 lg:px-8"
          suppressHydrationWarning
        >
          {_('common.footer.copyright', { year: CURRENT_YEAR, name: site.instituteName })}
        </p>
      </div>
    </footer>
  );
}
