import { addDays, daysBetween } from './dates';
import './zod-setup';
import { z } from 'zod';
import { isRealIsoDate } from './dates';

/** The reports of head office and centres (issue 40, decision 0065). */
export const REPORT_KINDS = [
  'admissions',
  'fees',
  'wallet',
  'funnel',
  'results',
  'ranking',
  'attendance',
] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

const day = z
  .string()
  .refine((value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && isRealIsoDate(value), {
    message: 'Please enter a valid date (YYYY-MM-DD)',
  });

export const reportParamsSchema = z.object({ report: z.enum(REPORT_KINDS) });

const reportQueryFields = {
  /** First day of the period, YYYY-MM-DD (the institute's calendar). */
  from: day,
  /** Last day of the period, included. */
  to: day,
  /** Head office: one centre instead of the network; centre staff: only their own. */
  centreId: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1)
    .optional(),
  /** A course code: only its students (enquiries have no course code and are not filtered). */
  course: z.string().trim().min(1).max(50).optional(),
  /** The language of titles and headings. */
  lang: z.enum(['en', 'hi']).default('en'),
};

const periodChecks = <T extends z.ZodType<{ from: string; to: string }>>(schema: T) =>
  schema
    .refine((query) => query.from <= query.to, {
      message: 'The start date must be on or before the end date',
      path: ['to'],
    })
    .refine((query) => Number(query.to.slice(0, 4)) - Number(query.from.slice(0, 4)) <= 5, {
      message: 'Please choose a period of at most five years',
      path: ['from'],
    });

export const reportQuerySchema = periodChecks(z.object(reportQueryFields));
export type ReportQuery = z.infer<typeof reportQuerySchema>;

export const reportExportQuerySchema = periodChecks(
  z.object({ ...reportQueryFields, format: z.enum(['xlsx', 'csv']) }),
);

export const reportChartQuerySchema = periodChecks(
  z.object({
    ...reportQueryFields,
    /** Which table of the report: byMonth, byCentre, byCourse, bySource, duesAgeing. */
    table: z.string().min(1).max(30),
    width: z.coerce.number().int().min(280).max(1600).default(640),
    height: z.coerce.number().int().min(200).max(1000).default(320),
  }),
);

export const REPORT_COLUMN_TYPES = ['text', 'month', 'date', 'count', 'paise', 'percent'] as const;
export type ReportColumnType = (typeof REPORT_COLUMN_TYPES)[number];

const reportTableSchema = z.object({
  key: z.string(),
  title: z.string(),
  columns: z.array(
    z.object({ key: z.string(), label: z.string(), type: z.enum(REPORT_COLUMN_TYPES) }),
  ),
  /** Counts as numbers, money in paise, percentages in basis points (8250 = 82.50 %). */
  rows: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.null()]))),
});
export type ReportTable = z.infer<typeof reportTableSchema>;

export const reportSchema = z.object({
  report: z.enum(REPORT_KINDS),
  title: z.string(),
  from: z.string(),
  to: z.string(),
  centre: z.object({ id: z.number(), code: z.string(), name: z.string() }).nullable(),
  course: z.string().nullable(),
  /** When the figures were read (ISO instant): they are computed on request. */
  computedAt: z.string(),
  /**
   * When the kept summaries this report reads were last brought up to date (ISO instant; decision
   * 0076, 0084): fees, attendance and the ranking. Null for reports computed on request.
   */
  summariesAt: z.string().nullable(),
  tables: z.array(reportTableSchema),
});
export type Report = z.infer<typeof reportSchema>;

type Label = { en: string; hi: string };

/** Titles and column headings of the reports in English and Hindi (exports in the page language). */
export const REPORT_LABELS = {
  admissions: {
    en: 'Admissions, active students and certificates',
    hi: 'प्रवेश, सक्रिय छात्र और प्रमाणपत्र',
  },
  fees: { en: 'Fees collected and dues outstanding', hi: 'एकत्रित शुल्क और बकाया' },
  wallet: { en: 'Wallet top-ups and debits', hi: 'वॉलेट टॉप-अप और कटौती' },
  funnel: { en: 'Enquiries, applications and admissions', hi: 'पूछताछ, आवेदन और प्रवेश' },
  results: { en: 'Exam results', hi: 'परीक्षा परिणाम' },
  ranking: { en: 'Centres ranked', hi: 'केंद्रों की रैंकिंग' },
  attendance: { en: 'Attendance rate', hi: 'उपस्थिति दर' },
  rankAttendance: { en: 'By attendance rate', hi: 'उपस्थिति दर अनुसार' },
  byBatch: { en: 'By batch', hi: 'बैच अनुसार' },
  batch: { en: 'Batch', hi: 'बैच' },
  marked: { en: 'Marks', hi: 'दर्ज हाज़िरी' },
  attended: { en: 'Present or late', hi: 'उपस्थित या देर से' },
  attendanceRate: { en: 'Attendance rate (%)', hi: 'उपस्थिति दर (%)' },
  rankAdmissions: { en: 'By admissions', hi: 'प्रवेश अनुसार' },
  rankCollected: { en: 'By fees collected', hi: 'एकत्रित शुल्क अनुसार' },
  rankCertificates: { en: 'By certificates issued', hi: 'जारी प्रमाणपत्र अनुसार' },
  rankPassRate: { en: 'By pass rate', hi: 'उत्तीर्ण दर अनुसार' },
  rank: { en: 'Rank', hi: 'रैंक' },
  thisPeriod: { en: 'This period', hi: 'यह अवधि' },
  previousPeriod: { en: 'Previous period', hi: 'पिछली अवधि' },
  change: { en: 'Change', hi: 'बदलाव' },
  previousFrom: { en: 'Previous period from', hi: 'पिछली अवधि से' },
  byMonth: { en: 'By month', hi: 'माह अनुसार' },
  byCentre: { en: 'By centre', hi: 'केंद्र अनुसार' },
  byCourse: { en: 'By course', hi: 'पाठ्यक्रम अनुसार' },
  bySource: { en: 'Enquiries by source', hi: 'स्रोत अनुसार पूछताछ' },
  duesAgeing: {
    en: 'Dues outstanding by age (on the last day)',
    hi: 'आयु अनुसार बकाया (अंतिम दिन पर)',
  },
  month: { en: 'Month', hi: 'माह' },
  centre: { en: 'Centre', hi: 'केंद्र' },
  course: { en: 'Course', hi: 'पाठ्यक्रम' },
  source: { en: 'Source', hi: 'स्रोत' },
  grade: { en: 'Grade', hi: 'ग्रेड' },
  admissionsCount: { en: 'Admissions', hi: 'प्रवेश' },
  activeStudents: { en: 'Active students (month end)', hi: 'सक्रिय छात्र (माह के अंत में)' },
  certificatesIssued: { en: 'Certificates issued', hi: 'जारी प्रमाणपत्र' },
  collected: { en: 'Fees collected (₹)', hi: 'एकत्रित शुल्क (₹)' },
  payments: { en: 'Receipts', hi: 'रसीदें' },
  due0: { en: '0-30 days (₹)', hi: '0-30 दिन (₹)' },
  due31: { en: '31-60 days (₹)', hi: '31-60 दिन (₹)' },
  due61: { en: '61-90 days (₹)', hi: '61-90 दिन (₹)' },
  due91: { en: '90+ days (₹)', hi: '90+ दिन (₹)' },
  dueTotal: { en: 'Total outstanding (₹)', hi: 'कुल बकाया (₹)' },
  topUps: { en: 'Top-ups (₹)', hi: 'टॉप-अप (₹)' },
  debits: { en: 'Debits (₹)', hi: 'कटौती (₹)' },
  enquiries: { en: 'Enquiries', hi: 'पूछताछ' },
  converted: { en: 'Converted', hi: 'परिवर्तित' },
  applications: { en: 'Applications', hi: 'आवेदन' },
  approved: { en: 'Applications approved', hi: 'स्वीकृत आवेदन' },
  resultsCount: { en: 'Results', hi: 'परिणाम' },
  passed: { en: 'Passed', hi: 'उत्तीर्ण' },
  passRate: { en: 'Pass rate (%)', hi: 'उत्तीर्ण दर (%)' },
  total: { en: 'Total', hi: 'कुल' },
  allCentres: { en: 'All centres', hi: 'सभी केंद्र' },
  period: { en: 'Period', hi: 'अवधि' },
  source_contact: { en: 'Contact form', hi: 'संपर्क फ़ॉर्म' },
  source_buy_now: { en: 'Buy now', hi: 'अभी खरीदें' },
  source_check_out: { en: 'Check out', hi: 'चेक आउट' },
} satisfies Record<string, Label>;
export type ReportLabelKey = keyof typeof REPORT_LABELS;

/** The months (YYYY-MM) from the one of `from` to the one of `to`, both included. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let index = Number(from.slice(0, 4)) * 12 + Number(from.slice(5, 7)) - 1;
  const last = Number(to.slice(0, 4)) * 12 + Number(to.slice(5, 7)) - 1;
  for (; index <= last; index++) {
    months.push(`${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`);
  }
  return months;
}

/**
 * The period before [from, to] of the same length: as many whole months before when the period is
 * whole months, otherwise as many days.
 */
export function previousPeriod(from: string, to: string): { from: string; to: string } {
  const months = monthsBetween(from, to);
  if (from.endsWith('-01') && to === lastDayOfMonth(to.slice(0, 7))) {
    const first = Number(from.slice(0, 4)) * 12 + Number(from.slice(5, 7)) - 1 - months.length;
    const start = `${Math.floor(first / 12)}-${String((first % 12) + 1).padStart(2, '0')}-01`;
    return { from: start, to: addDays(from, -1) };
  }
  const length = daysBetween(from, to);
  return { from: addDays(from, -length - 1), to: addDays(from, -1) };
}

/** The last day (YYYY-MM-DD) of a month YYYY-MM. */
export function lastDayOfMonth(month: string): string {
  const date = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0));
  return date.toISOString().slice(0, 10);
}
