import { DEFAULT_INSTITUTE_NAME } from '@institute/shared/content/site-defaults';

/** The public navigation of the specification, in its order. */
export const NAV_LINKS = [
  { label: 'Home', to: '/' },
  { label: 'About Us', to: '/about' },
  { label: 'Courses', to: '/course' },
  { label: 'Contact Us', to: '/contact' },
  { label: 'Gallery', to: '/gallery' },
] as const;

export const REGISTER_LINK = { label: 'Register Now', to: '/signup' } as const;
export const SIGN_IN_LINK = { label: 'Sign In', to: '/login' } as const;

/** The name in page titles (head office's own name is shown on the pages: useSite). */
export const INSTITUTE_NAME = DEFAULT_INSTITUTE_NAME;

/** The public verification page, linked from the navigation and the footer. */
export const VERIFY_LINK = { label: 'Verify Certificate', to: '/verify' } as const;
