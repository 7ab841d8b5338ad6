// GST tax invoices and credit notes (issue 36 point 5, decision 0082): head office's GST details,
// the GSTIN's check, the tax split and what the invoice screens read. Amounts in integer paise.
import './zod-setup';
import { z } from 'zod';

export const INVOICE_MESSAGES = {
  headOfficeOnly: 'Only head office can do this.',
  badGstin:
    'Enter a valid GSTIN: 15 characters (state code, PAN, entity number, Z, check character).',
  badMonth: 'Choose a month as YYYY-MM.',
  notFound: 'There is no such invoice.',
  notConfigured: 'Enter head office’s GST details first.',
} as const;

/** GST state codes (the first two characters of a GSTIN) of the states a centre can be in. */
export const GST_STATE_CODES: Record<string, string> = {
  'Jammu and Kashmir': '01',
  'Himachal Pradesh': '02',
  Punjab: '03',
  Chandigarh: '04',
  Uttarakhand: '05',
  Haryana: '06',
  Delhi: '07',
  Rajasthan: '08',
  'Uttar Pradesh': '09',
  Bihar: '10',
  Sikkim: '11',
  'Arunachal Pradesh': '12',
  Nagaland: '13',
  Manipur: '14',
  Mizoram: '15',
  Tripura: '16',
  Meghalaya: '17',
  Assam: '18',
  'West Bengal': '19',
  Jharkhand: '20',
  Odisha: '21',
  Chhattisgarh: '22',
  'Madhya Pradesh': '23',
  Gujarat: '24',
  Maharashtra: '27',
  Karnataka: '29',
  Goa: '30',
  Kerala: '32',
  'Tamil Nadu': '33',
  Puducherry: '34',
  Telangana: '36',
  'Andhra Pradesh': '37',
  Ladakh: '38',
};

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The check character (15th) of a GSTIN's first 14 characters (GSTN's base-36 Luhn variant). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    const value = GSTIN_CHARS.indexOf(first14[index]!);
    const product = value * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36]!;
}

/** A GSTIN of the right shape, a known state code and the right check character. */
export function isValidGstin(value: string): boolean {
  if (!GSTIN_PATTERN.test(value)) return false;
  if (!Object.values(GST_STATE_CODES).includes(value.slice(0, 2))) return false;
  return gstinCheckCharacter(value.slice(0, 14)) === value[14];
}

export const gstinField = z
  .string()
  .trim()
  .transform((value) => value.toUpperCase())
  .refine(isValidGstin, { message: INVOICE_MESSAGES.badGstin });

/** Head office's GST details (the `gst` setting). */
export const gstSettingsSchema = z.object({
  legalName: z.string().trim().min(2, 'Enter head office’s legal name.').max(200),
  address: z.string().trim().min(5, 'Enter head office’s address.').max(500),
  gstin: gstinField,
  /** The service's SAC code (999293: commercial training and coaching). */
  sac: z
    .string()
    .trim()
    .regex(/^[0-9]{6}$/, 'The SAC code has 6 digits.'),
  /** GST rate in basis points (1800 = 18%). */
  rateBasisPoints: z
    .number()
    .int()
    .min(0, 'The rate is between 0% and 28%.')
    .max(2800, 'The rate is between 0% and 28%.'),
  /** Also a tax invoice for every student fee payment. */
  feeInvoices: z.boolean(),
});
export type GstSettings = z.infer<typeof gstSettingsSchema>;

export const gstSettingsViewSchema = z.object({
  legalName: z.string(),
  address: z.string(),
  gstin: z.string(),
  sac: z.string(),
  rateBasisPoints: z.number(),
  feeInvoices: z.boolean(),
  /** Head office's state, from its GSTIN. */
  state: z.string(),
  stateCode: z.string(),
  configured: z.boolean(),
});

export const centreGstinSchema = z.object({
  /** Empty: the centre has none (an unregistered recipient). */
  gstin: z.union([z.literal(''), gstinField]),
});

/** The state whose GST code this is. */
export function stateOfCode(code: string): string {
  return Object.entries(GST_STATE_CODES).find(([, value]) => value === code)?.[0] ?? '';
}

/**
 * The tax in an amount that includes it (decision 0082): taxable value rounded to the nearest
 * paisa (half up), the tax is the rest, so taxable + tax is exactly what was paid; within one
 * state the tax is split into CGST and SGST, the odd paisa going to CGST.
 */
export function splitInclusive(
  totalPaise: number,
  rateBasisPoints: number,
  sameState: boolean,
): { taxablePaise: number; cgstPaise: number; sgstPaise: number; igstPaise: number } {
  const divisor = 10_000 + rateBasisPoints;
  const taxablePaise = Math.floor((totalPaise * 10_000 * 2 + divisor) / (2 * divisor));
  const tax = totalPaise - taxablePaise;
  if (!sameState) return { taxablePaise, cgstPaise: 0, sgstPaise: 0, igstPaise: tax };
  const cgstPaise = Math.ceil(tax / 2);
  return { taxablePaise, cgstPaise, sgstPaise: tax - cgstPaise, igstPaise: 0 };
}

/** India's financial year (April to March) of a day: '2026-04-01' -> '2026-27'. */
export function financialYear(day: string): string {
  const year = Number(day.slice(0, 4));
  const start = Number(day.slice(5, 7)) >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

export const INVOICE_KINDS = ['invoice', 'credit_note'] as const;

export const invoiceSchema = z.object({
  id: z.number(),
  kind: z.enum(INVOICE_KINDS),
  number: z.string(),
  issuedOn: z.string(),
  centreId: z.number(),
  centreName: z.string(),
  purpose: z.enum(['wallet', 'fee']),
  recipientName: z.string(),
  recipientGstin: z.string().nullable(),
  placeOfSupply: z.string(),
  originalNumber: z.string().nullable(),
  taxablePaise: z.number(),
  cgstPaise: z.number(),
  sgstPaise: z.number(),
  igstPaise: z.number(),
  totalPaise: z.number(),
  pdfUrl: z.string(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoiceListQuerySchema = z.object({
  month: z
    .string()
    .regex(/^[0-9]{4}-(0[1-9]|1[0-2])$/, INVOICE_MESSAGES.badMonth)
    .optional(),
  centreId: z.coerce.number().int().positive().optional(),
});

export const invoiceExportQuerySchema = z.object({
  month: z.string().regex(/^[0-9]{4}-(0[1-9]|1[0-2])$/, INVOICE_MESSAGES.badMonth),
  format: z.enum(['csv', 'xlsx']),
});
