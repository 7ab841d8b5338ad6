// Kept free of zod: the public plan cards import this.

/** Whether a plan's link leaves the website (an ordinary link, not one the router follows). */
export const isExternalLink = (path: string) => path.startsWith('https://');

/** ₹1,500 / ₹1,00,000: whole rupees as India writes them. */
export const formatRupees = (amount: number) => `₹${amount.toLocaleString('en-IN')}`;
