import { INTERNAL_ERROR_MESSAGE, type ApiError } from '@institute/shared/api-error';
import { CONFIRM_SECOND_ENROLMENT_FIELD } from '@institute/shared/enrolments';
import {
  FILE_FIELDS,
  FILE_CHECK_MESSAGES,
  FILE_LIMITS,
  NEXT_CURSOR_HEADER,
  PREVIOUS_CURSOR_HEADER,
  STUDENT_FIELDS,
  TOTAL_COUNT_HEADER,
  type Completion,
  type CompletionStatus,
  type FileField,
  type StudentFieldValues,
  type StudentListItem,
  type StudentListQuery,
  type StudentRecord,
} from '@institute/shared/student';
import type { CourseFeeItem } from '@institute/shared/course-fees';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiRequestError } from '../../lib/api-client';

const BASE = '/api/dashboard/AddStudent';
const recordPath = (registrationNumber: string) =>
  `${BASE}/${encodeURIComponent(registrationNumber)}`;

/** The list answered something other than an array: the specification's 'Unexpected data format'. */
export class UnexpectedFormatError extends Error {
  constructor() {
    super('Unexpected data format');
  }
}

export interface StudentPage {
  items: StudentListItem[];
  /** All matches (the X-Total-Count header), not only this page's. */
  total: number;
  /** The cursors of the pages after and before this one (decision 0090), when the server sent them. */
  nextCursor?: string;
  previousCursor?: string;
}

export type StudentFiles = Partial<Record<FileField, File>>;

export interface ImportReport {
  imported: number;
  failed: { row: number; errors: Record<string, string[]> }[];
}

/** The list's query string: only what differs from the API's defaults, in a stable order. */
export function studentListSearch(query: StudentListQuery, withPage = true): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.course) params.set('course', query.course);
  if (query.centreId) params.set('centreId', String(query.centreId));
  if (query.archived === 'only') params.set('archived', 'only');
  if (query.sort && query.sort !== 'registrationNumber') params.set('sort', query.sort);
  if (query.order && query.order !== 'desc') params.set('order', query.order);
  if (withPage) {
    if (query.page && Number(query.page) > 1) params.set('page', String(query.page));
    if (query.pageSize) params.set('pageSize', String(query.pageSize));
    if (query.after) params.set('after', query.after);
    else if (query.before) params.set('before', query.before);
  }
  return params;
}

function errorFrom(status: number, text: string): ApiRequestError {
  try {
    const parsed = JSON.parse(text) as Partial<ApiError> | null;
    if (typeof parsed?.code === 'string' && typeof parsed.message === 'string') {
      return new ApiRequestError(status, parsed as ApiError);
    }
  } catch {
    // not JSON
  }
  return new ApiRequestError(status, { code: `HTTP_${status}`, message: INTERNAL_ERROR_MESSAGE });
}

const isListItem = (value: unknown): value is StudentListItem =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { registrationNumber?: unknown }).registrationNumber === 'string';

/** GET the list: one page of students and the total (read from the X-Total-Count header). */
export async function fetchStudentList(query: StudentListQuery): Promise<StudentPage> {
  const search = studentListSearch(query).toString();
  let response: Response;
  try {
    response = await fetch(search ? `${BASE}?${search}` : BASE, { credentials: 'same-origin' });
  } catch {
    throw new ApiRequestError(0, { code: 'NETWORK_ERROR', message: 'Network error' });
  }
  const text = await response.text();
  if (!response.ok) throw errorFrom(response.status, text);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new UnexpectedFormatError();
  }
  if (!Array.isArray(data) || !data.every(isListItem)) throw new UnexpectedFormatError();
  const header = response.headers.get(TOTAL_COUNT_HEADER);
  const total = header === null ? NaN : Number(header);
  return {
    items: data,
    total: Number.isFinite(total) ? total : data.length,
    nextCursor: response.headers.get(NEXT_CURSOR_HEADER) ?? undefined,
    previousCursor: response.headers.get(PREVIOUS_CURSOR_HEADER) ?? undefined,
  };
}

export const fetchStudent = (registrationNumber: string) =>
  api<StudentRecord>(recordPath(registrationNumber));

/**
 * The multipart body of Add and Edit: every non-empty field, the chosen files, the centre; and,
 * on Edit, the optional fields the user emptied, sent empty so that the server clears them.
 */
export function studentFormData(
  values: StudentFieldValues,
  files: StudentFiles,
  centreId?: number,
  cleared: readonly string[] = [],
  confirmSecondEnrolment = false,
): FormData {
  const body = new FormData();
  for (const field of STUDENT_FIELDS) {
    const value = values[field];
    if (value !== undefined && value !== '') body.append(field, value);
    else if (cleared.includes(field)) body.append(field, '');
  }
  for (const field of FILE_FIELDS) {
    const file = files[field];
    if (file) body.append(field, file, file.name);
  }
  if (centreId !== undefined) body.append('centreId', String(centreId));
  // Staff confirmed that this person, already enrolled in another course, enrols again.
  if (confirmSecondEnrolment) body.append(CONFIRM_SECOND_ENROLMENT_FIELD, 'true');
  return body;
}

/** Add Student's address: sent now, or later from the outbox (decision 0087). */
export const ADD_STUDENT_PATH = BASE;

/** Adds a student; with an Idempotency-Key, a form sent again adds them once (decision 0087). */
export const addStudent = (body: FormData, key?: string) =>
  api<StudentRecord>(BASE, {
    method: 'POST',
    body,
    headers: key ? { 'idempotency-key': key } : undefined,
  });

export const updateStudent = (registrationNumber: string, body: FormData) =>
  api<StudentRecord>(recordPath(registrationNumber), { method: 'PUT', body });

export const archiveStudent = (registrationNumber: string) =>
  api<{ message: string }>(recordPath(registrationNumber), { method: 'DELETE' });

export const restoreStudent = (registrationNumber: string) =>
  api<unknown>(`${recordPath(registrationNumber)}/restore`, { method: 'POST' });

export function importStudents(
  file: File,
  centreId?: number,
  allowSecondEnrolments = false,
): Promise<ImportReport> {
  const body = new FormData();
  if (centreId !== undefined) body.append('centreId', String(centreId));
  if (allowSecondEnrolments) body.append(CONFIRM_SECOND_ENROLMENT_FIELD, 'true');
  body.append('file', file, file.name);
  return api<ImportReport>('/api/dashboard/students/import', { method: 'POST', body });
}

export const exportCsvHref = (query: StudentListQuery) => {
  const search = studentListSearch(query, false).toString();
  return `/api/dashboard/students/export.csv${search ? `?${search}` : ''}`;
};

export const IMPORT_TEMPLATE_HREF = '/api/dashboard/students/import-template.csv';

// ---- Client-side file checks (the server checks the content again) ----

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PDF_TYPE = 'application/pdf';
export const CSV_MAX_BYTES = 5 * 1024 * 1024;

const megabytes = (bytes: number) => `${bytes / (1024 * 1024)} MB`;
const isImage = (file: File) => (IMAGE_TYPES as readonly string[]).includes(file.type);
const isPdf = (file: File) => file.type === PDF_TYPE || /\.pdf$/i.test(file.name);

/** Why a chosen photo, signature or marksheet cannot be sent, or null when it can. */
export function checkStudentFile(field: FileField, file: File | undefined): string | null {
  if (!file) return null;
  const label = { photo: 'Photo', signature: 'Signature', marksheet: 'Marksheet' }[field];
  if (field === 'marksheet' && isPdf(file)) {
    return file.size > FILE_LIMITS.pdfBytes
      ? FILE_CHECK_MESSAGES.marksheetPdfSize(megabytes(FILE_LIMITS.pdfBytes))
      : null;
  }
  if (!isImage(file)) {
    return field === 'marksheet'
      ? FILE_CHECK_MESSAGES.marksheetType
      : FILE_CHECK_MESSAGES.notImage(label);
  }
  if (file.size > FILE_LIMITS.imageBytes) {
    const size = megabytes(FILE_LIMITS.imageBytes);
    return field === 'marksheet'
      ? FILE_CHECK_MESSAGES.marksheetImageSize(size)
      : FILE_CHECK_MESSAGES.imageSize(label, size);
  }
  return null;
}

/** Why a chosen CSV file cannot be imported, or null when it can. */
export function checkCsvFile(file: File | undefined): string | null {
  if (!file) return FILE_CHECK_MESSAGES.chooseCsv;
  const csv = /\.csv$/i.test(file.name) || file.type === 'text/csv';
  if (!csv) return FILE_CHECK_MESSAGES.notCsv;
  if (file.size > CSV_MAX_BYTES) return FILE_CHECK_MESSAGES.csvSize(megabytes(CSV_MAX_BYTES));
  return null;
}

/** True when a stored file's link points at a PDF. */
export const isPdfLink = (href: string) => /\.pdf(?:$|[?#])/i.test(href);

// ---- TanStack Query ----

export const studentKeys = {
  all: ['students'] as const,
  lists: () => ['students', 'list'] as const,
  list: (query: StudentListQuery) => ['students', 'list', query] as const,
  detail: (registrationNumber: string) => ['students', 'detail', registrationNumber] as const,
};

export function useStudentList(query: StudentListQuery) {
  return useQuery({
    queryKey: studentKeys.list(query),
    queryFn: () => fetchStudentList(query),
    placeholderData: keepPreviousData,
  });
}

export function useStudent(registrationNumber: string) {
  return useQuery({
    queryKey: studentKeys.detail(registrationNumber),
    queryFn: () => fetchStudent(registrationNumber),
  });
}

/** Drops a student from every cached list page (they were archived or restored). */
function removeFromLists(
  queryClient: ReturnType<typeof useQueryClient>,
  registrationNumber: string,
) {
  queryClient.setQueriesData<StudentPage>({ queryKey: studentKeys.lists() }, (page) =>
    page && page.items.some((item) => item.registrationNumber === registrationNumber)
      ? {
          items: page.items.filter((item) => item.registrationNumber !== registrationNumber),
          total: Math.max(0, page.total - 1),
        }
      : page,
  );
}

/** Archive (DELETE) or restore a student; on success the row leaves the list at once. */
export function useStudentListAction(action: 'archive' | 'restore') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (registrationNumber: string) =>
      action === 'archive'
        ? archiveStudent(registrationNumber)
        : restoreStudent(registrationNumber),
    onSuccess: (_answer, registrationNumber) => {
      removeFromLists(queryClient, registrationNumber);
      void queryClient.invalidateQueries({ queryKey: studentKeys.detail(registrationNumber) });
      // Refresh the pages in the background (the total, the next row moving up).
      void queryClient.invalidateQueries({ queryKey: studentKeys.lists() });
    },
  });
}

/**
 * What the centre's wallet paid at the student's admission (the registration fee, in paise), for
 * the archive dialog: archiving does not refund it (decision 0058). Asked while the dialog is open.
 */
export function useRegistrationFeePaid(registrationNumber: string | null) {
  const fee = useQuery({
    queryKey: ['students', 'registration-fee', registrationNumber],
    queryFn: () =>
      api<{ paidPaise: number }>(`${recordPath(registrationNumber!)}/registration-fee`),
    enabled: registrationNumber !== null,
  });
  const paid = fee.data?.paidPaise;
  return typeof paid === 'number' ? paid : undefined;
}

/** After a student was added or changed: their record is this, the lists are out of date. */
export function useStudentSaved() {
  const queryClient = useQueryClient();
  return (record: StudentRecord) => {
    queryClient.setQueryData<StudentRecord>(studentKeys.detail(record.registrationNumber), record);
    void queryClient.invalidateQueries({ queryKey: studentKeys.lists() });
  };
}

const completionPath = (registrationNumber: string) =>
  `${recordPath(registrationNumber)}/completion`;

/** The completion status and the student's open request to change it. */
export function useCompletion(registrationNumber: string) {
  return useQuery({
    queryKey: ['students', 'completion', registrationNumber],
    queryFn: () => api<Completion>(completionPath(registrationNumber)),
  });
}

/** Staff set the completion status; the record and the open request follow. */
export function useSetCompletion(registrationNumber: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: CompletionStatus) =>
      api<Completion>(completionPath(registrationNumber), { method: 'PUT', json: { status } }),
    onSuccess: (completion) => {
      queryClient.setQueryData(['students', 'completion', registrationNumber], completion);
      void queryClient.invalidateQueries({ queryKey: studentKeys.detail(registrationNumber) });
    },
  });
}

/** The fees head office set for every course (the Account Section's list, read by staff too). */
export const STUDENT_COURSE_FEES_KEY = ['students', 'course-fees'] as const;

/**
 * The course fee of a course, in paise, once known: a course head office set no fee for has a
 * fee of 0 (the student's fee plan is then fixed at zero). Asked only once a course is chosen.
 */
export function useCourseFeeOf(course: string): number | undefined {
  const fees = useQuery({
    queryKey: STUDENT_COURSE_FEES_KEY,
    queryFn: () => api<CourseFeeItem[]>('/api/dashboard/accounts/course-fees'),
    staleTime: 60_000,
    enabled: course !== '',
  });
  if (!course || !fees.data) return undefined;
  return fees.data.find((item) => item.courseCode === course)?.courseFeePaise ?? 0;
}

/** The fees of every course (Add Student: the registration fee its wallet pays, by course). */
export function useCourseFeeList(enabled: boolean) {
  return useQuery({
    queryKey: STUDENT_COURSE_FEES_KEY,
    queryFn: () => api<CourseFeeItem[]>('/api/dashboard/accounts/course-fees'),
    staleTime: 60_000,
    enabled,
  });
}
