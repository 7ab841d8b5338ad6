import { instituteDate } from '@institute/shared/institute-time';
import type { ApprovalSettings, QueueItem } from '@institute/shared/certificate-approval';
import type { CertificatePreview } from '@institute/shared/certificate-exam';
import type {
  BulkAction,
  Certificate,
  CreateRequestValues,
  RequestItem,
  RequestStatus,
  StudentCertificate,
  Tracking,
  Verification,
} from '@institute/shared/certificates';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiRequestError } from '../../lib/api-client';
import { formatLocale } from '../../lib/format-locale';

const BASE = '/api/dashboard/certificates';
const REQUESTS_KEY = ['certificates', 'requests'] as const;
const ISSUED_KEY = ['certificates', 'issued'] as const;
const APPROVAL_SETTINGS_KEY = ['certificates', 'approval-settings'] as const;

export const useCertificateRequests = (status?: RequestStatus) =>
  useQuery({
    queryKey: [...REQUESTS_KEY, status ?? 'all'],
    queryFn: () =>
      api<QueueItem[]>(`${BASE}/requests${status ? `?status=${status}&limit=500` : ''}`),
  });

/** Head office's certificate approval settings (the four-eyes rule). */
export const useApprovalSettings = () =>
  useQuery({
    queryKey: APPROVAL_SETTINGS_KEY,
    queryFn: () => api<ApprovalSettings>(`${BASE}/approval-settings`),
  });

export function useSaveApprovalSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (fourEyes: boolean) =>
      api<ApprovalSettings>(`${BASE}/approval-settings`, { method: 'PUT', json: { fourEyes } }),
    onSuccess: async (settings) => {
      client.setQueryData(APPROVAL_SETTINGS_KEY, settings);
      // Whether head office may approve its own requests follows the setting.
      await client.invalidateQueries({ queryKey: REQUESTS_KEY });
    },
  });
}

export const useIssuedCertificates = (q: string) =>
  useQuery({
    queryKey: [...ISSUED_KEY, q],
    queryFn: () => api<Certificate[]>(`${BASE}${q ? `?q=${encodeURIComponent(q)}` : ''}`),
  });

export const fetchTracking = (registrationNumber: string) =>
  api<Tracking>(`${BASE}/track?registrationNumber=${encodeURIComponent(registrationNumber)}`);

/** A student's certificates with their dispatch and revocation (the profile's). */
export const useStudentCertificates = (registrationNumber: string) =>
  useQuery({
    queryKey: ['certificates', 'student', registrationNumber],
    queryFn: () =>
      api<StudentCertificate[]>(
        `/api/dashboard/student/${encodeURIComponent(registrationNumber)}/certificates`,
      ),
  });

export const fetchStudentCertificates = (registrationNumber: string) =>
  api<StudentCertificate[]>(
    `/api/dashboard/student/${encodeURIComponent(registrationNumber)}/certificates`,
  );

export const studentPdfUrl = (registrationNumber: string, number: string) =>
  `/api/dashboard/student/${encodeURIComponent(registrationNumber)}/certificates/${encodeURIComponent(number)}/pdf`;

export const certificatePdfUrl = (number: string) => `${BASE}/${encodeURIComponent(number)}/pdf`;

/** A verification by number, with the code when there is one (the QR link's). */
export const fetchVerification = (number: string, code?: string | null, context?: unknown) =>
  api<Verification>(
    `/api/certificates/verify/${encodeURIComponent(number)}${code ? `?code=${encodeURIComponent(code)}` : ''}`,
    { context },
  );

/** A verification with the holder's date of birth (posted: kept out of the address). */
export const verifyWithDateOfBirth = (number: string, dateOfBirth: string) =>
  api<Verification>(`/api/certificates/verify/${encodeURIComponent(number)}`, {
    method: 'POST',
    json: { dateOfBirth },
  });

/** The QR code of a certificate's verification page with its code, for the printed page. */
export const qrCodeUrl = (number: string, code: string) =>
  `/api/certificates/verify/${encodeURIComponent(number)}/qr.svg?code=${encodeURIComponent(code)}`;

function useInvalidate() {
  const client = useQueryClient();
  return async () => {
    await client.invalidateQueries({ queryKey: REQUESTS_KEY });
    await client.invalidateQueries({ queryKey: ISSUED_KEY });
  };
}

export function useRequestCertificate() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (values: CreateRequestValues) =>
      api<RequestItem>(`${BASE}/requests`, { method: 'POST', json: values }),
    onSuccess: invalidate,
  });
}

export interface StepInput {
  action: BulkAction;
  ids: number[];
  reason?: string;
  courier?: string;
  trackingNumber?: string;
}

/** One action on one or many requests (always through the bulk route's per-request report). */
export function useRequestStep() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: StepInput) =>
      api<{ done: number[]; failed: { id: number; message: string }[] }>(`${BASE}/requests/bulk`, {
        method: 'POST',
        json: input,
      }),
    onSettled: invalidate,
  });
}

export function useDeliver() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) =>
      api<RequestItem>(`${BASE}/requests/${id}/deliver`, { method: 'POST' }),
    onSettled: invalidate,
  });
}

export function useRevoke() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ number, reason }: { number: string; reason: string }) =>
      api<Certificate>(`${BASE}/${encodeURIComponent(number)}/revoke`, {
        method: 'POST',
        json: { reason },
      }),
    onSuccess: invalidate,
  });
}

/**
 * Downloads a ZIP of the PDFs of the chosen certificates (`failed`: the message, in the page's
 * language, when the server gives none).
 */
export async function downloadZip(
  numbers: string[],
  failed = 'Could not make the ZIP. Please try again.',
): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`${BASE}/zip`, {
      method: 'POST',
      credentials: 'same-origin',
      // The server answers its messages in the page's language (decision 0032).
      headers: { 'content-type': 'application/json', 'accept-language': formatLocale() },
      body: JSON.stringify({ numbers }),
    });
  } catch {
    throw new ApiRequestError(0, { code: 'NETWORK_ERROR', message: 'Network error' });
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new ApiRequestError(response.status, {
      code: `HTTP_${response.status}`,
      message: body?.message ?? failed,
    });
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `certificates-${instituteDate()}.zip`;
  link.click();
  URL.revokeObjectURL(url);
}

/** The message of an error for the person: the server's when it has one. */
export const errorMessage = (error: unknown, fallback: string) =>
  error instanceof ApiRequestError && !error.isNetworkError && error.status < 500
    ? error.message
    : fallback;

/** What a certificate of the student would print now (decision 0057), before a request. */
export const fetchCertificatePreview = (registrationNumber: string) =>
  api<CertificatePreview>(
    `${BASE}/preview?registrationNumber=${encodeURIComponent(registrationNumber)}`,
  );
