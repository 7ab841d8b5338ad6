// Money is integer paise everywhere; rupees appear only at the edges (forms and screens).

const formatter = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** '₹1,250.00' from 125000 paise. */
export function formatPaise(paise: number): string {
  return formatter.format(paise / 100);
}

/**
 * The largest amount any one field takes (a fund payment, a fee, a payment, a discount): one crore
 * rupees. Far above any real fee, and sums of many such amounts stay exact integers of paise.
 */
export const MAX_AMOUNT_PAISE = 1_000_000_000;

/** '₹1,00,00,000' (whole rupees without decimals). */
export const formatRupeesLimit = (paise: number): string => formatPaise(paise).replace(/\.00$/, '');

export const amountTooLargeMessage = `The amount can be at most ${formatRupeesLimit(MAX_AMOUNT_PAISE)}.`;

/**
 * Paise from rupees typed by a person ('1250', '1,250.5', '1250.50'); null when it is not an
 * amount with at most two decimals. Parsed from the text, never through floating point. Very long
 * numbers are answered too (not exactly): callers compare them with MAX_AMOUNT_PAISE.
 */
export function parseRupees(text: string): number | null {
  const cleaned = text
    .trim()
    .replaceAll(',', '')
    .replace(/^\u20B9\s*/, ''); // ₹
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(cleaned);
  if (!match) return null;
  const rupees = Number(match[1]);
  const paise = Number((match[2] ?? '').padEnd(2, '0'));
  return rupees * 100 + paise;
}
