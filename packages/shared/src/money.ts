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
 * Paise from rupees typed by a person ('1250', '1,250.5', '1250.50'); null when it is not an
 * amount with at most two decimals. Parsed from the text, never through floating point.
 */
export function parseRupees(text: string): number | null {
  const cleaned = text.trim().replaceAll(',', '').replace(/^₹\s*/, '');
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(cleaned);
  if (!match) return null;
  const rupees = Number(match[1]);
  const paise = Number((match[2] ?? '').padEnd(2, '0'));
  return rupees * 100 + paise;
}
