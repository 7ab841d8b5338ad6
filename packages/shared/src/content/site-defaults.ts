/**
 * The website's settings as every page needs them, without zod (this file is on every public
 * page): the type, the five social networks and what is shown before head office saves anything.
 */

/** The five networks of the top bar, in its order. An empty link is not shown. */
export const SOCIAL_NETWORKS = [
  { name: 'facebook', label: 'Facebook' },
  { name: 'instagram', label: 'Instagram' },
  { name: 'linkedin', label: 'LinkedIn' },
  { name: 'telegram', label: 'Telegram' },
  { name: 'twitter', label: 'Twitter' },
] as const;

export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number]['name'];

/** The institute's logo as pages show it: the stored widths of one uploaded picture. */
export interface SiteLogo {
  /** The default width's address (/api/media/<id>). */
  src: string;
  /** 'url 480w, url 960w' of every stored width. */
  srcset: string;
  width: number;
  height: number;
}

export interface PublicSite {
  instituteName: string;
  phone: string;
  phone2: string;
  email: string;
  address: string;
  mapLink: string;
  openingHours: string;
  footerText: string;
  social: Record<SocialNetwork, string>;
  /** Uploaded by head office (Website > Site settings); none: the name only. */
  logo?: SiteLogo | null;
}

/** The institute's name as the specification gives it (the default until head office sets one). */
export const DEFAULT_INSTITUTE_NAME = 'RV Institute of Computer & Vocational Training';

/**
 * What the public pages show before head office has saved the settings: the name, and no contact
 * details or social links (an empty value is not shown) rather than made-up ones.
 */
export const DEFAULT_SITE: PublicSite = {
  instituteName: DEFAULT_INSTITUTE_NAME,
  phone: '',
  phone2: '',
  email: '',
  address: '',
  mapLink: '',
  openingHours: '',
  footerText: '',
  social: { facebook: '', instagram: '', linkedin: '', telegram: '', twitter: '' },
};
