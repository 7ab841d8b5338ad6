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

/** Placeholder contact details, as the specification gives none. */
export const CONTACT_DETAILS = {
  phone: '+91 00000 00000',
  email: 'info@example.com',
  address: 'Training centre address, City, State, PIN 000000',
} as const;

export const SOCIAL_LINKS = [
  { name: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/' },
  { name: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/' },
  { name: 'linkedin', label: 'LinkedIn', href: 'https://www.linkedin.com/' },
  { name: 'telegram', label: 'Telegram', href: 'https://telegram.org/' },
  { name: 'twitter', label: 'Twitter', href: 'https://twitter.com/' },
] as const;

export type SocialName = (typeof SOCIAL_LINKS)[number]['name'];

export const INSTITUTE_NAME = 'RV Institute of Computer & Vocational Training';

/** The public verification page, linked from the navigation and the footer. */
export const VERIFY_LINK = { label: 'Verify Certificate', to: '/verify' } as const;
