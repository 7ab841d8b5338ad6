import { documentLanguageQuery, type DocumentLanguage } from '../../lib/document-language';
import type { GstSettings, Invoice, gstSettingsViewSchema } from '@institute/shared/invoices';
import type { z } from 'zod';

type GstSettingsView = z.infer<typeof gstSettingsViewSchema>;
import type {
  CourseFeeItem,
  CourseFeeValues,
  DueItem,
  FeeChangePreview,
  FundItem,
  GoLive,
  FundStatus,
  Receipt,
  StudentFees,
  Wallet,
  WalletSummary,
} from '@institute/shared/accounts';
import type {
  Checkout,
  OnlinePayment,
  PayScope,
  PaymentSettings,
} from '@institute/shared/payments';
import type { StudentListItem } from '@institute/shared/student';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

const BASE = '/api/dashboard/accounts';
const student = (registrationNumber: string) => encodeURIComponent(registrationNumber);

export const accountKeys = {
  all: ['accounts'] as const,
  wallet: (centreId: number | null) => ['accounts', 'wallet', centreId ?? 'own'] as const,
  wallets: ['accounts', 'wallets'] as const,
  funds: (status: FundStatus | 'all') => ['accounts', 'funds', status] as const,
  courseFees: ['accounts', 'course-fees'] as const,
  goLive: ['accounts', 'go-live'] as const,
  feeChange: (courseCode: string) => ['accounts', 'fee-change', courseCode] as const,
  studentFees: (registrationNumber: string) => ['accounts', 'student', registrationNumber] as const,
  dues: (centreId: number | null) => ['accounts', 'dues', centreId ?? 'all'] as const,
  receipt: (id: number) => ['accounts', 'receipt', id] as const,
};

/** A centre's wallet: the staff member's own, or the centre head office chose. */
export const useWallet = (centreId: number | null, enabled = true) =>
  useQuery({
    queryKey: accountKeys.wallet(centreId),
    queryFn: () => api<Wallet>(`${BASE}/wallet${centreId ? `?centreId=${centreId}` : ''}`),
    enabled,
  });

export const useWalletSummaries = (enabled: boolean) =>
  useQuery({
    queryKey: accountKeys.wallets,
    queryFn: () => api<WalletSummary[]>(`${BASE}/wallets`),
    enabled,
  });

export const useFunds = (status: FundStatus | 'all') =>
  useQuery({
    queryKey: accountKeys.funds(status),
    queryFn: () => api<FundItem[]>(`${BASE}/funds${status === 'all' ? '' : `?status=${status}`}`),
  });

/** Everything money-related changes together: refresh the whole section after a write. */
function useInvalidateAccounts() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: accountKeys.all });
}

export function useAddFund() {
  const invalidate = useInvalidateAccounts();
  return useMutation({
    mutationFn: (form: FormData) => api<FundItem>(`${BASE}/funds`, { method: 'POST', body: form }),
    onSuccess: invalidate,
  });
}

export function useDecideFund() {
  const invalidate = useInvalidateAccounts();
  return useMutation({
    mutationFn: ({
      id,
      action,
      reason,
    }: {
      id: number;
      action: 'confirm' | 'reject';
      reason?: string;
    }) =>
      api<FundItem>(`${BASE}/funds/${id}/${action}`, {
        method: 'POST',
        ...(action === 'reject' ? { json: { reason } } : {}),
      }),
    onSuccess: invalidate,
  });
}

export const useCourseFees = () =>
  useQuery({
    queryKey: accountKeys.courseFees,
    queryFn: () => api<CourseFeeItem[]>(`${BASE}/course-fees`),
  });

export function useSaveCourseFee() {
  const invalidate = useInvalidateAccounts();
  return useMutation({
    mutationFn: ({ courseCode, values }: { courseCode: string; values: CourseFeeValues }) =>
      api<CourseFeeItem>(`${BASE}/course-fees/${encodeURIComponent(courseCode)}`, {
        method: 'PUT',
        json: values,
      }),
    onSuccess: invalidate,
  });
}

/** The institute's go-live date: nothing due before it is reminded (decision 0055). */
export const useGoLive = () =>
  useQuery({ queryKey: accountKeys.goLive, queryFn: () => api<GoLive>(`${BASE}/go-live`) });

export function useSaveGoLive() {
  const invalidate = useInvalidateAccounts();
  return useMutation({
    mutationFn: (goLiveDate: string | null) =>
      api<GoLive>(`${BASE}/go-live`, { method: 'PUT', json: { goLiveDate } }),
    onSuccess: invalidate,
  });
}

/** Every student of a course with their current total and the course's fee now, to choose from. */
export const useFeeChangePreview = (courseCode: string | null) =>
  useQuery({
    queryKey: accountKeys.feeChange(courseCode ?? ''),
    queryFn: () =>
      api<FeeChangePreview>(
        `${BASE}/course-fees/${encodeURIComponent(courseCode!)}/apply/preview`,
        { method: 'POST', json: {} },
      ),
    enabled: !!courseCode,
    retry: false,
  });

export function useApplyFeeChange() {
  const invalidate = useInvalidateAccounts();
  return useMutation({
    mutationFn: ({
      courseCode,
      registrationNumbers,
    }: {
      courseCode: string;
      registrationNumbers: string[];
    }) =>
      api<FeeChangePreview>(`${BASE}/course-fees/${encodeURIComponent(courseCode)}/apply`, {
        method: 'POST',
        json: { registrationNumbers },
      }),
    onSuccess: invalidate,
  });
}

export const useStudentFees = (registrationNumber: string | null) =>
  useQuery({
    queryKey: accountKeys.studentFees(registrationNumber ?? ''),
    queryFn: () => api<StudentFees>(`${BASE}/students/${student(registrationNumber!)}/fees`),
    enabled: !!registrationNumber,
    retry: false,
  });

export function useRecordPayment(registrationNumber: string) {
  const invalidate = useInvalidateAccounts();
  return useMutation({
    mutationFn: (values: {
      amount: string;
      mode: string;
      reference: string;
      chequeBank?: string;
      paidOn: string;
    }) =>
      api<{ id: number; receiptNumber: string; fees: StudentFees }>(
        `${BASE}/students/${student(registrationNumber)}/payments`,
        { method: 'POST', json: values },
      ),
    onSuccess: invalidate,
  });
}

export function useSetDiscount(registrationNumber: string) {
  const invalidate = useInvalidateAccounts();
  return useMutation({
    mutationFn: (values: { amount: string; reason: string }) =>
      api<StudentFees>(`${BASE}/students/${student(registrationNumber)}/discount`, {
        method: 'PUT',
        json: values,
      }),
    onSuccess: invalidate,
  });
}

export function useReversePayment() {
  const invalidate = useInvalidateAccounts();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      api<StudentFees>(`${BASE}/payments/${id}/reverse`, { method: 'POST', json: { reason } }),
    onSuccess: invalidate,
  });
}

export const useDues = (centreId: number | null) =>
  useQuery({
    queryKey: accountKeys.dues(centreId),
    queryFn: () => api<DueItem[]>(`${BASE}/dues${centreId ? `?centreId=${centreId}` : ''}`),
  });

export const duesCsvUrl = (centreId: number | null) =>
  `${BASE}/dues.csv${centreId ? `?centreId=${centreId}` : ''}`;

export const useReceipt = (id: number) =>
  useQuery({
    queryKey: accountKeys.receipt(id),
    queryFn: () => api<Receipt>(`${BASE}/payments/${id}/receipt`),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });

/**
 * The receipt's PDF in head office's default language, or in the one named: 'bilingual' prints
 * its labels in English and Hindi, 'en' in English (decision 0035).
 */
export const receiptPdfUrl = (id: number, lang?: DocumentLanguage) =>
  `${BASE}/payments/${id}/receipt.pdf${lang ? `?${documentLanguageQuery(lang)}` : ''}`;
export const receiptPagePath = (id: number) => `/print/fee-receipt/${id}`;

/** The student's own fee status, for their profile. */
export const useOwnFees = (registrationNumber: string) =>
  useQuery({
    queryKey: ['student-fees', registrationNumber],
    queryFn: () => api<StudentFees>(`/api/dashboard/student/${student(registrationNumber)}/fees`),
    retry: false,
  });

/** How many students a search of Add Student Fee / View Student Fee lists at most. */
export const SEARCH_LIMIT = 10;

/**
 * Students whose name, phone or registration number matches `text` (the student list's search;
 * centre staff get their own centre's students only). Asked only when there is something to find.
 */
export const useStudentSearch = (text: string) =>
  useQuery({
    queryKey: ['accounts', 'student-search', text],
    queryFn: () =>
      api<StudentListItem[]>(
        `/api/dashboard/AddStudent?${new URLSearchParams({ q: text, pageSize: String(SEARCH_LIMIT), sort: 'name', order: 'asc' })}`,
      ),
    enabled: text !== '',
  });

// Online payments (decision 0071): whether they are on, and the gateway's hosted checkout.
const PAYMENTS = '/api/dashboard/payments';

export const usePaymentSettings = () =>
  useQuery({
    queryKey: ['payments', 'settings'],
    queryFn: () => api<PaymentSettings>(`${PAYMENTS}/settings`),
    staleTime: 5 * 60_000,
    retry: false,
  });

/**
 * Opens the gateway's hosted checkout: the page posts the form the server prepared (the amount is
 * the server's); the gateway sends the payer back to this site afterwards.
 */
export function openCheckout({ checkout }: Checkout): void {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = checkout.url;
  for (const [name, value] of Object.entries(checkout.fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  document.body.appendChild(form);
  form.submit();
}

/** A student's fee paid online: the next instalment or everything due. */
export const usePayFeeOnline = (registrationNumber: string) =>
  useMutation({
    mutationFn: (pay: PayScope) =>
      api<Checkout>(`${PAYMENTS}/students/${student(registrationNumber)}/checkout`, {
        method: 'POST',
        json: { pay },
      }),
    onSuccess: openCheckout,
  });

/** A payment link for what a student owes, e-mailed to the student. */
export const useSendPaymentLink = (registrationNumber: string) =>
  useMutation({
    mutationFn: (pay: PayScope) =>
      api<{ id: number; amountPaise: number; url: string }>(
        `${PAYMENTS}/students/${student(registrationNumber)}/link`,
        { method: 'POST', json: { pay } },
      ),
  });

/** A centre's wallet topped up online with the amount it chose (rupees, as typed). */
export const useTopUpOnline = () =>
  useMutation({
    mutationFn: (amount: string) =>
      api<Checkout>(`${PAYMENTS}/wallet/checkout`, { method: 'POST', json: { amount } }),
    onSuccess: openCheckout,
  });

/** Online payments received (head office: every centre's). */
export const useOnlinePayments = (enabled: boolean) =>
  useQuery({
    queryKey: ['payments', 'list'],
    queryFn: () => api<OnlinePayment[]>(`${PAYMENTS}?status=paid`),
    enabled,
  });

/** Head office refunds all (amount empty) or part of an online payment. */
export function useRefundPayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, amount, reason }: { id: number; amount: string; reason: string }) =>
      api<OnlinePayment>(`${PAYMENTS}/${id}/refund`, {
        method: 'POST',
        json: amount.trim() ? { amount, reason } : { reason },
      }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['payments'] }),
        client.invalidateQueries({ queryKey: accountKeys.all }),
      ]),
  });
}

// GST tax invoices and credit notes (decision 0082): a month's, with their PDFs and exports.
const INVOICES = '/api/dashboard/invoices';

export const useInvoices = (month: string) =>
  useQuery({
    queryKey: ['invoices', month],
    queryFn: () => api<Invoice[]>(`${INVOICES}?month=${encodeURIComponent(month)}`),
  });

export const invoiceExportUrl = (month: string, format: 'csv' | 'xlsx') =>
  `${INVOICES}/export?month=${encodeURIComponent(month)}&format=${format}`;

export const useGstSettings = (enabled: boolean) =>
  useQuery({
    queryKey: ['invoices', 'settings'],
    queryFn: () => api<GstSettingsView>(`${INVOICES}/settings`),
    enabled,
  });

export function useSaveGstSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: GstSettings) =>
      api<GstSettingsView>(`${INVOICES}/settings`, { method: 'PUT', json: values }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['invoices', 'settings'] }),
  });
}
