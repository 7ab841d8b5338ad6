import { useLingui } from '@lingui/react';
import { socialLinksOf, telHref, useSite } from '../../features/content/site';
import { SocialIcon } from './social-icon';
import { FOCUS_RING_ON_DARK as FOCUS_RING } from '../../components/ui/focus-ring';

function PhoneIcon() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className="size-4 shrink-0"
    >
      <rect x="6.5" y="2.5" width="11" height="19" rx="2" />
      <path d="M11 18h2" />
    </svg>
  );
}

function MailIcon() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className="size-4 shrink-0"
    >
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3.5 6.5 8.5 6.5 8.5-6.5" />
    </svg>
  );
}

/** The slim bar above the navigation: contact details and social links. */
export function TopInfoBar() {
  const site = useSite();
  const { _ } = useLingui();
  return (
    <div className="bg-brand-900 text-sm text-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-6 px-4 sm:px-6 lg:px-8">
        <ul className="flex flex-wrap items-center gap-x-5">
          {site.phone && (
            <li>
              <a
                href={telHref(site.phone)}
                className={`inline-flex min-h-11 items-center gap-2 rounded-sm hover:text-accent-400 hover:underline md:min-h-9 ${FOCUS_RING}`}
              >
                <PhoneIcon />
                <span className="sr-only">{_('common.phone')} </span>
                {site.phone}
              </a>
            </li>
          )}
          {site.email && (
            <li>
              <a
                href={`mailto:${site.email}`}
                className={`inline-flex min-h-11 items-center gap-2 rounded-sm hover:text-accent-400 hover:underline md:min-h-9 ${FOCUS_RING}`}
              >
                <MailIcon />
                <span className="sr-only">{_('common.email')} </span>
                {site.email}
              </a>
            </li>
          )}
        </ul>
        <ul className="flex items-center gap-1" aria-label={_('common.socialMedia')}>
          {socialLinksOf(site).map((social) => (
            <li key={social.name}>
              <a
                href={social.href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={social.label}
                className={`inline-flex size-11 items-center justify-center rounded-full hover:bg-white/10 hover:text-accent-400 md:size-9 ${FOCUS_RING}`}
              >
                <SocialIcon name={social.name} />
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
