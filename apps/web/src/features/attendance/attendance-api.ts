import type {
  AttendanceRule,
  AttendanceSettings,
  AttendanceSheet,
  AttendanceStatus,
  AttendanceWarning,
  BatchAttendance,
  Holiday,
  HolidayForm,
  StudentAttendance,
} from '@institute/shared/attendance';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

const BASE = '/api/dashboard/attendance';
const KEY = ['attendance'] as const;

/** A batch's sheet of a day: saved marks, or everyone present before the first save. */
export const useAttendanceSheet = (batchId: number, day: string) =>
  useQuery({
    queryKey: [...KEY, 'sheet', batchId, day],
    queryFn: () => api<AttendanceSheet>(`${BASE}/batches/${batchId}/days/${day}`),
    enabled: /^\d{4}-\d{2}-\d{2}$/.test(day),
  });

export type AttendanceMarks = { registrationNumber: string; status: AttendanceStatus }[];

/** The sheet's address: read, saved, and saved from the outbox (lib/outbox.ts). */
export const sheetPath = (batchId: number, day: string) => `${BASE}/batches/${batchId}/days/${day}`;

/** The outbox group of a batch's day: a day saved again replaces the waiting save. */
export const sheetGroup = (batchId: number, day: string) => `attendance:${batchId}:${day}`;

/** Saves the whole sheet in one request: the marks that are not present. */
export function useSaveAttendance(batchId: number, day: string) {
  const client = useQueryClient();
  return useMutation({
    // The Idempotency-Key (decision 0087): sent again after a lost answer, saved once.
    mutationFn: ({ marks, key }: { marks: AttendanceMarks; key: string }) =>
      api<AttendanceSheet>(sheetPath(batchId, day), {
        method: 'PUT',
        json: { marks },
        headers: { 'idempotency-key': key },
      }),
    onSuccess: (sheet) => {
      client.setQueryData([...KEY, 'sheet', batchId, day], sheet);
      void client.invalidateQueries({ queryKey: [...KEY, 'batch', batchId] });
    },
  });
}

export function useUnlockDay(batchId: number, day: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api<AttendanceSheet>(`${BASE}/batches/${batchId}/days/${day}/unlock`, { method: 'POST' }),
    onSuccess: (sheet) => client.setQueryData([...KEY, 'sheet', batchId, day], sheet),
  });
}

export const useBatchAttendance = (batchId: number) =>
  useQuery({
    queryKey: [...KEY, 'batch', batchId],
    queryFn: () => api<BatchAttendance>(`${BASE}/batches/${batchId}`),
  });

export const useStudentAttendance = (registrationNumber: string, enabled = true) =>
  useQuery({
    queryKey: [...KEY, 'student', registrationNumber],
    queryFn: () =>
      api<StudentAttendance>(`${BASE}/students/${encodeURIComponent(registrationNumber)}`),
    enabled: enabled && registrationNumber.length > 0,
  });

/** Of these students, those below their course's minimum attendance (one request). */
export const useAttendanceWarnings = (registrationNumbers: string[]) =>
  useQuery({
    queryKey: [...KEY, 'warnings', registrationNumbers],
    queryFn: () =>
      api<AttendanceWarning[]>(
        `${BASE}/warnings?registrationNumbers=${encodeURIComponent(registrationNumbers.join(','))}`,
      ),
    enabled: registrationNumbers.length > 0,
  });

/** The register PDF's address for a month. */
export const registerUrl = (batchId: number, month: string, lang: 'en' | 'bilingual') =>
  `${BASE}/batches/${batchId}/register.pdf?month=${month}&lang=${lang}`;

export const useHolidays = (centreId: number | null) =>
  useQuery({
    queryKey: [...KEY, 'holidays', centreId],
    queryFn: () =>
      api<Holiday[]>(centreId ? `${BASE}/holidays?centreId=${centreId}` : `${BASE}/holidays`),
  });

export function useAddHoliday() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: HolidayForm) =>
      api<Holiday>(`${BASE}/holidays`, { method: 'POST', json: form }),
    onSuccess: () => client.invalidateQueries({ queryKey: [...KEY] }),
  });
}

export function useRemoveHoliday() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<void>(`${BASE}/holidays/${id}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: [...KEY] }),
  });
}

export const useAttendanceSettings = () =>
  useQuery({
    queryKey: [...KEY, 'settings'],
    queryFn: () => api<AttendanceSettings>(`${BASE}/settings`),
  });

export function useSaveAttendanceSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: AttendanceSettings) =>
      api<AttendanceSettings>(`${BASE}/settings`, { method: 'PUT', json: values }),
    onSuccess: (settings) => client.setQueryData([...KEY, 'settings'], settings),
  });
}

export const useAttendanceRules = (enabled = true) =>
  useQuery({
    queryKey: [...KEY, 'rules'],
    queryFn: () => api<AttendanceRule[]>(`${BASE}/rules`),
    enabled,
  });

export function useSaveAttendanceRule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ course, minimumPercent }: { course: string; minimumPercent: number | null }) =>
      api<AttendanceRule>(`${BASE}/rules/${encodeURIComponent(course)}`, {
        method: 'PUT',
        json: { minimumPercent },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: [...KEY] }),
  });
}
