import type { MessageId } from '@lingui/core';
import { DEFAULT_INSTITUTE_NAME } from '@institute/shared/content/site-defaults';

/** The public navigation of the specification, in its order (labels: message ids). */
export const NAV_LINKS = [
  { label: 'common.nav.home', to: '/' },
  { label: 'common.nav.about', to: '/about' },
  { label: 'common.nav.courses', to: '/course' },
  { label: 'common.nav.contact', to: '/contact' },
  { label: 'common.nav.gallery', to: '/gallery' },
] as const satisfies readonly { label: MessageId; to: string }[];

export const REGISTER_LINK = { label: 'common.nav.register', to: '/signup' } as const;
export const SIGN_IN_LINK = { label: 'common.nav.signIn', to: '/login' } as const;

/** The name in page titles (head office's own name is shown on the pages: useSite). */
export const INSTITUTE_NAME = DEFAULT_INSTITUTE_NAME;

/** The public verification page, linked from the navigation and the footer. */
export const VERIFY_LINK = { label: 'common.nav.verify', to: '/verify' } as const;
